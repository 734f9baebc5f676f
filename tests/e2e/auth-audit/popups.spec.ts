/**
 * Popups on pages without the full area: a `force-redirect` popup signs in and lands on the
 * customer area page's dashboard; two popups on one page both show who is signed in after one
 * sign-in, and both show the sign-in form again after one Logout.
 */
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
	expectNoAxeViolations,
	test,
} from '../support/fixtures';
import { ensurePage, shortcodeBlock } from '../support/wordpress';

const REDIRECT_PAGE = 'popup-redirect-e2e';
const TWO_POPUPS_PAGE = 'two-popups-e2e';
/** The customer area page the stack seeds (the lowest-ID page that holds the full area). */
const AREA_PAGE = `${ WP_URL }/customer-area/`;

test.beforeAll( () => {
	ensurePage(
		REDIRECT_PAGE,
		'Popup with redirect',
		shortcodeBlock( '[customer_area popup="true" force-redirect="true"]' )
	);
	ensurePage(
		TWO_POPUPS_PAGE,
		'Two popups',
		`${ shortcodeBlock(
			'[customer_area popup="true"]'
		) }\n<!-- wp:paragraph --><p>Between the popups.</p><!-- /wp:paragraph -->\n${ shortcodeBlock(
			'[customer_area popup="true" initial-view="register"]'
		) }`
	);
} );

for ( const [ language, width ] of [
	[ 'en', 1280 ],
	[ 'de', 375 ],
] as const ) {
	test.describe( `in ${ language } at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		const signInLabel =
			language === 'de' ? 'Jetzt anmelden' : 'Sign In Now';
		const signedInHeading =
			language === 'de' ? 'Sie sind angemeldet' : 'You are signed in';
		const logoutLabel = language === 'de' ? 'Abmelden' : 'Logout';
		const emailLabel = language === 'de' ? 'E-Mail' : 'Email';
		const passwordLabel = language === 'de' ? 'Passwort' : 'Password';
		const signInHeading = language === 'de' ? 'Anmelden' : 'Sign In';
		const registerHeading = language === 'de' ? 'Registrieren' : 'Register';

		test.beforeEach( async ( { page } ) => {
			if ( language === 'de' ) {
				await page.context().addCookies( [
					{
						name: 'wp-wpml_current_language',
						value: 'de',
						url: WP_URL,
					},
				] );
			}
		} );

		test( "a force-redirect popup signs in and lands on the customer area page's dashboard", async ( {
			page,
			freshSandbox,
		} ) => {
			void freshSandbox;
			await page.goto( `/${ REDIRECT_PAGE }/` );
			const popup = page.locator( ROOT_SELECTOR );
			await expect( popup ).toHaveCount( 1 );
			await expect( popup ).toHaveClass( /customer-area-root--popup/ );
			await popup
				.getByRole( 'textbox', { name: emailLabel, exact: true } )
				.fill( OWNER_EMAIL );
			await popup
				.getByRole( 'textbox', { name: passwordLabel, exact: true } )
				.fill( DEMO_PASSWORD );
			await expectNoAxeViolations( page, 'popup sign-in' );
			await popup.getByRole( 'button', { name: signInLabel } ).click();

			await expect( page ).toHaveURL( `${ AREA_PAGE }#/` );
			const area = page.locator( ROOT_SELECTOR ).first();
			await expect(
				area.getByRole( 'heading', { level: 1, name: 'Dashboard' } )
			).toBeVisible();
			await expect( area ).toHaveClass( /customer-area-root--full/ );
			await expectNoAxeViolations(
				page,
				'dashboard after a popup sign-in'
			);
		} );

		test( 'two popups on one page follow one sign-in and one Logout', async ( {
			page,
			freshSandbox,
		} ) => {
			void freshSandbox;
			await page.goto( `/${ TWO_POPUPS_PAGE }/` );
			const popups = page.locator( ROOT_SELECTOR );
			await expect( popups ).toHaveCount( 2 );
			const [ first, second ] = [ popups.nth( 0 ), popups.nth( 1 ) ];
			await expect(
				second.getByRole( 'heading', { name: registerHeading } )
			).toBeVisible();

			await first
				.getByRole( 'textbox', { name: emailLabel, exact: true } )
				.fill( OWNER_EMAIL );
			await first
				.getByRole( 'textbox', { name: passwordLabel, exact: true } )
				.fill( DEMO_PASSWORD );
			await first.getByRole( 'button', { name: signInLabel } ).click();

			for ( const popup of [ first, second ] ) {
				await expect(
					popup.getByRole( 'heading', { name: signedInHeading } )
				).toBeVisible();
				await expect( popup.getByText( OWNER_EMAIL ) ).toBeVisible();
				await expect(
					popup.getByRole( 'link', {
						name:
							language === 'de'
								? 'Zum Kundenbereich'
								: 'Go to the customer area',
					} )
				).toHaveAttribute( 'href', `${ AREA_PAGE }#/` );
				await expect( popup.getByRole( 'textbox' ) ).toHaveCount( 0 );
			}
			// The popup used keeps focus, on its new heading; the page stays.
			await expect(
				first.getByRole( 'heading', { name: signedInHeading } )
			).toBeFocused();
			await expect( page ).toHaveURL(
				`${ WP_URL }/${ TWO_POPUPS_PAGE }/`
			);
			await expectNoAxeViolations( page, 'two signed-in popups' );

			await second.getByRole( 'button', { name: logoutLabel } ).click();
			await expect(
				first.getByRole( 'heading', { name: signInHeading } )
			).toBeVisible();
			await expect(
				second.getByRole( 'heading', { name: registerHeading } )
			).toBeVisible();
			// The form is empty again.
			await expect(
				first.getByRole( 'textbox', { name: emailLabel, exact: true } )
			).toHaveValue( '' );
			await expect
				.poll( async () =>
					( await page.context().cookies() ).some(
						( cookie ) => cookie.name === 'laravel_user_token'
					)
				)
				.toBe( false );
			await expectNoAxeViolations( page, 'two signed-out popups' );
		} );
	} );
}
