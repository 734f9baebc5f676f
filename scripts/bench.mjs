/**
 * `npm run bench`: what the login view of /customer-area/ costs a visitor.
 *
 * - Builds first when build/ is older than the sources.
 * - Starts the `bench` instance of the stack (WordPress 8092, sandbox 8093) with gzip on, so pages
 *   and assets are served compressed as a production server would.
 * - First view: every request under /plugins/customer-area/ that completed before the login form
 *   was visible, in Debian's Chromium (Playwright), raw (decoded) and gzip (bytes on the wire).
 * - Lazy chunks: every other .js/.css of build/, from disk, raw and gzip -9.
 * - Lighthouse 12, mobile preset: performance and accessibility scores, median of 3 runs.
 * - Budget: the plugin's own first-view JavaScript ≤ 90 KiB gzip. Prints PASS/FAIL; exits 1 on FAIL.
 *
 * Options: --runs=N (Lighthouse runs, default 3), --no-lighthouse (sizes only).
 * Nothing here is a timed test; the numbers are for people.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from './lib/prepare.mjs';
import { REPO_ROOT, startStack } from './lib/stack.mjs';
import { say, warn } from './lib/output.mjs';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
];
const BUDGET_JS_GZIP = 90 * 1024;
const PLUGIN_PATH = '/plugins/customer-area/';
const PAGE_PATH = '/customer-area/';

const args = process.argv.slice( 2 );
const runs = Number(
	args.find( ( arg ) => arg.startsWith( '--runs=' ) )?.slice( 7 ) ?? 3
);
const withLighthouse = ! args.includes( '--no-lighthouse' );

/**
 * Formats bytes as KiB with one decimal.
 *
 * @param {number} bytes Byte count.
 * @return {string} E.g. "12.3 KiB".
 */
const kib = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;

/**
 * The gzip size a production server would send (level 9).
 *
 * @param {Buffer} body Raw bytes.
 * @return {number} Compressed size.
 */
const gzipSize = ( body ) => zlib.gzipSync( body, { level: 9 } ).length;

/**
 * The middle value.
 *
 * @param {number[]} values Numbers.
 * @return {number} Median.
 */
function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * Prints rows as an aligned table.
 *
 * @param {string[]}   header Column titles.
 * @param {string[][]} rows   Cells.
 */
function table( header, rows ) {
	const widths = header.map( ( title, column ) =>
		Math.max( title.length, ...rows.map( ( row ) => row[ column ].length ) )
	);
	const line = ( cells ) =>
		cells
			.map( ( cell, column ) =>
				column === 0
					? cell.padEnd( widths[ column ] )
					: cell.padStart( widths[ column ] )
			)
			.join( '  ' );
	say( line( header ) );
	say( line( widths.map( ( width ) => '-'.repeat( width ) ) ) );
	rows.forEach( ( row ) => say( line( row ) ) );
}

/**
 * Loads the login view in Chromium and collects the plugin's requests made before the form shows.
 *
 * @param {string} url Page URL.
 * @return {Promise<Array<{file: string, kind: string, raw: number, wire: number, encoding: string}>>} Assets.
 */
async function firstView( url ) {
	const browser = await chromium.launch( {
		executablePath: CHROMIUM,
		args: CHROME_FLAGS,
	} );
	try {
		const page = await browser.newPage();
		const finished = [];
		page.on( 'requestfinished', ( request ) => {
			if ( new URL( request.url() ).pathname.includes( PLUGIN_PATH ) ) {
				finished.push( request );
			}
		} );
		await page.goto( url );
		await page
			.getByRole( 'textbox', { name: 'Email', exact: true } )
			.waitFor( { state: 'visible', timeout: 30_000 } );
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
 * Every other chunk of build/, from disk.
 *
 * @param {Set<string>} loaded Files of the first view (relative to the plugin).
 * @return {Array<{file: string, kind: string, raw: number, gzip: number}>} Chunks.
 */
function lazyChunks( loaded ) {
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

/**
 * Lighthouse (mobile preset) on the page, `count` times, each in a fresh Chromium.
 *
 * @param {string} url   Page URL.
 * @param {number} count Runs.
 * @return {Promise<Array<{performance: number, accessibility: number, lcp: number, tbt: number, cls: number}>>} Per run.
 */
async function lighthouseRuns( url, count ) {
	const results = [];
	for ( let run = 1; run <= count; run++ ) {
		const chrome = await chromeLauncher.launch( {
			chromePath: CHROMIUM,
			chromeFlags: [ ...CHROME_FLAGS, '--headless=new' ],
		} );
		try {
			const result = await lighthouse( url, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [ 'performance', 'accessibility' ],
			} );
			const lhr = result?.lhr;
			if ( ! lhr || lhr.runtimeError ) {
				throw new Error(
					`Lighthouse failed: ${
						lhr?.runtimeError?.message ?? 'no result'
					}`
				);
			}
			const audit = ( id ) => lhr.audits[ id ]?.numericValue ?? NaN;
			const entry = {
				performance: Math.round(
					( lhr.categories.performance.score ?? 0 ) * 100
				),
				accessibility: Math.round(
					( lhr.categories.accessibility.score ?? 0 ) * 100
				),
				lcp: audit( 'largest-contentful-paint' ),
				tbt: audit( 'total-blocking-time' ),
				cls: audit( 'cumulative-layout-shift' ),
			};
			say(
				`  run ${ run }/${ count }: performance ${ entry.performance }, accessibility ${ entry.accessibility }`
			);
			results.push( entry );
		} finally {
			await chrome.kill();
		}
	}
	return results;
}

/**
 * Runs the bench.
 *
 * @return {Promise<number>} Exit code.
 */
async function main() {
	ensureBuild();
	const stack = await startStack( {
		instance: 'bench',
		wpPort: Number( process.env.CA_BENCH_WP_PORT ?? 8092 ),
		sandboxPort: Number( process.env.CA_BENCH_SANDBOX_PORT ?? 8093 ),
		gzip: true,
		resetSandbox: true,
	} );
	try {
		const url = `${ stack.wpUrl }${ PAGE_PATH }`;
		say( '' );
		say( `bench: ${ url } (login view, served with gzip)` );
		say( '' );

		const assets = await firstView( url );
		say(
			'First view: the plugin’s own assets requested before the login form is visible'
		);
		table(
			[ 'file', 'type', 'raw', 'gzip (sent)', 'content-encoding' ],
			assets.map( ( asset ) => [
				asset.file,
				asset.kind,
				kib( asset.raw ),
				kib( asset.wire ),
				asset.encoding,
			] )
		);
		const sum = ( list, kind, key ) =>
			list
				.filter( ( item ) => item.kind === kind )
				.reduce( ( total, item ) => total + item[ key ], 0 );
		const firstJs = sum( assets, 'js', 'wire' );
		say(
			`first view JS:  ${ kib( sum( assets, 'js', 'raw' ) ) } raw, ${ kib(
				firstJs
			) } gzip`
		);
		say(
			`first view CSS: ${ kib( sum( assets, 'css', 'raw' ) ) } raw, ${ kib(
				sum( assets, 'css', 'wire' )
			) } gzip`
		);
		say( '' );

		const lazy = lazyChunks(
			new Set( assets.map( ( asset ) => asset.file ) )
		);
		say( 'Lazy chunks (not part of the first view), from build/' );
		table(
			[ 'file', 'type', 'raw', 'gzip -9' ],
			lazy.map( ( chunk ) => [
				chunk.file,
				chunk.kind,
				kib( chunk.raw ),
				kib( chunk.gzip ),
			] )
		);
		say(
			`lazy JS:  ${ kib( sum( lazy, 'js', 'raw' ) ) } raw, ${ kib(
				sum( lazy, 'js', 'gzip' )
			) } gzip`
		);
		say(
			`lazy CSS: ${ kib( sum( lazy, 'css', 'raw' ) ) } raw, ${ kib(
				sum( lazy, 'css', 'gzip' )
			) } gzip`
		);
		say( '' );

		if ( withLighthouse ) {
			say( `Lighthouse 12, mobile preset, ${ runs } run(s):` );
			const results = await lighthouseRuns( url, runs );
			const pick = ( key ) =>
				median( results.map( ( entry ) => entry[ key ] ) );
			say(
				`Lighthouse median: performance ${ pick(
					'performance'
				) }, accessibility ${ pick(
					'accessibility'
				) } (LCP ${ Math.round( pick( 'lcp' ) ) } ms, TBT ${ Math.round(
					pick( 'tbt' )
				) } ms, CLS ${ pick( 'cls' ).toFixed( 3 ) })`
			);
			say( '' );
		}

		if ( assets.filter( ( asset ) => asset.kind === 'js' ).length === 0 ) {
			warn(
				'bench: FAIL — no plugin JavaScript was requested; is the shortcode page broken?'
			);
			return 1;
		}
		const pass = firstJs <= BUDGET_JS_GZIP;
		say(
			`budget: plugin first-view JavaScript ${ kib( firstJs ) } gzip ≤ ${ kib(
				BUDGET_JS_GZIP
			) }: ${ pass ? 'PASS' : 'FAIL' }`
		);
		return pass ? 0 : 1;
	} finally {
		await stack.stop();
	}
}

main().then(
	( code ) => process.exit( code ),
	( error ) => {
		warn( `bench: ${ error.stack ?? error }` );
		process.exit( 1 );
	}
);
