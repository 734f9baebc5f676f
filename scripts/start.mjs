/**
 * `npm start`: brings up the local demo (WordPress + plugin + sandbox API) and keeps it running
 * until Ctrl-C / SIGTERM. Works on a fresh machine with only Node and npm; a second start reuses
 * everything (dependencies, build, WordPress tree, database) and is up in seconds.
 *
 * Env: WP_PORT (8080), SANDBOX_PORT (8081), CUSTOMER_AREA_HOME (~/.cache/customer-area),
 * CA_WP (newest, or 6.8: the oldest WordPress the plugin declares), CA_THEME (twentytwentyfive,
 * twentytwentyfour, twentytwentytwo or twentytwentyone), CA_GZIP=1 (serve compressed like production),
 * CA_RESET_SANDBOX=1 (start from seed data), CA_SERVER=production (the production stack instead of
 * `php -S`: Varnish on WP_PORT in front of Apache on APACHE_PORT, default WP_PORT + 4, and PHP-FPM;
 * scripts/lib/production/stack.mjs), CA_SERVER=multisite (that stack as a network of two brokers,
 * broker B's sandbox on SANDBOX_B_PORT, default SANDBOX_PORT + 2; scripts/lib/production/network.mjs).
 */
import {
	ensureBuild,
	ensureNodeModules,
	ensureSystem,
} from './lib/prepare.mjs';
import { StackError, startStack } from './lib/stack.mjs';
import { selectTheme, selectWordPress } from './lib/wordpress-core.mjs';
import { say, warn } from './lib/output.mjs';

/** The servers `CA_SERVER` can name. */
const SERVERS = [ 'development', 'production', 'multisite' ];

/**
 * Parses a port from the environment, with a clear error for nonsense.
 * @param {string} name
 * @param {number} fallback
 */
function portFromEnv( name, fallback ) {
	const raw = process.env[ name ];
	if ( raw === undefined || raw === '' ) {
		return fallback;
	}
	const port = Number( raw );
	if ( ! Number.isInteger( port ) || port < 1 || port > 65535 ) {
		throw new StackError( `${ name }=${ raw } is not a valid port` );
	}
	return port;
}

/**
 * Prints what a person needs to use the demo.
 * @param {Object} stack
 */
function printWelcome( stack ) {
	const lines = [
		'',
		`Customer Area demo is running on WordPress ${ stack.wpVersion } with the theme ${ stack.theme }`,
		'',
		`  Site:                ${ stack.wpUrl }/`,
		`  Customer area:       ${ stack.wpUrl }/customer-area/`,
		`  Property valuation:  ${ stack.wpUrl }/property-valuation/`,
		...( stack.apacheUrl
			? [
					`  (Varnish in front of Apache ${ stack.apacheUrl }, PHP-FPM; servers run as ${ stack.webUser })`,
				]
			: [] ),
		`  WordPress admin:     ${ stack.wpUrl }/wp-admin/  (user ${ stack.admin.user }, password ${ stack.admin.password })`,
		`  Sandbox API:         ${ stack.apiUrl }`,
		`  Sandbox outbox:      ${ stack.apiUrl }/outbox  (mails the API "sent")`,
		...( stack.siteB
			? [
					'',
					`  A network of two brokers: the site above is broker A. Broker B (${ stack.siteB.title }, German, ${ stack.siteB.theme }):`,
					`  Customer area:       ${ stack.wpUrl }${ stack.siteB.path }${ stack.siteB.areaSlug }/`,
					`  Property valuation:  ${ stack.wpUrl }${ stack.siteB.path }${ stack.siteB.valuationSlug }/`,
					`  Its sandbox API:     ${ stack.siteB.apiUrl }  (the same demo customers, data of its own)`,
					`  Network admin:       ${ stack.wpUrl }/wp-admin/network/`,
				]
			: [] ),
		'',
		'  Demo customers:',
		...stack.customers.map(
			( c ) =>
				`    ${ c.email.padEnd( 20 ) } password ${ c.password }   ${ c.note }`
		),
		'',
		`  Logs: ${ stack.logDir }`,
		'  Press Ctrl-C to stop.',
		'',
	];
	say( lines.join( '\n' ) );
}

/** Entry point. */
async function main() {
	const wpPort = portFromEnv( 'WP_PORT', 8080 );
	const sandboxPort = portFromEnv( 'SANDBOX_PORT', 8081 );
	const wordpress = selectWordPress( process.env.CA_WP );
	const theme = selectTheme( process.env.CA_THEME );
	const server = process.env.CA_SERVER || 'development';
	if ( ! SERVERS.includes( server ) ) {
		throw new StackError(
			`CA_SERVER=${ server } is not known: development (the default), production or multisite`
		);
	}
	let stack = null;
	let stopping = false;
	const shutdown = async ( signal ) => {
		if ( stopping ) {
			return;
		}
		stopping = true;
		if ( ! stack ) {
			// Still starting: exiting runs startStack's exit hook, which terminates what it spawned.
			warn( `\n${ signal }: aborting the start` );
			process.exit( 130 );
		}
		say( `\n${ signal }: stopping the stack ...` );
		await stack.stop();
		say( 'stopped.' );
		process.exit( 0 );
	};
	for ( const signal of [ 'SIGINT', 'SIGTERM', 'SIGHUP' ] ) {
		process.on( signal, () => shutdown( signal ) );
	}

	ensureNodeModules();
	ensureSystem();
	ensureBuild();
	const resetSandbox = process.env.CA_RESET_SANDBOX === '1';
	// The production stack needs an npm package (fflate): imported once the packages are in place.
	const production =
		server === 'development'
			? null
			: await import( './lib/production/stack.mjs' );
	// A network's WordPress is installed afresh on each start (startProductionStack); the sandboxes
	// keep their data as on the other stacks.
	const network =
		server === 'multisite'
			? {
					sandboxPort: portFromEnv(
						'SANDBOX_B_PORT',
						sandboxPort + 2
					),
					activation: 'network',
				}
			: null;
	stack =
		production !== null
			? await production.startProductionStack( {
					instance: network ? 'dev-multisite' : 'dev-production',
					varnishPort: wpPort,
					apachePort: portFromEnv( 'APACHE_PORT', wpPort + 4 ),
					sandboxPort,
					wordpress,
					theme,
					resetSandbox,
					network,
				} )
			: await startStack( {
					instance: 'dev',
					wpPort,
					sandboxPort,
					wordpress,
					theme,
					gzip: process.env.CA_GZIP === '1',
					resetSandbox,
				} );
	printWelcome( stack );
	// The servers run in their own process groups; this keeps Node alive until a signal arrives.
	setInterval( () => undefined, 1_000_000_000 );
}

main().catch( ( error ) => {
	warn(
		`npm start: ${
			error instanceof StackError ? error.message : error.stack
		}`
	);
	process.exit( 1 );
} );
