/**
 * Varnish 7 of the production stack, in front of Apache: `varnishd` in the foreground as the web
 * user (no jail: it never was root), its working directory (`-n`) in the instance's `varnish/`
 * folder, the rules of a WordPress host (`default.vcl.template`), and `varnishncsa` writing one
 * line per request with Varnish's own verdict (hit, miss, pass, …), which the tests read: whether
 * an answer came from the cache is Varnish's word, not a header the rules write.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StackError } from '../common.mjs';
import { spawnServer } from '../processes.mjs';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );

/** The line varnishncsa writes per request: its transaction id, the verdict, method, URL, status. */
export const CACHE_LOG_FORMAT =
	'%{Varnish:vxid}x %{Varnish:handling}x %m %U%q %s';

/**
 * Writes the VCL and the CLI secret, starts `varnishd` and the request log.
 *
 * @param {Object}                           o
 * @param {string}                           o.dir        The instance's folder.
 * @param {string}                           o.workDir    Varnish's working directory (`-n`).
 * @param {number}                           o.port       Where Varnish listens (127.0.0.1).
 * @param {number}                           o.apachePort Its backend.
 * @param {string}                           o.logDir     Logs.
 * @param {import('./web-user.mjs').WebUser} o.user       The web user.
 * @param {Object}                           o.lock       The instance lock.
 * @return {{ varnishd: import('../processes.mjs').Child, cacheLog: string }} The daemon and the log it is read from.
 */
export function startVarnish( {
	dir,
	workDir,
	port,
	apachePort,
	logDir,
	user,
	lock,
} ) {
	const confDir = path.join( dir, 'varnish-conf' );
	fs.mkdirSync( confDir, { recursive: true } );
	const vcl = path.join( confDir, 'default.vcl' );
	fs.writeFileSync(
		vcl,
		fs
			.readFileSync( path.join( HERE, 'default.vcl.template' ), 'utf8' )
			.replace( '@APACHE_PORT@', String( apachePort ) )
	);
	const secret = path.join( confDir, 'secret' );
	if ( ! fs.existsSync( secret ) ) {
		fs.writeFileSync( secret, crypto.randomBytes( 32 ).toString( 'hex' ), {
			mode: 0o600,
		} );
	}
	if ( user.uid !== undefined ) {
		fs.chownSync( secret, user.uid, user.gid );
	}
	const env = { PATH: process.env.PATH, HOME: workDir };
	const varnishd = spawnServer(
		'varnishd',
		'/usr/sbin/varnishd',
		[
			'-F',
			'-j',
			'none',
			'-n',
			workDir,
			'-a',
			`127.0.0.1:${ port }`,
			'-T',
			'127.0.0.1:0',
			'-S',
			secret,
			'-f',
			vcl,
			'-s',
			'malloc,128m',
			'-P',
			path.join( dir, 'run', 'varnishd.pid' ),
		],
		{
			env,
			cwd: workDir,
			logFile: path.join( logDir, 'varnishd.log' ),
			lock,
			uid: user.uid,
			gid: user.gid,
		}
	);
	return { varnishd, cacheLog: path.join( logDir, 'varnish-requests.log' ) };
}

/**
 * Starts `varnishncsa`, once varnishd is up, writing one line per client request
 * (CACHE_LOG_FORMAT) to `cacheLog`.
 *
 * @param {Object}                           o
 * @param {string}                           o.workDir  Varnish's working directory.
 * @param {string}                           o.cacheLog The log file.
 * @param {string}                           o.logDir   Logs.
 * @param {import('./web-user.mjs').WebUser} o.user     The web user.
 * @param {Object}                           o.lock     The instance lock.
 * @return {import('../processes.mjs').Child} varnishncsa.
 */
export function startRequestLog( { workDir, cacheLog, logDir, user, lock } ) {
	fs.writeFileSync( cacheLog, '' );
	if ( user.uid !== undefined ) {
		fs.chownSync( cacheLog, user.uid, user.gid );
	}
	return spawnServer(
		'varnishncsa',
		'/usr/bin/varnishncsa',
		[ '-n', workDir, '-c', '-a', '-w', cacheLog, '-F', CACHE_LOG_FORMAT ],
		{
			env: { PATH: process.env.PATH },
			cwd: workDir,
			logFile: path.join( logDir, 'varnishncsa.out.log' ),
			lock,
			uid: user.uid,
			gid: user.gid,
		}
	);
}

/**
 * Runs a command on Varnish's command line interface (`varnishadm -n`).
 *
 * @param {string}   workDir Varnish's working directory.
 * @param {string[]} command The command and its arguments, e.g. [ 'ban', 'req.url', '~', '.' ].
 * @return {string} Its output.
 */
export function varnishAdm( workDir, command ) {
	const res = spawnSync(
		'/usr/bin/varnishadm',
		[ '-n', workDir, ...command ],
		{
			encoding: 'utf8',
		}
	);
	if ( res.status !== 0 ) {
		throw new StackError(
			`varnishadm ${ command.join( ' ' ) } failed: ${ res.stdout }${ res.stderr }`
		);
	}
	return res.stdout;
}

/**
 * Empties the cache: every object stored so far is banned, so the next request for it is a miss.
 *
 * @param {string} workDir Varnish's working directory.
 */
export function emptyCache( workDir ) {
	varnishAdm( workDir, [ 'ban', 'req.url', '~', '.' ] );
}

/**
 * Varnish's counters of hits and misses (`varnishstat -1`).
 *
 * @param {string} workDir Varnish's working directory.
 * @return {{ hits: number, misses: number, passes: number }} The counters.
 */
export function cacheCounters( workDir ) {
	const res = spawnSync(
		'/usr/bin/varnishstat',
		[
			'-n',
			workDir,
			'-1',
			'-f',
			'MAIN.cache_hit',
			'-f',
			'MAIN.cache_miss',
			'-f',
			'MAIN.s_pass',
		],
		{ encoding: 'utf8' }
	);
	if ( res.status !== 0 ) {
		throw new StackError( `varnishstat failed: ${ res.stderr }` );
	}
	const read = ( name ) =>
		Number(
			new RegExp( `^${ name }\\s+(\\d+)`, 'm' ).exec(
				res.stdout
			)?.[ 1 ] ?? NaN
		);
	return {
		hits: read( 'MAIN.cache_hit' ),
		misses: read( 'MAIN.cache_miss' ),
		passes: read( 'MAIN.s_pass' ),
	};
}
