/**
 * The valuation wizard's configuration: visitor texts in both languages, only fields the payload carries,
 * and the named alternatives selectable with `/__sandbox/settings`.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import type { Schemas } from '../src/types';
import { startSandbox, type TestSandbox } from './helpers';

let t: TestSandbox;
beforeAll( async () => {
	t = await startSandbox();
} );
beforeEach( async () => {
	await t.control( 'POST', '/__sandbox/reset' );
} );
afterAll( async () => {
	await t.stop();
} );

type Settings = Schemas[ 'ValuationSettingsResponse' ];

const settings = async ( lang = 'en', query = '' ) => {
	const res = await t.api( 'GET', `/api/settings/valuation${ query }`, {
		lang,
	} );
	expect( res.status ).toBe( 200 );
	return res.json as Settings;
};
const categoriesOf = ( s: Settings ) =>
	s.available_fields.sections.flatMap( ( section ) => section.categories );
const fieldsOf = ( s: Settings ) =>
	categoriesOf( s ).flatMap( ( c ) => c.fields );

/** The wizard keys the submission payload can carry. */
const PAYLOAD_KEYS = [
	'objektart',
	'objekttyp',
	'postleitzahl',
	'ort',
	'strasse',
	'hausnummer',
	'bundesland',
	'land',
	'extras',
	'anzahl_zimmer',
	'anzahl_badezimmer',
	'befeuerung',
	'ausstattungs_qualitaet',
	'baujahr',
	'zustands_qualitaet',
	'grund_bewertung',
	'zeitlicher_horizont',
];

describe( 'the default configuration', () => {
	it( 'getValuationSettings ok: only fields the submission payload carries; no living area or plot size', async () => {
		const keys = new Set(
			fieldsOf( await settings() ).map( ( f ) => f.key )
		);
		expect(
			[ ...keys ].filter( ( k ) => ! PAYLOAD_KEYS.includes( k ) )
		).toEqual( [] );
		expect( keys ).not.toContain( 'wohnflaeche' );
		expect( keys ).not.toContain( 'grundstuecksflaeche' );
		expect( [ ...keys ].sort() ).toEqual( [ ...PAYLOAD_KEYS ].sort() );
	} );

	it( 'getValuationSettings ok: tooltips are texts for visitors, in English and in German', async () => {
		const tips = ( s: Settings ) =>
			fieldsOf( s )
				.flatMap( ( f ) => [
					f.tooltip,
					...f.options.map( ( o ) => o.tooltip ),
				] )
				.filter( ( x ): x is string => !! x );
		const en = tips( await settings( 'en' ) );
		const de = tips( await settings( 'de' ) );
		expect( en.length ).toBeGreaterThan( 20 );
		expect( de ).toHaveLength( en.length );
		for ( const tip of [ ...en, ...de ] ) {
			expect( tip ).not.toMatch(
				/\/api|wizard|Assistent|options come|Optionen aus/i
			);
			expect( tip ).toMatch( /[.?]$/ );
		}
		expect( en.filter( ( tip, i ) => tip === de[ i ] ) ).toEqual( [] );
		const postal = fieldsOf( await settings( 'de' ) ).find(
			( f ) => f.key === 'postleitzahl'
		);
		expect( postal?.tooltip ).toBe(
			'Bundesland und Land ergänzen wir für Sie.'
		);
	} );

	it( 'getValuationSettings ok: a plot has no details category; an apartment building does not ask for bathrooms', async () => {
		const details = (
			await settings( 'en', '?only_selected=true' )
		).available_fields.sections.find( ( s ) => s.name === 'details' );
		const names = details?.categories.map( ( c ) => c.value ) ?? [];
		expect( names ).toContain( 'objekttyp_einfamilienhaus' );
		expect( names ).toContain( 'extras' );
		expect( names ).not.toContain( 'objekttyp_wohnen' );
		const building = details?.categories.find(
			( c ) => c.value === 'objekttyp_mehrfamilienhaus'
		);
		expect( building?.fields.map( ( f ) => f.key ) ).toEqual( [
			'anzahl_zimmer',
			'befeuerung',
		] );
	} );
} );

describe( 'named configurations', () => {
	it( 'sandboxSetReportingDesign ok: edge_cases gives a dropdown without source, one with an unknown source, an invisible category, no sub-step 1 and an overlong reason', async () => {
		const set = await t.control( 'POST', '/__sandbox/settings', {
			valuation: 'edge_cases',
		} );
		expect( set.status ).toBe( 200 );
		expect( set.json.valuation ).toBe( 'edge_cases' );
		const s = await settings( 'en', '?only_selected=true' );
		const category = ( value: string ) =>
			categoriesOf( s ).find( ( c ) => c.value === value );
		const heating = ( typ: string ) =>
			category( `objekttyp_${ typ }` )?.fields.find(
				( f ) => f.key === 'befeuerung'
			);
		expect( heating( 'einfamilienhaus' ) ).toBeDefined();
		expect( heating( 'einfamilienhaus' ) ).not.toHaveProperty( 'source' );
		expect( heating( 'etagenwohnung' )?.source ).toBe(
			'estate.heizung_unbekannt'
		);
		expect( heating( 'reihenhaus' )?.source ).toBe( 'estate.befeuerung' );
		const unknown = await t.api(
			'GET',
			'/api/onoffice/fields?modules[]=estate&fieldList[]=heizung_unbekannt'
		);
		expect( unknown.json ).toEqual( { message: 'field_not_found' } );
		expect( category( 'extras' ) ).toMatchObject( {
			is_visible: false,
			is_required: true,
		} );
		const features = s.available_fields.sections.find(
			( x ) => x.name === 'features_condition'
		);
		expect(
			features?.categories.map( ( c ) => [ c.value, c.subPageIndex ] )
		).toEqual( [ [ 'ausstattungs_qualitaet', 0 ] ] );
		// The last reason has no icon, and in German a label of one overlong word.
		const reasons = async ( lang: string ) =>
			categoriesOf( await settings( lang, '?only_selected=true' ) )
				.find( ( c ) => c.value === 'grund_bewertung' )
				?.fields[ 0 ]?.options.at( -1 );
		expect( await reasons( 'de' ) ).toMatchObject( {
			value: 'genehmigungsverfahren',
			label: 'Grundstücksverkehrsgenehmigungsverfahren',
			icon: null,
		} );
		expect( ( await reasons( 'en' ) )?.label ).toBe(
			'Approval of a land transaction'
		);
		// Everything else is as in the default configuration.
		expect( s.available_fields.sections ).toHaveLength( 7 );
	} );

	it( 'getValuationSettings error: the unavailable configuration answers 500 until it is switched back or reset', async () => {
		await t.control( 'POST', '/__sandbox/settings', {
			valuation: 'unavailable',
		} );
		const res = await t.api( 'GET', '/api/settings/valuation' );
		expect( res.status ).toBe( 500 );
		expect( res.json ).toEqual( { message: 'generic_error' } );
		await t.control( 'POST', '/__sandbox/settings', {
			valuation: 'default',
		} );
		expect(
			( await t.api( 'GET', '/api/settings/valuation' ) ).status
		).toBe( 200 );
		await t.control( 'POST', '/__sandbox/settings', {
			valuation: 'unavailable',
		} );
		await t.control( 'POST', '/__sandbox/reset' );
		expect(
			( await t.api( 'GET', '/api/settings/valuation' ) ).status
		).toBe( 200 );
	} );

	it( 'sandboxSetReportingDesign error: an unknown configuration name is refused and changes nothing', async () => {
		const res = await t.control( 'POST', '/__sandbox/settings', {
			valuation: 'broken',
		} );
		expect( res.status ).toBe( 422 );
		expect( res.json.errors ).toEqual( { valuation: [ 'invalid_value' ] } );
		expect(
			( await t.api( 'GET', '/api/settings/valuation' ) ).status
		).toBe( 200 );
	} );
} );
