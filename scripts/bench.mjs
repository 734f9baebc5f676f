/**
 * `npm run bench`: what the customer area costs a visitor, measured beside the theme's plain page.
 *
 * - Builds first when build/ is older than the sources.
 * - Starts the `bench` instance of the stack (WordPress 8092, sandbox 8093) with gzip on, so pages
 *   and assets are served compressed as a production server would, plus a plain page of the theme.
 * - First view of each area page: every request under /plugins/customer-area/ that completed before
 *   the page was usable, in Debian's Chromium (Playwright), raw (decoded) and gzip (bytes on the wire).
 * - Lazy chunks: every other .js/.css of build/, from disk, raw and gzip -9.
 * - Lighthouse 12, mobile preset, with both throttling methods (simulated, the default, and applied
 *   through DevTools), every page in the same run, interleaved: medians, the differences from the
 *   plain page, the goals, and what the main thread did at start-up (scripts, kinds of work, long tasks).
 * - Signed-in pages (dashboard, an owned estate): the owner signs in at the sandbox API first; the
 *   plugin chunks loaded once the network is idle, chunks that must not load there (the chart on the
 *   dashboard), and the calls to the API on first load.
 * - The uploader (FilePond) chunk loads only when an upload dialog opens, on the estate's Documents tab.
 * - Budgets: the plugin's own first-view JavaScript per page (scripts/bench/pages.mjs, e.g. 90 KiB gzip
 *   on the login page, 110 KiB on the dashboard). Budgets, forbidden chunks and the uploader check
 *   print PASS/FAIL; any FAIL exits 1. The goals are printed as met or not; they do not change the
 *   exit code.
 *
 * Pages are listed in scripts/bench/pages.mjs, one entry each.
 * Options: --runs=N (Lighthouse runs per page and method, default 3; --runs=1 for a quick look), --methods=simulate,devtools,
 * --no-lighthouse (sizes only), --pages=login,dashboard (only these beside the baseline). Env CA_BENCH_WP_PORT / CA_BENCH_SANDBOX_PORT move the ports.
 * Nothing here is a timed test; the numbers are for people.
 */
import os from 'node:os';
import { lazyChunks, firstView } from './bench/sizes.mjs';
import { METHODS, lighthouseRun } from './bench/lighthouse.mjs';
import { GOALS, PAGES, PLAIN_PAGE } from './bench/pages.mjs';
import { uploaderCheck } from './bench/uploader.mjs';
import {
	kib,
	medians,
	printComparison,
	printGoals,
	printProfile,
	printTable,
	sumOf,
} from './bench/report.mjs';
import { ensureBuild } from './lib/prepare.mjs';
import { startStack } from './lib/stack.mjs';
import { say, warn } from './lib/output.mjs';

const args = process.argv.slice( 2 );
const option = ( name ) =>
	args.find( ( arg ) => arg.startsWith( `--${ name }=` ) )?.split( '=' )[ 1 ];
const runs = Number( option( 'runs' ) ?? 3 );
const methodIds = ( option( 'methods' ) ?? 'simulate,devtools' ).split( ',' );
const methods = METHODS.filter( ( method ) => methodIds.includes( method.id ) );
const unknownMethods = methodIds.filter(
	( id ) => ! METHODS.some( ( method ) => method.id === id )
);
if ( unknownMethods.length ) {
	warn(
		`bench: unknown throttling method(s) ${ unknownMethods.join(
			', '
		) }; known: ${ METHODS.map( ( method ) => method.id ).join( ', ' ) }`
	);
	process.exit( 2 );
}
const withLighthouse = ! args.includes( '--no-lighthouse' );
const pageNames = option( 'pages' )?.split( ',' );
// The baseline page always stays: every other page is compared with it.
const pages = PAGES.filter(
	( page ) => page.baseline || ! pageNames || pageNames.includes( page.name )
);
const unknownPages = ( pageNames ?? [] ).filter(
	( name ) => ! PAGES.some( ( page ) => page.name === name )
);
if ( unknownPages.length ) {
	warn(
		`bench: unknown page(s) ${ unknownPages.join( ', ' ) }; known: ${ PAGES.map(
			( page ) => page.name
		).join( ', ' ) }`
	);
	process.exit( 2 );
}

/**
 * Prints the machine's load: timings on a busy machine (other jobs on few cores) vary from run to run,
 * the simulated ones too, since the simulation scales the CPU time it observed.
 */
function sayLoad() {
	const cores = os.availableParallelism?.() ?? os.cpus().length;
	const load = os.loadavg()[ 0 ];
	say(
		`machine load (1-minute average): ${ load.toFixed( 1 ) } on ${ cores } core(s)${
			load > cores ? ' — busy: expect timings to vary between runs' : ''
		}`
	);
}

/**
 * Prints PASS/FAIL for one check.
 *
 * @param {string}  text What was checked.
 * @param {boolean} pass Whether it passed.
 * @return {boolean} `pass`.
 */
function verdict( text, pass ) {
	say( `${ text }: ${ pass ? 'PASS' : 'FAIL' }` );
	return pass;
}

/**
 * Measures and prints the first-view sizes of every page that has a `ready` condition, the chunks a
 * page loaded once idle, its API calls, and the lazy chunks none of them loaded.
 *
 * @param {{wpUrl: string, apiUrl: string}}  site   The running site.
 * @param {Record<string, Object|undefined>} states Browser state per page name.
 * @return {Promise<{failed: string[], noJs: string[]}>} Failed checks, pages without JS.
 */
async function reportSizes( site, states ) {
	const loaded = new Set();
	const failed = [];
	const noJs = [];
	const apiOrigin = new URL( site.apiUrl ).origin;
	for ( const page of pages.filter( ( entry ) => entry.ready ) ) {
		const { assets, settled, apiCalls } = await firstView(
			`${ site.wpUrl }${ page.path }`,
			page.ready,
			states[ page.name ],
			apiOrigin
		);
		settled.forEach( ( file ) => loaded.add( file ) );
		say(
			`First view of ${ page.name } (${ page.path }): the plugin’s own assets requested before it is usable`
		);
		printTable(
			[ 'file', 'type', 'raw', 'gzip (sent)', 'content-encoding' ],
			assets.map( ( asset ) => [
				asset.file,
				asset.kind,
				kib( asset.raw ),
				kib( asset.wire ),
				asset.encoding,
			] )
		);
		const js = sumOf( assets, 'js', 'wire' );
		say(
			`first view JS:  ${ kib( sumOf( assets, 'js', 'raw' ) ) } raw, ${ kib(
				js
			) } gzip`
		);
		say(
			`first view CSS: ${ kib( sumOf( assets, 'css', 'raw' ) ) } raw, ${ kib(
				sumOf( assets, 'css', 'wire' )
			) } gzip`
		);
		if ( page.signIn || page.forbid ) {
			say(
				`plugin chunks loaded once the network is idle: ${
					settled.join( ', ' ) || '(none)'
				}`
			);
		}
		if ( page.countApi ) {
			say(
				`API calls on first load (to ${ apiOrigin }): ${ apiCalls.length }`
			);
			apiCalls.forEach( ( call ) => say( `  ${ call }` ) );
		}
		for ( const chunk of page.forbid ?? [] ) {
			const found = settled.filter( ( file ) => chunk.match( file ) );
			if (
				! verdict(
					`${ page.name }: ${ chunk.label } not loaded${
						found.length ? ` (loaded: ${ found.join( ', ' ) })` : ''
					}`,
					! found.length
				)
			) {
				failed.push( `${ page.name }: ${ chunk.label } loaded` );
			}
		}
		if ( page.budget ) {
			if (
				! verdict(
					`budget (${ page.name }): plugin first-view JavaScript ${ kib(
						js
					) } gzip ≤ ${ kib( page.budget ) }`,
					js <= page.budget
				)
			) {
				failed.push( `${ page.name }: JavaScript budget` );
			}
		}
		say( '' );
		if ( ! assets.some( ( asset ) => asset.kind === 'js' ) ) {
			noJs.push( page.name );
		}
	}

	const lazy = lazyChunks( loaded );
	say( 'Lazy chunks (in no first view above), from build/' );
	printTable(
		[ 'file', 'type', 'raw', 'gzip -9' ],
		lazy.map( ( chunk ) => [
			chunk.file,
			chunk.kind,
			kib( chunk.raw ),
			kib( chunk.gzip ),
		] )
	);
	say(
		`lazy JS:  ${ kib( sumOf( lazy, 'js', 'raw' ) ) } raw, ${ kib(
			sumOf( lazy, 'js', 'gzip' )
		) } gzip`
	);
	say(
		`lazy CSS: ${ kib( sumOf( lazy, 'css', 'raw' ) ) } raw, ${ kib(
			sumOf( lazy, 'css', 'gzip' )
		) } gzip`
	);
	say( '' );
	return { failed, noJs };
}

/**
 * Checks and prints that the uploader chunk loads only when an upload dialog opens, on the signed-in
 * estate page.
 *
 * @param {{wpUrl: string}}                  site   The running site.
 * @param {Record<string, Object|undefined>} states Browser state per page name.
 * @return {Promise<boolean>} Whether it passed (true when no estate page is measured).
 */
async function reportUploader( site, states ) {
	const estate = pages.find( ( page ) => page.name === 'estate' );
	if ( ! estate ) {
		return true;
	}
	say( `Uploader on ${ estate.path }: Documents tab, then an Upload button` );
	let result;
	try {
		result = await uploaderCheck(
			`${ site.wpUrl }${ estate.path }`,
			states[ estate.name ]
		);
	} catch ( error ) {
		// A broken check must not cost the Lighthouse figures that follow.
		warn( `uploader check failed: ${ error.message ?? error }` );
		verdict( 'uploader chunk loaded only with the dialog', false );
		say( '' );
		return false;
	}
	const { onTab, added, uploader, pass } = result;
	say( `plugin files with the Documents tab open: ${ onTab.join( ', ' ) }` );
	say( 'files the upload dialog added:' );
	printTable(
		[ 'file', 'type', 'raw', 'gzip (sent)' ],
		added.map( ( asset ) => [
			asset.file,
			asset.kind,
			kib( asset.raw ),
			kib( asset.wire ),
		] )
	);
	say(
		`uploader chunks: ${
			uploader
				.map(
					( asset ) =>
						`${ asset.file } ${ kib( asset.raw ) } raw / ${ kib(
							asset.wire
						) } gzip`
				)
				.join( ', ' ) || '(none)'
		}`
	);
	verdict(
		'uploader chunk absent with the Documents tab, loaded with the dialog',
		pass
	);
	say( '' );
	return pass;
}

/**
 * Runs Lighthouse on every page with every method, interleaved (run 1 of each page and method, then
 * run 2, …) so that a machine getting slower or faster meanwhile affects all pages alike, then
 * prints the comparison, the goals and the start-up profiles.
 *
 * @param {{wpUrl: string, apiUrl: string}}  site   The running site.
 * @param {Record<string, Object|undefined>} states Browser state per page name.
 */
async function reportLighthouse( site, states ) {
	/** @type {Record<string, Record<string, import('./bench/lighthouse.mjs').RunResult[]>>} */
	const results = Object.fromEntries(
		methods.map( ( method ) => [
			method.id,
			Object.fromEntries( pages.map( ( page ) => [ page.name, [] ] ) ),
		] )
	);
	sayLoad();
	say(
		`Lighthouse 12, mobile preset, ${ runs } run(s) per page and method (${ methods
			.map( ( method ) => method.label )
			.join( ', ' ) }):`
	);
	for ( let run = 1; run <= runs; run++ ) {
		for ( const method of methods ) {
			for ( const page of pages ) {
				const started = Date.now();
				const result = await lighthouseRun(
					`${ site.wpUrl }${ page.path }`,
					{ method: method.id, state: states[ page.name ] }
				);
				results[ method.id ][ page.name ].push( result );
				say(
					`  run ${ run }/${ runs } ${ method.id } ${ page.name }: performance ${
						result.performance
					}, LCP ${ Math.round( result.lcp ) } ms, TBT ${ Math.round(
						result.tbt
					) } ms, CLS ${ result.cls.toFixed( 3 ) } (${ (
						( Date.now() - started ) /
						1000
					).toFixed( 0 ) } s)`
				);
			}
		}
	}
	sayLoad();
	say( '' );

	const table = Object.fromEntries(
		methods.map( ( method ) => [
			method.id,
			Object.fromEntries(
				pages.map( ( page ) => [
					page.name,
					medians( results[ method.id ][ page.name ] ),
				] )
			),
		] )
	);
	say( `Medians, and each page against ${ pages[ 0 ].name }:` );
	printComparison( pages, methods, table );
	say( '' );

	for ( const page of pages.filter( ( entry ) => entry.goals ) ) {
		const goals = Array.isArray( page.goals ) ? page.goals : GOALS;
		printGoals(
			page,
			pages[ 0 ],
			goals.filter( ( goal ) =>
				methods.some( ( method ) => method.id === goal.method )
			),
			table
		);
		say( '' );
	}

	const origin = new URL( site.wpUrl ).origin;
	for ( const page of pages ) {
		for ( const method of methods ) {
			// The run whose TBT is the median stands for the page.
			const list = [ ...results[ method.id ][ page.name ] ].sort(
				( a, b ) => a.tbt - b.tbt
			);
			const run = list[ Math.floor( ( list.length - 1 ) / 2 ) ];
			printProfile(
				`Start-up of ${ page.name }, ${ method.label } (the run with the median TBT, ${ Math.round(
					run.tbt
				) } ms):`,
				run,
				origin
			);
		}
	}
}

/**
 * Runs the bench.
 *
 * @return {Promise<number>} Exit code.
 */
async function main() {
	const started = Date.now();
	ensureBuild();
	const stack = await startStack( {
		instance: 'bench',
		wpPort: Number( process.env.CA_BENCH_WP_PORT ?? 8092 ),
		sandboxPort: Number( process.env.CA_BENCH_SANDBOX_PORT ?? 8093 ),
		gzip: true,
		resetSandbox: true,
		extraPages: [ PLAIN_PAGE ],
	} );
	try {
		say( '' );
		say(
			`bench: ${ pages
				.map(
					( page ) =>
						`${ stack.wpUrl }${ page.path } (${ page.name })`
				)
				.join( ', ' ) }; served with gzip`
		);
		say( '' );
		const states = {};
		for ( const page of pages.filter( ( entry ) => entry.signIn ) ) {
			states[ page.name ] = await page.signIn( stack );
		}

		const { failed, noJs } = await reportSizes( stack, states );
		if ( ! ( await reportUploader( stack, states ) ) ) {
			failed.push( 'uploader chunk' );
		}
		if ( withLighthouse && methods.length ) {
			await reportLighthouse( stack, states );
		}
		say(
			`bench took ${ Math.round( ( Date.now() - started ) / 1000 ) } s`
		);

		if ( noJs.length ) {
			warn(
				`bench: FAIL — no plugin JavaScript was requested on ${ noJs.join(
					', '
				) }; is the shortcode page broken?`
			);
			return 1;
		}
		if ( failed.length ) {
			warn( `bench: FAIL — ${ failed.join( '; ' ) }` );
			return 1;
		}
		return 0;
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
