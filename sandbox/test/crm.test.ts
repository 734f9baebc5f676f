/**
 * Field metadata, countries and the geocoder.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import type { Schemas } from '../src/types';
import { ORIGIN, startSandbox, type TestSandbox } from './helpers';

let t: TestSandbox;
beforeAll( async () => {
	t = await startSandbox();
} );
beforeEach( async () => {
	t.clock.t = Date.parse( '2026-06-01T10:00:00Z' );
	await t.control( 'POST', '/__sandbox/reset' );
} );
afterAll( async () => {
	await t.stop();
} );

describe( 'getFields', () => {
	it( 'getFields ok: address.Anrede with its five values from repeated list parameters', async () => {
		const res = await t.api(
			'GET',
			'/api/onoffice/fields?modules[]=address&fieldList[]=Anrede',
			{ lang: 'de' }
		);
		expect( res.status ).toBe( 200 );
		expect( res.json ).toEqual( {
			'address.Anrede': {
				label: 'Anrede',
				permittedvalues: {
					Herr: 'Herr',
					Frau: 'Frau',
					Firma: 'Firma',
					Familie: 'Familie',
					Eheleute: 'Eheleute',
				},
			},
		} );
	} );

	it( 'getFields ok: several modules and fields, labels in English', async () => {
		const res = await t.api(
			'GET',
			'/api/onoffice/fields?modules[]=address&modules[]=estate&fieldList[]=Titel&fieldList[]=befeuerung&fieldList[]=Sprache&fieldList[]=Vertragsart&fieldList[]=heizungsart'
		);
		expect( Object.keys( res.json ).sort() ).toEqual( [
			'address.Sprache',
			'address.Titel',
			'address.Vertragsart',
			'estate.befeuerung',
			'estate.heizungsart',
		] );
		expect( res.json[ 'estate.befeuerung' ].label ).toBe(
			'Heating source'
		);
		expect( res.json[ 'estate.befeuerung' ].permittedvalues.fern ).toBe(
			'District heating'
		);
	} );

	it( 'getFields error: unknown field, field without values, missing list', async () => {
		expect(
			(
				await t.api(
					'GET',
					'/api/onoffice/fields?modules[]=address&fieldList[]=Nope'
				)
			).json
		).toEqual( { message: 'field_not_found' } );
		expect(
			(
				await t.api(
					'GET',
					'/api/onoffice/fields?modules[]=address&fieldList[]=Vorname'
				)
			).json
		).toEqual( { message: 'no_permitted_values' } );
		const missing = await t.api(
			'GET',
			'/api/onoffice/fields?modules[]=address'
		);
		expect( missing.status ).toBe( 422 );
		expect( missing.json.errors ).toEqual( {
			'fieldList[]': [ 'required' ],
		} );
	} );
} );

describe( 'countries', () => {
	it( 'getCountries ok: alpha-3 codes to names, German on request', async () => {
		const de = await t.api( 'GET', '/api/onoffice/countries', {
			lang: 'de',
		} );
		expect( de.json.DEU ).toBe( 'Deutschland' );
		expect( de.json.AUT ).toBe( 'Österreich' );
		const en = await t.api( 'GET', '/api/onoffice/countries' );
		expect( en.json.DEU ).toBe( 'Germany' );
		expect(
			Object.keys( en.json ).every( ( k ) => /^[A-Z]{3}$/.test( k ) )
		).toBe( true );
	} );

	it( 'getCountries error: 400 without the broker URL header', async () => {
		const res = await t.api( 'GET', '/api/onoffice/countries', {
			bare: true,
			headers: { 'X-Requested-With': 'XMLHttpRequest' },
		} );
		expect( res.json ).toEqual( { message: 'missing_broker_url' } );
	} );

	it( 'getEstateCountries ok: same list for the wizard', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estate/countries', {
			lang: 'de',
		} );
		expect( res.json.CHE ).toBe( 'Schweiz' );
	} );

	it( 'getEstateCountries error: 400 without X-Requested-With', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estate/countries', {
			bare: true,
			headers: { 'X-Broker-Url': ORIGIN },
		} );
		expect( res.status ).toBe( 400 );
	} );
} );

type Place = Schemas[ 'GeocoderPlace' ];

describe( 'geocoderSearch', () => {
	const search = ( q: string ) =>
		fetch(
			`${ t.sb.url }/geocoder/search?${ q }&format=json&addressdetails=1&accept-language=de`
		);

	it( 'geocoderSearch ok: German cities and an Austrian one in Nominatim format', async () => {
		for ( const [ plz, city, state ] of [
			[ '10115', 'Berlin', 'Berlin' ],
			[ '80331', 'München', 'Bayern' ],
			[ '20095', 'Hamburg', 'Hamburg' ],
			[ '50667', 'Köln', 'Nordrhein-Westfalen' ],
			[ '60311', 'Frankfurt am Main', 'Hessen' ],
		] ) {
			const res = await search(
				`city=${ encodeURIComponent( city! ) }&postalcode=${ plz }`
			);
			const [ place ] = ( await res.json() ) as Place[];
			expect( place!.address ).toMatchObject( {
				postcode: plz,
				state,
				country: 'Deutschland',
				country_code: 'de',
			} );
		}
		const [ wien ] = ( await (
			await search( 'postalcode=1010' )
		).json() ) as Place[];
		expect( wien!.address.country_code ).toBe( 'at' );
		const [ town ] = ( await (
			await search( 'postalcode=61348' )
		).json() ) as Place[];
		expect( town!.address.town ).toBe( 'Bad Homburg vor der Höhe' );
	} );

	it( 'geocoderSearch ok: a simple CORS GET for the WordPress origin, [] for unknown places', async () => {
		const res = await fetch(
			`${ t.sb.url }/geocoder/search?city=Atlantis&format=json`,
			{ headers: { Origin: ORIGIN } }
		);
		expect( res.headers.get( 'access-control-allow-origin' ) ).toBe(
			ORIGIN
		);
		expect( await res.json() ).toEqual( [] );
	} );

	it( 'geocoderSearch error: neither city nor postal code', async () => {
		const res = await search( 'city=' );
		expect( res.status ).toBe( 400 );
	} );
} );
