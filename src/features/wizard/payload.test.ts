/**
 * The payload table: any complete set of wizard answers maps to a body that the contract's
 * store-temporary request schema accepts, with every key of the table right.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { parse } from 'yaml';
import type { Answers } from './answers';
import { buildPayload, hasPayloadKey, PAYLOAD_MAP } from './payload';

interface Contract {
	components: Record< string, unknown >;
	paths: Record<
		string,
		Record<
			string,
			{
				requestBody: {
					content: Record< string, { schema: { $ref: string } } >;
				};
			}
		>
	>;
}

/** The request schema of store-temporary as the contract declares it, compiled with ajv. */
function payloadValidator() {
	const contract = parse(
		readFileSync(
			path.resolve( __dirname, '../../../contract/openapi.yaml' ),
			'utf8'
		)
	) as Contract;
	const ajv = new Ajv2020( { strict: false, allErrors: true } );
	addFormats( ajv );
	ajv.addSchema( { components: contract.components }, 'contract' );
	const schema =
		contract.paths[ '/api/estate/store-temporary' ]?.post?.requestBody
			.content[ 'application/json' ]?.schema;
	if ( ! schema ) {
		throw new Error( 'The contract has no store-temporary request body.' );
	}
	return ajv.compile( { $ref: `contract${ schema.$ref }` } );
}

const validate = payloadValidator();

const text = fc
	.string( { minLength: 1, maxLength: 30 } )
	.filter( ( value ) => value.trim() !== '' );
const code = fc.stringMatching( /^[a-z][a-z0-9_]{0,15}$/ );
const codes = fc.uniqueArray( code, { maxLength: 6 } );
const rating = fc.integer( { min: 1, max: 5 } ).map( String );

/** Every answer the wizard can hold for the mapped fields; the four required ones always set. */
const completeAnswers = fc.record(
	{
		objektart: code,
		objekttyp: code,
		postleitzahl: fc.stringMatching( /^\d{4,5}$/ ),
		ort: text,
		strasse: text,
		hausnummer: fc.stringMatching( /^\d{1,3}[a-z]?$/ ),
		bundesland: text,
		land: fc.constantFrom( 'DEU', 'AUT', 'CHE' ),
		extras: codes,
		anzahl_zimmer: fc.integer( { min: 0, max: 400 } ).map( ( n ) => n / 2 ),
		anzahl_badezimmer: fc.integer( { min: 0, max: 200 } ),
		befeuerung: codes,
		ausstattungs_qualitaet: rating,
		baujahr: fc.integer( { min: 1726, max: 2025 } ).map( String ),
		zustands_qualitaet: rating,
		grund_bewertung: code,
		zeitlicher_horizont: code,
	},
	{
		requiredKeys: [ 'objektart', 'objekttyp', 'postleitzahl', 'ort' ],
	}
);

/**
 * What each payload key must be, written out by hand (not through the table).
 *
 * @param answers The answers.
 */
function expectedPayload( answers: Answers ): Record< string, unknown > {
	const expected: Record< string, unknown > = {};
	const set = ( key: string, value: unknown, keep: boolean ) => {
		if ( keep ) {
			expected[ key ] = value;
		}
	};
	const str = ( key: string ) => String( answers[ key ] ?? '' ).trim();
	set( 'objektart', str( 'objektart' ), str( 'objektart' ) !== '' );
	set( 'objekttyp', str( 'objekttyp' ), str( 'objekttyp' ) !== '' );
	set( 'plz', str( 'postleitzahl' ), str( 'postleitzahl' ) !== '' );
	set( 'ort', str( 'ort' ), str( 'ort' ) !== '' );
	set( 'strasse', str( 'strasse' ), str( 'strasse' ) !== '' );
	set( 'hausnummer', str( 'hausnummer' ), str( 'hausnummer' ) !== '' );
	set( 'bundesland', str( 'bundesland' ), str( 'bundesland' ) !== '' );
	set( 'land', str( 'land' ), str( 'land' ) !== '' );
	const extras = ( answers.extras ?? [] ) as string[];
	set(
		'extras',
		Object.fromEntries( extras.map( ( name ) => [ name, true ] ) ),
		extras.length > 0
	);
	set(
		'anzahl_zimmer',
		answers.anzahl_zimmer,
		answers.anzahl_zimmer !== undefined
	);
	set(
		'anzahl_badezimmer',
		answers.anzahl_badezimmer,
		answers.anzahl_badezimmer !== undefined
	);
	const heating = ( answers.befeuerung ?? [] ) as string[];
	set( 'befeuerung', heating.join( ',' ), heating.length > 0 );
	const whole = ( key: string ) =>
		answers[ key ] === undefined ? undefined : Number( answers[ key ] );
	set(
		'ausstattungsqualitaet',
		whole( 'ausstattungs_qualitaet' ),
		answers.ausstattungs_qualitaet !== undefined
	);
	set( 'baujahr', whole( 'baujahr' ), answers.baujahr !== undefined );
	set(
		'zustand',
		whole( 'zustands_qualitaet' ),
		answers.zustands_qualitaet !== undefined
	);
	set( 'grund', str( 'grund_bewertung' ), str( 'grund_bewertung' ) !== '' );
	set(
		'zeitfenster',
		str( 'zeitlicher_horizont' ),
		str( 'zeitlicher_horizont' ) !== ''
	);
	return expected;
}

describe( 'buildPayload', () => {
	it( 'is checked by a schema that refuses what the contract refuses', () => {
		expect( validate( {} ) ).toBe( false );
		expect(
			validate( {
				objektart: 'haus',
				objekttyp: 'x',
				plz: '1',
				ort: 'B',
				foo: 1,
			} )
		).toBe( false );
		expect(
			validate( {
				objektart: 'haus',
				objekttyp: 'x',
				plz: '1',
				ort: 'B',
			} )
		).toBe( true );
	} );

	it( 'maps any complete set of answers to a valid store-temporary body, every key right', () => {
		fc.assert(
			fc.property( completeAnswers, ( answers ) => {
				const payload = buildPayload( answers as Answers );
				const valid = validate( payload );
				if ( ! valid ) {
					throw new Error( JSON.stringify( validate.errors ) );
				}
				expect( payload ).toEqual(
					expectedPayload( answers as Answers )
				);
			} ),
			{ numRuns: 300 }
		);
	} );

	it( 'maps the seed example exactly as the contract shows it', () => {
		expect(
			buildPayload( {
				objektart: 'haus',
				objekttyp: 'einfamilienhaus',
				postleitzahl: ' 10115 ',
				ort: 'Berlin',
				strasse: 'Invalidenstraße',
				hausnummer: '1',
				bundesland: 'Berlin',
				land: 'DEU',
				extras: [ 'balkon', 'garage' ],
				anzahl_zimmer: 4.5,
				anzahl_badezimmer: 2,
				befeuerung: [ 'gas', 'solar' ],
				ausstattungs_qualitaet: '4',
				baujahr: '1998',
				zustands_qualitaet: '3',
				grund_bewertung: 'verkaufsabsicht',
				zeitlicher_horizont: 'verkaufsabsicht_3_monate',
			} )
		).toEqual( {
			objektart: 'haus',
			objekttyp: 'einfamilienhaus',
			plz: '10115',
			ort: 'Berlin',
			strasse: 'Invalidenstraße',
			hausnummer: '1',
			bundesland: 'Berlin',
			land: 'DEU',
			extras: { balkon: true, garage: true },
			anzahl_zimmer: 4.5,
			anzahl_badezimmer: 2,
			befeuerung: 'gas,solar',
			ausstattungsqualitaet: 4,
			baujahr: 1998,
			zustand: 3,
			grund: 'verkaufsabsicht',
			zeitfenster: 'verkaufsabsicht_3_monate',
		} );
	} );

	it( 'leaves out unanswered fields and fields it has no row for, and sends numbers at 0', () => {
		expect(
			buildPayload( {
				objektart: 'wohnung',
				objekttyp: 'penthouse',
				postleitzahl: '80331',
				ort: 'München',
				strasse: '  ',
				anzahl_badezimmer: 0,
				extras: [],
				wohnflaeche: 120,
			} )
		).toEqual( {
			objektart: 'wohnung',
			objekttyp: 'penthouse',
			plz: '80331',
			ort: 'München',
			anzahl_badezimmer: 0,
		} );
	} );

	it( 'has one row per payload key of the contract but e-mail', () => {
		expect( PAYLOAD_MAP.map( ( row ) => row.key ).sort() ).toEqual(
			[
				'anzahl_badezimmer',
				'anzahl_zimmer',
				'ausstattungsqualitaet',
				'baujahr',
				'befeuerung',
				'bundesland',
				'extras',
				'grund',
				'hausnummer',
				'land',
				'objektart',
				'objekttyp',
				'ort',
				'plz',
				'strasse',
				'zeitfenster',
				'zustand',
			].sort()
		);
		expect( hasPayloadKey( 'zustands_qualitaet' ) ).toBe( true );
		expect( hasPayloadKey( 'wohnflaeche' ) ).toBe( false );
		expect( hasPayloadKey( 'grundstuecksflaeche' ) ).toBe( false );
	} );
} );
