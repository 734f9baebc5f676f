/**
 * A forward link end to end: a page whose embed has `forward-link` shows the secret-sale notice,
 * leads to registration and login, and after login the browser goes to the forward link.
 */
import { spawnSync } from 'child_process';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	WP_URL,
	expect,
	expectNoAxeViolations,
	test,
} from '../support/fixtures';
import { logInHere, root } from './helpers';

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
