/**
 * The signed-in customer's profile picture and profile changes, and the broker's reporting design.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import { startSandbox, type TestSandbox } from './helpers';

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

	it( 'updateProfile error: the profile form rules answer codes per field', async () => {
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
	it( 'getReportingDesign ok: the broker’s own scheme without diagram colours, switchable through the test control', async () => {
		const res = await t.api( 'GET', '/api/settings/reporting/design', {
			token: owner,
		} );
		expect( res.json.data ).toEqual( {
			selected_color_scheme: 'custom',
			general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
			// No custom diagram colours: the front end's own palette shows.
			diagram_custom_colors: [],
		} );
	} );

	it( 'getReportingDesign error: 401 without a token', async () => {
		expect(
			( await t.api( 'GET', '/api/settings/reporting/design' ) ).status
		).toBe( 401 );
	} );
} );
