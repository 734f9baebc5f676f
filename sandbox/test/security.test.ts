/**
 * The sandbox's own security rules: it answers only for its own host names (no DNS rebinding), and its test
 * controls need `X-Requested-With`, which no other site can send without a CORS preflight it refuses.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import { allowedHosts } from '../src/security';
import {
	ORIGIN,
	PAGE,
	requestWithHost,
	startSandbox,
	type TestSandbox,
} from './helpers';

let t: TestSandbox;
beforeEach( async () => {
	t = await startSandbox();
} );
afterEach( async () => {
	await t.stop();
} );

const port = () => new URL( t.sb.url ).port;

/** Puts a verification mail for erika@example.com into the outbox. */
const mailSomething = () =>
	t.api( 'POST', '/api/user/register', {
		body: {
			salutation: 'Frau',
			firstname: 'Erika',
			lastname: 'Mustermann',
			email: 'erika@example.com',
			password: 'Secret123',
			category: 'Privatkunde',
			callback_url: `${ PAGE }#/verify-email`,
		},
	} );

describe( 'Host header', () => {
	it( 'sandboxOutbox error: a foreign Host (a DNS-rebinding page) gets 421 and no data on any path', async () => {
		await mailSomething();
		const token = await t.login( 'owner@example.com' );
		for ( const [ path, headers ] of [
			[ '/outbox.json', {} ],
			[ '/outbox', {} ],
			[
				'/api/user',
				{
					Authorization: `Bearer ${ token }`,
					'X-Requested-With': 'XMLHttpRequest',
					'X-Broker-Url': ORIGIN,
				},
			],
			[ '/__sandbox/health', {} ],
			[ '/media/brokers/b1.svg', {} ],
			[ '/no/such/path', {} ],
		] as const ) {
			const res = await requestWithHost(
				t.sb.url,
				`rebind.evil.example:${ port() }`,
				path,
				{ headers }
			);
			expect( [ path, res.status ] ).toEqual( [ path, 421 ] );
			expect( JSON.parse( res.text ) ).toEqual( {
				message: 'forbidden',
			} );
		}
		const other = await requestWithHost(
			t.sb.url,
			'evil.example',
			'/outbox.json'
		);
		expect( other.status ).toBe( 421 );
		expect( other.text ).not.toContain( 'erika@example.com' );
	} );

	it( 'sandboxOutbox error: 127.0.0.1 or localhost on another port, or no Host at all, are refused', async () => {
		await mailSomething();
		for ( const host of [ '127.0.0.1:1', 'localhost', '127.0.0.1' ] ) {
			const res = await requestWithHost( t.sb.url, host, '/outbox.json' );
			expect( [ host, res.status ] ).toEqual( [ host, 421 ] );
			expect( res.text ).not.toContain( 'erika@example.com' );
		}
		// Node's HTTP server itself refuses an HTTP/1.1 request without Host (400) before the sandbox sees it.
		const none = await requestWithHost( t.sb.url, '', '/outbox.json' );
		expect( [ 400, 421 ] ).toContain( none.status );
		expect( none.text ).not.toContain( 'erika@example.com' );
	} );

	it( 'sandboxOutbox ok: 127.0.0.1 and localhost on the sandbox port are answered (any case)', async () => {
		await mailSomething();
		for ( const host of [
			`127.0.0.1:${ port() }`,
			`localhost:${ port() }`,
			`LocalHost:${ port() }`,
		] ) {
			const res = await requestWithHost( t.sb.url, host, '/outbox.json' );
			expect( [ host, res.status ] ).toEqual( [ host, 200 ] );
			expect( res.text ).toContain( 'erika@example.com' );
		}
	} );

	it( 'sandboxHealth ok: the allowed hosts include the bare names on port 80 and the public URL’s host', () => {
		expect(
			[ ...allowedHosts( 8081, 'http://127.0.0.1:8081' ) ].sort()
		).toEqual( [ '127.0.0.1:8081', 'localhost:8081' ] );
		expect( [ ...allowedHosts( 80, 'http://127.0.0.1' ) ].sort() ).toEqual(
			[ '127.0.0.1', '127.0.0.1:80', 'localhost', 'localhost:80' ]
		);
		expect(
			allowedHosts( 8081, 'https://Sandbox.Example:8443/' ).has(
				'sandbox.example:8443'
			)
		).toBe( true );
		expect(
			allowedHosts( 8081, 'http://127.0.0.1:8081' ).has( 'localhost' )
		).toBe( false );
	} );

	it( 'sandboxHealth ok: a sandbox with a public URL answers for that host as well', async () => {
		const named = await startSandbox( {
			publicUrl: 'http://sandbox.test:9999',
		} );
		try {
			expect(
				(
					await requestWithHost(
						named.sb.url,
						'sandbox.test:9999',
						'/__sandbox/health'
					)
				).status
			).toBe( 200 );
			expect(
				(
					await requestWithHost(
						named.sb.url,
						'sandbox.test:1234',
						'/__sandbox/health'
					)
				).status
			).toBe( 421 );
		} finally {
			await named.stop();
		}
	} );
} );

describe( 'test controls need X-Requested-With', () => {
	it( 'sandboxReset error: without the header it is 403 and resets nothing', async () => {
		await mailSomething();
		const res = await t.api( 'POST', '/__sandbox/reset', { bare: true } );
		expect( res.status ).toBe( 403 );
		expect( res.json ).toEqual( { message: 'missing_requested_with' } );
		expect( await t.outbox() ).toHaveLength( 1 );
		const wrong = await t.api( 'POST', '/__sandbox/reset', {
			bare: true,
			headers: { 'X-Requested-With': 'fetch' },
		} );
		expect( wrong.status ).toBe( 403 );
		expect( await t.outbox() ).toHaveLength( 1 );
	} );

	it( 'sandboxRevokeTokens error: without the header it is 403 and tokens keep working', async () => {
		const token = await t.login( 'owner@example.com' );
		const res = await t.api( 'POST', '/__sandbox/revoke-tokens', {
			bare: true,
		} );
		expect( res.status ).toBe( 403 );
		expect( res.json ).toEqual( { message: 'missing_requested_with' } );
		expect( ( await t.api( 'GET', '/api/user', { token } ) ).status ).toBe(
			200
		);
	} );

	it( 'sandboxSetReportingDesign error: without the header it is 403 and the design stays', async () => {
		const res = await t.api( 'POST', '/__sandbox/settings', {
			bare: true,
			body: { selected_color_scheme: 'dark_pastel' },
		} );
		expect( res.status ).toBe( 403 );
		expect( res.json ).toEqual( { message: 'missing_requested_with' } );
		const design = await t.api( 'GET', '/api/settings/reporting/design', {
			token: await t.login( 'owner@example.com' ),
		} );
		// Unchanged: still the seeded design, not the refused dark_pastel.
		expect( design.json.data.selected_color_scheme ).toBe( 'custom' );
	} );

	it( 'sandboxReset error: another site’s preflight for the header is refused, the WordPress origin’s granted', async () => {
		const preflight = ( origin: string ) =>
			fetch( `${ t.sb.url }/__sandbox/reset`, {
				method: 'OPTIONS',
				headers: {
					Origin: origin,
					'Access-Control-Request-Method': 'POST',
					'Access-Control-Request-Headers': 'x-requested-with',
				},
			} );
		const evil = await preflight( 'https://evil.example' );
		expect( evil.status ).toBe( 403 );
		expect( evil.headers.get( 'access-control-allow-origin' ) ).toBeNull();
		expect( ( await preflight( ORIGIN ) ).status ).toBe( 204 );
	} );

	it( 'sandboxHealth ok: the readiness probe needs no header', async () => {
		const res = await fetch( `${ t.sb.url }/__sandbox/health` );
		expect( res.status ).toBe( 200 );
		expect( await res.json() ).toEqual( { ok: true } );
	} );
} );

describe( 'CORS', () => {
	let owner: string;
	beforeEach( async () => {
		owner = await t.login( 'owner@example.com' );
	} );

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
