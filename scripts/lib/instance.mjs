/**
 * An instance's lock and lifecycle: only one stack runs per instance, a killed run's servers are
 * found and ended (by pid and start time, so a recycled pid is never hit), and one `stop` ends what
 * a stack started. Linux only (/proc).
 */
import fs from 'node:fs';
import path from 'node:path';
import { StackError } from './common.mjs';
import { killGroup, waitGroupGone } from './processes.mjs';

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
 * Claims an instance for a stack: takes its lock (after ending what a killed run left behind) and
 * gives the list the stack's servers join as they start, and the one `stop` that ends them all:
 * web servers first (reverse start order, the database last), then anything spawned but not yet
 * handed over (a start that failed half-way), then the lock. Until `stop`, the process's exit
 * terminates everything spawned so far (the last resort when the caller never reaches `stop`: an
 * uncaught error, `process.exit` during start); the lock file stays then, so the next start can
 * finish off a process that ignored the signal (its owner is dead by then, which marks the file
 * as stale).
 *
 * @param {string} dir      The instance's folder.
 * @param {string} instance Its name.
 * @return {Promise<{ lock: ReturnType<typeof acquireInstanceLock>, children: import('./processes.mjs').Child[], stop: () => Promise<void> }>} The lock, the servers, the stop.
 */
export async function claimInstance( dir, instance ) {
	const lock = acquireInstanceLock( dir, instance );
	for ( const pid of lock.killedOrphans ) {
		await waitGroupGone( pid );
	}
	/** @type {Array<import('./processes.mjs').Child>} */
	const children = [];
	const onExit = () => {
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
		for ( const child of [ ...children ].reverse() ) {
			await child.stop();
		}
		const known = new Set( children.map( ( c ) => c.pid ) );
		for ( const pid of lock.pids().filter( ( p ) => ! known.has( p ) ) ) {
			killGroup( pid, 'SIGTERM' );
			await waitGroupGone( pid );
		}
		lock.release();
		process.off( 'exit', onExit );
	};
	return { lock, children, stop };
}
