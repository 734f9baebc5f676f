/**
 * PHP-FPM 8.2 of the production stack: one pool of its own, as the web user, listening on a Unix
 * socket in the instance's `run/` folder, with its configuration in `fpm/`. Debian's FPM php.ini
 * (the production one, OPcache on) applies, as on a host.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnServer } from '../processes.mjs';

/** Debian's PHP-FPM binary. */
const PHP_FPM = '/usr/sbin/php-fpm8.2';

/**
 * Writes the FPM configuration and starts the master (in the foreground, so the stack controls it).
 *
 * @param {Object}                           o
 * @param {string}                           o.dir    The instance's folder.
 * @param {string}                           o.runDir PID file and socket.
 * @param {string}                           o.logDir Logs.
 * @param {import('./web-user.mjs').WebUser} o.user   The web user.
 * @param {Object}                           o.lock   The instance lock.
 * @return {{ child: import('../processes.mjs').Child, socket: string }} The master and its socket.
 */
export function startPhpFpm( { dir, runDir, logDir, user, lock } ) {
	const confDir = path.join( dir, 'fpm' );
	fs.mkdirSync( confDir, { recursive: true } );
	const socket = path.join( runDir, 'php-fpm.sock' );
	const conf = path.join( confDir, 'php-fpm.conf' );
	fs.writeFileSync(
		conf,
		[
			'; Written by scripts/lib/production/php-fpm.mjs on every start: edits here are lost.',
			'[global]',
			`pid = ${ path.join( runDir, 'php-fpm.pid' ) }`,
			`error_log = ${ path.join( logDir, 'php-fpm.log' ) }`,
			'daemonize = no',
			'',
			'[customer-area]',
			`listen = ${ socket }`,
			'listen.mode = 0660',
			// A small host's pool: a few workers, recycled now and then.
			'pm = dynamic',
			'pm.max_children = 6',
			'pm.start_servers = 2',
			'pm.min_spare_servers = 1',
			'pm.max_spare_servers = 3',
			'pm.max_requests = 500',
			'catch_workers_output = yes',
			'decorate_workers_output = no',
			`php_admin_value[error_log] = ${ path.join(
				logDir,
				'php-errors.log'
			) }`,
			'php_admin_flag[log_errors] = on',
			'php_admin_value[memory_limit] = 256M',
			'php_admin_value[upload_max_filesize] = 64M',
			'php_admin_value[post_max_size] = 64M',
			'',
		].join( '\n' )
	);
	fs.rmSync( socket, { force: true } );
	const child = spawnServer(
		'php-fpm',
		PHP_FPM,
		[ '--nodaemonize', '--fpm-config', conf ],
		{
			env: { PATH: process.env.PATH },
			cwd: dir,
			logFile: path.join( logDir, 'php-fpm.out.log' ),
			lock,
			uid: user.uid,
			gid: user.gid,
		}
	);
	return { child, socket };
}

/**
 * Resolves when the FPM socket exists (FPM creates it once the pool is ready), or fails with the
 * log when the master exits first or 30 s pass.
 *
 * @param {import('../processes.mjs').Child} child  The master.
 * @param {string}                           socket Its socket.
 */
export async function waitForFpm( child, socket ) {
	const deadline = Date.now() + 30_000;
	while ( ! fs.existsSync( socket ) ) {
		if ( child.exited() || Date.now() > deadline ) {
			throw new Error(
				`PHP-FPM did not open ${ socket }; see ${ child.logFile }`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
}
