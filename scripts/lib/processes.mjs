/**
 * Processes of the local stack: servers spawned in their own process groups, stopping them in order,
 * free ports and HTTP readiness (the per-instance lock that finds servers a killed run left behind
 * is in instance.mjs).
 * Linux only (process groups and /proc).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SCRIPTS, StackError, customerAreaHome } from './common.mjs';

/** How long a server may take to exit after SIGTERM before it gets SIGKILL. */
const STOP_GRACE_MS = 15000;

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
 * @param {number}   [opts.uid]   Run as this user (the production stack's unprivileged web user).
 * @param {number}   [opts.gid]   With this group.
 * @return {Child} The child handle.
 */
export function spawnServer(
	name,
	command,
	args,
	{ env, cwd, logFile, lock, uid, gid }
) {
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
		...( uid === undefined ? {} : { uid, gid } ),
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
export function killGroup( pid, signal ) {
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
export async function waitGroupGone( pgid ) {
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
 * Fails with a clear message when something already listens on the port.
 * @param {number} port
 * @param {string} what
 */
export async function assertPortFree( port, what ) {
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
export function runScript( relative ) {
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
 * Polls a URL until `ok(status)`; fails with the server's log tail when it exits or 60 s pass.
 *
 * @param {string}                      url
 * @param {Child}                       child
 * @param {Object}                      o
 * @param {(status: number) => boolean} o.ok          Whether the status means ready.
 * @param {number}                      [o.timeoutMs] How long to try.
 * @param {Record<string, string>}      [o.headers]   Request headers to send.
 */
export async function waitForHttp(
	url,
	child,
	{ ok, timeoutMs = 60000, headers = {} }
) {
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
				headers,
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
export function tail( file, lines = 30 ) {
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
export function sleep( ms ) {
	return new Promise( ( resolve ) => setTimeout( resolve, ms ) );
}
