/**
 * A second, clean WordPress beside a running stack, for installing the release zip the way a site
 * owner does: a fresh copy of the cached WordPress core without the plugin, its own database on the
 * stack's MariaDB, its own `php -S` on a free port and its own debug log. Nothing of it survives
 * `stop()`.
 *
 * The machine has no internet, so a must-use plugin turns WordPress's update checks off, answers
 * the question which translations exist with the installed ones, and fails its other calls to
 * wordpress.org at once: a failed update check logs a warning, and the log is meant to show only
 * what the installed plugin causes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SCRIPTS, StackError } from './common.mjs';
import { spawnServer, waitForHttp } from './processes.mjs';
import { newSalts, wpConfigSource } from './wordpress.mjs';
import { treeVersion } from './wordpress-core.mjs';

/** The clean site's database (on the stack's MariaDB) and the stack's WordPress user. */
const CLEAN_DB = { name: 'wordpress_clean', user: 'wp', password: 'wp' };

/** The must-use plugin that keeps WordPress from calling wordpress.org (see the file comment). */
const OFFLINE_MU_PLUGIN = `<?php
/**
 * Test site without internet: no update checks, and any other request to wordpress.org fails at
 * once, so WordPress's own failed calls do not fill the debug log. Written by
 * scripts/lib/clean-wordpress.mjs.
 */
$customer_area_no_update_checks = static function (): void {
	$checks = array(
		'admin_init'                => array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ),
		'load-plugins.php'          => array( 'wp_update_plugins' ),
		'load-themes.php'           => array( 'wp_update_themes' ),
		'load-update.php'           => array( 'wp_update_plugins', 'wp_update_themes' ),
		'load-update-core.php'      => array( 'wp_update_plugins', 'wp_update_themes' ),
		'upgrader_process_complete' => array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes' ),
	);
	foreach ( $checks as $hook => $callbacks ) {
		foreach ( $callbacks as $callback ) {
			remove_action( $hook, $callback );
		}
	}
};
// Twice: wp-admin adds its part of these hooks after init, but before admin_init runs them.
add_action( 'init', $customer_area_no_update_checks, 0 );
add_action( 'admin_init', $customer_area_no_update_checks, 0 );
// The language list of Settings → General asks wordpress.org which translations exist (the tree
// holds core translations): offline, the installed ones are all there are.
add_filter(
	'translations_api',
	static function ( $result, $type ) {
		return 'core' === $type ? array( 'translations' => array() ) : $result;
	},
	10,
	2
);
add_filter(
	'pre_http_request',
	static function ( $pre, $args, $url ) {
		$host = (string) wp_parse_url( (string) $url, PHP_URL_HOST );
		if ( 'wordpress.org' === $host || str_ends_with( $host, '.wordpress.org' ) ) {
			return new WP_Error( 'offline', 'This test site has no internet.' );
		}
		return $pre;
	},
	10,
	3
);
`;

/**
 * A TCP port nothing listens on.
 *
 * @return {Promise<number>} The port.
 */
function freePort() {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const address = server.address();
			server.close( () =>
				resolve(
					typeof address === 'object' && address ? address.port : 0
				)
			);
		} );
	} );
}

/**
 * The MariaDB socket a stack's WordPress uses (its wp-config.php's DB_HOST `localhost:/path`).
 *
 * @param {string} stackWpRoot The stack's WordPress tree.
 * @return {string} The socket path.
 */
function stackSocket( stackWpRoot ) {
	const config = fs.readFileSync(
		path.join( stackWpRoot, 'wp-config.php' ),
		'utf8'
	);
	const socket = /define\( 'DB_HOST', 'localhost:([^']+)' \)/.exec(
		config
	)?.[ 1 ];
	if ( ! socket ) {
		throw new StackError(
			`no MariaDB socket in ${ stackWpRoot }/wp-config.php`
		);
	}
	return socket;
}

/**
 * Runs SQL as MariaDB's root on the socket.
 *
 * @param {string} socket The socket.
 * @param {string} sql    Statements.
 */
function mariadb( socket, sql ) {
	const result = spawnSync(
		'mariadb',
		[ '--no-defaults', `--socket=${ socket }`, '-uroot' ],
		{ input: sql, encoding: 'utf8' }
	);
	if ( result.status !== 0 ) {
		throw new StackError( `MariaDB refused: ${ result.stderr }` );
	}
}

/**
 * Starts a clean WordPress beside a running stack and installs it (admin / admin), without the
 * plugin.
 *
 * @param {Object} options
 * @param {string} options.stackWpRoot The running stack's WordPress tree (WP_ROOT); the clean copy
 *                                     comes from the same cached core and uses the same MariaDB.
 * @return {Promise<{ url: string, wpRoot: string, debugLog: string, serverLog: string,
 *   stop: () => Promise<void> }>} The running site.
 */
export async function startCleanWordPress( { stackWpRoot } ) {
	const instance = path.dirname( stackWpRoot );
	const core = path.join(
		path.dirname( instance ),
		'wordpress-core',
		String( treeVersion( stackWpRoot ) )
	);
	const dir = path.join( instance, 'clean-site' );
	const wpRoot = path.join( dir, 'wordpress' );
	const logDir = path.join( dir, 'logs' );
	const debugLog = path.join( logDir, 'wp-debug.log' );
	const socket = stackSocket( stackWpRoot );
	const port = await freePort();
	const url = `http://127.0.0.1:${ port }`;

	fs.rmSync( dir, { recursive: true, force: true } );
	fs.mkdirSync( logDir, { recursive: true } );
	const copy = spawnSync( 'cp', [ '-a', core, wpRoot ] );
	if ( copy.status !== 0 ) {
		throw new StackError( `copying ${ core } failed: ${ copy.stderr }` );
	}
	fs.rmSync( path.join( wpRoot, 'wp-content', 'plugins', 'customer-area' ), {
		recursive: true,
		force: true,
	} );
	const muDir = path.join( wpRoot, 'wp-content', 'mu-plugins' );
	fs.mkdirSync( muDir, { recursive: true } );
	fs.writeFileSync( path.join( muDir, 'offline.php' ), OFFLINE_MU_PLUGIN );

	mariadb(
		socket,
		[
			`DROP DATABASE IF EXISTS \`${ CLEAN_DB.name }\`;`,
			`CREATE DATABASE \`${ CLEAN_DB.name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
			`CREATE USER IF NOT EXISTS '${ CLEAN_DB.user }'@'localhost' IDENTIFIED BY '${ CLEAN_DB.password }';`,
			`GRANT ALL PRIVILEGES ON \`${ CLEAN_DB.name }\`.* TO '${ CLEAN_DB.user }'@'localhost';`,
		].join( '\n' )
	);

	fs.writeFileSync(
		path.join( wpRoot, 'wp-config.php' ),
		wpConfigSource( {
			comment:
				'Written by scripts/lib/clean-wordpress.mjs for one end-to-end test.',
			db: CLEAN_DB,
			socket,
			salts: newSalts(),
			url,
			settings: [
				// Like the stack: the site and the API it is given (a sandbox on 127.0.0.1) run on this
				// machine, so the plugin's settings accept a loopback API base (docs/architecture.md
				// "Security rules").
				[ 'WP_ENVIRONMENT_TYPE', 'local' ],
				[ 'WP_DEBUG', true ],
				[ 'WP_DEBUG_DISPLAY', false ],
				[ 'WP_DEBUG_LOG', debugLog ],
				[ 'DISABLE_WP_CRON', true ],
				[ 'AUTOMATIC_UPDATER_DISABLED', true ],
				[ 'FS_METHOD', 'direct' ],
			],
		} )
	);

	const install = spawnSync(
		'php',
		[ path.join( SCRIPTS, 'wp', 'install.php' ), 'install' ],
		{
			env: { ...process.env, CA_WP_ROOT: wpRoot, CA_WP_URL: url },
			encoding: 'utf8',
		}
	);
	if ( install.status !== 0 ) {
		throw new StackError(
			`installing the clean WordPress failed: ${ install.stdout }${ install.stderr }`
		);
	}

	const serverLog = path.join( logDir, 'php.log' );
	const php = spawnServer(
		'clean WordPress',
		'php',
		[
			'-d',
			'upload_max_filesize=64M',
			'-d',
			'post_max_size=64M',
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			wpRoot,
			path.join( SCRIPTS, 'wp', 'router.php' ),
		],
		{
			env: {
				...process.env,
				CA_GZIP: '0',
				PHP_CLI_SERVER_WORKERS: '2',
			},
			cwd: wpRoot,
			logFile: serverLog,
			lock: { record: () => undefined },
		}
	);
	const stop = async () => {
		await php.stop();
		try {
			mariadb(
				socket,
				`DROP DATABASE IF EXISTS \`${ CLEAN_DB.name }\`;`
			);
		} finally {
			fs.rmSync( dir, { recursive: true, force: true } );
		}
	};
	try {
		await waitForHttp( `${ url }/readme.html`, php, {
			ok: ( status ) => status === 200,
		} );
	} catch ( error ) {
		await stop();
		throw error;
	}
	return { url, wpRoot, debugLog, serverLog, stop };
}
