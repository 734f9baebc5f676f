/**
 * French, Italian, Spanish and Dutch through the WPML cookie: the login, the registration with its
 * validation messages, the wizard's first step, the dashboard, an estate's Overview and its
 * Documents tab are fully in that language. On each screen none of the catalogue's English source
 * texts that the language translates is visible (a text missing from the catalogue counts as
 * English), the sandbox's data is in that language too, the app's `lang` is the language's code,
 * axe finds nothing, and every API call sends the code.
 *
 * One page load per screen and language: the registration is a view of the login's page, the
 * Overview a route of the dashboard's, the Documents tab a tab of the Overview, and the customer
 * signs in through the API.
 */
import { OWNER_EMAIL, WP_URL, expect, test } from '../support/fixtures';
import {
	AREA,
	OWNER_NAME,
	VALUATION,
	WPML_COOKIE,
	expectEveryCallSent,
	expectScreenIn,
	recordCallLanguages,
	rootOf,
	signInThroughApi,
} from './support';

/** Per language: its catalogue, and texts of the sandbox's data on each screen. */
const LANGUAGES = [
	{
		code: 'fr',
		locale: 'fr_FR',
		salutation: 'Madame',
		house: 'Maison',
		widget: 'Demandes par portail',
		log: 'Visite effectuée',
		group: 'Documents personnels',
	},
	{
		code: 'it',
		locale: 'it_IT',
		salutation: 'Signora',
		house: 'Casa',
		widget: 'Richieste per portale',
		log: 'Visita effettuata',
		group: 'Documenti personali',
	},
	{
		code: 'es',
		locale: 'es_ES',
		salutation: 'Señora',
		house: 'Casa',
		widget: 'Solicitudes por portal',
		log: 'Visita realizada',
		group: 'Documentos personales',
	},
	{
		code: 'nl',
		locale: 'nl_NL',
		salutation: 'Mevrouw',
		house: 'Huis',
		widget: 'Aanvragen per portaal',
		log: 'Bezichtiging uitgevoerd',
		group: 'Persoonlijke documenten',
	},
];

for ( const language of LANGUAGES ) {
	const { code, locale } = language;

	test( `${ code }: every screen of a visitor and a customer is in that language`, async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await page
			.context()
			.addCookies( [ { name: WPML_COOKIE, value: code, url: WP_URL } ] );
		const sent = recordCallLanguages( page );
		const area = rootOf( page );

		await page.goto( `${ AREA }#/login` );
		await expect( area.locator( 'input[type="password"]' ) ).toBeVisible();
		await expectScreenIn( page, code, locale, 'login' );

		// The registration (the login's link to it), then its validation messages: the empty form sent.
		await area.locator( '.ca-auth__switch button' ).click();
		const salutation = area.locator( 'select[name="salutation"]' );
		await expect(
			salutation.locator( 'option', { hasText: language.salutation } )
		).toHaveCount( 1 );
		await area.locator( 'form button[type="submit"]' ).click();
		await expect(
			area.locator( '[aria-invalid="true"]' ).first()
		).toBeVisible();
		await expectScreenIn( page, code, locale, 'registration errors' );

		await page.goto( VALUATION );
		await expect(
			area.getByText( language.house, { exact: true } )
		).toBeVisible();
		await expectScreenIn( page, code, locale, 'wizard step 1' );

		await signInThroughApi( page.context(), OWNER_EMAIL );
		await page.goto( `${ AREA }#/` );
		await expect(
			area.getByText(
				'Sonniges Einfamilienhaus mit Garten in Berlin-Mitte'
			)
		).toBeVisible();
		await expectScreenIn( page, code, locale, 'dashboard', [ OWNER_NAME ] );

		await page.goto( `${ AREA }#/estates/101` );
		await expect(
			area.getByRole( 'heading', { name: language.widget } )
		).toBeVisible();
		await expect( area.getByText( language.log ).first() ).toBeVisible();
		await expectScreenIn( page, code, locale, 'estate overview', [
			OWNER_NAME,
		] );

		await area.getByRole( 'tab' ).nth( 1 ).click();
		await expect( area.getByText( language.group ) ).toBeVisible();
		await expectScreenIn( page, code, locale, 'documents tab', [
			OWNER_NAME,
		] );

		expectEveryCallSent( sent, code );
	} );
}
