/**
 * The local WordPress stack: MariaDB + WordPress (php -S; the newest Debian ships or the oldest the
 * plugin declares, see wordpress-core.mjs) + the sandbox API, one set per instance.
 *
 * One reusable API for `npm start`, `npm test`, the bench and Playwright. All machine-local state lives
 * outside the repository under $CUSTOMER_AREA_HOME/<instance>/ (default ~/.cache/customer-area), so
 * Jest and tsc never crawl a WordPress tree and a fresh clone stays clean.
 *
 * This module puts the parts together: instance.mjs (the instance's lock and stop), processes.mjs
 * (spawning, stopping, ports, readiness), wordpress.mjs (tree, wp-config.php, php -S, install),
 * mariadb.mjs (database server) and sandbox.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { instanceDir } from './common.mjs';
import {
	databaseFor,
	ensureDatabase,
	socketPath,
	startMariaDb,
} from './mariadb.mjs';
import { say } from './output.mjs';
import { assertPortFree, runScript, waitForHttp } from './processes.mjs';
import { claimInstance } from './instance.mjs';
import {
	SANDBOX_CONTROL_HEADERS,
	sandboxControl,
	sandboxControlUrl,
	startSandbox,
} from './sandbox.mjs';
import {
	installWordPress,
	prepareWordPressTree,
	startPhp,
	writeWpConfig,
} from './wordpress.mjs';
import { ensureWordPressCore, selectTheme } from './wordpress-core.mjs';

export {
	REPO_ROOT,
	StackError,
	customerAreaHome,
	instanceDir,
} from './common.mjs';
export { selectTheme, selectWordPress } from './wordpress-core.mjs';

const ADMIN = { user: 'admin', password: 'admin' };

/** Demo customers seeded by the sandbox (shared fact; password demo1234 for all). */
export const DEMO_CUSTOMERS = [
	{
		email: 'owner@example.com',
		password: 'demo1234',
		note: 'owns 17 properties covering every combination of reporting, statistics, activities and documents; interested in two (one merged with ownership), contact person for one',
	},
	{
		email: 'buyer@example.com',
		password: 'demo1234',
		note: 'no owned property: interested in two, contact person for one',
	},
	{
		email: 'empty@example.com',
		password: 'demo1234',
		note: 'no properties at all, first login (empty dashboard)',
	},
];

/**
 * Starts (or reuses the state of) one instance of the stack and resolves when both HTTP servers answer.
 *
 * @param {Object}                                     [options]
 * @param {string}                                     [options.instance]       State folder name: 'dev' for npm start, 'test' for npm test.
 * @param {number}                                     [options.wpPort]         Port of the WordPress server.
 * @param {number}                                     [options.sandboxPort]    Port of the sandbox API.
 * @param {number}                                     [options.dbPort]         MariaDB's private TCP port (default wpPort + 25000).
 * @param {boolean}                                    [options.gzip]           Serve text assets and PHP output gzip-compressed like production.
 * @param {boolean}                                    [options.resetSandbox]   Start the sandbox from its seed data.
 * @param {boolean}                                    [options.resetWordPress] Drop the WordPress database first (fresh install).
 * @param {'newest'|'oldest'}                          [options.wordpress]      Which WordPress (wordpress-core.mjs's selectWordPress()).
 * @param {string}                                     [options.theme]          The active theme (default Twenty Twenty-Five).
 * @param {Array<import('./wordpress.mjs').ExtraPage>} [options.extraPages]     Pages besides the demo pages.
 * @param {(msg: string) => void}                      [options.log]            Progress output.
 * @return {Promise<{wpUrl: string, apiUrl: string, admin: {user: string, password: string}, wpRoot: string,
 *   wpVersion: string, theme: string, customers: Array<{email: string, password: string, note: string}>,
 *   db: Object, logDir: string, stop: () => Promise<void>}>} The running stack.
 */
export async function startStack( {
	instance = 'dev',
	wpPort = 8080,
	sandboxPort = 8081,
	dbPort = undefined,
	gzip = false,
	resetSandbox = false,
	resetWordPress = false,
	wordpress = 'newest',
	theme = selectTheme( undefined ),
	extraPages = [],
	log = say,
} = {} ) {
	const started = Date.now();
	const dir = instanceDir( instance );
	const wpUrl = `http://127.0.0.1:${ wpPort }`;
	const apiUrl = `http://127.0.0.1:${ sandboxPort }`;
	const mysqlPort = dbPort ?? wpPort + 25000;
	const logDir = path.join( dir, 'logs' );
	fs.mkdirSync( logDir, { recursive: true } );

	const { lock, children, stop } = await claimInstance( dir, instance );

	try {
		await Promise.all( [
			assertPortFree( wpPort, 'WordPress (WP_PORT)' ),
			assertPortFree( sandboxPort, 'the sandbox API (SANDBOX_PORT)' ),
			assertPortFree( mysqlPort, 'MariaDB (wpPort + 25000)' ),
		] );

		runScript( 'system/ensure-system.sh' );
		const core = ensureWordPressCore( wordpress, log );

		const wpRoot = prepareWordPressTree( dir, core );
		const socket = socketPath( dir, instance );
		const db = databaseFor( core.line );
		writeWpConfig( {
			dir,
			wpRoot,
			wpUrl,
			socket,
			db,
			debug: ! gzip,
			logDir,
		} );

		// The three servers start concurrently; each readiness wait fails fast if its process dies.
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
		const php = startPhp( { wpRoot, wpPort, gzip, logDir, lock } );
		children.push( php );
		const mariadb = await startMariaDb( {
			dir,
			socket,
			mysqlPort,
			logDir,
			log,
			lock,
		} );
		children.push( mariadb );
		ensureDatabase( socket, db, resetWordPress );

		await Promise.all( [
			waitForHttp( sandboxControlUrl( apiUrl, 'health' ), sandbox, {
				ok: ( status ) => status === 200,
				headers: SANDBOX_CONTROL_HEADERS,
			} ),
			waitForHttp( `${ wpUrl }/readme.html`, php, {
				ok: ( status ) => status < 500,
			} ),
		] );
		if ( resetSandbox ) {
			// Data dir was wiped above; a running sandbox that keeps state in memory gets told as well.
			await sandboxControl( apiUrl, 'reset', {
				method: 'POST',
			} ).catch( () => undefined );
		}

		installWordPress( { wpRoot, wpUrl, apiUrl, log, theme, extraPages } );
		await waitForHttp( `${ wpUrl }/`, php, {
			ok: ( status ) => status === 200,
		} );

		log(
			`stack '${ instance }' (WordPress ${ core.version }, ${ theme }) up in ${ (
				( Date.now() - started ) /
				1000
			).toFixed( 1 ) } s`
		);
		return {
			wpUrl,
			apiUrl,
			admin: { ...ADMIN },
			wpRoot,
			wpVersion: core.version,
			theme,
			customers: DEMO_CUSTOMERS.map( ( c ) => ( { ...c } ) ),
			db: { ...db, socket, port: mysqlPort },
			logDir,
			stop,
		};
	} catch ( error ) {
		await stop();
		throw error;
	}
}
