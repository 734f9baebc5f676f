/**
 * Helpers of the dashboard, estate and documents specs: the two widths every screen is checked at,
 * opening an estate as a signed-in customer, counting API requests, and moving focus by keyboard.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, ROOT_SELECTOR, expect, signIn } from './fixtures';

/** A phone and a desktop viewport: the widths every screen of these areas is checked at. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * The first customer-area root of the page.
 *
 * @param page The page.
 */
export const areaOf = ( page: Page ): Locator =>
	page.locator( ROOT_SELECTOR ).first();

/**
 * Signs in as a demo customer and opens an estate's page by its route.
 *
 * @param page  The page.
 * @param email The demo customer (password demo1234).
 * @param id    The estate id.
 */
export async function openEstate(
	page: Page,
	email: string,
	id: number | string
): Promise< Locator > {
	await signIn( page, email, DEMO_PASSWORD );
	await page.goto( `/customer-area/#/estates/${ id }` );
	const area = areaOf( page );
	await expect(
		area.getByRole( 'link', { name: 'Back to the dashboard' } )
	).toBeVisible();
	return area;
}

/**
 * Records the API requests whose method and URL path match, from now on.
 *
 * @param page   The page.
 * @param method HTTP method, e.g. 'GET'.
 * @param path   The URL path must match it, e.g. /\/estates\/102\/stats$/.
 * @return The matching requests so far (the array grows).
 */
export function recordRequests(
	page: Page,
	method: string,
	path: RegExp
): Request[] {
	const seen: Request[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === method &&
			path.test( new URL( request.url() ).pathname )
		) {
			seen.push( request );
		}
	} );
	return seen;
}

/**
 * Presses a key (Tab by default) until `target` has the focus, as a keyboard user moves on.
 *
 * @param page   The page.
 * @param target The element to reach.
 * @param key    `Tab` or `Shift+Tab`.
 */
export async function tabUntilFocused(
	page: Page,
	target: Locator,
	key = 'Tab'
): Promise< void > {
	for ( let i = 0; i < 120; i++ ) {
		if (
			await target.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( key );
	}
	throw new Error( `could not reach ${ target.toString() } with ${ key }` );
}

/**
 * DD.MM.YYYY of a date in the browser's time zone (Europe/Berlin in these tests).
 *
 * @param date The date.
 */
export function germanDate( date: Date ): string {
	return new Intl.DateTimeFormat( 'de-DE', {
		day: '2-digit',
		month: '2-digit',
		year: 'numeric',
		timeZone: 'Europe/Berlin',
	} ).format( date );
}
