/**
 * One page from the cache, two customers: the signed-in owner's request fills the empty cache (a
 * miss, in Varnish's own log) and buyer@'s request in a fresh browser is a hit of that copy; then
 * the same the other way round. Each sees only their own properties, and nothing of the other —
 * no property outside their own list, no name, e-mail address or telephone number — reaches any
 * answer, the page or the browser's storage (docs/architecture.md "Hosting, caches and multisite").
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
	APP_SELECTOR,
	expect,
	test,
	watchLateWork,
} from '../e2e/support/fixtures';
import { signInThroughApi } from '../e2e/language/support';
import { emptyCache, expectVerdicts, logMark } from './support/cache';
import {
	BUYER,
	OWNER,
	estatesFromApi,
	expectNothingOf,
	recordReceived,
	type Customer,
} from './support/customers';

const AREA = '/customer-area/';

/**
 * Opens the customer area page as a signed-in customer in the given context and waits for their
 * whole dashboard, the page's late work included.
 *
 * @param context  A browser context of its own.
 * @param customer The customer.
 * @return The page.
 */
async function openDashboard(
	context: BrowserContext,
	customer: Customer
): Promise< Page > {
	await signInThroughApi( context, customer.email );
	const page = await context.newPage();
	const late = watchLateWork( page );
	await page.goto( AREA );
	const app = page.locator( APP_SELECTOR ).first();
	await expect( app.getByText( `Hello ${ customer.name }` ) ).toBeVisible();
	await expect( app.locator( '.ca-dashboard__grid > li' ) ).toHaveCount(
		customer.ids.length
	);
	await late.settled();
	return page;
}

/**
 * A fresh browser (its own context) whose console errors fail the test.
 *
 * @param browser The browser.
 * @return The context and the errors it logs.
 */
async function freshBrowser(
	browser: Browser
): Promise< { context: BrowserContext; errors: string[] } > {
	const context = await browser.newContext();
	const errors: string[] = [];
	context.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	context.on( 'weberror', ( error ) => errors.push( error.error().message ) );
	return { context, errors };
}

for ( const [ first, second ] of [
	[ OWNER, BUYER ],
	[ BUYER, OWNER ],
] as const ) {
	test( `${ first.email } fills the empty cache, ${ second.email } in a fresh browser gets that copy; each sees only their own`, async ( {
		browser,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const lists = new Map( [
			[ OWNER.email, await estatesFromApi( OWNER ) ],
			[ BUYER.email, await estatesFromApi( BUYER ) ],
		] );
		for ( const customer of [ OWNER, BUYER ] ) {
			expect(
				[ ...( lists.get( customer.email )?.keys() ?? [] ) ].sort()
			).toEqual( [ ...customer.ids ].sort() );
		}
		/**
		 * Titles of the properties `of` has and `not` has not.
		 * @param of
		 * @param not
		 */
		const onlyOf = ( of: Customer, not: Customer ) =>
			[ ...( lists.get( of.email ) ?? [] ) ]
				.filter( ( [ id ] ) => ! not.ids.includes( id ) )
				.map( ( [ , title ] ) => title );

		emptyCache();
		const mark = logMark();
		const sessions = [];
		for ( const [ customer, other, verdicts ] of [
			[ first, second, [ 'miss' ] ],
			[ second, first, [ 'miss', 'hit' ] ],
		] as const ) {
			const { context, errors } = await freshBrowser( browser );
			const received = recordReceived( context );
			const page = await openDashboard( context, customer );
			await expectVerdicts( mark, AREA, [ ...verdicts ] );
			sessions.push( {
				customer,
				other,
				context,
				errors,
				received,
				page,
			} );
		}
		for ( const {
			customer,
			other,
			context,
			errors,
			received,
			page,
		} of sessions ) {
			expect( received.listedIds() ).toEqual( new Set( customer.ids ) );
			await expectNothingOf(
				received,
				[ page ],
				other,
				onlyOf( other, customer )
			);
			expect( errors, `console errors of ${ customer.email }` ).toEqual(
				[]
			);
			await context.close();
		}
	} );
}
