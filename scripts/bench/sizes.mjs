/**
 * Bytes: the plugin's assets a page requests before it is usable (raw and as sent), and every other
 * chunk of build/ from disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { REPO_ROOT } from '../lib/common.mjs';
import { CHROME_FLAGS, CHROMIUM } from './browser.mjs';

/** Where the plugin's files sit in a URL. */
const PLUGIN_PATH = '/plugins/customer-area/';

/**
 * The gzip size a production server would send (level 9).
 *
 * @param {Buffer} body Raw bytes.
 * @return {number} Compressed size.
 */
export const gzipSize = ( body ) => zlib.gzipSync( body, { level: 9 } ).length;

/**
 * One plugin asset a page requested.
 *
 * @typedef {{file: string, kind: string, raw: number, wire: number, encoding: string}} Asset
 */

/**
 * Opens a Chromium context holding the given browser state (cookies, localStorage) for the page's
 * origin.
 *
 * @param {import('@playwright/test').Browser}               browser   The browser.
 * @param {string}                                           url       Page URL.
 * @param {import('./browser.mjs').BrowserState}             [state]   Browser state to start with.
 * @param {import('@playwright/test').BrowserContextOptions} [options] Viewport and the like.
 * @return {Promise<import('@playwright/test').BrowserContext>} The context.
 */
export async function contextWithState( browser, url, state, options = {} ) {
	const context = await browser.newContext( options );
	if ( state ) {
		const origin = new URL( url ).origin;
		await context.addCookies(
			( state.cookies ?? [] ).map( ( c ) => ( {
				...c,
				url: origin,
			} ) )
		);
		await context.addInitScript( ( items ) => {
			for ( const [ key, value ] of Object.entries( items ) ) {
				window.localStorage.setItem( key, value );
			}
		}, state.localStorage ?? {} );
	}
	return context;
}

/** Launches Debian's Chromium for Playwright. */
export const launchChromium = () =>
	chromium.launch( { executablePath: CHROMIUM, args: CHROME_FLAGS } );

/**
 * Whether a request is one of the plugin's files.
 *
 * @param {import('@playwright/test').Request} request The request.
 * @return {boolean} True for files under /plugins/customer-area/.
 */
export const isPluginFile = ( request ) =>
	new URL( request.url() ).pathname.includes( PLUGIN_PATH );

/**
 * Sizes of finished plugin requests.
 *
 * @param {import('@playwright/test').Request[]} requests Finished requests.
 * @return {Promise<Asset[]>} Assets.
 */
export async function assetsOf( requests ) {
	const assets = [];
	for ( const request of requests ) {
		const response = await request.response();
		if ( ! response ) {
			continue;
		}
		const body = await response.body();
		const sizes = await request.sizes();
		const encoding = response.headers()[ 'content-encoding' ] ?? '';
		const pathname = new URL( request.url() ).pathname;
		assets.push( {
			file: pathname.slice(
				pathname.indexOf( PLUGIN_PATH ) + PLUGIN_PATH.length
			),
			kind: /\.css$/.test( pathname ) ? 'css' : 'js',
			raw: body.length,
			// Bytes on the wire when the server compressed, else what gzip would make of it.
			wire: encoding ? sizes.responseBodySize : gzipSize( body ),
			encoding: encoding || 'none (gzip computed)',
		} );
	}
	return assets;
}

/**
 * Waits until the network has been idle, or gives up quietly after a while (a page that polls
 * never idles; what loaded until then still counts).
 *
 * @param {import('@playwright/test').Page} page The page.
 */
export async function settle( page ) {
	await page
		.waitForLoadState( 'networkidle', { timeout: 15_000 } )
		.catch( () => {} );
}

/**
 * Loads a page in Chromium and collects the plugin's requests that finished before it was usable;
 * then, once the network is idle, every plugin file it loaded and its calls to the API.
 *
 * @param {string}                                                                        url         Page URL.
 * @param {(page: import('@playwright/test').Page) => import('@playwright/test').Locator} ready       What is visible once usable.
 * @param {import('./browser.mjs').BrowserState}                                          [state]     Browser state to start with.
 * @param {string}                                                                        [apiOrigin] The API's origin, whose requests are counted.
 * @return {Promise<{assets: Asset[], settled: string[], apiCalls: string[]}>} First-view assets, plugin files loaded once idle, API calls.
 */
export async function firstView( url, ready, state, apiOrigin ) {
	const browser = await launchChromium();
	try {
		const context = await contextWithState( browser, url, state );
		const page = await context.newPage();
		const finished = [];
		const apiCalls = [];
		page.on( 'request', ( request ) => {
			const target = new URL( request.url() );
			if ( apiOrigin && target.origin === apiOrigin ) {
				apiCalls.push(
					`${ request.method() } ${ target.pathname }${ target.search }`
				);
			}
		} );
		page.on( 'requestfinished', ( request ) => {
			if ( isPluginFile( request ) ) {
				finished.push( request );
			}
		} );
		await page.goto( url );
		await ready( page ).waitFor( { state: 'visible', timeout: 30_000 } );
		const assets = await assetsOf( [ ...finished ] );
		await settle( page );
		const settled = ( await assetsOf( [ ...finished ] ) ).map(
			( asset ) => asset.file
		);
		return { assets, settled, apiCalls };
	} finally {
		await browser.close();
	}
}

/**
 * The page's largest contentful paint element as the browser names it on Lighthouse's phone screen
 * (412 × 823), described when the browser reports it: for a page whose LCP element the app later
 * replaces (the pre-rendered first screen), which Lighthouse can then no longer name.
 *
 * @param {string}                               url     Page URL.
 * @param {import('./browser.mjs').BrowserState} [state] Browser state to start with.
 * @return {Promise<string>} `tag.class “text”` of the last candidate, or '' when none was reported.
 */
export async function observedLcpElement( url, state ) {
	const browser = await launchChromium();
	try {
		const context = await contextWithState( browser, url, state, {
			viewport: { width: 412, height: 823 },
			deviceScaleFactor: 1.75,
			isMobile: true,
			hasTouch: true,
		} );
		await context.addInitScript( () => {
			const seen = [];
			window.__benchLcp = seen;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					const element = entry.element;
					const classes = element
						? Array.from( element.classList ).join( '.' )
						: '';
					seen.push(
						element
							? `${ element.tagName.toLowerCase() }${
									classes ? `.${ classes }` : ''
								} “${ ( element.textContent ?? '' )
									.trim()
									.replace( /\s+/g, ' ' )
									.slice( 0, 60 ) }”`
							: ''
					);
				}
			} ).observe( { type: 'largest-contentful-paint', buffered: true } );
		} );
		const page = await context.newPage();
		await page.goto( url, { waitUntil: 'load' } );
		await settle( page );
		return await page.evaluate( () => window.__benchLcp.at( -1 ) ?? '' );
	} finally {
		await browser.close();
	}
}

/**
 * Every chunk of build/ that is not in the given set, from disk.
 *
 * @param {Set<string>} loaded Files some first view loaded (relative to the plugin).
 * @return {Array<{file: string, kind: string, raw: number, gzip: number}>} Chunks.
 */
export function lazyChunks( loaded ) {
	const dir = path.join( REPO_ROOT, 'build' );
	return fs
		.readdirSync( dir )
		.filter( ( name ) => /\.(js|css)$/.test( name ) )
		.filter( ( name ) => ! loaded.has( `build/${ name }` ) )
		.sort()
		.map( ( name ) => {
			const body = fs.readFileSync( path.join( dir, name ) );
			return {
				file: `build/${ name }${
					name.endsWith( '-rtl.css' )
						? ' (right-to-left sites only)'
						: ''
				}`,
				kind: name.endsWith( '.css' ) ? 'css' : 'js',
				raw: body.length,
				gzip: gzipSize( body ),
			};
		} );
}
