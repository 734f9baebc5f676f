/**
 * Customers stay with their broker: both brokers' sites share one origin, yet being signed in on
 * broker A's site signs no one in on broker B's, no call from B's pages carries A's token (nor
 * A's pages B's), each site keeps its own token cookie and stored state, and signing out on one
 * leaves the other signed in (docs/behaviour.md "Session token, refresh and remember me").
 */
import type { Page } from '@playwright/test';
import {
	API_URL,
	APP_SELECTOR,
	BUYER_EMAIL,
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	expect,
	test,
	watchLateWork,
} from '../e2e/support/fixtures';
import { API_URL_B, SITE_A, SITE_B, signInOn } from './support/network';

/**
 * The bearer tokens the page sends to either API, with the API, from now on.
 * @param page
 */
function recordTokens( page: Page ): Array< { api: string; token: string } > {
	const sent: Array< { api: string; token: string } > = [];
	page.on( 'request', ( request ) => {
		const origin = new URL( request.url() ).origin;
		const auth = request.headers().authorization ?? '';
		if ( ( origin === API_URL || origin === API_URL_B ) && auth ) {
			sent.push( { api: origin, token: auth.replace( /^Bearer /, '' ) } );
		}
	} );
	return sent;
}

/**
 * The dashboard's cards on the page.
 *
 * @param page The page.
 */
const cards = ( page: Page ) =>
	page.locator( APP_SELECTOR ).first().locator( '.ca-dashboard__grid > li' );

test( 'a session on one broker’s site is neither used nor seen on the other’s', async ( {
	page,
	freshSandbox,
} ) => {
	void freshSandbox;
	const sent = recordTokens( page );
	await page.goto( SITE_A.area );
	await signInOn( page, SITE_A, OWNER_EMAIL, DEMO_PASSWORD );
	await expect( cards( page ) ).toHaveCount( 19 );
	const cookies = async () =>
		( await page.context().cookies() ).filter( ( cookie ) =>
			cookie.name.startsWith( 'laravel_user_token' )
		);
	const [ tokenA ] = await cookies();
	expect( tokenA ).toMatchObject( { path: '/' } );

	// On B: signed out, and A's token goes nowhere.
	await page.goto( SITE_B.area );
	const rootB = page.locator( ROOT_SELECTOR ).first();
	await expect(
		rootB.getByRole( 'button', { name: SITE_B.signIn } )
	).toBeVisible();
	await signInOn( page, SITE_B, BUYER_EMAIL, DEMO_PASSWORD );
	await expect( cards( page ) ).toHaveCount( 3 );
	const both = await cookies();
	const tokenB = both.find( ( cookie ) => cookie.path === SITE_B.path );
	expect( tokenB?.value ).toBeTruthy();
	expect( tokenB?.value ).not.toBe( tokenA?.value );

	// Back on A: still owner@, with A's token.
	await page.goto( SITE_A.area );
	await expect( cards( page ) ).toHaveCount( 19 );

	// Each API got only its own site's token.
	expect( sent.length ).toBeGreaterThan( 0 );
	expect(
		sent.filter( ( call ) =>
			call.api === API_URL
				? call.token !== tokenA?.value
				: call.token !== tokenB?.value
		)
	).toEqual( [] );

	// Each site's stored state under its own key.
	const keys = await page.evaluate( () =>
		Object.keys( window.localStorage )
	);
	expect( keys ).toEqual(
		expect.arrayContaining( [
			'customer-area:auth',
			'customer-area@/broker-b/:auth',
		] )
	);

	// Signing out on B leaves A signed in (once B's page has done its late work: the profile
	// picture's call would otherwise meet the ended token). A's page may answer its own picture's
	// call while B's loads: the watch counts B's API only.
	const late = watchLateWork( page, API_URL_B );
	await page.goto( SITE_B.area );
	await expect( cards( page ) ).toHaveCount( 3 );
	await late.settled();
	await page
		.locator( APP_SELECTOR )
		.first()
		.getByRole( 'button', { name: 'Abmelden' } )
		.click();
	await expect(
		rootB.getByRole( 'button', { name: SITE_B.signIn } )
	).toBeVisible();
	await page.goto( SITE_A.area );
	await expect( cards( page ) ).toHaveCount( 19 );
} );
