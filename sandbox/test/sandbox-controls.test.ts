/**
 * The sandbox's own operations: the outbox, the readiness probe and the test controls (reset, revoke tokens,
 * broker settings), and that their data survives a restart.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import {
	hashQuery,
	PAGE,
	pathOf,
	registration,
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

describe( 'test controls', () => {
	it( 'sandboxRevokeTokens ok: every token answers 401 afterwards', async () => {
		const a = await t.login( 'owner@example.com' );
		const b = await t.login( 'buyer@example.com' );
		const res = await t.control( 'POST', '/__sandbox/revoke-tokens' );
		expect( res.json ).toEqual( { ok: true } );
		expect(
			( await t.api( 'GET', '/api/user', { token: a } ) ).status
		).toBe( 401 );
		expect(
			( await t.api( 'GET', '/api/user', { token: b } ) ).status
		).toBe( 401 );
	} );

	it( 'sandboxReset ok: reseeds accounts, outbox and tokens', async () => {
		const token = await t.login( 'owner@example.com' );
		await t.api( 'PATCH', '/api/user/profile', {
			token,
			body: { city: 'Potsdam' },
		} );
		await t.api( 'POST', '/api/user/register', { body: registration() } );
		expect( await t.outbox() ).toHaveLength( 1 );
		expect(
			( await t.control( 'POST', '/__sandbox/reset' ) ).json
		).toEqual( { ok: true } );
		expect( await t.outbox() ).toEqual( [] );
		expect( ( await t.api( 'GET', '/api/user', { token } ) ).status ).toBe(
			401
		);
		const fresh = await t.login( 'owner@example.com' );
		expect(
			( await t.api( 'GET', '/api/user', { token: fresh } ) ).json.data
				.city
		).toBe( 'Berlin' );
		// The registered account is gone: its e-mail registers anew (a verification mail, not a notice).
		await t.api( 'POST', '/api/user/register', { body: registration() } );
		expect( ( await t.outbox() )[ 0 ]!.subject ).toBe(
			'Verify your e-mail address'
		);
	} );

	it( 'sandboxHealth ok: answers ok', async () => {
		const res = await t.api( 'GET', '/__sandbox/health', { bare: true } );
		expect( res.status ).toBe( 200 );
		expect( res.json ).toEqual( { ok: true } );
	} );

	it( 'sandboxOutbox ok: lists mails newest first as {to, subject, text, links}', async () => {
		await t.api( 'POST', '/api/user/register', { body: registration() } );
		await t.api( 'POST', '/api/user/forgot-password', {
			body: {
				email: 'buyer@example.com',
				callback_url: `${ PAGE }#/reset-password`,
			},
		} );
		const mails = await t.outbox();
		expect( mails.map( ( m ) => m.to ) ).toEqual( [
			'buyer@example.com',
			'erika@example.com',
		] );
		expect( Object.keys( mails[ 0 ]! ).sort() ).toEqual( [
			'links',
			'subject',
			'text',
			'to',
		] );
	} );

	it( 'sandboxOutboxPage ok: an HTML page with clickable, escaped links', async () => {
		await t.api( 'POST', '/api/user/register', {
			body: registration( {
				firstname: '<b>Eve</b>',
				lastname: 'Mustermann',
			} ),
		} );
		const res = await fetch( `${ t.sb.url }/outbox` );
		const html = await res.text();
		expect( res.headers.get( 'content-type' ) ).toMatch( /^text\/html/ );
		expect( html ).toContain( 'Verify your e-mail address' );
		expect( html ).toContain(
			'<a href="http://wp.test:8080/customer-area/#/verify-email?url='
		);
		expect( html ).not.toContain( '<b>Eve</b>' );
		expect( html ).toContain( '&#60;b&#62;Eve&#60;/b&#62;' );
	} );
} );

describe( 'persistence', () => {
	it( 'sandboxOutbox ok: accounts, tokens and mails survive a restart', async () => {
		await t.api( 'POST', '/api/user/register', { body: registration() } );
		const token = await t.login( 'owner@example.com' );
		await t.api( 'PATCH', '/api/user/profile', {
			token,
			body: { city: 'Potsdam' },
		} );
		await t.restart();
		expect( await t.outbox() ).toHaveLength( 1 );
		const user = await t.api( 'GET', '/api/user', { token } );
		expect( user.status ).toBe( 200 );
		expect( user.json.data.city ).toBe( 'Potsdam' );
		const url = hashQuery( ( await t.outbox() )[ 0 ]!.links[ 0 ]! ).get(
			'url'
		)!;
		expect( ( await t.api( 'GET', pathOf( url ) ) ).status ).toBe( 200 );
	} );
} );

describe( 'broker settings', () => {
	let owner: string;
	beforeEach( async () => {
		owner = await t.login( 'owner@example.com' );
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

describe( 'named designs', () => {
	const design = async () =>
		(
			await t.api( 'GET', '/api/settings/reporting/design', {
				token: await t.login( 'owner@example.com' ),
			} )
		).json.data;

	it( 'sandboxSetReportingDesign ok: custom_colors gives the broker’s own colours; default and reset bring the default back', async () => {
		expect( ( await design() ).diagram_custom_colors ).toEqual( [] );
		const set = await t.control( 'POST', '/__sandbox/settings', {
			design: 'custom_colors',
		} );
		expect( set.status ).toBe( 200 );
		expect( set.json.data ).toEqual( await design() );
		expect( await design() ).toEqual( {
			selected_color_scheme: 'custom',
			general_colors: { increase: '#1B7F4B', decrease: '#B3261E' },
			diagram_custom_colors: [
				'#1F5F8B',
				'#E07A1F',
				'#2E8B57',
				'#8E44AD',
				'#C0392B',
			],
		} );
		// A named design with an override on top.
		await t.control( 'POST', '/__sandbox/settings', {
			design: 'default',
			selected_color_scheme: 'light_pastel',
		} );
		expect( await design() ).toEqual( {
			selected_color_scheme: 'light_pastel',
			general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
			diagram_custom_colors: [],
		} );
		await t.control( 'POST', '/__sandbox/settings', {
			design: 'custom_colors',
			valuation: 'unavailable',
		} );
		await t.control( 'POST', '/__sandbox/reset' );
		expect( await design() ).toEqual( {
			selected_color_scheme: 'custom',
			general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
			diagram_custom_colors: [],
		} );
		expect(
			( await t.api( 'GET', '/api/settings/valuation' ) ).status
		).toBe( 200 );
	} );

	it( 'sandboxSetReportingDesign ok: personal_cache max_age_600 marks personal answers cacheable for 10 minutes; none and reset take it back', async () => {
		const token = await t.login( 'owner@example.com' );
		const personal = async () =>
			( await t.api( 'GET', '/api/user', { token } ) ).headers.get(
				'cache-control'
			);
		const anonymous = async () =>
			( await t.api( 'GET', '/api/onoffice/countries' ) ).headers.get(
				'cache-control'
			);
		expect( await personal() ).toBeNull();
		const set = await t.control( 'POST', '/__sandbox/settings', {
			personal_cache: 'max_age_600',
		} );
		expect( set.status ).toBe( 200 );
		expect( set.json.personal_cache ).toBe( 'max_age_600' );
		expect( await personal() ).toBe( 'max-age=600' );
		// Only answers to a customer's call: a call without a token stays as it was.
		expect( await anonymous() ).toBeNull();
		await t.control( 'POST', '/__sandbox/settings', {
			personal_cache: 'none',
		} );
		expect( await personal() ).toBeNull();
		await t.control( 'POST', '/__sandbox/settings', {
			personal_cache: 'max_age_600',
		} );
		await t.control( 'POST', '/__sandbox/reset' );
		expect(
			await (
				await t.api( 'GET', '/api/user', {
					token: await t.login( 'owner@example.com' ),
				} )
			).headers.get( 'cache-control' )
		).toBeNull();
	} );
} );
