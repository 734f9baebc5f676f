/**
 * The processes of `npm test` (scripts/test-all.mjs): a suite's command, the WordPress prefetch,
 * and stopping them all on a signal.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../lib/common.mjs';

const SUITE_TIMEOUT_MS = 30 * 60 * 1000;

/** The suites' running processes, for the signal handler. */
const children = new Set();

/**
 * Runs a command; resolves with its exit code (null on timeout/signal). Its output goes to the
 * terminal as it comes, or with `output` into that array (stdout and stderr in the order they came).
 * @param {string[]}  argv
 * @param {Object}    env
 * @param {Buffer[]=} output
 */
export function runLive( argv, env, output ) {
	return new Promise( ( resolve ) => {
		const child = spawn( argv[ 0 ], argv.slice( 1 ), {
			cwd: REPO_ROOT,
			env: { ...process.env, ...env },
			stdio: [
				'ignore',
				output ? 'pipe' : 'inherit',
				output ? 'pipe' : 'inherit',
			],
		} );
		if ( output ) {
			child.stdout.on( 'data', ( chunk ) => output.push( chunk ) );
			child.stderr.on( 'data', ( chunk ) => output.push( chunk ) );
		}
		children.add( child );
		const timer = setTimeout( () => {
			process.stderr.write(
				`\ntest-all: ${ argv.join( ' ' ) } exceeded ${
					SUITE_TIMEOUT_MS / 60000
				} min, killing it\n`
			);
			child.kill( 'SIGKILL' );
		}, SUITE_TIMEOUT_MS );
		child.on( 'error', ( error ) => {
			const message = `test-all: cannot run ${ argv[ 0 ] }: ${ error.message }\n`;
			if ( output ) {
				output.push( Buffer.from( message ) );
			} else {
				process.stderr.write( message );
			}
		} );
		child.on( 'close', ( code ) => {
			clearTimeout( timer );
			children.delete( child );
			resolve( code );
		} );
	} );
}

/** Stops every running suite's process (on SIGINT or SIGTERM). */
export function stopChildren() {
	for ( const child of children ) {
		child.kill( 'SIGTERM' );
	}
}

/**
 * Starts fetching the WordPress trees that the selected stack and server suites need, in a child
 * process beside the suites before them (on a new machine each tree is a download from Debian).
 * Resolves with the fetch's output. A failed fetch is not reported here: the stack's own start
 * fetches what is still missing and says what went wrong.
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
		await runLive(
			[ process.execPath, '--input-type=module', '--eval', code ],
			{},
			output
		);
	}
	return output;
}
