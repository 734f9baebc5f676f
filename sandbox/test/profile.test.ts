/**
 * Profile, broker settings, field metadata, countries, geocoder, media and CORS of the sandbox API.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import type { Schemas } from '../src/types';
import { ORIGIN, pathOf, startSandbox, type TestSandbox } from './helpers';

let t: TestSandbox;
let owner: string;
beforeAll( async () => {
	t = await startSandbox();
} );
beforeEach( async () => {
	t.clock.t = Date.parse( '2026-06-01T10:00:00Z' );
	await t.control( 'POST', '/__sandbox/reset' );
	owner = await t.login( 'owner@example.com' );
} );
afterAll( async () => {
	await t.stop();
} );

describe( 'getProfilePicture', () => {
	it( 'getProfilePicture ok: a signed URL that serves the picture until it expires', async () => {
		const res = await t.api( 'GET', '/api/user/profile-picture', {
			token: owner,
		} );
		expect( res.status ).toBe( 200 );
		const url = res.json.imageUrl as string;
		expect(
			url.startsWith( `${ t.sb.url }/media/profile/1.svg?expires=` )
		).toBe( true );
		const image = await fetch( url );
		expect( image.status ).toBe( 200 );
		expect( image.headers.get( 'content-type' ) ).toMatch(
			/^image\/svg\+xml/
		);
		expect( await image.text() ).toContain( 'Otto Owner' );
		t.clock.t += 6 * 60_000;
		expect( ( await fetch( url ) ).status ).toBe( 403 );
	} );

	it( 'getProfilePicture ok: a customer without a picture gets an empty string', async () => {
		const res = await t.api( 'GET', '/api/user/profile-picture', {
			token: await t.login( 'buyer@example.com' ),
		} );
		expect( res.json ).toEqual( { imageUrl: '' } );
	} );

	it( 'getProfilePicture error: 401 without a token', async () => {
		expect(
			( await t.api( 'GET', '/api/user/profile-picture' ) ).status
		).toBe( 401 );
	} );
} );

describe( 'updateProfile', () => {
	it( 'updateProfile ok: saves the personal and contact tab and answers the updated user', async () => {
		const res = await t.api( 'PATCH', '/api/user/profile', {
			token: owner,
			body: {
				salutation: 'Frau',
				title: 'Prof.',
				firstname: 'Ottilie',
				lastname: "O'Neill-Müßig",
				birthday: '1980/02/29',
				zip: '80331',
				city: 'München',
				state: 'Bayern',
				country: 'AUT',
				telephone: '+49 89 1',
				language: 'ENG',
			},
		} );
		expect( res.status ).toBe( 200 );
		expect( res.json.message ).toBe( 'profile_updated' );
		expect( res.json.data ).toMatchObject( {
			name: "Ottilie O'Neill-Müßig",
			birthday: '1980/02/29',
			country: 'AUT',
		} );
		const again = await t.api( 'GET', '/api/user', { token: owner } );
		expect( again.json.data.city ).toBe( 'München' );
	} );

	it( 'updateProfile ok: saves the applicant tab and clears values', async () => {
		const res = await t.api( 'PATCH', '/api/user/profile', {
			token: owner,
			body: {
				occupation: 'Teacher',
				income: null,
				contractType: 'beamter',
				facebook: '',
				xing: 'https://www.xing.com/profile/x',
				birthday: '',
			},
		} );
		expect( res.status ).toBe( 200 );
		expect( res.json.data ).toMatchObject( {
			occupation: 'Teacher',
			income: null,
			contractType: 'beamter',
			facebook: '',
			birthday: null,
		} );
	} );

	it( 'updateProfile error: the form rules of spec 1 answer codes per field', async () => {
		const res = await t.api( 'PATCH', '/api/user/profile', {
			token: owner,
			body: {
				salutation: '',
				title: '123',
				firstname: 'R2D2',
				lastname: '',
				zip: '12',
				state: 'Bay3rn',
				birthday: '2030/01/01',
				country: 'XXX',
				linkedin: 'javascript:alert(1)',
			},
		} );
		expect( res.status ).toBe( 422 );
		expect( res.json ).toEqual( {
			message: 'validation_failed',
			errors: {
				salutation: [ 'required' ],
				title: [ 'title_is_number' ],
				firstname: [ 'firstname_invalid' ],
				lastname: [ 'required' ],
				zip: [ 'invalid_zip' ],
				state: [ 'state_invalid' ],
				birthday: [ 'birthday_in_future' ],
				country: [ 'invalid_country' ],
				linkedin: [ 'invalid_url' ],
			},
		} );
		expect(
			( await t.api( 'GET', '/api/user', { token: owner } ) ).json.data
				.firstname
		).toBe( 'Otto' );
	} );

	it( 'updateProfile error: income must be a number, dates must exist, e-mail is read-only', async () => {
		const res = await t.api( 'PATCH', '/api/user/profile', {
			token: owner,
			body: { income: '12k', email: 'new@example.com' },
		} );
		expect( res.json ).toEqual( {
			message: 'validation_failed',
			errors: {
				income: [ 'income_not_number' ],
				email: [ 'unknown_field' ],
			},
		} );
		const date = await t.api( 'PATCH', '/api/user/profile', {
			token: owner,
			body: { birthday: '1990/02/30' },
		} );
		expect( date.json.errors ).toEqual( { birthday: [ 'invalid_date' ] } );
		expect(
			(
				await t.api( 'PATCH', '/api/user/profile', {
					body: { city: 'X' },
				} )
			).status
		).toBe( 401 );
	} );
} );

describe( 'getReportingDesign', () => {
	it( 'getReportingDesign ok: the default scheme, switchable through the test control', async () => {
		const res = await t.api( 'GET', '/api/settings/reporting/design', {
			token: owner,
		} );
		expect( res.json.data ).toEqual( {
			selected_color_scheme: 'default',
			general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
			diagram_custom_colors: [
				'#ACC9D7',
				'#D6D6D6',
				'#ADADFF',
				'#FFC7C7',
				'#FFA697',
				'#FFFF99',
				'#A6FFA6',
				'#99CCFF',
			],
		} );
	} );

	it( 'getReportingDesign error: 401 without a token', async () => {
		expect(
			( await t.api( 'GET', '/api/settings/reporting/design' ) ).status
		).toBe( 401 );
	} );

	it( 'sandboxSetReportingDesign ok: replaces the scheme and colours', async () => {
		const set = await t.control( 'POST', '/__sandbox/settings', {
			selected_color_scheme: 'custom',
			general_colors: { increase: '#00AA00', decrease: '#AA0000' },
			diagram_custom_colors: [ '#111111' ],
		} );
		expect( set.status ).toBe( 200 );
		const res = await t.api( 'GET', '/api/settings/reporting/design', {
			token: owner,
		} );
		expect( res.json.data ).toEqual( {
			selected_color_scheme: 'custom',
			general_colors: { increase: '#00AA00', decrease: '#AA0000' },
			diagram_custom_colors: [ '#111111' ],
		} );
	} );

	it( 'sandboxSetReportingDesign error: an unknown scheme or a bad colour is refused', async () => {
		const res = await t.control( 'POST', '/__sandbox/settings', {
			selected_color_scheme: 'neon',
			diagram_custom_colors: [ 'red' ],
		} );
		expect( res.status ).toBe( 422 );
		expect( res.json.errors ).toEqual( {
			selected_color_scheme: [ 'invalid_value' ],
			diagram_custom_colors: [ 'invalid_value' ],
		} );
	} );
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

describe( 'sandboxMedia', () => {
	it( 'sandboxMedia ok: estate images, broker and staff portraits are served', async () => {
		const detail = await t.api( 'GET', '/api/onoffice/estates/101', {
			token: owner,
		} );
		const cover = detail.json.images[ 0 ].elements[ 0 ];
		expect( cover.type ).toBe( 'Titelbild' );
		const img = await fetch( `${ cover.url }?w=600` );
		expect( img.status ).toBe( 200 );
		expect( ( await img.text() ).startsWith( '<svg' ) ).toBe( true );
		expect( ( await fetch( detail.json.broker.imageUrl ) ).status ).toBe(
			200
		);
	} );

	it( 'sandboxMedia error: unknown images are 404 and unsigned documents 403', async () => {
		expect(
			( await fetch( `${ t.sb.url }/media/estates/999-1.svg` ) ).status
		).toBe( 404 );
		expect(
			(
				await fetch(
					`${ t.sb.url }/media/files/seed-101-personalausweis`
				)
			).status
		).toBe( 403 );
		expect(
			(
				await fetch(
					`${ t.sb.url }/media/profile/1.svg?expires=1&signature=abc`
				)
			).status
		).toBe( 403 );
	} );
} );

describe( 'CORS', () => {
	it( 'getUser ok: the WordPress origin gets CORS headers and a preflight for the API headers', async () => {
		const pre = await fetch( `${ t.sb.url }/api/user`, {
			method: 'OPTIONS',
			headers: {
				Origin: ORIGIN,
				'Access-Control-Request-Method': 'PATCH',
				'Access-Control-Request-Headers': 'authorization,x-broker-url',
			},
		} );
		expect( pre.status ).toBe( 204 );
		expect( pre.headers.get( 'access-control-allow-origin' ) ).toBe(
			ORIGIN
		);
		expect( pre.headers.get( 'access-control-allow-methods' ) ).toBe(
			'GET, POST, PATCH'
		);
		expect( pre.headers.get( 'access-control-allow-headers' ) ).toBe(
			'Accept, Accept-Language, Content-Type, Authorization, X-Requested-With, X-Broker-Url'
		);
		const res = await t.api( 'GET', '/api/user', {
			token: owner,
			headers: { Origin: ORIGIN },
		} );
		expect( res.headers.get( 'access-control-allow-origin' ) ).toBe(
			ORIGIN
		);
		expect( res.headers.get( 'access-control-expose-headers' ) ).toBe(
			'Retry-After'
		);
	} );

	it( 'getUser error: another origin gets no CORS headers and its preflight is refused', async () => {
		const pre = await fetch( `${ t.sb.url }/api/user`, {
			method: 'OPTIONS',
			headers: {
				Origin: 'https://evil.example',
				'Access-Control-Request-Method': 'GET',
			},
		} );
		expect( pre.status ).toBe( 403 );
		expect( pre.headers.get( 'access-control-allow-origin' ) ).toBeNull();
		const res = await t.api( 'GET', '/api/user', {
			token: owner,
			headers: { Origin: 'https://evil.example' },
		} );
		expect( res.headers.get( 'access-control-allow-origin' ) ).toBeNull();
	} );
} );

describe( 'signed document URLs', () => {
	it( 'listEstateFiles ok: download_url serves the stored document for 60 minutes', async () => {
		const list = await t.api( 'GET', '/api/file/list/estate/101', {
			token: owner,
		} );
		const row = list.json.data.personal.files.find(
			( f: { data_attribute: string } ) =>
				f.data_attribute === 'personalausweis'
		);
		const res = await fetch( row.meta.download_url );
		expect( res.status ).toBe( 200 );
		expect( res.headers.get( 'content-type' ) ).toBe( 'application/pdf' );
		expect( ( await res.text() ).startsWith( '%PDF-' ) ).toBe( true );
		t.clock.t += 61 * 60_000;
		const expired = await t.api( 'GET', pathOf( row.meta.download_url ), {
			bare: true,
		} );
		expect( expired.status ).toBe( 403 );
		expect( expired.json ).toEqual( { message: 'invalid_signature' } );
	} );
} );
