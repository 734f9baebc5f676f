/**
 * Debian's Chromium as the bench launches it (never a downloaded browser), and a customer's browser
 * state (cookies, localStorage) that a signed-in page needs before it loads.
 */
import { chromium } from '@playwright/test';

/** The browser binary ($CHROME_PATH, else Debian's Chromium). */
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for a quiet, offline, reproducible Chromium in a container. */
export const CHROME_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
];

/**
 * What a browser must hold before a page loads, e.g. a signed-in customer's token cookie and the
 * stored auth state.
 *
 * @typedef {Object} BrowserState
 * @property {Array<{name: string, value: string}>} [cookies]      Cookies for the site's origin.
 * @property {Record<string, string>}               [localStorage] Items for the site's origin.
 */

/**
 * Puts the state into a running Chromium (reached over its DevTools port), for the site's origin.
 * Lighthouse must then be told not to reset storage.
 *
 * @param {number}       port   The browser's remote debugging port.
 * @param {string}       origin The site, e.g. http://127.0.0.1:8092.
 * @param {BrowserState} state  What to store.
 */
export async function seedBrowserState( port, origin, state ) {
	const browser = await chromium.connectOverCDP(
		`http://127.0.0.1:${ port }`
	);
	try {
		const context = browser.contexts()[ 0 ];
		await context.addCookies(
			( state.cookies ?? [] ).map( ( cookie ) => ( {
				...cookie,
				url: origin,
			} ) )
		);
		const page = await context.newPage();
		// Any page of the origin gives access to its localStorage; a missing file is cheapest.
		await page.goto( `${ origin }/favicon.ico` );
		await page.evaluate( ( items ) => {
			for ( const [ key, value ] of Object.entries( items ) ) {
				window.localStorage.setItem( key, value );
			}
		}, state.localStorage ?? {} );
		await page.close();
	} finally {
		// Connected, not launched: this only disconnects and leaves the browser to Lighthouse.
		await browser.close();
	}
}
