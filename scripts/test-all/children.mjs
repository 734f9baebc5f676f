/**
 * The child processes of `npm test` (scripts/test-all.mjs): a suite's command, the WordPress
 * prefetch, and stopping them all on a signal. Each runs in a process group of its own, so a
 * timeout or a signal also ends what it started (npx starts the tool as a grandchild).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../lib/common.mjs';
import { killGroup } from '../lib/processes.mjs';

const SUITE_TIMEOUT_MS = 30 * 60 * 1000;

/** The running child processes (suites and prefetch), each with its collected output or null. */
const children = new Map();

/**
 * Runs a command; resolves with its exit code (null on timeout/signal). Its output goes to the
 * terminal as it comes, or with `output` into that array (stdout and stderr as they came).
 * @param {string[]}  argv
 * @param {Object}    env
 * @param {Buffer[]=} output
 */
export function runLive( argv, env, output ) {
	const stdio = output ? 'pipe' : 'inherit';
	const note = ( message ) =>
		output
			? output.push( Buffer.from( message ) )
			: process.stderr.write( message );
	return new Promise( ( resolve ) => {
		const child = spawn( argv[ 0 ], argv.slice( 1 ), {
			cwd: REPO_ROOT,
			env: { ...process.env, ...env },
			stdio: [ 'ignore', stdio, stdio ],
			detached: true,
		} );
		if ( output ) {
			child.stdout.on( 'data', ( chunk ) => output.push( chunk ) );
			child.stderr.on( 'data', ( chunk ) => output.push( chunk ) );
		}
		children.set( child, output ?? null );
		const timer = setTimeout( () => {
			note(
				`\ntest-all: ${ argv.join( ' ' ) } exceeded ${
					SUITE_TIMEOUT_MS / 60000
				} min, killing it\n`
			);
			killGroup( child.pid, 'SIGKILL' );
		}, SUITE_TIMEOUT_MS );
		child.on( 'error', ( error ) => {
			note( `test-all: cannot run ${ argv[ 0 ] }: ${ error.message }\n` );
		} );
		child.on( 'close', ( code ) => {
			clearTimeout( timer );
			children.delete( child );
			resolve( code );
		} );
	} );
}

/**
 * Stops every running child process and its group (on SIGINT or SIGTERM), and prints what the
 * ones with collected output had printed so far.
 */
export function stopChildren() {
	for ( const [ child, output ] of children ) {
		killGroup( child.pid, 'SIGTERM' );
		if ( output?.length ) {
			process.stdout.write( Buffer.concat( output ) );
			process.stdout.write( '(interrupted)\n' );
		}
	}
}

/**
 * Starts fetching the WordPress trees that the selected stack and server suites need, in a child
 * process beside the suites before them (on a new machine each tree is a download from Debian).
 * A failed fetch is only noted: the stack's own start fetches what is still missing and says what
 * went wrong.
 * @param {Object[]} suites The selected suites.
 * @return {Promise<Buffer[]>} What the fetch printed.
 */
export async function prefetchWordPress( suites ) {
	const which = [
		...new Set(
			suites.flatMap( ( suite ) => {
				if ( suite.ownServers ) {
					return [ 'newest' ];
				}
				return suite.stack ? [ suite.stack ] : [];
			} )
		),
	];
	const output = [];
	if ( which.length > 0 ) {
		const module = pathToFileURL(
			path.join( REPO_ROOT, 'scripts/lib/wordpress-core.mjs' )
		);
		const code = `import { ensureWordPressCore } from '${ module }';
for ( const which of ${ JSON.stringify( which ) } ) {
	ensureWordPressCore( which, console.log );
}`;
		const exit = await runLive(
			[ process.execPath, '--input-type=module', '--eval', code ],
			{},
			output
		);
		if ( exit !== 0 ) {
			output.push(
				Buffer.from(
					`(the prefetch failed, exit ${ exit }; the stack's start fetches again)\n`
				)
			);
		}
	}
	return output;
}
