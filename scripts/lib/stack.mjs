/**
 * The local WordPress stack: MariaDB + WordPress 6.8 (php -S) + the sandbox API, one set per instance.
 *
 * One reusable API for `npm start`, `npm test`, the bench and Playwright. All machine-local state lives
 * outside the repository under $CUSTOMER_AREA_HOME/<instance>/ (default ~/.cache/customer-area), so
 * Jest and tsc never crawl a WordPress tree and a fresh clone stays clean.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { say } from './output.mjs';

/** Absolute path of the repository root (this file lives in scripts/lib/). */
export const REPO_ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);

const SCRIPTS = path.join( REPO_ROOT, 'scripts' );
const STOP_GRACE_MS = 15000;
const DB = { name: 'wordpress', user: 'wp', password: 'wp' };
const ADMIN = { user: 'admin', password: 'admin' };

/** Demo customers seeded by the sandbox (shared fact; password demo1234 for all). */
export const DEMO_CUSTOMERS = [
	{
		email: 'owner@example.com',
		password: 'demo1234',
		note: 'owns 11 properties (reporting, statistics, activities, documents), interested in one, contact person for one',
	},
	{
		email: 'buyer@example.com',
		password: 'demo1234',
		note: 'interested party and contact person only',
	},
	{
		email: 'empty@example.com',
		password: 'demo1234',
		note: 'no properties yet, first login',
	},
];

/** Folder holding all machine-local state ($CUSTOMER_AREA_HOME or ~/.cache/customer-area). */
export function customerAreaHome() {
	return (
		process.env.CUSTOMER_AREA_HOME ||
		path.join( os.homedir(), '.cache', 'customer-area' )
	);
}

/**
 * Folder of one instance's state (WordPress tree, MariaDB datadir, sandbox data, logs).
 * @param {string} instance
 */
export function instanceDir( instance ) {
	return path.join( customerAreaHome(), instance );
}

/** Error whose message is meant for the person at the terminal; callers print it without a stack trace. */
export class StackError extends Error {}

/**
 * Starts (or reuses the state of) one instance of the stack and resolves when both HTTP servers answer.
 *
 * @param {Object}                [options]
 * @param {string}                [options.instance]       State folder name: 'dev' for npm start, 'test' for npm test.
 * @param {number}                [options.wpPort]         Port of the WordPress server.
 * @param {number}                [options.sandboxPort]    Port of the sandbox API.
 * @param {number}                [options.dbPort]         MariaDB's private TCP port (default wpPort + 25000).
 * @param {boolean}               [options.gzip]           Serve text assets and PHP output gzip-compressed like production.
 * @param {boolean}               [options.resetSandbox]   Start the sandbox from its seed data.
 * @param {boolean}               [options.resetWordPress] Drop the WordPress database first (fresh install).
 * @param {(msg: string) => void} [options.log]            Progress output.
 * @return {Promise<{wpUrl: string, apiUrl: string, admin: {user: string, password: string}, wpRoot: string,
 *   customers: Array<{email: string, password: string, note: string}>, db: Object, logDir: string,
 *   stop: () => Promise<void>}>} The running stack.
 */
export async function startStack( {
	instance = 'dev',
	wpPort = 8080,
	sandboxPort = 8081,
	dbPort = undefined,
	gzip = false,
	resetSandbox = false,
	resetWordPress = false,
	log = say,
} = {} ) {
	const started = Date.now();
	const dir = instanceDir( instance );
	const wpUrl = `http://127.0.0.1:${ wpPort }`;
	const apiUrl = `http://127.0.0.1:${ sandboxPort }`;
	const mysqlPort = dbPort ?? wpPort + 25000;
	const logDir = path.join( dir, 'logs' );
	fs.mkdirSync( logDir, { recursive: true } );

	const lock = acquireInstanceLock( dir, instance );
	for ( const pid of lock.killedOrphans ) {
		await waitGroupGone( pid );
	}
	/** @type {Array<Child>} */
	const children = [];
	const onExit = () => {
		// Last resort when the caller never reached stop() (process.exit during start, an uncaught error):
		// terminate everything spawned so far. The lock file stays, so the next start can finish off any
		// process that ignored the signal (the owner pid is dead by then, which marks the file as stale).
		for ( const pid of lock.pids() ) {
			killGroup( pid, 'SIGTERM' );
		}
	};
	process.on( 'exit', onExit );

	let stopped = false;
	const stop = async () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		// Reverse start order: web servers first, the database last.
		for ( const child of [ ...children ].reverse() ) {
			await child.stop();
		}
		// Spawned but not yet handed over (start failed or was interrupted half-way).
		const known = new Set( children.map( ( c ) => c.pid ) );
		for ( const pid of lock.pids().filter( ( p ) => ! known.has( p ) ) ) {
			killGroup( pid, 'SIGTERM' );
			await waitGroupGone( pid );
		}
		lock.release();
		process.off( 'exit', onExit );
	};

	try {
		await Promise.all( [
			assertPortFree( wpPort, 'WordPress (WP_PORT)' ),
			assertPortFree( sandboxPort, 'the sandbox API (SANDBOX_PORT)' ),
			assertPortFree( mysqlPort, 'MariaDB (wpPort + 25000)' ),
		] );

		runScript( 'system/ensure-system.sh' );
		runScript( 'system/fetch-wordpress.sh' );

		const wpRoot = prepareWordPressTree( dir );
		const socket = socketPath( dir, instance );
		writeWpConfig( {
			dir,
			wpRoot,
			wpUrl,
			socket,
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
		ensureDatabase( socket, resetWordPress );

		await Promise.all( [
			waitForHttp( `${ apiUrl }/__sandbox/health`, sandbox, {
				ok: ( status ) => status === 200,
			} ),
			waitForHttp( `${ wpUrl }/readme.html`, php, {
				ok: ( status ) => status < 500,
			} ),
		] );
		if ( resetSandbox ) {
			// Data dir was wiped above; a running sandbox that keeps state in memory gets told as well.
			await fetch( `${ apiUrl }/__sandbox/reset`, {
				method: 'POST',
			} ).catch( () => undefined );
		}

		const env = {
			...process.env,
			CA_WP_ROOT: wpRoot,
			CA_WP_URL: wpUrl,
			CA_API_URL: apiUrl,
		};
		for ( const phase of [ 'install', 'configure' ] ) {
			const res = spawnSync(
				'php',
				[ path.join( SCRIPTS, 'wp', 'install.php' ), phase ],
				{ env, encoding: 'utf8' }
			);
			const out = `${ res.stdout ?? '' }${ res.stderr ?? '' }`.trim();
			if ( res.status !== 0 ) {
				throw new StackError(
					`WordPress ${ phase } failed (exit ${ res.status }):\n${ out }`
				);
			}
			if ( out ) {
				log( out );
			}
		}
		await waitForHttp( `${ wpUrl }/`, php, {
			ok: ( status ) => status === 200,
		} );

		log(
			`stack '${ instance }' up in ${ (
				( Date.now() - started ) /
				1000
			).toFixed( 1 ) } s`
		);
		return {
			wpUrl,
			apiUrl,
			admin: { ...ADMIN },
			wpRoot,
			customers: DEMO_CUSTOMERS.map( ( c ) => ( { ...c } ) ),
			db: { ...DB, socket, port: mysqlPort },
			logDir,
			stop,
		};
	} catch ( error ) {
		await stop();
		throw error;
	}
}

/**
 * @typedef {Object} Child
 * @property {string}               name    Human name used in messages.
 * @property {number}               pid     Process (and process group) id.
 * @property {string}               logFile Where its output goes.
 * @property {() => boolean}        exited  Whether it has exited.
 * @property {Promise<number|null>} done    Resolves with the exit code.
 * @property {() => Promise<void>}  stop    Terminates the whole process group and waits.
 */

/**
 * Spawns a server in its own process group (so Ctrl-C reaches only us and stop() controls the order)
 * with output appended to a log file.
 *
 * @param {string}   name
 * @param {string}   command
 * @param {string[]} args
 * @param {Object}   opts
 * @param {Object}   opts.env
 * @param {string}   opts.cwd
 * @param {string}   opts.logFile
 * @param {Object}   opts.lock
 * @return {Child} The child handle.
 */
function spawnServer( name, command, args, { env, cwd, logFile, lock } ) {
	fs.writeFileSync(
		logFile,
		`--- ${ new Date().toISOString() } ${ command } ${ args.join( ' ' ) }\n`
	);
	const fd = fs.openSync( logFile, 'a' );
	const proc = spawn( command, args, {
		cwd,
		env,
		detached: true,
		stdio: [ 'ignore', fd, fd ],
	} );
	fs.closeSync( fd );
	let exitCode;
	let hasExited = false;
	const done = new Promise( ( resolve ) => {
		proc.on( 'exit', ( code, signal ) => {
			hasExited = true;
			exitCode = code ?? signal;
			resolve( exitCode );
		} );
		proc.on( 'error', ( error ) => {
			hasExited = true;
			fs.appendFileSync( logFile, `spawn failed: ${ error.message }\n` );
			resolve( null );
		} );
	} );
	if ( proc.pid ) {
		lock.record( name, proc.pid );
	}
	return {
		name,
		pid: proc.pid ?? -1,
		logFile,
		exited: () => hasExited,
		done,
		stop: async () => {
			if ( proc.pid && ! hasExited ) {
				killGroup( proc.pid, 'SIGTERM' );
				const timer = setTimeout(
					() => killGroup( proc.pid, 'SIGKILL' ),
					STOP_GRACE_MS
				);
				await done;
				clearTimeout( timer );
			}
			// Workers of php -S (PHP_CLI_SERVER_WORKERS) share the group and may outlive the leader briefly.
			if ( proc.pid ) {
				await waitGroupGone( proc.pid );
			}
		},
	};
}

/**
 * Sends a signal to a whole process group, ignoring groups that are already gone.
 * @param {number}         pid
 * @param {NodeJS.Signals} signal
 */
function killGroup( pid, signal ) {
	if ( ! pid || pid < 0 ) {
		return;
	}
	try {
		process.kill( -pid, signal );
	} catch {
		// ESRCH: nothing left to signal.
	}
}

/**
 * Waits until no process of the group is left, escalating to SIGKILL after the grace period.
 * @param {number} pgid
 */
async function waitGroupGone( pgid ) {
	const deadline = Date.now() + STOP_GRACE_MS;
	while ( groupAlive( pgid ) ) {
		if ( Date.now() > deadline ) {
			killGroup( pgid, 'SIGKILL' );
		}
		await sleep( 50 );
	}
}

/**
 * Whether any process of the group still exists (zombies excluded: they only await reaping).
 * @param {number} pgid
 */
function groupAlive( pgid ) {
	try {
		process.kill( -pgid, 0 );
	} catch {
		return false;
	}
	// A zombie group leader still answers signal 0 until reaped; treat it as gone.
	try {
		const stat = fs.readFileSync( `/proc/${ pgid }/stat`, 'utf8' );
		const state = stat
			.slice( stat.lastIndexOf( ')' ) + 2 )
			.split( ' ' )[ 0 ];
		if ( state === 'Z' ) {
			return otherGroupMembers( pgid );
		}
	} catch {
		return otherGroupMembers( pgid );
	}
	return true;
}

/**
 * Whether a process other than the leader still belongs to the group (Linux /proc scan).
 * @param {number} pgid
 */
function otherGroupMembers( pgid ) {
	for ( const entry of fs.readdirSync( '/proc' ) ) {
		if ( ! /^\d+$/.test( entry ) || Number( entry ) === pgid ) {
			continue;
		}
		try {
			const stat = fs.readFileSync( `/proc/${ entry }/stat`, 'utf8' );
			const fields = stat
				.slice( stat.lastIndexOf( ')' ) + 2 )
				.split( ' ' );
			if ( Number( fields[ 2 ] ) === pgid && fields[ 0 ] !== 'Z' ) {
				return true;
			}
		} catch {
			// Process vanished while scanning.
		}
	}
	return false;
}

/**
 * Start time of a process in clock ticks since boot (field 22 of /proc/PID/stat), or null if gone.
 * @param {number} pid
 */
function processStartTime( pid ) {
	try {
		const stat = fs.readFileSync( `/proc/${ pid }/stat`, 'utf8' );
		return stat.slice( stat.lastIndexOf( ')' ) + 2 ).split( ' ' )[ 19 ];
	} catch {
		return null;
	}
}

/**
 * Makes sure only one stack runs per instance, and cleans up after a previous run that was killed
 * (its orphaned servers are recognised by pid + start time, so a recycled pid is never hit).
 *
 * @param {string} dir
 * @param {string} instance
 */
function acquireInstanceLock( dir, instance ) {
	const file = path.join( dir, 'stack.json' );
	let previous = null;
	try {
		previous = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		// No previous run recorded (or an unreadable file: treat as none).
	}
	if (
		previous &&
		previous.owner &&
		previous.owner.pid !== process.pid &&
		processStartTime( previous.owner.pid ) === previous.owner.start
	) {
		throw new StackError(
			`the '${ instance }' stack is already running (process ${ previous.owner.pid }). ` +
				`Stop it first (Ctrl-C in its terminal, or kill ${ previous.owner.pid }).`
		);
	}
	const killedOrphans = [];
	for ( const child of previous?.children ?? [] ) {
		if ( processStartTime( child.pid ) === child.start ) {
			killedOrphans.push( child.pid );
			process.stderr.write(
				`stack: stopping ${ child.name } (pid ${ child.pid }) left over from a killed run\n`
			);
			killGroup( child.pid, 'SIGKILL' );
		}
	}
	const state = {
		owner: { pid: process.pid, start: processStartTime( process.pid ) },
		children: [],
	};
	const save = () =>
		fs.writeFileSync( file, JSON.stringify( state, null, 2 ) + '\n' );
	save();
	let released = false;
	return {
		killedOrphans,
		pids() {
			return state.children.map( ( c ) => c.pid );
		},
		record( name, pid ) {
			state.children.push( {
				name,
				pid,
				start: processStartTime( pid ),
			} );
			save();
		},
		release() {
			if ( ! released ) {
				released = true;
				fs.rmSync( file, { force: true } );
			}
		},
	};
}

/**
 * Fails with a clear message when something already listens on the port.
 * @param {number} port
 * @param {string} what
 */
async function assertPortFree( port, what ) {
	await new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.once( 'error', ( error ) => {
			reject(
				new StackError(
					error.code === 'EADDRINUSE'
						? `port ${ port } (for ${ what }) is already in use on 127.0.0.1. ` +
								`Stop whatever listens there (e.g. \`ss -ltnp 'sport = :${ port }'\`) or choose another port.`
						: `cannot listen on port ${ port } (for ${ what }): ${ error.message }`
				)
			);
		} );
		server.listen( { port, host: '127.0.0.1', exclusive: true }, () =>
			server.close( resolve )
		);
	} );
}

/**
 * Runs one of the scripts/system shell helpers, failing with its output.
 * @param {string} relative
 */
function runScript( relative ) {
	const res = spawnSync( 'bash', [ path.join( SCRIPTS, relative ) ], {
		stdio: [ 'ignore', 'inherit', 'inherit' ],
		env: { ...process.env, CUSTOMER_AREA_HOME: customerAreaHome() },
	} );
	if ( res.status !== 0 ) {
		throw new StackError(
			`scripts/${ relative } failed (exit ${ res.status })`
		);
	}
}

/**
 * Reads `$wp_version` from a WordPress tree, or null.
 * @param {string} root
 */
function wordpressVersion( root ) {
	try {
		const text = fs.readFileSync(
			path.join( root, 'wp-includes', 'version.php' ),
			'utf8'
		);
		return /^\$wp_version = '([^']+)'/m.exec( text )?.[ 1 ] ?? null;
	} catch {
		return null;
	}
}

/**
 * Creates the instance's WordPress copy from the cached core (re-copying when the core changed),
 * symlinks the repository in as the plugin and drops in the local-only mail catcher.
 *
 * @param {string} dir
 * @return {string} The WordPress root.
 */
function prepareWordPressTree( dir ) {
	const core = path.join( customerAreaHome(), 'wordpress-core' );
	const wpRoot = path.join( dir, 'wordpress' );
	const coreVersion = wordpressVersion( core );
	if ( wordpressVersion( wpRoot ) !== coreVersion ) {
		// wp-content (uploads) of an older copy is kept; core files are replaced.
		const tmp = `${ wpRoot }.tmp`;
		fs.rmSync( tmp, { recursive: true, force: true } );
		const res = spawnSync( 'cp', [ '-a', core, tmp ] );
		if ( res.status !== 0 ) {
			throw new StackError(
				`copying WordPress core failed: ${ res.stderr }`
			);
		}
		fs.rmSync( path.join( tmp, '.complete' ), { force: true } );
		const oldUploads = path.join( wpRoot, 'wp-content', 'uploads' );
		if ( fs.existsSync( oldUploads ) ) {
			fs.renameSync(
				oldUploads,
				path.join( tmp, 'wp-content', 'uploads' )
			);
		}
		fs.rmSync( wpRoot, { recursive: true, force: true } );
		fs.renameSync( tmp, wpRoot );
	}

	const pluginLink = path.join(
		wpRoot,
		'wp-content',
		'plugins',
		'customer-area'
	);
	let current = null;
	try {
		current = fs.readlinkSync( pluginLink );
	} catch {
		// Missing, or not a symlink (handled below).
	}
	if ( current !== REPO_ROOT ) {
		fs.rmSync( pluginLink, { recursive: true, force: true } );
		fs.symlinkSync( REPO_ROOT, pluginLink, 'dir' );
	}

	const muDir = path.join( wpRoot, 'wp-content', 'mu-plugins' );
	fs.mkdirSync( muDir, { recursive: true } );
	fs.copyFileSync(
		path.join( SCRIPTS, 'wp', 'local-mail.php' ),
		path.join( muDir, 'customer-area-local-mail.php' )
	);
	return wpRoot;
}

/**
 * Unix socket path of the instance's MariaDB (kept under the 108-byte sun_path limit).
 * @param {string} dir
 * @param {string} instance
 */
function socketPath( dir, instance ) {
	const preferred = path.join( dir, 'mysql', 'mysqld.sock' );
	if ( preferred.length < 100 ) {
		return preferred;
	}
	const hash = crypto
		.createHash( 'sha1' )
		.update( dir )
		.digest( 'hex' )
		.slice( 0, 10 );
	return path.join( os.tmpdir(), `ca-${ instance }-${ hash }.sock` );
}

/**
 * Returns a PHP single-quoted string literal.
 * @param {unknown} value
 */
function phpString( value ) {
	return `'${ String( value ).replace( /[\\']/g, '\\$&' ) }'`;
}

/**
 * Writes wp-config.php on every start (ports and paths may change); the salts are made once per instance.
 *
 * @param {Object}  o
 * @param {string}  o.dir
 * @param {string}  o.wpRoot
 * @param {string}  o.wpUrl
 * @param {string}  o.socket
 * @param {boolean} o.debug
 * @param {string}  o.logDir
 */
function writeWpConfig( { dir, wpRoot, wpUrl, socket, debug, logDir } ) {
	const saltsFile = path.join( dir, 'salts.json' );
	const names = [
		'AUTH_KEY',
		'SECURE_AUTH_KEY',
		'LOGGED_IN_KEY',
		'NONCE_KEY',
		'AUTH_SALT',
		'SECURE_AUTH_SALT',
		'LOGGED_IN_SALT',
		'NONCE_SALT',
	];
	let salts;
	try {
		salts = JSON.parse( fs.readFileSync( saltsFile, 'utf8' ) );
	} catch {
		salts = Object.fromEntries(
			names.map( ( n ) => [
				n,
				crypto.randomBytes( 48 ).toString( 'base64' ),
			] )
		);
		fs.writeFileSync( saltsFile, JSON.stringify( salts, null, 2 ) + '\n', {
			mode: 0o600,
		} );
	}
	const define = ( name, value ) =>
		`define( ${ phpString( name ) }, ${
			typeof value === 'boolean' ? String( value ) : phpString( value )
		} );`;
	const lines = [
		'<?php',
		'// Written by scripts/lib/stack.mjs on every start of the local stack: edits here are lost.',
		define( 'DB_NAME', DB.name ),
		define( 'DB_USER', DB.user ),
		define( 'DB_PASSWORD', DB.password ),
		define( 'DB_HOST', `localhost:${ socket }` ),
		define( 'DB_CHARSET', 'utf8mb4' ),
		define( 'DB_COLLATE', '' ),
		...names.map( ( n ) => define( n, salts[ n ] ) ),
		"$table_prefix = 'wp_';",
		// Constants instead of the siteurl/home options, so a different port needs no DB change.
		define( 'WP_HOME', wpUrl ),
		define( 'WP_SITEURL', wpUrl ),
		define( 'WP_ENVIRONMENT_TYPE', 'local' ),
		define( 'WP_DEBUG', debug ),
		define( 'WP_DEBUG_DISPLAY', false ),
		define( 'WP_DEBUG_LOG', path.join( logDir, 'wp-debug.log' ) ),
		// php -S is the only web server: no loopback cron requests, no updates, no calls to the internet
		// (this machine has none; blocked requests fail at once instead of timing out).
		define( 'DISABLE_WP_CRON', true ),
		define( 'AUTOMATIC_UPDATER_DISABLED', true ),
		define( 'WP_AUTO_UPDATE_CORE', false ),
		define( 'WP_HTTP_BLOCK_EXTERNAL', true ),
		define( 'FS_METHOD', 'direct' ),
		define( 'CUSTOMER_AREA_MAIL_LOG', path.join( logDir, 'mail.log' ) ),
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	];
	fs.writeFileSync(
		path.join( wpRoot, 'wp-config.php' ),
		lines.join( '\n' )
	);
}

/** Extra arguments so mariadbd agrees to run as root (it refuses by default). */
function rootUserArgs() {
	return process.getuid?.() === 0 ? [ '--user=root' ] : [];
}

/**
 * Starts MariaDB from the instance's private datadir (created with mariadb-install-db on first run).
 *
 * @param {Object}                o
 * @param {string}                o.dir
 * @param {string}                o.socket
 * @param {number}                o.mysqlPort
 * @param {string}                o.logDir
 * @param {(msg: string) => void} o.log
 * @param {Object}                o.lock
 * @return {Promise<Child>} The running server.
 */
async function startMariaDb( { dir, socket, mysqlPort, logDir, log, lock } ) {
	const base = path.join( dir, 'mysql' );
	const datadir = path.join( base, 'data' );
	fs.mkdirSync( base, { recursive: true } );
	if ( ! fs.existsSync( path.join( datadir, 'mysql' ) ) ) {
		log( 'initialising MariaDB data directory ...' );
		// Build into a temporary folder: an interrupted first run must not leave a half datadir behind.
		const tmp = `${ datadir }.tmp`;
		fs.rmSync( tmp, { recursive: true, force: true } );
		const res = spawnSync(
			'mariadb-install-db',
			[
				'--no-defaults',
				`--datadir=${ tmp }`,
				'--auth-root-authentication-method=normal',
				'--skip-test-db',
				...rootUserArgs(),
			],
			{ encoding: 'utf8' }
		);
		if ( res.status !== 0 ) {
			throw new StackError(
				`mariadb-install-db failed:\n${ res.stdout }${ res.stderr }`
			);
		}
		fs.rmSync( datadir, { recursive: true, force: true } );
		fs.renameSync( tmp, datadir );
	}
	// Leftovers of a killed run: we hold the instance lock and killed its orphans, so these are stale.
	fs.rmSync( socket, { force: true } );
	fs.rmSync( `${ socket }.lock`, { force: true } );
	fs.rmSync( path.join( base, 'mysqld.pid' ), { force: true } );

	const child = spawnServer(
		'mariadbd',
		'mariadbd',
		[
			'--no-defaults',
			`--datadir=${ datadir }`,
			`--socket=${ socket }`,
			`--port=${ mysqlPort }`,
			'--bind-address=127.0.0.1',
			`--pid-file=${ path.join( base, 'mysqld.pid' ) }`,
			'--skip-name-resolve',
			'--innodb-buffer-pool-size=64M',
			'--innodb-log-file-size=48M',
			'--character-set-server=utf8mb4',
			'--collation-server=utf8mb4_unicode_ci',
			...rootUserArgs(),
		],
		{
			env: process.env,
			cwd: base,
			logFile: path.join( logDir, 'mariadb.log' ),
			lock,
		}
	);
	const deadline = Date.now() + 60000;
	for (;;) {
		const ping = spawnSync(
			'mariadb-admin',
			[ '--no-defaults', `--socket=${ socket }`, '-uroot', 'ping' ],
			{ encoding: 'utf8' }
		);
		if ( ping.status === 0 ) {
			return child;
		}
		if ( child.exited() || Date.now() > deadline ) {
			await child.stop();
			throw new StackError(
				`MariaDB did not start${
					child.exited() ? ' (it exited)' : ' within 60 s'
				}. Log ${ child.logFile }:\n${ tail( child.logFile ) }`
			);
		}
		await sleep( 200 );
	}
}

/**
 * Creates the database and the WordPress user (idempotent).
 *
 * @param {string}  socket MariaDB's socket.
 * @param {boolean} drop   Drop the database first, so WordPress installs afresh.
 */
function ensureDatabase( socket, drop ) {
	const sql = [
		drop ? `DROP DATABASE IF EXISTS \`${ DB.name }\`;` : '',
		`CREATE DATABASE IF NOT EXISTS \`${ DB.name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
		`CREATE USER IF NOT EXISTS '${ DB.user }'@'localhost' IDENTIFIED BY '${ DB.password }';`,
		`CREATE USER IF NOT EXISTS '${ DB.user }'@'127.0.0.1' IDENTIFIED BY '${ DB.password }';`,
		`GRANT ALL PRIVILEGES ON \`${ DB.name }\`.* TO '${ DB.user }'@'localhost';`,
		`GRANT ALL PRIVILEGES ON \`${ DB.name }\`.* TO '${ DB.user }'@'127.0.0.1';`,
	].join( '\n' );
	const res = spawnSync(
		'mariadb',
		[ '--no-defaults', `--socket=${ socket }`, '-uroot' ],
		{ input: sql, encoding: 'utf8' }
	);
	if ( res.status !== 0 ) {
		throw new StackError(
			`creating the database failed:\n${ res.stderr }`
		);
	}
}

/**
 * Starts the sandbox API (`node --import tsx sandbox/src/main.ts`; env CA_SANDBOX_CMD overrides it
 * with a shell command, for testing the stack before the sandbox exists).
 *
 * @param {Object} o
 * @param {number} o.sandboxPort
 * @param {string} o.wpUrl
 * @param {string} o.apiUrl
 * @param {string} o.sandboxDataDir
 * @param {string} o.logDir
 * @param {Object} o.lock
 * @return {Child} The running sandbox.
 */
function startSandbox( {
	sandboxPort,
	wpUrl,
	apiUrl,
	sandboxDataDir,
	logDir,
	lock,
} ) {
	const env = {
		...process.env,
		SANDBOX_PORT: String( sandboxPort ),
		SANDBOX_HOST: '127.0.0.1',
		SANDBOX_ALLOWED_ORIGIN: wpUrl,
		SANDBOX_DATA_DIR: sandboxDataDir,
		SANDBOX_PUBLIC_URL: apiUrl,
	};
	const logFile = path.join( logDir, 'sandbox.log' );
	const override = process.env.CA_SANDBOX_CMD;
	if ( override ) {
		return spawnServer( 'sandbox', 'sh', [ '-c', override ], {
			env,
			cwd: REPO_ROOT,
			logFile,
			lock,
		} );
	}
	const entry = path.join( REPO_ROOT, 'sandbox', 'src', 'main.ts' );
	if ( ! fs.existsSync( entry ) ) {
		throw new StackError(
			`the sandbox entry ${ path.relative(
				REPO_ROOT,
				entry
			) } does not exist yet (set CA_SANDBOX_CMD to use another server)`
		);
	}
	return spawnServer(
		'sandbox',
		process.execPath,
		[ '--import', 'tsx', 'sandbox/src/main.ts' ],
		{ env, cwd: REPO_ROOT, logFile, lock }
	);
}

/**
 * Starts `php -S` with the router; gzip mode turns on zlib output compression (see router.php).
 *
 * @param {Object}  o
 * @param {string}  o.wpRoot
 * @param {number}  o.wpPort
 * @param {boolean} o.gzip
 * @param {string}  o.logDir
 * @param {Object}  o.lock
 * @return {Child} The running web server.
 */
function startPhp( { wpRoot, wpPort, gzip, logDir, lock } ) {
	const args = [
		'-d',
		'memory_limit=512M',
		'-d',
		'upload_max_filesize=64M',
		'-d',
		'post_max_size=64M',
	];
	if ( gzip ) {
		args.push( '-d', 'zlib.output_compression=On' );
	}
	args.push(
		'-S',
		`127.0.0.1:${ wpPort }`,
		'-t',
		wpRoot,
		path.join( SCRIPTS, 'wp', 'router.php' )
	);
	return spawnServer( 'php', 'php', args, {
		env: {
			...process.env,
			CA_GZIP: gzip ? '1' : '0',
			// php -S serves one request at a time unless it may fork workers; the SPA loads many assets.
			PHP_CLI_SERVER_WORKERS: process.env.PHP_CLI_SERVER_WORKERS || '4',
		},
		cwd: wpRoot,
		logFile: path.join( logDir, 'php.log' ),
		lock,
	} );
}

/**
 * Polls a URL until `ok(status)`; fails with the server's log tail when it exits or 60 s pass.
 *
 * @param {string}                      url
 * @param {Child}                       child
 * @param {Object}                      o
 * @param {(status: number) => boolean} o.ok
 * @param {number}                      o.timeoutMs
 */
async function waitForHttp( url, child, { ok, timeoutMs = 60000 } ) {
	const deadline = Date.now() + timeoutMs;
	let last = 'no answer';
	while ( Date.now() < deadline ) {
		if ( child.exited() ) {
			throw new StackError(
				`${ child.name } exited before answering ${ url }. Log ${
					child.logFile
				}:\n${ tail( child.logFile ) }`
			);
		}
		try {
			const res = await fetch( url, {
				redirect: 'manual',
				signal: AbortSignal.timeout( 10000 ),
			} );
			await res.arrayBuffer();
			if ( ok( res.status ) ) {
				return;
			}
			last = `HTTP ${ res.status }`;
		} catch ( error ) {
			last = error.cause?.code ?? error.message;
		}
		await sleep( 150 );
	}
	throw new StackError(
		`${ child.name } did not answer ${ url } within ${
			timeoutMs / 1000
		} s (last: ${ last }). Log ${ child.logFile }:\n${ tail(
			child.logFile
		) }`
	);
}

/**
 * Last lines of a log file, for error messages.
 * @param {string} file
 * @param {number} lines
 */
function tail( file, lines = 30 ) {
	try {
		return fs
			.readFileSync( file, 'utf8' )
			.trimEnd()
			.split( '\n' )
			.slice( -lines )
			.join( '\n' );
	} catch {
		return '(no log)';
	}
}

/**
 * Resolves after `ms` milliseconds.
 * @param {number} ms
 */
function sleep( ms ) {
	return new Promise( ( resolve ) => setTimeout( resolve, ms ) );
}
