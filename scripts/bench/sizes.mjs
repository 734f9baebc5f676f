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
 * Loads a page in Chromium and collects the plugin's requests that finished before it was usable.
 *
 * @param {string}                                                                        url     Page URL.
 * @param {(page: import('@playwright/test').Page) => import('@playwright/test').Locator} ready   What is visible once usable.
 * @param {import('./browser.mjs').BrowserState}                                          [state] Browser state to start with.
 * @return {Promise<Array<{file: string, kind: string, raw: number, wire: number, encoding: string}>>} Assets.
 */
export async function firstView( url, ready, state ) {
	const browser = await chromium.launch( {
		executablePath: CHROMIUM,
		args: CHROME_FLAGS,
	} );
	try {
		const context = await browser.newContext();
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
		const page = await context.newPage();
		const finished = [];
		page.on( 'requestfinished', ( request ) => {
			if ( new URL( request.url() ).pathname.includes( PLUGIN_PATH ) ) {
				finished.push( request );
			}
		} );
		await page.goto( url );
		await ready( page ).waitFor( { state: 'visible', timeout: 30_000 } );
		const before = [ ...finished ];
		const assets = [];
		for ( const request of before ) {
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
