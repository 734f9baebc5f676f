/**
 * MariaDB of the local stack: a private datadir per instance, its own socket and port, and the
 * WordPress database and user.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StackError } from './common.mjs';
import { sleep, spawnServer, tail } from './processes.mjs';

/** The WordPress databases' user (local only, hence fixed). */
const DB_USER = { user: 'wp', password: 'wp' };

/**
 * The database of one WordPress release line (each version its own: a newer WordPress upgrades
 * the tables, which an older one then refuses), and its user.
 *
 * @param {string} line The release line, e.g. 6.8.
 * @return {{name: string, user: string, password: string}} The database.
 */
export function databaseFor( line ) {
	return { name: `wordpress_${ line.replace( /\W/g, '_' ) }`, ...DB_USER };
}

/**
 * Unix socket path of the instance's MariaDB (kept under the 108-byte sun_path limit).
 * @param {string} dir
 * @param {string} instance
 */
export function socketPath( dir, instance ) {
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
 * @return {Promise<import('./processes.mjs').Child>} The running server.
 */
export async function startMariaDb( {
	dir,
	socket,
	mysqlPort,
	logDir,
	log,
	lock,
} ) {
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
 * @param {string}                                         socket MariaDB's socket.
 * @param {{name: string, user: string, password: string}} db     The database (databaseFor()).
 * @param {boolean}                                        drop   Drop the database first, so WordPress installs afresh.
 */
export function ensureDatabase( socket, db, drop ) {
	const sql = [
		drop ? `DROP DATABASE IF EXISTS \`${ db.name }\`;` : '',
		`CREATE DATABASE IF NOT EXISTS \`${ db.name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
		`CREATE USER IF NOT EXISTS '${ db.user }'@'localhost' IDENTIFIED BY '${ db.password }';`,
		`CREATE USER IF NOT EXISTS '${ db.user }'@'127.0.0.1' IDENTIFIED BY '${ db.password }';`,
		`GRANT ALL PRIVILEGES ON \`${ db.name }\`.* TO '${ db.user }'@'localhost';`,
		`GRANT ALL PRIVILEGES ON \`${ db.name }\`.* TO '${ db.user }'@'127.0.0.1';`,
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
