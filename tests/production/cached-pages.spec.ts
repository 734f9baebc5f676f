/**
 * Pages from the cache as they are: the HTML Varnish serves from its copy is byte for byte the HTML
 * PHP renders (straight from Apache), the framing headers included; and the secret-sale notice's
 * forward link works from a cached page.
 */
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
	test,
} from '../e2e/support/fixtures';
import { logInHere } from '../e2e/auth/helpers';
import {
	APACHE_URL,
	emptyCache,
	expectVerdicts,
	logMark,
} from './support/cache';
import { get } from './support/http';
import { SECRET_SALE } from './support/pages';

const HOST = new URL( WP_URL ).host;

for ( const pathname of [
	'/customer-area/',
	'/property-valuation/',
	`/${ SECRET_SALE.slug }/`,
] ) {
	test( `${ pathname } from the cache is byte-identical to PHP's, headers of the area included`, async () => {
		emptyCache();
		const mark = logMark();
		await get( WP_URL, pathname, HOST );
		const cached = await get( WP_URL, pathname, HOST );
		await expectVerdicts( mark, pathname, [ 'miss', 'hit' ] );
		const fromPhp = await get( APACHE_URL, pathname, HOST );
		expect( fromPhp.status ).toBe( 200 );
		expect( cached.status ).toBe( 200 );
		expect( cached.body.toString( 'utf8' ) ).toBe(
			fromPhp.body.toString( 'utf8' )
		);
		expect( cached.body.equals( fromPhp.body ) ).toBe( true );
		for ( const header of [
			'content-security-policy',
			'x-frame-options',
			'content-type',
		] ) {
			expect( cached.headers[ header ], header ).toBe(
				fromPhp.headers[ header ]
			);
		}
		expect( cached.headers[ 'content-security-policy' ] ).toBe(
			"frame-ancestors 'self'"
		);
	} );
}

test( 'the secret-sale notice’s forward link works from a cached page', async ( {
	page,
	freshSandbox,
} ) => {
	void freshSandbox;
	const pathname = `/${ SECRET_SALE.slug }/`;
	emptyCache();
	const mark = logMark();
	await get( WP_URL, pathname, HOST );
	await page.goto( pathname );
	await expectVerdicts( mark, pathname, [ 'miss', 'hit' ] );
	const area = page.locator( ROOT_SELECTOR ).first();
	await expect(
		area.getByRole( 'heading', {
			name: 'Further details about the property are available to customers with a customer account.',
		} )
	).toBeVisible();
	await area
		.getByRole( 'button', { name: 'Log into existing account' } )
		.click();
	await logInHere( page, OWNER_EMAIL, DEMO_PASSWORD );
	await expect( page ).toHaveURL( `${ WP_URL }${ SECRET_SALE.target }` );
} );
