/**
 * Registration end to end, in the real WordPress with the sandbox API: an Individual and a
 * Commercial customer register, confirm through the verification mail, sign in and log out. Every
 * screen is checked by axe; the Commercial registration is done with the keyboard alone.
 */
import {
	expect,
	expectNoAxeViolations,
	latestMail,
	test,
	uniqueEmail,
	watchLateWork,
	ALSO_ON_OLDEST_WORDPRESS,
} from '../support/fixtures';
import {
	AREA,
	expectSignedIn,
	expectedApiErrors,
	logInHere,
	mailLink,
	root,
	tabTo,
} from './helpers';

test.describe( 'registration through verification to the signed-in area', () => {
	test.use( { allowedConsoleErrors: expectedApiErrors( 403 ) } );

	test( `an Individual registers, verifies, signs in and logs out ${ ALSO_ON_OLDEST_WORDPRESS }`, async ( {
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
		// Logout follows at once: the sign-in's late work (the profile picture) finishes first, or
		// its call meets the ended token and the browser logs a 401.
		const signedIn = watchLateWork( page );
		await page.keyboard.press( 'Enter' );
		await expectSignedIn( page );
		await signedIn.settled();
		await tabTo( page, area.getByRole( 'button', { name: 'Logout' } ) );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#\/login$/ );
	} );
} );
