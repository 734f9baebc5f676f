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
} );
