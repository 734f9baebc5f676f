/**
 * Smoke: the plugin boots on the pages that carry its shortcode, hands the browser its
 * configuration, starts one full area per page, and stays off every other page.
 */
import {
	API_URL,
	ROOT_SELECTOR,
	expect,
	expectNoAxeViolations,
	test,
} from './support/fixtures';
import { ensurePage, shortcodeBlock } from './support/wordpress';

/** Part of every URL the plugin serves its assets from. */
const PLUGIN_ASSETS = '/plugins/customer-area/';

test.describe( 'smoke', () => {
	test( 'a visitor of /customer-area/ sees the sign-in form', async ( {
		page,
	} ) => {
		await page.goto( '/customer-area/' );

		const root = page.locator( ROOT_SELECTOR ).first();
		await expect(
			root.getByRole( 'heading', { name: 'Sign In', exact: true } )
		).toBeVisible();
		await expect(
			root.getByRole( 'textbox', { name: 'Email', exact: true } )
		).toBeVisible();
		await expect( root.locator( '.ca-setup-error' ) ).toHaveCount( 0 );
		await expectNoAxeViolations( page, 'customer area: sign in' );
	} );

	test( 'the valuation page renders the lead-generation embed', async ( {
		page,
	} ) => {
		await page.goto( '/property-valuation/' );

		const root = page.locator( ROOT_SELECTOR ).first();
		await expect( root ).not.toBeEmpty();
		await expect( root.locator( '.ca-setup-error' ) ).toHaveCount( 0 );
		await expect( root.getByRole( 'heading' ).first() ).toBeVisible();
		await expectNoAxeViolations( page, 'property valuation' );
	} );

	test( 'a page with the shortcode carries customerAreaConfig', async ( {
		page,
	} ) => {
		await page.goto( '/customer-area/' );
		await expect( page.locator( ROOT_SELECTOR ).first() ).not.toBeEmpty();
		// The configuration runs with the app's files, which wait until the page has painted: the
		// app has taken over once the root is no longer busy.
		await expect(
			page.locator( ROOT_SELECTOR ).first()
		).not.toHaveAttribute( 'aria-busy' );

		const config = await page.evaluate(
			() =>
				( window as unknown as { customerAreaConfig?: unknown } )
					.customerAreaConfig
		);
		const rootIds = await page
			.locator( ROOT_SELECTOR )
			.evaluateAll( ( roots ) => roots.map( ( root ) => root.id ) );

		expect( config ).toMatchObject( {
			apiBase: API_URL,
			language: expect.stringMatching( /^(auto|en|de)$/ ),
			embeds: expect.any( Object ),
		} );
		expect( rootIds.length ).toBeGreaterThan( 0 );
		for ( const id of rootIds ) {
			expect( id ).toMatch( /^customer-area-\d+$/ );
			expect(
				( config as { embeds: Record< string, unknown > } ).embeds
			).toHaveProperty( [ id ] );
		}
		await expectNoAxeViolations( page, 'customer area: sign in' );
	} );

	test( 'a page that prints two full areas starts the first, leaves the second empty and says why in the console', async ( {
		page,
	} ) => {
		ensurePage(
			'two-full-areas',
			'Two full areas',
			[
				shortcodeBlock( '[customer_area]' ),
				shortcodeBlock( '[customer_area popup="true"]' ),
				shortcodeBlock( '[customer_area]' ),
			].join( '\n' )
		);
		const warnings: string[] = [];
		page.on( 'console', ( message ) => {
			if ( message.type() === 'warning' ) {
				warnings.push( message.text() );
			}
		} );

		await page.goto( '/two-full-areas/' );

		const roots = page.locator( ROOT_SELECTOR );
		await expect( roots ).toHaveCount( 3 );
		await expect(
			roots
				.nth( 0 )
				.getByRole( 'heading', { name: 'Sign In', exact: true } )
		).toBeVisible();
		await expect(
			roots.nth( 1 ).getByRole( 'button', { name: 'Sign In Now' } )
		).toBeVisible();
		// The full area's form and the popup's: no third one.
		await expect(
			page.getByRole( 'button', { name: 'Sign In Now' } )
		).toHaveCount( 2 );
		await expect( roots.nth( 2 ) ).toBeEmpty();
		await expect( roots.nth( 2 ) ).toBeHidden();
		const [ first, last ] = await Promise.all( [
			roots.nth( 0 ).getAttribute( 'id' ),
			roots.nth( 2 ).getAttribute( 'id' ),
		] );
		expect( warnings ).toContainEqual(
			expect.stringContaining(
				`#${ last } stays empty: this page already shows the full customer area or the valuation wizard in #${ first }`
			)
		);
		await expectNoAxeViolations( page, 'a page with two full areas' );
	} );

	test( 'a page without the shortcode loads no plugin asset', async ( {
		page,
	} ) => {
		const pluginRequests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( PLUGIN_ASSETS ) ) {
				pluginRequests.push( request.url() );
			}
		} );

		// The default "Sample Page" of every WordPress install.
		const response = await page.goto( '/sample-page/' );
		await page.waitForLoadState( 'load' );

		expect( response?.status() ).toBe( 200 );
		await expect(
			page.getByRole( 'heading', { name: 'Sample Page' } )
		).toBeVisible();
		expect( pluginRequests ).toEqual( [] );
		await expect( page.locator( ROOT_SELECTOR ) ).toHaveCount( 0 );
		expect(
			await page.evaluate(
				() => 'customerAreaConfig' in ( window as object )
			)
		).toBe( false );
		// No axe run here: the plugin renders nothing on this page, so it has nothing to check.
	} );
} );
