/**
 * The valuation wizard on its page from the cache: from the first card to the registration, the
 * confirmation mail, the sign-in, and the property on the dashboard.
 */
import {
	DEMO_PASSWORD,
	WP_URL,
	expect,
	latestMail,
	test,
	uniqueEmail,
} from '../e2e/support/fixtures';
import { logInHere, root } from '../e2e/auth/helpers';
import {
	AREA,
	DESKTOP,
	HOUSE_IN_BERLIN,
	VALUATION,
	expectOwnedValuation,
} from '../e2e/wizard/helpers';
import { walkWizard } from '../e2e/wizard/walk';
import { emptyCache, expectVerdicts, logMark } from './support/cache';

test( 'a visitor values a house on the cached page, registers, confirms, signs in and finds the property', async ( {
	page,
	freshSandbox,
} ) => {
	void freshSandbox;
	await page.setViewportSize( DESKTOP );
	emptyCache();
	const mark = logMark();
	const email = uniqueEmail( 'production' );
	const area = root( page );
	await page.goto( VALUATION );
	await page.goto( VALUATION );
	await expectVerdicts( mark, VALUATION, [ 'miss', 'hit' ] );
	await walkWizard( page, HOUSE_IN_BERLIN, 'cached page' );

	await area
		.getByRole( 'button', { name: 'Get your real estate valued now' } )
		.click();
	await area.getByLabel( /^Salutation/ ).selectOption( { index: 1 } );
	await area.getByLabel( /^First Name/ ).fill( 'Erika' );
	await area.getByLabel( /^Last Name/ ).fill( 'Mustermann' );
	await area.getByLabel( /^Email Address/ ).fill( email );
	await area.getByLabel( /^Password\b/ ).fill( DEMO_PASSWORD );
	await area.getByRole( 'checkbox', { name: /privacy policy/ } ).check();
	await area.getByRole( 'button', { name: 'Evaluate Now' } ).click();
	await expect(
		area.getByText(
			/^Thank you for registering! Please confirm your e-mail address/
		)
	).toBeVisible();

	const mail = await latestMail( email, { subject: /verify/i } );
	const link = mail.links[ 0 ] ?? '';
	expect( link.startsWith( `${ WP_URL }${ VALUATION }#/verify-email` ) ).toBe(
		true
	);
	await page.goto( link );
	await expect(
		area.getByText( 'Your account has been confirmed. You can now log in.' )
	).toBeVisible();
	await area.getByRole( 'button', { name: 'Sign In', exact: true } ).click();
	await logInHere( page, email, DEMO_PASSWORD );
	await expect( page ).toHaveURL( `${ WP_URL }${ AREA }#/` );
	await expect(
		area.getByText( 'Valuation: Detached house in Berlin' )
	).toBeVisible();
	await expectOwnedValuation( page, 'Valuation: Detached house in Berlin', {
		plz: '10115',
		ort: 'Berlin',
	} );
	// The mail's link changed only the page's hash: two loads of the valuation page in all.
	await expectVerdicts( mark, VALUATION, [ 'miss', 'hit' ] );
} );
