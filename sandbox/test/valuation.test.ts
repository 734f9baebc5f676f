/**
 * The valuation wizard's calls: its configuration and the temporary estate that becomes the customer's.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import { hashQuery, PAGE, startSandbox, type TestSandbox } from './helpers';

let t: TestSandbox;
let buyer: string;
beforeAll( async () => {
	t = await startSandbox();
} );
beforeEach( async () => {
	t.clock.t = Date.parse( '2026-06-01T10:00:00Z' );
	await t.control( 'POST', '/__sandbox/reset' );
	buyer = await t.login( 'buyer@example.com' );
} );
afterAll( async () => {
	await t.stop();
} );

describe( 'valuation wizard', () => {
	const payload = {
		objektart: 'haus',
		objekttyp: 'einfamilienhaus',
		plz: '50667',
		ort: 'Köln',
		strasse: 'Domkloster',
		hausnummer: '4',
		bundesland: 'Nordrhein-Westfalen',
		land: 'DEU',
		extras: { balkon: true, garage: true, keller: false },
		anzahl_zimmer: 4.5,
		anzahl_badezimmer: 2,
		befeuerung: 'gas,solar',
		ausstattungsqualitaet: 4,
		baujahr: 1998,
		zustand: 3,
		grund: 'verkaufsabsicht',
		zeitfenster: 'verkaufsabsicht_3_monate',
	};

	it( 'getValuationSettings ok: seven sections using every field kind', async () => {
		const res = await t.api(
			'GET',
			'/api/settings/valuation?only_selected=true'
		);
		expect( res.status ).toBe( 200 );
		const sections = res.json.available_fields.sections;
		expect( sections.map( ( s: { name: string } ) => s.name ) ).toEqual( [
			'category',
			'type',
			'location',
			'details',
			'features_condition',
			'valuation',
			'finish',
		] );
		const fields = sections.flatMap( ( s: any ) =>
			s.categories.flatMap( ( c: any ) => c.fields )
		);
		expect(
			new Set(
				fields.map( ( f: { field_type: string } ) => f.field_type )
			)
		).toEqual(
			new Set( [
				'select',
				'star_rating',
				'dropdown_select',
				'number_input',
				'single_select',
				'text_input',
			] )
		);
		expect(
			fields.every( ( f: { is_selected: boolean } ) => f.is_selected )
		).toBe( true );
		expect(
			fields.find( ( f: { key: string } ) => f.key === 'befeuerung' )
				.source
		).toBe( 'estate.befeuerung' );
		const all = await t.api( 'GET', '/api/settings/valuation' );
		const allFields = all.json.available_fields.sections.flatMap(
			( s: any ) => s.categories.flatMap( ( c: any ) => c.fields )
		);
		expect(
			allFields.some( ( f: { is_selected: boolean } ) => ! f.is_selected )
		).toBe( true );
	} );

	it( 'getValuationSettings error: only_selected must be a boolean', async () => {
		const res = await t.api(
			'GET',
			'/api/settings/valuation?only_selected=maybe'
		);
		expect( res.status ).toBe( 422 );
		expect( res.json.errors ).toEqual( {
			only_selected: [ 'invalid_value' ],
		} );
	} );

	it( 'storeTemporaryEstate ok: the estate becomes the customer’s after login with the estate token', async () => {
		const res = await t.api( 'POST', '/api/estate/store-temporary', {
			body: payload,
		} );
		expect( res.status ).toBe( 201 );
		const token = res.json.data.estate_token as string;
		const login = await t.api( 'POST', '/api/user/login', {
			body: {
				email: 'empty@example.com',
				password: 'demo1234',
				estate_token: token,
			},
		} );
		const list = await t.api( 'GET', '/api/onoffice/estates', {
			token: login.json.token,
		} );
		expect( list.json.estatesOwned ).toHaveLength( 1 );
		expect( list.json.estatesOwned[ 0 ].elements ).toMatchObject( {
			plz: '50667',
			ort: 'Köln',
			status2: 'vorbereitung',
			anzahl_zimmer: 4.5,
		} );
		// A token is claimed once.
		await t.api( 'POST', '/api/user/login', {
			body: {
				email: 'buyer@example.com',
				password: 'demo1234',
				estate_token: token,
			},
		} );
		expect(
			( await t.api( 'GET', '/api/onoffice/estates', { token: buyer } ) )
				.json.estatesOwned
		).toEqual( [] );
	} );

	it( 'storeTemporaryEstate ok: the estate becomes the customer’s after registration and verification', async () => {
		const token = (
			await t.api( 'POST', '/api/estate/store-temporary', {
				body: payload,
			} )
		).json.data.estate_token;
		await t.api( 'POST', '/api/user/register', {
			body: {
				salutation: 'Herr',
				firstname: 'Neu',
				lastname: 'Kunde',
				email: 'neu@example.com',
				password: 'Secret123',
				company: '',
				category: 'Privatkunde',
				is_owner: true,
				oo_estate_officer_id: null,
				oo_address_officer_id: null,
				callback_url: `${ PAGE }#/verify-email`,
				estate_token: token,
			},
		} );
		const url = new URL(
			hashQuery( ( await t.outbox() )[ 0 ]!.links[ 0 ]! ).get( 'url' )!
		);
		await t.api( 'GET', url.pathname + url.search );
		const session = await t.login( 'neu@example.com', 'Secret123' );
		const list = await t.api( 'GET', '/api/onoffice/estates', {
			token: session,
		} );
		expect(
			list.json.estatesOwned.map(
				( e: { elements: { ort: string } } ) => e.elements.ort
			)
		).toEqual( [ 'Köln' ] );
		const files = await t.api(
			'GET',
			`/api/file/list/estate/${ list.json.estatesOwned[ 0 ].elements.Id }`,
			{ token: session }
		);
		expect( files.status ).toBe( 200 );
	} );

	it( 'storeTemporaryEstate error: required fields and ranges', async () => {
		const res = await t.api( 'POST', '/api/estate/store-temporary', {
			body: {
				...payload,
				plz: '',
				anzahl_zimmer: 4.3,
				objekttyp: undefined,
			},
		} );
		expect( res.status ).toBe( 422 );
		expect( res.json.errors ).toEqual( {
			plz: [ 'required' ],
			anzahl_zimmer: [ 'number_out_of_range' ],
			objekttyp: [ 'required' ],
		} );
	} );

	it( 'storeTemporaryEstate error: an expired estate token links nothing', async () => {
		const token = (
			await t.api( 'POST', '/api/estate/store-temporary', {
				body: payload,
			} )
		).json.data.estate_token;
		t.clock.t += 25 * 60 * 60_000;
		const login = await t.api( 'POST', '/api/user/login', {
			body: {
				email: 'empty@example.com',
				password: 'demo1234',
				estate_token: token,
			},
		} );
		expect( login.status ).toBe( 200 );
		expect(
			(
				await t.api( 'GET', '/api/onoffice/estates', {
					token: login.json.token,
				} )
			).json.estatesOwned
		).toEqual( [] );
	} );

	const list = async ( token: string ) =>
		( await t.api( 'GET', '/api/onoffice/estates', { token } ) ).json
			.estatesOwned as Array< {
			elements: Record< string, string | number >;
		} >;

	it( 'storeTemporaryEstate ok: with a customer’s bearer token the estate is theirs at once, and its token links nothing more', async () => {
		const empty = await t.login( 'empty@example.com' );
		const res = await t.api( 'POST', '/api/estate/store-temporary', {
			token: empty,
			body: payload,
		} );
		expect( res.status ).toBe( 201 );
		const owned = await list( empty );
		expect( owned ).toHaveLength( 1 );
		expect( owned[ 0 ]!.elements ).toMatchObject( {
			objekttitel: 'Valuation: Detached house in Köln',
			status2: 'vorbereitung',
			ort: 'Köln',
		} );
		// The answer still carries a token, but it is used up: nobody else can claim the estate with it.
		await t.api( 'POST', '/api/user/login', {
			body: {
				email: 'buyer@example.com',
				password: 'demo1234',
				estate_token: res.json.data.estate_token,
			},
		} );
		expect( await list( buyer ) ).toEqual( [] );
		expect( await list( empty ) ).toHaveLength( 1 );
	} );

	it( 'storeTemporaryEstate ok: an unknown or expired bearer token counts as none, never 401', async () => {
		const stale = await t.login( 'empty@example.com' );
		t.clock.t += 3 * 60 * 60_000;
		for ( const token of [ stale, 'f'.repeat( 64 ) ] ) {
			const res = await t.api( 'POST', '/api/estate/store-temporary', {
				token,
				body: payload,
			} );
			expect( res.status ).toBe( 201 );
		}
		const fresh = await t.login( 'empty@example.com' );
		expect( await list( fresh ) ).toEqual( [] );
		// Kept for the visitor: the estate token still links it.
		const kept = await t.api( 'POST', '/api/estate/store-temporary', {
			token: stale,
			body: payload,
		} );
		const login = await t.api( 'POST', '/api/user/login', {
			body: {
				email: 'empty@example.com',
				password: 'demo1234',
				estate_token: kept.json.data.estate_token,
			},
		} );
		expect( await list( login.json.token ) ).toHaveLength( 1 );
	} );

	it( 'storeTemporaryEstate ok: the estate’s title and description are readable in the customer’s language', async () => {
		// owner@ chose German in the profile: German texts, whatever language the request had.
		const owner = await t.login( 'owner@example.com' );
		await t.api( 'POST', '/api/estate/store-temporary', {
			token: owner,
			body: payload,
			lang: 'en',
		} );
		const mine = ( await list( owner ) ).find(
			( e ) =>
				e.elements.ort === 'Köln' &&
				e.elements.status2 === 'vorbereitung'
		);
		expect( mine?.elements.objekttitel ).toBe(
			'Bewertung: Einfamilienhaus in Köln'
		);
		expect( mine?.elements.objektbeschreibung ).toBe(
			'Online-Bewertung vom 01.06.2026. Ausstattung: Balkon, Garage.'
		);
		// buyer@ chose English.
		await t.api( 'POST', '/api/estate/store-temporary', {
			token: buyer,
			body: {
				...payload,
				objektart: 'wohnung',
				objekttyp: 'penthouse',
				ort: 'Berlin',
				extras: {},
			},
			lang: 'de',
		} );
		const [ bought ] = await list( buyer );
		expect( bought?.elements.objekttitel ).toBe(
			'Valuation: Penthouse in Berlin'
		);
		expect( bought?.elements.objektbeschreibung ).toBe(
			'Online valuation of 01.06.2026.'
		);
		// A new account's language is the one it registered in.
		const token = (
			await t.api( 'POST', '/api/estate/store-temporary', {
				body: { ...payload, ort: 'Berlin' },
			} )
		).json.data.estate_token;
		await t.api( 'POST', '/api/user/register', {
			lang: 'de',
			body: {
				salutation: 'Herr',
				firstname: 'Neu',
				lastname: 'Kunde',
				email: 'neu@example.com',
				password: 'Secret123',
				category: 'Privatkunde',
				callback_url: `${ PAGE }#/verify-email`,
				estate_token: token,
			},
		} );
		const url = new URL(
			hashQuery( ( await t.outbox() )[ 0 ]!.links[ 0 ]! ).get( 'url' )!
		);
		await t.api( 'GET', url.pathname + url.search );
		const [ registered ] = await list(
			await t.login( 'neu@example.com', 'Secret123' )
		);
		expect( registered?.elements.objekttitel ).toBe(
			'Bewertung: Einfamilienhaus in Berlin'
		);
	} );

	it( 'storeTemporaryEstate ok: the contract’s example uses values the wizard really offers', async () => {
		const { loadContractDocument } = await import( '../src/contract' );
		const example = ( loadContractDocument() as any ).paths[
			'/api/estate/store-temporary'
		].post.requestBody.content[ 'application/json' ].example;
		const offered = async ( key: string ) => {
			const res = await t.api( 'GET', '/api/settings/valuation' );
			return res.json.available_fields.sections
				.flatMap( ( s: any ) => s.categories )
				.flatMap( ( c: any ) => c.fields )
				.filter( ( f: any ) => f.key === key )
				.flatMap( ( f: any ) =>
					f.options.map( ( o: any ) => o.value )
				);
		};
		expect( await offered( 'objektart' ) ).toContain( example.objektart );
		expect( await offered( 'objekttyp' ) ).toContain( example.objekttyp );
		expect( await offered( 'grund_bewertung' ) ).toContain( example.grund );
		expect( await offered( 'zeitlicher_horizont' ) ).toContain(
			example.zeitfenster
		);
		for ( const extra of Object.keys( example.extras ) ) {
			expect( await offered( 'extras' ) ).toContain( extra );
		}
		const heating = await t.api(
			'GET',
			'/api/onoffice/fields?modules[]=estate&fieldList[]=befeuerung'
		);
		for ( const code of example.befeuerung.split( ',' ) ) {
			expect(
				Object.keys(
					heating.json[ 'estate.befeuerung' ].permittedvalues
				)
			).toContain( code );
		}
		const stored = await t.api( 'POST', '/api/estate/store-temporary', {
			body: example,
		} );
		expect( stored.status ).toBe( 201 );
	} );
} );
