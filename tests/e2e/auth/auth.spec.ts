/**
 * Account access end to end, in the real WordPress with the sandbox API: registration
 * (Individual and Commercial) through the verification mail to the signed-in area and back out,
 * password recovery through the reset mail, a revoked token, the secret-sale notice of a forward
 * link, the login page in German through the WPML cookie, and hostile verification URLs. Every
 * screen is checked by axe; the Commercial registration is done with the keyboard alone.
 */
import { spawnSync } from 'child_process';
import type { Locator, Page } from '@playwright/test';
import {
	API_URL,
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
	expectNoAxeViolations,
	latestMail,
	revokeTokens,
	signIn,
	test,
	uniqueEmail,
} from '../support/fixtures';

const AREA = '/customer-area/';

const root = ( page: Page ) => page.locator( ROOT_SELECTOR ).first();

/**
 * Chromium logs every non-2xx answer as a console error; these tests provoke the listed ones on
 * purpose (unverified login, wrong password, revoked token).
 *
 * @param statuses The HTTP statuses the test expects from the API.
 */
const expectedApiErrors = ( ...statuses: number[] ) => [
	new RegExp(
		`Failed to load resource: the server responded with a status of (${ statuses.join(
			'|'
		) }) .*\\(${ API_URL.replace( /[.]/g, '\\.' ) }/api/`
	),
];

/**
 * Presses Tab until `target` has the focus, as a keyboard user would.
 *
 * @param page   The page.
 * @param target The control to reach.
 */
async function tabTo( page: Page, target: Locator ): Promise< void > {
	for ( let i = 0; i < 80; i++ ) {
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	throw new Error( `could not reach ${ target.toString() } with Tab` );
}

/**
 * Opens the verification (or reset) link of a mail the way the customer would.
 *
 * @param mail       The mail.
 * @param mail.links Its links.
 */
function mailLink( mail: { links: string[] } ): string {
	const link = mail.links[ 0 ];
	expect( link, 'the mail carries a link' ).toBeTruthy();
	expect( link?.startsWith( `${ WP_URL }${ AREA }#/` ) ).toBe( true );
	return link as string;
}

/**
 * Logs in through the form of the current page.
 *
 * @param page     The page showing the login view.
 * @param email    Account e-mail.
 * @param password Password.
 */
async function logInHere( page: Page, email: string, password: string ) {
	await root( page )
		.getByRole( 'textbox', { name: 'Email', exact: true } )
		.fill( email );
	await root( page )
		.getByLabel( /^Password\b/ )
		.fill( password );
	await root( page ).getByRole( 'button', { name: 'Sign In Now' } ).click();
}

/**
 * Expects the signed-in area (the shell with its Logout entry) and no login form.
 *
 * @param page The page.
 */
async function expectSignedIn( page: Page ) {
	await expect(
		root( page ).getByRole( 'button', { name: 'Logout' } )
	).toBeVisible();
	await expect(
		root( page ).getByRole( 'button', { name: 'Sign In Now' } )
	).toHaveCount( 0 );
}

test.describe( 'registration through verification to the signed-in area', () => {
	test.use( { allowedConsoleErrors: expectedApiErrors( 403 ) } );

	test( 'an Individual registers, verifies, signs in and logs out', async ( {
		page,
	} ) => {
		const email = uniqueEmail( 'individual' );
		await page.goto( AREA );
		await expectNoAxeViolations( page, 'login' );
		await root( page )
			.getByRole( 'button', { name: 'Create Account' } )
			.click();
		await expect(
			root( page ).getByRole( 'heading', { name: 'Register' } )
		).toBeVisible();
		await expect(
			root( page ).getByRole( 'option', { name: 'Frau' } )
		).toBeAttached();
		await expectNoAxeViolations( page, 'register' );

		// A submit without input shows the rules and sends nothing.
		await root( page )
			.getByRole( 'button', { name: 'Register Now' } )
			.click();
		await expect(
			root( page ).getByText( 'This field is required' ).first()
		).toBeVisible();
		await expectNoAxeViolations( page, 'register with errors' );

		await root( page )
			.getByLabel( /^Salutation/ )
			.selectOption( 'Frau' );
		await root( page )
			.getByLabel( /^First Name/ )
			.fill( 'Erika' );
		await root( page )
			.getByLabel( /^Last Name/ )
			.fill( 'Mustermann' );
		await root( page )
			.getByLabel( /^Email Address/ )
			.fill( email );
		const password = root( page ).getByLabel( /^Password\b/ );
		await password.fill( 'Secret123' );
		// Filling may scroll the page, which closes the strength overlay; a keyup reopens it.
		await password.press( 'End' );
		// The overlay shows the level; a hidden copy of the label describes the input.
		await expect(
			root( page )
				.locator( '.ca-strength' )
				.getByText( 'Strong Password' )
		).toBeVisible();
		await expectNoAxeViolations(
			page,
			'register with the strength overlay'
		);
		await root( page )
			.getByRole( 'checkbox', { name: 'I am a property owner' } )
			.check();
		await root( page )
			.getByRole( 'checkbox', { name: /privacy policy/ } )
			.check();
		await root( page )
			.getByRole( 'button', { name: 'Register Now' } )
			.click();
		await expect(
			root( page ).getByText(
				'Thank you for registering! To complete your sign-up, please click the confirmation link in the email we just sent you.'
			)
		).toBeVisible();
		await expectNoAxeViolations( page, 'registered' );

		// Not verified yet: the login says so.
		await root( page )
			.getByRole( 'button', { name: 'Sign In Now' } )
			.click();
		await logInHere( page, email, 'Secret123' );
		await expect(
			root( page ).getByText(
				'Please confirm your e-mail address first: use the link in the e-mail we sent when you registered.'
			)
		).toBeVisible();

		const mail = await latestMail( email, { subject: /verify/i } );
		await page.goto( mailLink( mail ) );
		await expect(
			root( page ).getByRole( 'heading', { name: 'Thank you' } )
		).toBeVisible();
		await expect(
			root( page ).getByText(
				'Your account has been confirmed. You can now log in.'
			)
		).toBeVisible();
		await expectNoAxeViolations( page, 'e-mail verified' );

		await root( page )
			.getByRole( 'button', { name: 'Sign In', exact: true } )
			.click();
		await expect( page ).toHaveURL( /#\/login$/ );
		await logInHere( page, email, 'Secret123' );
		await expectSignedIn( page );
		await expect( page ).toHaveURL( /#\/$/ );
		await expectNoAxeViolations( page, 'signed-in area' );

		await root( page ).getByRole( 'button', { name: 'Logout' } ).click();
		await expect( page ).toHaveURL( /#\/login$/ );
		await expect(
			root( page ).getByRole( 'button', { name: 'Sign In Now' } )
		).toBeVisible();
		const cookies = await page.context().cookies();
		expect( cookies.some( ( c ) => c.name === 'laravel_user_token' ) ).toBe(
			false
		);
		await expectNoAxeViolations( page, 'after logout' );
	} );

	test( 'a Commercial customer registers and signs in with the keyboard alone', async ( {
		page,
	} ) => {
		const email = uniqueEmail( 'commercial' );
		await page.goto( AREA );
		const area = root( page );
		await tabTo(
			page,
			area.getByRole( 'button', { name: 'Create Account' } )
		);
		await page.keyboard.press( 'Enter' );
		// Focus moves to the new view's heading.
		await expect(
			area.getByRole( 'heading', { name: 'Register' } )
		).toBeFocused();
		await expect(
			area.getByRole( 'option', { name: 'Firma' } )
		).toBeAttached();

		await tabTo( page, area.getByRole( 'radio', { name: 'Individual' } ) );
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			area.getByRole( 'radio', { name: 'Commercial' } )
		).toBeChecked();
		await tabTo( page, area.getByLabel( /^Company/ ) );
		await page.keyboard.type( 'Muster Immobilien GmbH' );
		await page.keyboard.press( 'Tab' );
		await expect( area.getByLabel( /^Salutation/ ) ).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		await expect( area.getByLabel( /^Salutation/ ) ).not.toHaveValue( '' );
		await tabTo( page, area.getByLabel( /^First Name/ ) );
		await page.keyboard.type( 'Max' );
		await tabTo( page, area.getByLabel( /^Last Name/ ) );
		await page.keyboard.type( 'Muster' );
		await tabTo( page, area.getByLabel( /^Email Address/ ) );
		await page.keyboard.type( email );
		await tabTo( page, area.getByLabel( /^Password\b/ ) );
		await page.keyboard.type( 'Secret123' );
		const overlay = area.locator( '.ca-strength' );
		await expect( overlay.getByText( 'Strong Password' ) ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( overlay ).toHaveCount( 0 );
		await tabTo(
			page,
			area.getByRole( 'checkbox', { name: /privacy policy/ } )
		);
		await page.keyboard.press( 'Space' );
		await tabTo(
			page,
			area.getByRole( 'button', { name: 'Register Now' } )
		);
		await page.keyboard.press( 'Enter' );
		const thanks = area.getByText( /^Thank you for registering!/ );
		await expect( thanks ).toBeFocused();
		await expectNoAxeViolations( page, 'registered (commercial)' );

		const mail = await latestMail( email, { subject: /verify/i } );
		await page.goto( mailLink( mail ) );
		await expect(
			area.getByRole( 'heading', { name: 'Thank you' } )
		).toBeVisible();
		await tabTo(
			page,
			area.getByRole( 'button', { name: 'Sign In', exact: true } )
		);
		await page.keyboard.press( 'Enter' );
		await tabTo(
			page,
			area.getByRole( 'textbox', { name: 'Email', exact: true } )
		);
		await page.keyboard.type( email );
		await tabTo( page, area.getByLabel( /^Password\b/ ) );
		await page.keyboard.type( 'Secret123' );
		await page.keyboard.press( 'Enter' );
		await expectSignedIn( page );
		await tabTo( page, area.getByRole( 'button', { name: 'Logout' } ) );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#\/login$/ );
	} );
} );

test.describe( 'password recovery', () => {
	test.use( { allowedConsoleErrors: expectedApiErrors( 422 ) } );

	test( 'forgot password → reset mail → new password → sign in with it', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await page.goto( AREA );
		await root( page )
			.getByRole( 'button', { name: 'Forgot Password?' } )
			.click();
		await expect(
			root( page ).getByRole( 'heading', { name: 'Forgot Password?' } )
		).toBeVisible();
		await expectNoAxeViolations( page, 'forgot password' );
		await root( page )
			.getByRole( 'textbox', { name: 'Email', exact: true } )
			.fill( OWNER_EMAIL );
		await root( page )
			.getByRole( 'button', { name: 'Request Now' } )
			.click();
		await expect(
			root( page ).getByText(
				`Password reset for ${ OWNER_EMAIL } initiated, if the user exists, you will shortly receive an email with reset instructions.`
			)
		).toBeVisible();
		await expectNoAxeViolations( page, 'reset requested' );

		const mail = await latestMail( OWNER_EMAIL, {
			subject: /reset|zurücksetzen/i,
		} );
		await page.goto( mailLink( mail ) );
		await expect(
			root( page ).getByRole( 'heading', { name: 'Reset Password' } )
		).toBeVisible();
		await expectNoAxeViolations( page, 'reset password' );
		await root( page )
			.getByLabel( /^Password\b/ )
			.fill( 'short' );
		await root( page )
			.getByLabel( /^Confirm Password/ )
			.fill( 'different' );
		await root( page )
			.getByRole( 'button', { name: 'Save Password' } )
			.click();
		await expect(
			root( page ).getByText(
				'Password must contain at least 8 characters'
			)
		).toBeVisible();
		await expect(
			root( page ).getByText( 'Passwords must match' )
		).toBeVisible();
		await expectNoAxeViolations( page, 'reset password with errors' );
		await root( page )
			.getByLabel( /^Password\b/ )
			.fill( 'BrandNew42' );
		await root( page )
			.getByLabel( /^Confirm Password/ )
			.fill( 'BrandNew42' );
		await root( page )
			.getByRole( 'button', { name: 'Save Password' } )
			.click();
		await expect( page ).toHaveURL( /#\/login$/ );
		await expect( root( page ).getByRole( 'status' ).first() ).toHaveText(
			'Your password has been successfully reset. You can now log in.'
		);
		await expectNoAxeViolations( page, 'login after reset' );

		await logInHere( page, OWNER_EMAIL, DEMO_PASSWORD );
		await expect(
			root( page ).getByText(
				'These credentials do not match our records.'
			)
		).toBeVisible();
		await root( page )
			.getByLabel( /^Password\b/ )
			.fill( 'BrandNew42' );
		await root( page )
			.getByRole( 'button', { name: 'Sign In Now' } )
			.click();
		await expectSignedIn( page );
	} );
} );

test.describe( 'a revoked token', () => {
	test.use( { allowedConsoleErrors: expectedApiErrors( 401 ) } );

	test( 'logs the customer out', async ( { page, freshSandbox } ) => {
		void freshSandbox;
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		await expectSignedIn( page );
		await revokeTokens();
		// The next call of the signed-in area (the user, fetched on load) gets a 401.
		await page.reload();
		await expect( page ).toHaveURL( /#\/login$/ );
		await expect(
			root( page ).getByRole( 'button', { name: 'Sign In Now' } )
		).toBeVisible();
		await expect
			.poll( async () =>
				( await page.context().cookies() ).some(
					( c ) => c.name === 'laravel_user_token'
				)
			)
			.toBe( false );
		await expectNoAxeViolations( page, 'logged out after a revoked token' );
	} );
} );

test.describe( 'a forward link', () => {
	const SLUG = 'secret-sale-e2e';
	const TARGET = '/sample-page/';

	test.beforeAll( () => {
		const wpRoot = process.env.WP_ROOT;
		expect(
			wpRoot,
			'WP_ROOT (set by the stack) to create the test page'
		).toBeTruthy();
		const php = `
			define( 'WP_USE_THEMES', false );
			require 'wp-load.php';
			$content = "<!-- wp:shortcode -->\\n[customer_area forward-link=\\"${ TARGET }\\"]\\n<!-- /wp:shortcode -->";
			$page = get_page_by_path( '${ SLUG }', OBJECT, 'page' );
			if ( $page ) {
				wp_update_post( array( 'ID' => $page->ID, 'post_content' => $content, 'post_status' => 'publish' ) );
			} else {
				wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => '${ SLUG }', 'post_title' => 'Secret sale', 'post_content' => $content ) );
			}
		`;
		const result = spawnSync( 'php', [ '-r', php ], {
			cwd: wpRoot,
			encoding: 'utf8',
		} );
		expect( result.status, result.stderr ).toBe( 0 );
	} );

	test( 'shows the secret-sale notice, leads both ways and forwards after login', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await page.goto( `/${ SLUG }/` );
		const area = root( page );
		await expect(
			area.getByRole( 'heading', {
				name: 'Further details about the property are available to customers with a customer account.',
			} )
		).toBeVisible();
		await expect(
			area.getByText(
				'This property is being marketed exclusively to selected interested parties. Register here or log in.'
			)
		).toBeVisible();
		await expect(
			area.getByText( 'Or Log in', { exact: true } )
		).toBeVisible();
		await expectNoAxeViolations( page, 'secret-sale notice' );

		await area.getByRole( 'button', { name: 'Register Now' } ).click();
		await expect(
			area.getByRole( 'heading', { name: 'Register' } )
		).toBeVisible();
		await area.getByRole( 'button', { name: 'Back to Login' } ).click();
		await expect(
			area.getByRole( 'heading', { name: 'Sign In' } )
		).toBeVisible();

		await page.goto( `/${ SLUG }/` );
		await area
			.getByRole( 'button', { name: 'Log into existing account' } )
			.click();
		await expect(
			area.getByRole( 'heading', { name: 'Sign In' } )
		).toBeVisible();
		await logInHere( page, OWNER_EMAIL, DEMO_PASSWORD );
		await expect( page ).toHaveURL( `${ WP_URL }${ TARGET }` );
	} );
} );

test( 'the login page in German through the WPML cookie', async ( {
	page,
} ) => {
	await page
		.context()
		.addCookies( [
			{ name: 'wp-wpml_current_language', value: 'de', url: WP_URL },
		] );
	await page.goto( AREA );
	const area = root( page );
	await expect(
		area.getByRole( 'heading', { name: 'Anmelden' } )
	).toBeVisible();
	await expect( area.getByText( 'Jetzt anmelden' ).first() ).toBeVisible();
	await expect(
		area.getByRole( 'checkbox', { name: 'Angemeldet bleiben' } )
	).toBeVisible();
	await expect(
		area.getByRole( 'button', { name: 'Passwort vergessen?' } )
	).toBeVisible();
	await expect(
		area.getByRole( 'button', { name: 'Konto erstellen' } )
	).toBeVisible();
	await expect( area.locator( '.ca-app' ) ).toHaveAttribute( 'lang', 'de' );
	await area.getByRole( 'button', { name: 'Jetzt anmelden' } ).click();
	await expect(
		area.getByText( 'Dieses Feld ist erforderlich' ).first()
	).toBeVisible();
	await expectNoAxeViolations( page, 'login in German' );
} );

test.describe( 'hostile verification URLs send no request', () => {
	const api = new URL( API_URL );
	const HOSTILE = [
		`https://evil.example/api/email/verify/1/${ 'a'.repeat( 40 ) }`,
		`http://evil.example:${ api.port }/api/email/verify/1/abc`,
		`http://${ api.hostname }:${ Number( api.port ) + 1000 }/api/email/verify/1/abc`,
		`//evil.example/api/email/verify/1/abc`,
		`http://${ api.host }@evil.example/api/email/verify/1/abc`,
		`http://user:pass@${ api.host }/api/email/verify/1/abc`,
		`javascript:fetch('${ API_URL }/api/email/verify/1/abc')`,
		`${ API_URL }/api/user/logout`,
		`${ API_URL }/api/email/verify/../../user/logout`,
		`data:text/html,<script>alert(1)</script>`,
	];

	for ( const hostile of HOSTILE ) {
		test( `refuses ${ hostile }`, async ( { page } ) => {
			const requests: string[] = [];
			page.on( 'request', ( request ) => {
				const url = request.url();
				// Only network requests count (blob: and data: URLs of the page itself do not leave it).
				if ( /^https?:/.test( url ) && ! url.startsWith( WP_URL ) ) {
					requests.push( url );
				}
			} );
			await page.goto(
				`${ AREA }#/verify-email?url=${ encodeURIComponent( hostile ) }`
			);
			await expect(
				root( page ).getByText( 'Invalid verification link' )
			).toBeVisible();
			await expect(
				root( page ).getByRole( 'button', {
					name: 'Sign In',
					exact: true,
				} )
			).toBeVisible();
			// Let every effect of the rendered page run (a request would start in one), then check
			// that nothing left the page for the API or anywhere else.
			await page.evaluate(
				() =>
					new Promise( ( resolve ) =>
						requestAnimationFrame( () => setTimeout( resolve, 50 ) )
					)
			);
			expect( requests ).toEqual( [] );
		} );
	}

	test( 'the invalid-link screen passes axe', async ( { page } ) => {
		await page.goto( `${ AREA }#/verify-email` );
		await expect(
			root( page ).getByText( 'Invalid verification link' )
		).toBeVisible();
		await expectNoAxeViolations( page, 'invalid verification link' );
	} );
} );
