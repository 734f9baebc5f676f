/**
 * Sign-in, registration, e-mail verification and password reset.
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

const MINUTE = 60_000;

describe( 'login', () => {
	it( 'login ok: a demo customer gets a token and a message', async () => {
		const res = await t.api( 'POST', '/api/user/login', {
			body: { email: 'owner@example.com', password: 'demo1234' },
		} );
		expect( res.status ).toBe( 200 );
		expect( res.json.message ).toBe( 'login_success' );
		const user = await t.api( 'GET', '/api/user', {
			token: res.json.token,
		} );
		expect( user.json.data.email ).toBe( 'owner@example.com' );
	} );

	it( 'login error: a wrong password and an unknown e-mail get the identical 422 answer', async () => {
		const wrong = await t.api( 'POST', '/api/user/login', {
			body: { email: 'owner@example.com', password: 'nope-nope' },
		} );
		const unknown = await t.api( 'POST', '/api/user/login', {
			body: { email: 'nobody@example.com', password: 'nope-nope' },
		} );
		expect( wrong.status ).toBe( 422 );
		expect( unknown.status ).toBe( 422 );
		expect( wrong.text ).toBe( unknown.text );
		expect( wrong.json ).toEqual( { message: 'invalid_credentials' } );
	} );

	it( 'login error: a malformed e-mail is a validation error, never 401', async () => {
		const res = await t.api( 'POST', '/api/user/login', {
			body: { email: 'no-at-sign', password: 'x' },
		} );
		expect( res.status ).toBe( 422 );
		expect( res.json ).toEqual( {
			message: 'validation_failed',
			errors: { email: [ 'invalid_email' ] },
		} );
	} );

	it( 'login error: five failures lock the e-mail for the rest of the minute with 429 and Retry-After', async () => {
		for ( let i = 0; i < 5; i++ ) {
			const res = await t.api( 'POST', '/api/user/login', {
				body: { email: 'owner@example.com', password: `wrong-${ i }` },
			} );
			expect( res.status ).toBe( 422 );
		}
		t.clock.t += 20_000;
		const locked = await t.api( 'POST', '/api/user/login', {
			body: { email: 'owner@example.com', password: 'demo1234' },
		} );
		expect( locked.status ).toBe( 429 );
		expect( locked.json ).toEqual( { message: 'too_many_attempts' } );
		expect( Number( locked.headers.get( 'retry-after' ) ) ).toBe( 40 );
		// Another address is not affected.
		expect(
			(
				await t.api( 'POST', '/api/user/login', {
					body: { email: 'buyer@example.com', password: 'demo1234' },
				} )
			).status
		).toBe( 200 );
		t.clock.t += 41_000;
		expect(
			(
				await t.api( 'POST', '/api/user/login', {
					body: { email: 'owner@example.com', password: 'demo1234' },
				} )
			).status
		).toBe( 200 );
	} );

	it( 'login error: an unknown e-mail is rate limited exactly like a known one', async () => {
		const last = async ( email: string ) => {
			let res = null;
			for ( let i = 0; i < 6; i++ ) {
				res = await t.api( 'POST', '/api/user/login', {
					body: { email, password: 'wrong-pass' },
				} );
			}
			return res!;
		};
		const known = await last( 'owner@example.com' );
		const unknown = await last( 'ghost@example.com' );
		expect( known.status ).toBe( 429 );
		expect( unknown.status ).toBe( 429 );
		expect( known.text ).toBe( unknown.text );
	} );

	it( 'login ok: every login counts in login_count', async () => {
		const first = await t.login( 'empty@example.com' );
		expect(
			( await t.api( 'GET', '/api/user', { token: first } ) ).json.data
				.login_count
		).toBe( 1 );
		const second = await t.login( 'empty@example.com' );
		expect(
			( await t.api( 'GET', '/api/user', { token: second } ) ).json.data
				.login_count
		).toBe( 2 );
	} );
} );

describe( 'register', () => {
	it( 'register ok: creates an unverified account and sends a verification mail with the callback link', async () => {
		const res = await t.api( 'POST', '/api/user/register', {
			body: registration(),
		} );
		expect( res.status ).toBe( 201 );
		expect( res.json ).toEqual( { message: 'registration_success' } );
		const [ mail ] = await t.outbox();
		expect( mail!.to ).toBe( 'erika@example.com' );
		expect( mail!.subject ).toBe( 'Verify your e-mail address' );
		const link = mail!.links[ 0 ]!;
		expect( link.startsWith( `${ PAGE }#/verify-email?url=` ) ).toBe(
			true
		);
		expect( mail!.text ).toContain( link );
		const verificationUrl = hashQuery( link ).get( 'url' )!;
		expect( verificationUrl ).toMatch(
			new RegExp(
				`^${ t.sb.url }/api/email/verify/\\d+/[0-9a-f]{40}\\?expires=\\d+&signature=[0-9a-f]{64}$`
			)
		);
		// Unverified: the right password is answered 403 email_not_verified.
		const login = await t.api( 'POST', '/api/user/login', {
			body: { email: 'erika@example.com', password: 'Secret123' },
		} );
		expect( login.status ).toBe( 403 );
		expect( login.json ).toEqual( { message: 'email_not_verified' } );
	} );

	it( 'register ok: German callers get a German mail', async () => {
		await t.api( 'POST', '/api/user/register', {
			body: registration(),
			lang: 'de',
		} );
		expect( ( await t.outbox() )[ 0 ]!.subject ).toBe(
			'Bestätigen Sie Ihre E-Mail-Adresse'
		);
	} );

	it( 'register error: field rules answer 422 with codes per field', async () => {
		const res = await t.api( 'POST', '/api/user/register', {
			body: registration( {
				password: 'short',
				category: 'Unternehmen',
				company: ' ',
				salutation: 'Sir',
			} ),
		} );
		expect( res.status ).toBe( 422 );
		expect( res.json ).toEqual( {
			message: 'validation_failed',
			errors: { password: [ 'password_too_short' ] },
		} );
		const second = await t.api( 'POST', '/api/user/register', {
			body: registration( {
				category: 'Unternehmen',
				company: ' ',
				salutation: 'Sir',
				firstname: ' ',
			} ),
		} );
		expect( second.json ).toEqual( {
			message: 'validation_failed',
			errors: {
				company: [ 'company_required' ],
				salutation: [ 'invalid_salutation' ],
				firstname: [ 'required' ],
			},
		} );
		expect( await t.outbox() ).toEqual( [] );
	} );

	it( 'register error: a callback URL on another site is refused', async () => {
		const res = await t.api( 'POST', '/api/user/register', {
			body: registration( {
				callback_url: 'https://evil.example/#/verify-email',
			} ),
		} );
		expect( res.status ).toBe( 422 );
		expect( res.json.errors.callback_url ).toEqual( [
			'invalid_callback_url',
		] );
	} );

	it( 'register ok: an existing e-mail gets the identical answer and its owner a notice instead', async () => {
		const fresh = await t.api( 'POST', '/api/user/register', {
			body: registration(),
		} );
		const existing = await t.api( 'POST', '/api/user/register', {
			body: registration( { email: 'owner@example.com' } ),
		} );
		expect( existing.status ).toBe( fresh.status );
		expect( existing.text ).toBe( fresh.text );
		const [ notice ] = await t.outbox();
		expect( notice!.to ).toBe( 'owner@example.com' );
		expect( notice!.subject ).toBe( 'You already have an account' );
		expect( notice!.links ).toEqual( [ `${ PAGE }#/login` ] );
		// The existing password still works; the registration did not overwrite it.
		await expect( t.login( 'owner@example.com' ) ).resolves.toMatch(
			/^[0-9a-f]{64}$/
		);
	} );
} );

describe( 'verifyEmail', () => {
	const registerAndLink = async () => {
		await t.api( 'POST', '/api/user/register', { body: registration() } );
		return hashQuery( ( await t.outbox() )[ 0 ]!.links[ 0 ]! ).get(
			'url'
		)!;
	};

	it( 'verifyEmail ok: the link from the outbox activates the account, twice is fine', async () => {
		const url = await registerAndLink();
		const first = await t.api( 'GET', pathOf( url ) );
		expect( first.status ).toBe( 200 );
		expect( first.json ).toEqual( { message: 'email_verified' } );
		expect( ( await t.api( 'GET', pathOf( url ) ) ).json ).toEqual( {
			message: 'email_verified',
		} );
		await expect(
			t.login( 'erika@example.com', 'Secret123' )
		).resolves.toBeTruthy();
	} );

	it( 'verifyEmail error: a tampered signature is an invalid link', async () => {
		const url = await registerAndLink();
		const tampered = url.replace(
			/signature=([0-9a-f])/,
			( _m, c ) => `signature=${ c === 'a' ? 'b' : 'a' }`
		);
		const res = await t.api( 'GET', pathOf( tampered ) );
		expect( res.status ).toBe( 403 );
		expect( res.json ).toEqual( { message: 'invalid_verification_link' } );
		const other = await t.api(
			'GET',
			pathOf( url ).replace( /\/verify\/\d+\//, '/verify/1/' )
		);
		expect( other.json ).toEqual( {
			message: 'invalid_verification_link',
		} );
	} );

	it( 'verifyEmail error: after 60 minutes the link is expired', async () => {
		const url = await registerAndLink();
		t.clock.t += 61 * MINUTE;
		const res = await t.api( 'GET', pathOf( url ) );
		expect( res.status ).toBe( 403 );
		expect( res.json ).toEqual( { message: 'verification_link_expired' } );
	} );
} );

describe( 'forgotPassword and resetPassword', () => {
	const requestReset = async ( email: string ) =>
		t.api( 'POST', '/api/user/forgot-password', {
			body: { email, callback_url: `${ PAGE }#/reset-password` },
		} );

	it( 'forgotPassword ok: answers the same for known and unknown e-mails; mails only the known one', async () => {
		const known = await requestReset( 'owner@example.com' );
		const unknown = await requestReset( 'nobody@example.com' );
		expect( known.status ).toBe( 200 );
		expect( known.json ).toEqual( { message: 'reset_link_sent' } );
		expect( unknown.text ).toBe( known.text );
		const mails = await t.outbox();
		expect( mails ).toHaveLength( 1 );
		expect( mails[ 0 ]!.subject ).toBe( 'Reset your password' );
		expect( mails[ 0 ]!.links[ 0 ] ).toMatch(
			new RegExp(
				`^${ PAGE.replace( /[.]/g, '\\.' ) }#/reset-password\\?email=owner%40example\\.com&token=[0-9a-f]{64}$`
			)
		);
	} );

	it( 'forgotPassword error: a malformed e-mail is 422', async () => {
		const res = await requestReset( 'not-an-email' );
		expect( res.status ).toBe( 422 );
		expect( res.json.errors.email ).toEqual( [ 'invalid_email' ] );
	} );

	it( 'resetPassword ok: the outbox link sets a new password once and revokes existing tokens', async () => {
		const oldToken = await t.login( 'owner@example.com' );
		await requestReset( 'owner@example.com' );
		const q = hashQuery( ( await t.outbox() )[ 0 ]!.links[ 0 ]! );
		const body = {
			email: q.get( 'email' ),
			token: q.get( 'token' ),
			password: 'NewSecret9',
			password_confirmation: 'NewSecret9',
		};
		const res = await t.api( 'POST', '/api/user/reset-password', { body } );
		expect( res.status ).toBe( 200 );
		expect( res.json ).toEqual( { message: 'password_reset' } );
		expect(
			( await t.api( 'GET', '/api/user', { token: oldToken } ) ).status
		).toBe( 401 );
		await expect(
			t.login( 'owner@example.com', 'NewSecret9' )
		).resolves.toBeTruthy();
		const again = await t.api( 'POST', '/api/user/reset-password', {
			body: {
				...body,
				password: 'Other1234',
				password_confirmation: 'Other1234',
			},
		} );
		expect( again.status ).toBe( 422 );
		expect( again.json ).toEqual( { message: 'invalid_reset_token' } );
	} );

	it( 'resetPassword error: an expired token and field rules are refused', async () => {
		await requestReset( 'owner@example.com' );
		const q = hashQuery( ( await t.outbox() )[ 0 ]!.links[ 0 ]! );
		const base = { email: 'owner@example.com', token: q.get( 'token' ) };
		const short = await t.api( 'POST', '/api/user/reset-password', {
			body: { ...base, password: 'abc', password_confirmation: 'abc' },
		} );
		expect( short.json ).toEqual( {
			message: 'validation_failed',
			errors: { password: [ 'password_too_short' ] },
		} );
		const mismatch = await t.api( 'POST', '/api/user/reset-password', {
			body: {
				...base,
				password: 'abcdefgh',
				password_confirmation: 'abcdefgX',
			},
		} );
		expect( mismatch.json ).toEqual( {
			message: 'validation_failed',
			errors: { password_confirmation: [ 'passwords_do_not_match' ] },
		} );
		t.clock.t += 61 * MINUTE;
		const expired = await t.api( 'POST', '/api/user/reset-password', {
			body: {
				...base,
				password: 'abcdefgh',
				password_confirmation: 'abcdefgh',
			},
		} );
		expect( expired.status ).toBe( 422 );
		expect( expired.json ).toEqual( { message: 'invalid_reset_token' } );
		await expect( t.login( 'owner@example.com' ) ).resolves.toBeTruthy();
	} );
} );
