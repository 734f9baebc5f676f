/**
 * Sign-in, sign-out and sign-in again as another customer in one tab, on pages from the cache,
 * while the API marks personal answers `Cache-Control: max-age=600` (the sandbox's named setting
 * `personal_cache`, as a careless backend might): the browser's own cache never gives the second
 * customer the first one's answers (docs/behaviour.md "Calls and headers").
 */
import {
	API_URL,
	APP_SELECTOR,
	DEMO_PASSWORD,
	expect,
	setSandboxSettings,
	signIn,
	test,
} from '../e2e/support/fixtures';
import { logInHere } from '../e2e/auth/helpers';
import { emptyCache, logMark, verdictsSince } from './support/cache';
import {
	BUYER,
	OWNER,
	estatesFromApi,
	expectNothingOf,
	recordReceived,
} from './support/customers';

const AREA = '/customer-area/';

test( 'owner@ signs in, out, and buyer@ signs in in the same tab: buyer@ sees only their own, after a reload too', async ( {
	page,
	freshSandbox,
} ) => {
	void freshSandbox;
	await setSandboxSettings( { personal_cache: 'max_age_600' } );
	const ownersOnly = [ ...( await estatesFromApi( OWNER ) ) ]
		.filter( ( [ id ] ) => ! BUYER.ids.includes( id ) )
		.map( ( [ , title ] ) => title );
	emptyCache();
	const mark = logMark();
	const app = page.locator( APP_SELECTOR ).first();
	const cards = app.locator( '.ca-dashboard__grid > li' );
	const cacheable: string[] = [];
	page.on( 'response', ( response ) => {
		if (
			response.url().startsWith( `${ API_URL }/api/` ) &&
			response.headers()[ 'cache-control' ] === 'max-age=600'
		) {
			cacheable.push( new URL( response.url() ).pathname );
		}
	} );

	await page.goto( AREA );
	await signIn( page, OWNER.email, DEMO_PASSWORD );
	await expect( app.getByText( `Hello ${ OWNER.name }` ) ).toBeVisible();
	await expect( cards ).toHaveCount( OWNER.ids.length );
	// The API did mark the owner's answers cacheable: the browser was free to keep them.
	expect( cacheable ).toEqual(
		expect.arrayContaining( [ '/api/user', '/api/onoffice/estates' ] )
	);

	await app.getByRole( 'button', { name: 'Logout' } ).click();
	await expect(
		app.getByRole( 'button', { name: 'Sign In Now' } )
	).toBeVisible();

	const received = recordReceived( page.context() );
	await logInHere( page, BUYER.email, DEMO_PASSWORD );
	await expect( app.getByText( `Hello ${ BUYER.name }` ) ).toBeVisible();
	await expect( cards ).toHaveCount( BUYER.ids.length );
	await page.reload();
	await expect( app.getByText( `Hello ${ BUYER.name }` ) ).toBeVisible();
	await expect( cards ).toHaveCount( BUYER.ids.length );
	expect( received.listedIds() ).toEqual( new Set( BUYER.ids ) );
	await expectNothingOf( received, [ page ], OWNER, ownersOnly );

	// The page was loaded twice (signing in and out changes only its hash): the first load filled
	// the cache, the reload came from it.
	expect( verdictsSince( mark, AREA ).map( ( v ) => v.handling ) ).toEqual( [
		'miss',
		'hit',
	] );
} );
