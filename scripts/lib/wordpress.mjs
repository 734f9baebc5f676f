/**
 * WordPress of the local stack: the instance's copy of the cached core with the repository symlinked
 * in as the plugin, wp-config.php, the `php -S` server with its router, and the non-interactive
 * install (scripts/wp/install.php).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SCRIPTS, StackError } from './common.mjs';
import { spawnServer } from './processes.mjs';
import { treeVersion } from './wordpress-core.mjs';

/**
 * Creates the instance's tree of one WordPress version (`<instance>/wordpress-<x.y>/`) from the
 * cached core, re-copying when the core changed (a point release), symlinks the repository in as
 * the plugin and drops in the local-only mail catcher. The production stack installs the plugin
 * from the release zip instead (`linkPlugin: false`; scripts/lib/production/release.mjs).
 *
 * @param {string}                                          dir                  The instance's folder.
 * @param {{ root: string, version: string, line: string }} core                 The cached tree (wordpress-core.mjs).
 * @param {Object}                                          [options]
 * @param {boolean}                                         [options.linkPlugin] Symlink the repository in as the plugin (default true).
 * @return {string} The WordPress root.
 */
export function prepareWordPressTree( dir, core, { linkPlugin = true } = {} ) {
	const wpRoot = path.join( dir, `wordpress-${ core.line }` );
	// Before each version had its own tree, an instance had one in wordpress/: it goes.
	const oldLayout = path.join( dir, 'wordpress' );
	if ( fs.existsSync( path.join( oldLayout, 'wp-includes' ) ) ) {
		fs.rmSync( oldLayout, { recursive: true, force: true } );
	}
	if (
		treeVersion( wpRoot ) !== core.version ||
		! sameFile( core.root, wpRoot, '.complete' )
	) {
		// wp-content (uploads) of an older copy is kept; core files are replaced.
		const tmp = `${ wpRoot }.tmp`;
		fs.rmSync( tmp, { recursive: true, force: true } );
		const res = spawnSync( 'cp', [ '-a', core.root, tmp ] );
		if ( res.status !== 0 ) {
			throw new StackError(
				`copying WordPress core failed: ${ res.stderr }`
			);
		}
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
	if ( linkPlugin && current !== REPO_ROOT ) {
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
 * Whether a file has the same content in two folders (both missing counts as different).
 *
 * @param {string} a    One folder.
 * @param {string} b    The other.
 * @param {string} name The file.
 */
function sameFile( a, b, name ) {
	try {
		return fs
			.readFileSync( path.join( a, name ) )
			.equals( fs.readFileSync( path.join( b, name ) ) );
	} catch {
		return false;
	}
}

/**
 * Returns a PHP single-quoted string literal.
 * @param {unknown} value
 */
function phpString( value ) {
	return `'${ String( value ).replace( /[\\']/g, '\\$&' ) }'`;
}

/** The secret keys and salts a wp-config.php defines. */
const SALT_NAMES = [
	'AUTH_KEY',
	'SECURE_AUTH_KEY',
	'LOGGED_IN_KEY',
	'NONCE_KEY',
	'AUTH_SALT',
	'SECURE_AUTH_SALT',
	'LOGGED_IN_SALT',
	'NONCE_SALT',
];

/**
 * Fresh random values for the keys and salts.
 *
 * @return {Record<string, string>} Value by name.
 */
export function newSalts() {
	return Object.fromEntries(
		SALT_NAMES.map( ( n ) => [
			n,
			crypto.randomBytes( 48 ).toString( 'base64' ),
		] )
	);
}

/**
 * The source of a wp-config.php for a local WordPress on MariaDB's socket: database, salts, the
 * URL as constants (so a different port needs no DB change), then the given settings.
 *
 * @param {Object}                                         o
 * @param {string}                                         o.comment  First line's comment: who wrote the file.
 * @param {{name: string, user: string, password: string}} o.db       The database and its user.
 * @param {string}                                         o.socket   MariaDB's socket.
 * @param {Record<string, string>}                         o.salts    Keys and salts by name.
 * @param {string}                                         o.url      WP_HOME and WP_SITEURL.
 * @param {Array<[string, string|boolean]>}                o.settings Further constants.
 * @return {string} The PHP file.
 */
export function wpConfigSource( {
	comment,
	db,
	socket,
	salts,
	url,
	settings,
} ) {
	const define = ( name, value ) =>
		`define( ${ phpString( name ) }, ${
			typeof value === 'string' ? phpString( value ) : String( value )
		} );`;
	return [
		'<?php',
		`// ${ comment }`,
		define( 'DB_NAME', db.name ),
		define( 'DB_USER', db.user ),
		define( 'DB_PASSWORD', db.password ),
		define( 'DB_HOST', `localhost:${ socket }` ),
		define( 'DB_CHARSET', 'utf8mb4' ),
		define( 'DB_COLLATE', '' ),
		...SALT_NAMES.map( ( n ) => define( n, salts[ n ] ) ),
		"$table_prefix = 'wp_';",
		define( 'WP_HOME', url ),
		define( 'WP_SITEURL', url ),
		...settings.map( ( [ name, value ] ) => define( name, value ) ),
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	].join( '\n' );
}

/**
 * Writes wp-config.php on every start (ports and paths may change); the salts are made once per instance.
 *
 * @param {Object}                                         o
 * @param {string}                                         o.dir
 * @param {string}                                         o.wpRoot
 * @param {string}                                         o.wpUrl
 * @param {string}                                         o.socket
 * @param {{name: string, user: string, password: string}} o.db      This version's database.
 * @param {boolean}                                        o.debug
 * @param {string}                                         o.logDir
 * @param {Array<[string, string|boolean|number]>}         [o.extra] Further constants (a multisite network's).
 */
export function writeWpConfig( {
	dir,
	wpRoot,
	wpUrl,
	socket,
	db,
	debug,
	logDir,
	extra = [],
} ) {
	const saltsFile = path.join( dir, 'salts.json' );
	let salts;
	try {
		salts = JSON.parse( fs.readFileSync( saltsFile, 'utf8' ) );
	} catch {
		salts = newSalts();
		fs.writeFileSync( saltsFile, JSON.stringify( salts, null, 2 ) + '\n', {
			mode: 0o600,
		} );
	}
	const source = wpConfigSource( {
		comment:
			'Written by scripts/lib/wordpress.mjs on every start of the local stack: edits here are lost.',
		db,
		socket,
		salts,
		url: wpUrl,
		settings: [
			[ 'WP_ENVIRONMENT_TYPE', 'local' ],
			[ 'WP_DEBUG', debug ],
			[ 'WP_DEBUG_DISPLAY', false ],
			[ 'WP_DEBUG_LOG', path.join( logDir, 'wp-debug.log' ) ],
			// php -S is the only web server: no loopback cron requests, no updates, no calls to the
			// internet (this machine has none; blocked requests fail at once instead of timing out).
			[ 'DISABLE_WP_CRON', true ],
			[ 'AUTOMATIC_UPDATER_DISABLED', true ],
			[ 'WP_AUTO_UPDATE_CORE', false ],
			[ 'WP_HTTP_BLOCK_EXTERNAL', true ],
			[ 'FS_METHOD', 'direct' ],
			[ 'CUSTOMER_AREA_MAIL_LOG', path.join( logDir, 'mail.log' ) ],
			...extra,
		],
	} );
	fs.writeFileSync( path.join( wpRoot, 'wp-config.php' ), source );
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
 * @return {import('./processes.mjs').Child} The running web server.
 */
export function startPhp( { wpRoot, wpPort, gzip, logDir, lock } ) {
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
 * A page an instance needs besides the demo pages; install.php creates it, or restores its content.
 *
 * @typedef {Object} ExtraPage
 * @property {string} slug    Its path, e.g. 'plain-page' for /plain-page/.
 * @property {string} title   Its title.
 * @property {string} content Its content, in block markup.
 */

/**
 * Runs scripts/wp/install.php: `install` (first run only; a no-op once installed), then `configure`
 * (every start: theme, permalinks, plugin, settings, demo pages).
 *
 * @param {Object}                o
 * @param {string}                o.wpRoot       The WordPress root.
 * @param {string}                o.wpUrl        Where WordPress answers.
 * @param {string}                o.apiUrl       The sandbox API the plugin's settings point at.
 * @param {(msg: string) => void} o.log          Progress output.
 * @param {string}                o.theme        The theme to activate (a folder of wp-content/themes).
 * @param {ExtraPage[]}           [o.extraPages] Pages besides the demo pages.
 */
export function installWordPress( {
	wpRoot,
	wpUrl,
	apiUrl,
	log,
	theme,
	extraPages = [],
} ) {
	const env = {
		...process.env,
		CA_WP_ROOT: wpRoot,
		CA_WP_URL: wpUrl,
		CA_API_URL: apiUrl,
		CA_WP_THEME: theme,
		CA_EXTRA_PAGES: JSON.stringify( extraPages ),
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
}
