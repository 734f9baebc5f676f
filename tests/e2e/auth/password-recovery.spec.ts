/**
 * Password recovery end to end: forgot password, the reset mail, the reset page's validation, the
 * new password, and signing in with it (the old one refused).
 */
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	expect,
	expectNoAxeViolations,
	latestMail,
	test,
} from '../support/fixtures';
import {
	AREA,
	expectSignedIn,
	expectedApiErrors,
	logInHere,
	mailLink,
	root,
} from './helpers';

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
