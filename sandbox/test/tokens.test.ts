/**
 * The bearer token's life: the signed-in user call, logout and refresh.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import { ORIGIN, startSandbox, type TestSandbox } from './helpers';

let t: TestSandbox;
beforeEach( async () => {
	t = await startSandbox();
} );
afterEach( async () => {
	await t.stop();
} );

const MINUTE = 60_000;

describe( 'getUser', () => {
	it( 'getUser ok: answers every field of the authenticated user', async () => {
		const res = await t.api( 'GET', '/api/user', {
			token: await t.login( 'owner@example.com' ),
		} );
		expect( res.status ).toBe( 200 );
		expect( res.json.data ).toMatchObject( {
			id: 1,
			name: 'Otto Owner',
			email: 'owner@example.com',
			salutation: 'Herr',
			birthday: '1975/04/12',
			country: 'DEU',
			income: 85000,
			login_count: 13,
		} );
		expect( res.json.data.imageUrl ).toMatch(
			/\/media\/profile\/1\.svg\?expires=\d+&signature=[0-9a-f]{64}$/
		);
	} );

	it( 'getUser error: no token, a wrong token and an expired token are 401', async () => {
		const token = await t.login( 'buyer@example.com' );
		expect( ( await t.api( 'GET', '/api/user' ) ).json ).toEqual( {
			message: 'unauthenticated',
		} );
		expect(
			( await t.api( 'GET', '/api/user', { token: 'x'.repeat( 64 ) } ) )
				.status
		).toBe( 401 );
		t.clock.t += 2 * 60 * MINUTE - 1000;
		expect( ( await t.api( 'GET', '/api/user', { token } ) ).status ).toBe(
			200
		);
		t.clock.t += 2000;
		expect( ( await t.api( 'GET', '/api/user', { token } ) ).status ).toBe(
			401
		);
	} );

	it( 'getUser error: API calls without X-Broker-Url or X-Requested-With are 400', async () => {
		const token = await t.login( 'owner@example.com' );
		const noBroker = await t.api( 'GET', '/api/user', {
			bare: true,
			token,
			headers: { 'X-Requested-With': 'XMLHttpRequest' },
		} );
		expect( noBroker.status ).toBe( 400 );
		expect( noBroker.json ).toEqual( { message: 'missing_broker_url' } );
		const noXhr = await t.api( 'GET', '/api/user', {
			bare: true,
			token,
			headers: { 'X-Broker-Url': ORIGIN },
		} );
		expect( noXhr.json ).toEqual( { message: 'missing_requested_with' } );
	} );
} );

describe( 'logout', () => {
	it( 'logout ok: revokes the token', async () => {
		const token = await t.login( 'owner@example.com' );
		const res = await t.api( 'GET', '/api/user/logout', { token } );
		expect( res.status ).toBe( 200 );
		expect( res.json ).toEqual( { message: 'logged_out' } );
		expect( ( await t.api( 'GET', '/api/user', { token } ) ).status ).toBe(
			401
		);
	} );

	it( 'logout error: without a token it is 401', async () => {
		expect( ( await t.api( 'GET', '/api/user/logout' ) ).status ).toBe(
			401
		);
	} );
} );

describe( 'refreshToken', () => {
	it( 'refreshToken ok: a new 2-hour token; the old one works for a 60 s grace only', async () => {
		const old = await t.login( 'owner@example.com' );
		t.clock.t += 100 * MINUTE;
		const res = await t.api( 'GET', '/api/user/refresh-token', {
			token: old,
		} );
		expect( res.status ).toBe( 200 );
		const fresh = res.json.token as string;
		expect( fresh ).not.toBe( old );
		t.clock.t += 59_000;
		expect(
			( await t.api( 'GET', '/api/user', { token: old } ) ).status
		).toBe( 200 );
		t.clock.t += 2000;
		expect(
			( await t.api( 'GET', '/api/user', { token: old } ) ).status
		).toBe( 401 );
		t.clock.t += 115 * MINUTE;
		expect(
			( await t.api( 'GET', '/api/user', { token: fresh } ) ).status
		).toBe( 200 );
	} );

	it( 'refreshToken error: an expired token cannot be refreshed', async () => {
		const old = await t.login( 'owner@example.com' );
		t.clock.t += 121 * MINUTE;
		expect(
			( await t.api( 'GET', '/api/user/refresh-token', { token: old } ) )
				.json
		).toEqual( {
			message: 'unauthenticated',
		} );
	} );
} );
