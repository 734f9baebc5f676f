/**
 * The production stack: Varnish 7 → Apache 2.4 (mpm_event, .htaccess) → PHP-FPM 8.2, MariaDB, and
 * the sandbox API on its own origin (uploads and API calls go there, not through Varnish), as a
 * WordPress host runs them (docs/architecture.md "Hosting, caches and multisite"):
 *
 * - the web servers run as an unprivileged user (web-user.mjs), on ports of their own, with their
 *   PID files, FPM socket and Varnish working directory under the instance's folder;
 * - the plugin comes from the release zip (release.mjs), never from the repository;
 * - WordPress's standard rewrite rules are written into `.htaccess` (scripts/wp/htaccess.php).
 *
 * `CA_SERVER=production npm start` and the `production` suite of `npm test` start it; the
 * development stack (scripts/lib/stack.mjs) stays the default.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCRIPTS, StackError } from '../common.mjs';
import {
	databaseFor,
	ensureDatabase,
	socketPath,
	startMariaDb,
} from '../mariadb.mjs';
import { say } from '../output.mjs';
import { assertPortFree, runScript, waitForHttp } from '../processes.mjs';
import { claimInstance } from '../instance.mjs';
import {
	SANDBOX_CONTROL_HEADERS,
	sandboxControlUrl,
	startSandbox,
} from '../sandbox.mjs';
import { DEMO_CUSTOMERS } from '../stack.mjs';
import {
	installWordPress,
	prepareWordPressTree,
	writeWpConfig,
} from '../wordpress.mjs';
import { ensureWordPressCore, selectTheme } from '../wordpress-core.mjs';
import { startApache } from './apache.mjs';
import {
	SITE_B,
	configureSites,
	networkConstants,
	runNetworkPhase,
} from './network.mjs';
import { startPhpFpm, waitForFpm } from './php-fpm.mjs';
import { installReleaseZip, writeReleaseZip } from './release.mjs';
import { startRequestLog, startVarnish } from './varnish.mjs';
import { giveToWebUser, productionDir, webUser } from './web-user.mjs';

/**
 * Installs the host's cache integration as a host does: a must-use plugin (host-purge.php) that
 * bans the site's pages from Varnish when the Customer Area plugin asks for a purge.
 *
 * @param {string} wpRoot The WordPress root.
 */
export function installHostPurge( wpRoot ) {
	const dir = path.join( wpRoot, 'wp-content', 'mu-plugins' );
	fs.mkdirSync( dir, { recursive: true } );
	fs.copyFileSync(
		fileURLToPath( new URL( 'host-purge.php', import.meta.url ) ),
		path.join( dir, 'host-purge.php' )
	);
}

/**
 * Writes WordPress's rewrite rules into the tree's `.htaccess`.
 *
 * @param {string} wpRoot The WordPress root.
 * @param {string} wpUrl  The site's public URL.
 */
export function writeHtaccess( wpRoot, wpUrl ) {
	// Debian's wordpress package ships an .htaccess of commented-out examples: WordPress's own
	// rules replace it.
	fs.rmSync( path.join( wpRoot, '.htaccess' ), { force: true } );
	const res = spawnSync(
		'php',
		[ path.join( SCRIPTS, 'wp', 'htaccess.php' ) ],
		{
			env: { ...process.env, CA_WP_ROOT: wpRoot, CA_WP_URL: wpUrl },
			encoding: 'utf8',
		}
	);
	if ( res.status !== 0 ) {
		throw new StackError(
			`writing .htaccess failed: ${ res.stdout }${ res.stderr }`
		);
	}
}

/**
 * Starts one production instance and resolves when Varnish answers with WordPress's front page.
 *
 * @param {Object}                                      [options]
 * @param {string}                                      [options.instance]       State folder name ('dev-production', 'test-production').
 * @param {number}                                      [options.varnishPort]    The site's public port (Varnish).
 * @param {number}                                      [options.apachePort]     Apache's port (Varnish's backend).
 * @param {number}                                      [options.sandboxPort]    The sandbox API's port.
 * @param {boolean}                                     [options.resetSandbox]   Start the sandbox from its seed data.
 * @param {boolean}                                     [options.resetWordPress] Drop the WordPress database first.
 * @param {'newest'|'oldest'}                           [options.wordpress]      Which WordPress.
 * @param {string}                                      [options.theme]          The active theme.
 * @param {Array<import('../wordpress.mjs').ExtraPage>} [options.extraPages]     Pages besides the demo pages.
 * @param {(msg: string) => void}                       [options.log]            Progress output.
 * @param {?{sandboxPort: number, activation: string}}  [options.network]        A network of two brokers (network.mjs; broker B's sandbox port, `network` or `site` activation) instead of one site; always a fresh install.
 * @return {Promise<Object>} The running stack (see the returned object's fields).
 */
export async function startProductionStack( {
	instance = 'dev-production',
	varnishPort = 8080,
	apachePort = 8084,
	sandboxPort = 8081,
	resetSandbox = false,
	resetWordPress = false,
	wordpress = 'newest',
	theme = selectTheme( undefined ),
	extraPages = [],
	log = say,
	network = null,
} = {} ) {
	const started = Date.now();
	runScript( 'system/ensure-system.sh' );
	runScript( 'system/ensure-production.sh' );
	const user = webUser();
	const dir = productionDir( instance, user );
	const wpUrl = `http://127.0.0.1:${ varnishPort }`;
	const apacheUrl = `http://127.0.0.1:${ apachePort }`;
	const apiUrl = `http://127.0.0.1:${ sandboxPort }`;
	const apiUrlB = network
		? `http://127.0.0.1:${ network.sandboxPort }`
		: null;
	const mysqlPort = varnishPort + 25000;
	const logDir = path.join( dir, 'logs' );
	// What the web servers write themselves (the rest of logs/ is written by this process).
	const webLogDir = path.join( logDir, 'web' );
	const runDir = path.join( dir, 'run' );
	const workDir = path.join( dir, 'varnish' );
	fs.mkdirSync( logDir, { recursive: true } );

	const { lock, children, stop } = await claimInstance( dir, instance );

	try {
		await Promise.all( [
			assertPortFree( varnishPort, 'Varnish (the site)' ),
			assertPortFree( apachePort, 'Apache' ),
			assertPortFree( sandboxPort, 'the sandbox API' ),
			...( network
				? [
						assertPortFree(
							network.sandboxPort,
							'broker B’s sandbox API'
						),
					]
				: [] ),
			assertPortFree( mysqlPort, 'MariaDB (Varnish port + 25000)' ),
		] );
		const core = ensureWordPressCore( wordpress, log );
		const wpRoot = prepareWordPressTree( dir, core, { linkPlugin: false } );
		const zipFile = path.join( dir, 'customer-area.zip' );
		writeReleaseZip( zipFile );
		installReleaseZip( wpRoot, zipFile );
		const socket = socketPath( dir, instance );
		const db = databaseFor( core.line );
		const config = ( extra ) =>
			writeWpConfig( {
				dir,
				wpRoot,
				wpUrl,
				socket,
				db,
				debug: false,
				// The mail catcher's log: PHP-FPM writes it.
				logDir: webLogDir,
				extra,
			} );
		config( [] );

		const sandboxDataDir = path.join( dir, 'sandbox-data' );
		if ( resetSandbox ) {
			fs.rmSync( sandboxDataDir, { recursive: true, force: true } );
		}
		const sandbox = startSandbox( {
			sandboxPort,
			wpUrl,
			apiUrl,
			sandboxDataDir,
			logDir,
			lock,
		} );
		children.push( sandbox );
		if ( network ) {
			fs.mkdirSync( path.join( logDir, 'broker-b' ), {
				recursive: true,
			} );
			const sandboxB = startSandbox( {
				sandboxPort: network.sandboxPort,
				wpUrl,
				apiUrl: apiUrlB,
				sandboxDataDir: path.join( dir, 'sandbox-data-b' ),
				logDir: path.join( logDir, 'broker-b' ),
				lock,
			} );
			children.push( sandboxB );
		}
		const mariadb = await startMariaDb( {
			dir,
			socket,
			mysqlPort,
			logDir,
			log,
			lock,
		} );
		children.push( mariadb );
		// A network is made from a fresh single site each time.
		ensureDatabase( socket, db, resetWordPress || Boolean( network ) );
		installWordPress( { wpRoot, wpUrl, apiUrl, log, theme, extraPages } );
		if ( network ) {
			log( runNetworkPhase( 'network', wpRoot, wpUrl ) );
			config( networkConstants( wpUrl ) );
			log(
				configureSites( {
					wpRoot,
					wpUrl,
					apiUrl,
					apiUrlB,
					activation: network.activation,
				} )
			);
		}
		writeHtaccess( wpRoot, wpUrl );
		installHostPurge( wpRoot );

		giveToWebUser( user, [
			webLogDir,
			runDir,
			workDir,
			path.join( wpRoot, 'wp-content', 'uploads' ),
		] );
		const fpm = startPhpFpm( {
			dir,
			runDir,
			logDir: webLogDir,
			user,
			lock,
		} );
		children.push( fpm.child );
		await waitForFpm( fpm.child, fpm.socket );
		const apache = startApache( {
			dir,
			port: apachePort,
			wpRoot,
			runDir,
			logDir: webLogDir,
			fpmSocket: fpm.socket,
			user,
			lock,
		} );
		children.push( apache );
		const varnish = startVarnish( {
			dir,
			workDir,
			port: varnishPort,
			apachePort,
			logDir: webLogDir,
			user,
			lock,
		} );
		children.push( varnish.varnishd );
		await Promise.all( [
			...children
				.filter( ( child ) => child.name === 'sandbox' )
				.map( ( child, index ) =>
					waitForHttp(
						sandboxControlUrl( index ? apiUrlB : apiUrl, 'health' ),
						child,
						{
							ok: ( status ) => status === 200,
							headers: SANDBOX_CONTROL_HEADERS,
						}
					)
				),
			waitForHttp( `${ apacheUrl }/readme.html`, apache, {
				ok: ( status ) => status === 200,
			} ),
			waitForHttp( `${ wpUrl }/readme.html`, varnish.varnishd, {
				ok: ( status ) => status === 200,
			} ),
		] );
		const requestLog = startRequestLog( {
			workDir,
			cacheLog: varnish.cacheLog,
			logDir: webLogDir,
			user,
			lock,
		} );
		children.push( requestLog );
		await waitForHttp( `${ wpUrl }/`, varnish.varnishd, {
			ok: ( status ) => status === 200,
			timeoutMs: Number( process.env.CA_DEBUG_WAIT || 60000 ),
		} );

		log(
			`production stack '${ instance }' (WordPress ${ core.version }, ${ theme }; Varnish → Apache → PHP-FPM as ${ user.name }) up in ${ (
				( Date.now() - started ) /
				1000
			).toFixed( 1 ) } s`
		);
		return {
			wpUrl,
			apacheUrl,
			apiUrl,
			admin: { user: 'admin', password: 'admin' },
			wpRoot,
			wpVersion: core.version,
			theme,
			customers: DEMO_CUSTOMERS.map( ( c ) => ( { ...c } ) ),
			webUser: user.name,
			varnishDir: workDir,
			// Broker B's site of a network, for a person (`npm start`'s welcome).
			siteB: network ? { ...SITE_B, apiUrl: apiUrlB } : null,
			sites: network
				? [
						{ path: '/', apiUrl },
						{ path: SITE_B.path, apiUrl: apiUrlB },
					]
				: [ { path: '/', apiUrl } ],
			cacheLog: varnish.cacheLog,
			logDir,
			zipFile,
			stop,
		};
	} catch ( error ) {
		await stop();
		throw error;
	}
}
