/**
 * The valuation wizard end to end, in the real WordPress with the sandbox API: a visitor values a
 * property by keyboard alone on a phone and registers with 'Evaluate Now', confirms through the
 * mail and signs in; an existing customer picks 'Login into existing Account' on the finish view
 * and signs in; a signed-in customer with no property yet starts the wizard from the dashboard.
 * Each time the valuation ends up as an owned estate in the sandbox and on the customer's
 * dashboard. Every step is checked by axe, at 375 px (the visitor) and at 1280 px (the other two).
 */
import {
	BUYER_EMAIL,
	DEMO_PASSWORD,
	EMPTY_EMAIL,
	WP_URL,
	expect,
	expectNoAxeViolations,
	latestMail,
	signIn,
	test,
	uniqueEmail,
	ALSO_ON_OLDEST_WORDPRESS,
} from '../support/fixtures';
import { logInHere, root, tabTo } from '../auth/helpers';
import {
	AREA,
	DESKTOP,
	HOUSE_IN_BERLIN,
	PENTHOUSE_IN_MUNICH,
	PHONE,
	VALUATION,
	expectOwnedValuation,
} from './helpers';
import { walkWizard, walkWizardByKeyboard } from './walk';

/** The wizard's note on what the registration's details are used for. */
const INTRO =
	'We use your details to set up your free personal login area and to contact you by e-mail or telephone about your valuation.';

/** What the sandbox stores of HOUSE_IN_BERLIN (the payload the wizard sent). */
const HOUSE_FIELDS = {
	objektart: 'haus',
	objekttyp: 'einfamilienhaus',
	plz: '10115',
	ort: 'Berlin',
	strasse: 'Invalidenstraße',
	hausnummer: '1',
	land: 'DEU',
	anzahl_zimmer: 5,
	// Shown and never touched: sent as its starting value.
	anzahl_badezimmer: 0,
	ausstattungsqualitaet: 4,
	baujahr: 1998,
	zustand: 3,
	grund: 'verkaufsabsicht',
	zeitfenster: 'verkaufsabsicht_3_monate',
};

test.describe( 'valuation wizard', () => {
	test( `a visitor values a house by keyboard on a phone, registers with Evaluate Now, confirms and signs in ${ ALSO_ON_OLDEST_WORDPRESS }`, async ( {
		page,
	} ) => {
		await page.setViewportSize( PHONE );
		const email = uniqueEmail( 'valuation' );
		const area = root( page );
		await page.goto( VALUATION );
		await walkWizardByKeyboard( page, HOUSE_IN_BERLIN, '375 px' );

		await tabTo(
			page,
			area.getByRole( 'button', {
				name: 'Get your real estate valued now',
			} )
		);
		await page.keyboard.press( 'Enter' );

		// The wizard's registration: 'Evaluate Now', the note, no owner checkbox, no titles, no Back.
		await expect( area.getByText( INTRO ) ).toBeVisible();
		await expect(
			area.getByRole( 'heading', { name: 'Almost done!' } )
		).toBeFocused();
		await expect(
			area.getByRole( 'checkbox', { name: 'I am a property owner' } )
		).toHaveCount( 0 );
		await expect( area.getByRole( 'heading', { level: 3 } ) ).toHaveCount(
			0
		);
		await expect(
			area.getByRole( 'button', { name: 'Previous' } )
		).toHaveCount( 0 );
		await expect(
			area.getByRole( 'button', { name: 'Login into existing Account' } )
		).toBeVisible();
		await expect(
			area.getByRole( 'option', { name: 'Frau' } )
		).toBeAttached();
		await expectNoAxeViolations( page, '375 px: registration' );

		await tabTo( page, area.getByLabel( /^Salutation/ ) );
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		await expect( area.getByLabel( /^Salutation/ ) ).not.toHaveValue( '' );
		await tabTo( page, area.getByLabel( /^First Name/ ) );
		await page.keyboard.type( 'Erika' );
		await tabTo( page, area.getByLabel( /^Last Name/ ) );
		await page.keyboard.type( 'Mustermann' );
		await tabTo( page, area.getByLabel( /^Email Address/ ) );
		await page.keyboard.type( email );
		await tabTo( page, area.getByLabel( /^Password\b/ ) );
		await page.keyboard.type( 'Secret123' );
		await page.keyboard.press( 'Escape' );
		await tabTo(
			page,
			area.getByRole( 'checkbox', { name: /privacy policy/ } )
		);
		await page.keyboard.press( 'Space' );
		await tabTo(
			page,
			area.getByRole( 'button', { name: 'Evaluate Now' } )
		);
		await page.keyboard.press( 'Enter' );

		// The thank-you view says what happens next, and offers the login at once.
		await expect(
			area.getByText(
				/^Thank you for registering! Please confirm your e-mail address/
			)
		).toBeFocused();
		await expect(
			area.getByRole( 'button', { name: 'Login into existing Account' } )
		).toBeVisible();
		await expectNoAxeViolations( page, '375 px: registered' );

		// The mail's link leads back to this page; its 'Sign In' shows the wizard's login, which
		// still holds the estate token in this tab (no 'Forgot Password?' then).
		const mail = await latestMail( email, { subject: /verify/i } );
		const link = mail.links[ 0 ] ?? '';
		expect(
			link.startsWith( `${ WP_URL }${ VALUATION }#/verify-email` )
		).toBe( true );
		await page.goto( link );
		await expect(
			area.getByText(
				'Your account has been confirmed. You can now log in.'
			)
		).toBeVisible();
		await expectNoAxeViolations( page, '375 px: e-mail confirmed' );
		await tabTo(
			page,
			area.getByRole( 'button', { name: 'Sign In', exact: true } )
		);
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#\/login$/ );
		await expect(
			area.getByRole( 'heading', { name: 'Almost done!' } )
		).toBeVisible();
		await expect(
			area.getByRole( 'button', { name: 'Forgot Password?' } )
		).toHaveCount( 0 );
		await expectNoAxeViolations( page, '375 px: login' );
		await tabTo(
			page,
			area.getByRole( 'textbox', { name: 'Email', exact: true } )
		);
		await page.keyboard.type( email );
		await tabTo( page, area.getByLabel( /^Password\b/ ) );
		await page.keyboard.type( 'Secret123' );
		await page.keyboard.press( 'Enter' );

		// Signed in: the customer area page's dashboard shows the valuation.
		await expect( page ).toHaveURL( `${ WP_URL }${ AREA }#/` );
		await expect(
			area.getByText( 'Valuation: Detached house in Berlin' )
		).toBeVisible();
		await expectNoAxeViolations( page, '375 px: dashboard' );
		await expectOwnedValuation(
			page,
			'Valuation: Detached house in Berlin',
			HOUSE_FIELDS
		);
		// The token was used: the wizard starts afresh.
		await page.goto( VALUATION );
		await expect(
			area.getByRole( 'heading', { name: /^Step 1 of 6/ } )
		).toBeVisible();
	} );

	test( 'an existing customer chooses Login into existing Account on the finish view: the data is sent, they sign in, and the valuation is linked', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await page.setViewportSize( DESKTOP );
		const area = root( page );
		await page.goto( VALUATION );
		await walkWizard( page, HOUSE_IN_BERLIN, '1280 px' );

		// The finish view says what happens next and offers both ways.
		await expect( area.getByText( INTRO ) ).toBeVisible();
		await area
			.getByRole( 'button', { name: 'Login into existing Account' } )
			.click();

		// The wizard's login: no Back, no 'Forgot Password?' (the estate token is held).
		await expect(
			area.getByRole( 'button', { name: 'Sign In Now' } )
		).toBeVisible();
		await expect(
			area.getByRole( 'heading', { name: 'Almost done!' } )
		).toBeFocused();
		await expect(
			area.getByRole( 'button', { name: 'Previous' } )
		).toHaveCount( 0 );
		await expect(
			area.getByRole( 'button', { name: 'Forgot Password?' } )
		).toHaveCount( 0 );
		await expectNoAxeViolations( page, '1280 px: login' );
		await logInHere( page, BUYER_EMAIL, DEMO_PASSWORD );

		await expect( page ).toHaveURL( `${ WP_URL }${ AREA }#/` );
		await expect(
			area.getByText( 'Valuation: Detached house in Berlin' )
		).toBeVisible();
		await expectOwnedValuation(
			page,
			'Valuation: Detached house in Berlin',
			HOUSE_FIELDS
		);
	} );

	test( 'a customer without properties starts it from the dashboard, and the valuation is theirs at once', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await page.setViewportSize( DESKTOP );
		const area = root( page );
		await signIn( page, EMPTY_EMAIL, DEMO_PASSWORD );
		await expect( area.getByText( 'No property available' ) ).toBeVisible();
		await area.getByRole( 'link', { name: 'Create Estate' } ).click();

		await expect( page ).toHaveURL( /#\/valuation$/ );
		await expect(
			area.getByRole( 'heading', {
				level: 1,
				name: 'Online Property Valuation',
			} )
		).toBeVisible();
		await expect( area.locator( '.ca-shell__title' ) ).toHaveText(
			'Online Property Valuation'
		);
		await walkWizard( page, PENTHOUSE_IN_MUNICH, '1280 px, signed in' );
		await area
			.getByRole( 'button', { name: 'Get your real estate valued now' } )
			.click();

		await expect( page ).toHaveURL( /#\/$/ );
		await expect(
			area.getByText( 'Valuation: Penthouse in München' )
		).toBeVisible();
		await expect( area.getByText( 'No property available' ) ).toHaveCount(
			0
		);
		await expectNoAxeViolations( page, '1280 px: dashboard' );
		await expectOwnedValuation( page, 'Valuation: Penthouse in München', {
			objektart: 'wohnung',
			objekttyp: 'penthouse',
			plz: '80331',
			ort: 'München',
			anzahl_zimmer: 3.5,
			ausstattungsqualitaet: 5,
			baujahr: 2015,
			zustand: 5,
			zeitfenster: 'verkaufsabsicht_sofort',
		} );
	} );
} );
