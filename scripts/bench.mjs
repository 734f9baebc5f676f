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
 *   print PASS/FAIL; any FAIL exits 1. The goals are printed as met or not; with `--goals` a goal
 *   not met exits 1 too.
 *
 * Pages are listed in scripts/bench/pages.mjs, one entry each.
 * Options: --runs=N (Lighthouse runs per page and method, default 3; --runs=1 for a quick look), --methods=simulate,devtools,
 * --no-lighthouse (sizes only), --pages=login,dashboard (only these beside the baseline), --goals (a goal
 * not met fails the run). Env CA_BENCH_WP_PORT / CA_BENCH_SANDBOX_PORT move the ports;
 * CA_WP and CA_THEME pick the WordPress and the theme as for `npm start`. `--production` measures the
 * production stack instead (Varnish on CA_BENCH_WP_PORT in front of Apache on CA_BENCH_APACHE_PORT,
 * default CA_BENCH_WP_PORT − 3, and PHP-FPM; the `bench-production` instance; scripts/lib/production/).
 * Nothing here is a timed test; the numbers are for people.
 */
import { METHODS } from './bench/lighthouse.mjs';
import { reportLighthouse } from './bench/lighthouse-report.mjs';
import { PAGES, PLAIN_PAGE } from './bench/pages.mjs';
import { reportSizes, reportUploader } from './bench/size-report.mjs';
import { ensureBuild } from './lib/prepare.mjs';
import { startStack } from './lib/stack.mjs';
import { startProductionStack } from './lib/production/stack.mjs';
import { selectTheme, selectWordPress } from './lib/wordpress-core.mjs';
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
const checkGoals = args.includes( '--goals' );
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
 * Runs the bench.
 *
 * @return {Promise<number>} Exit code.
 */
async function main() {
	const started = Date.now();
	ensureBuild();
	const wpPort = Number( process.env.CA_BENCH_WP_PORT ?? 8092 );
	const common = {
		sandboxPort: Number( process.env.CA_BENCH_SANDBOX_PORT ?? 8093 ),
		resetSandbox: true,
		wordpress: selectWordPress( process.env.CA_WP ),
		theme: selectTheme( process.env.CA_THEME ),
		extraPages: [ PLAIN_PAGE ],
	};
	const stack = args.includes( '--production' )
		? await startProductionStack( {
				...common,
				instance: 'bench-production',
				varnishPort: wpPort,
				apachePort: Number(
					process.env.CA_BENCH_APACHE_PORT ?? wpPort - 3
				),
			} )
		: await startStack( {
				...common,
				instance: 'bench',
				wpPort,
				gzip: true,
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
		// The sandbox makes each photo width the first time it is asked for: made here, a page's
		// first run measures the picture as a server that keeps its photos sends it.
		for ( const width of [ 320, 480, 640, 800, 960, 1280, 1600 ] ) {
			await fetch(
				`${ stack.apiUrl }/media/estates/101-1.jpg?w=${ width }`
			);
		}
		const states = {};
		for ( const page of pages.filter( ( entry ) => entry.signIn ) ) {
			states[ page.name ] = await page.signIn( stack );
		}

		const { failed, noJs } = await reportSizes( stack, states, pages );
		if ( ! ( await reportUploader( stack, states, pages ) ) ) {
			failed.push( 'uploader chunk' );
		}
		if ( withLighthouse && methods.length ) {
			const unmet = await reportLighthouse( stack, states, {
				pages,
				methods,
				runs,
			} );
			if ( checkGoals && unmet.length ) {
				failed.push( `goals not met on ${ unmet.join( ', ' ) }` );
			}
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
