/**
 * Two brokers on one network, with the plugin network-activated and then activated on each site:
 * each site shows its own language and theme on its own page paths and talks only to its own
 * broker backend; the settings page, Site Health, the privacy-policy text and the block each
 * belong to their site (docs/architecture.md "Hosting, caches and multisite").
 */
import type { Page } from '@playwright/test';
import {
	API_URL,
	APP_SELECTOR,
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	expect,
	expectNoAxeViolations,
	test,
} from '../e2e/support/fixtures';
import { logInToAdmin } from '../e2e/admin/support/admin';
import { serveExternalImagesLocally } from '../e2e/admin/support/editor';
import { emptyCache } from '../production/support/cache';
import {
	API_BASE_FIELD,
	API_URL_B,
	SITE_A,
	SITE_B,
	activate,
	onSite,
	signInOn,
} from './support/network';

/**
 * Every origin the page sends a request to, from now on.
 * @param page
 */
function recordOrigins( page: Page ): Set< string > {
	const origins = new Set< string >();
	page.on( 'request', ( request ) =>
		origins.add( new URL( request.url() ).origin )
	);
	return origins;
}

/** Each site, its broker's API, the other's, and the token cookie and auth key its privacy text names. */
const SITES = [
	{
		site: SITE_A,
		api: API_URL,
		other: API_URL_B,
		cookie: 'laravel_user_token_main',
		authKey: 'customer-area:auth',
	},
	{
		site: SITE_B,
		api: API_URL_B,
		other: API_URL,
		cookie: 'laravel_user_token',
		authKey: 'customer-area@/broker-b/:auth',
	},
];

for ( const mode of [ 'network', 'site' ] as const ) {
	test.describe( `the plugin ${
		mode === 'network' ? 'network-activated' : 'activated on each site'
	}`, () => {
		test.beforeAll( () => {
			activate( mode );
			emptyCache();
		} );

		for ( const { site, api, other } of SITES ) {
			test( `${ site.area }: its language, its theme, and calls to its own broker only`, async ( {
				page,
				freshSandbox,
			} ) => {
				void freshSandbox;
				const origins = recordOrigins( page );
				await page.goto( site.area );
				const root = page.locator( ROOT_SELECTOR ).first();
				await expect(
					root.getByRole( 'button', { name: site.signIn } )
				).toBeVisible();
				await expect(
					page.locator( `body.wp-theme-${ site.theme }` )
				).toHaveCount( 1 );
				await expectNoAxeViolations( page, `${ site.area } sign-in` );
				await signInOn( page, site, OWNER_EMAIL, DEMO_PASSWORD );
				await expect(
					page
						.locator( APP_SELECTOR )
						.first()
						.locator( '.ca-dashboard__grid > li' )
				).toHaveCount( 19 );
				expect( origins.has( api ) ).toBe( true );
				expect( origins.has( other ) ).toBe( false );
			} );
		}

		test( 'the settings page, Site Health, the privacy text and the block belong to their site', async ( {
			page,
		} ) => {
			await serveExternalImagesLocally( page );
			await logInToAdmin( page );
			for ( const { site, api, other, cookie, authKey } of SITES ) {
				const admin = `${ site.path }wp-admin/`;
				await page.goto(
					`${ admin }options-general.php?page=customer-area`
				);
				await expect(
					page.getByRole( 'textbox', { name: API_BASE_FIELD } )
				).toHaveValue( api );

				await page.goto( `${ admin }site-health.php?tab=debug` );
				const info = page.locator(
					'#health-check-accordion-block-customer-area'
				);
				await expect( info ).toContainText( api );
				await expect( info ).not.toContainText( other );

				await page.goto(
					`${ admin }options-privacy.php?tab=policyguide`
				);
				const guide = page.locator( '.wp-privacy-policy-guide' );
				await expect( guide ).toContainText(
					/Customer Area|Kundenbereich/
				);
				await expect( guide ).toContainText( new URL( api ).host );
				await expect( guide ).not.toContainText(
					new URL( other ).host
				);
				// The site's own cookie and storage keys (SessionScope).
				await expect(
					guide.locator( 'code', { hasText: /^laravel_user_token/ } )
				).toHaveText( cookie );
				await expect(
					guide.locator( 'code', { hasText: /:auth$/ } )
				).toHaveText( authKey );
			}
			for ( const { site, api } of SITES ) {
				onSite(
					site.path,
					`$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'block-page', 'post_title' => 'Block', 'post_content' => '<!-- wp:customer-area/customer-area /-->' ) ); echo $id;`
				);
				await page.goto( `${ site.path }block-page/` );
				// The configuration is woken with the app's files after the first paint: the app's
				// own sign-in form (not the pre-rendered one) says it has been read.
				await expect(
					page
						.locator( APP_SELECTOR )
						.first()
						.getByRole( 'button', { name: site.signIn } )
				).toBeVisible();
				expect(
					await page.evaluate(
						() =>
							(
								window as unknown as {
									customerAreaConfig?: { apiBase?: string };
								}
							 ).customerAreaConfig?.apiBase
					)
				).toBe( api );
				onSite(
					site.path,
					`$page = get_page_by_path( 'block-page', OBJECT, 'page' ); wp_delete_post( $page->ID, true );`
				);
			}
		} );
	} );
}
