/**
 * A signed-in WordPress administrator opens the customer area through the cache: WordPress's own
 * cookie sends the request past Varnish, the area works behind the admin bar, and the next
 * anonymous visitor gets the cached page without it.
 */
import {
	BUYER_EMAIL,
	DEMO_PASSWORD,
	ROOT_SELECTOR,
	expect,
	expectNoAxeViolations,
	test,
} from '../e2e/support/fixtures';
import { logInHere } from '../e2e/auth/helpers';
import { logInToAdmin } from '../e2e/admin/support/admin';
import { serveExternalImagesLocally } from '../e2e/admin/support/editor';
import { emptyCache, expectVerdicts, logMark } from './support/cache';

const AREA = '/customer-area/';

test( 'the administrator’s page passes the cache and works behind the admin bar; the next visitor gets no admin bar', async ( {
	page,
	browser,
	freshSandbox,
} ) => {
	void freshSandbox;
	emptyCache();
	const mark = logMark();
	await serveExternalImagesLocally( page );
	await logInToAdmin( page );
	await page.goto( AREA );
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
	const area = page.locator( ROOT_SELECTOR ).first();
	await logInHere( page, BUYER_EMAIL, DEMO_PASSWORD );
	await expect( area.getByText( 'Hello Berta Buyer' ) ).toBeVisible();
	await expectNoAxeViolations( page, 'dashboard behind the admin bar' );
	await expectVerdicts( mark, AREA, [ 'pass' ] );

	const visitor = await browser.newContext();
	const anonymous = await visitor.newPage();
	await anonymous.goto( AREA );
	await expect(
		anonymous
			.locator( ROOT_SELECTOR )
			.first()
			.getByRole( 'button', { name: 'Sign In Now' } )
	).toBeVisible();
	await expect( anonymous.locator( '#wpadminbar' ) ).toHaveCount( 0 );
	expect( await anonymous.content() ).not.toContain( 'wpadminbar' );
	await anonymous.goto( AREA );
	await expect( anonymous.locator( '#wpadminbar' ) ).toHaveCount( 0 );
	await expectVerdicts( mark, AREA, [ 'pass', 'miss', 'hit' ] );
	await visitor.close();
} );
