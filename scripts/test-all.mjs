/**
 * `npm test`: installs what it needs, builds when stale, runs every suite (continuing after
 * failures), prints a per-suite table and ends with the single line `N passed, N failed`. Suites
 * run one after the other, except that neighbouring suites marked `oneCore` (single-threaded checks
 * without a stack or servers) run two at a time, one per core of a 2-core machine, each printing
 * its output as one block when it ends.
 *
 * Subset: `npm test -- --only=jest,e2e` or env CA_TEST_ONLY=jest,e2e. The stack suites run against
 * their own instance ('test', WordPress 8090 / sandbox 8091) so a running `npm start` is not disturbed;
 * override with CA_TEST_WP_PORT / CA_TEST_SANDBOX_PORT. A suite names the WordPress it needs (the
 * newest or the oldest, scripts/lib/wordpress-core.mjs); the stack is started for the first suite
 * that needs it and restarted on the other version when a suite needs that one.
 *
 * Counts come from each tool's machine-readable output. A check without test counts (lint, types)
 * counts as 1. A suite that exits non-zero counts at least one failure; one that runs no test at all
 * counts as one failure too, and skipped/todo tests count as failures (team rule: no skipped tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
	ensureBuild,
	ensureNodeModules,
	ensureSystem,
} from './lib/prepare.mjs';
import { StackError, instanceDir, startStack } from './lib/stack.mjs';
import { say, warn } from './lib/output.mjs';
import { readCounts } from './test-all/counts.mjs';
import {
	prefetchWordPress,
	runLive,
	stopChildren,
} from './test-all/children.mjs';
import { SUITES, exists } from './test-all/suites.mjs';

const REPORTS = path.join( instanceDir( 'test' ), 'reports' );

/** How many `oneCore` suites run at a time. */
const ONE_CORE_LANES = 2;

/** Parses `--only=a,b` / CA_TEST_ONLY into a set of suite names, or null for all. */
function selectedSuites() {
	const arg = process.argv
		.slice( 2 )
		.find( ( a ) => a.startsWith( '--only=' ) );
	const raw = arg ? arg.slice( '--only='.length ) : process.env.CA_TEST_ONLY;
	if ( ! raw ) {
		return null;
	}
	const names = new Set(
		raw
			.split( ',' )
			.map( ( s ) => s.trim() )
			.filter( Boolean )
	);
	const known = new Set( [ 'build', ...SUITES.map( ( s ) => s.name ) ] );
	const unknown = [ ...names ].filter( ( n ) => ! known.has( n ) );
	if ( unknown.length ) {
		throw new StackError(
			`unknown suite(s) ${ unknown.join( ', ' ) }; known: ${ [
				...known,
			].join( ', ' ) }`
		);
	}
	return names;
}

/**
 * Runs one suite and returns its row for the summary table.
 * @param {Object}    suite
 * @param {Object}    stack
 * @param {Buffer[]=} output Collects the suite's output instead of printing it as it comes.
 */
async function runSuite( suite, stack, output ) {
	const started = Date.now();
	const row = ( passed, failed, note = '' ) => ( {
		name: suite.name,
		passed,
		failed,
		seconds: ( Date.now() - started ) / 1000,
		note,
	} );
	fs.mkdirSync( REPORTS, { recursive: true } );
	const reportFile = path.join(
		REPORTS,
		`${ suite.name }.${ suite.kind === 'junit' ? 'xml' : 'json' }`
	);
	fs.rmSync( reportFile, { force: true } );
	const argv = suite.cmd( reportFile );
	const print = output
		? ( text ) => output.push( Buffer.from( `${ text }\n` ) )
		: say;
	print( `\n=== ${ suite.name } ===` );
	if ( argv === null ) {
		print( '(nothing to check)' );
		return row( 1, 0, 'no files' );
	}
	if ( suite.stack && ! stack.ok ) {
		return row(
			0,
			1,
			`stack (WordPress ${ suite.stack }) did not start: ${ stack.error }`
		);
	}
	if ( suite.kind === 'junit' && ! exists( 'phpunit.xml.dist' ) ) {
		return row( 0, 1, 'phpunit.xml.dist missing' );
	}
	const env = {
		...( suite.env ? suite.env( reportFile ) : {} ),
		...( suite.stack
			? {
					WP_URL: stack.wpUrl,
					API_URL: stack.apiUrl,
					WP_ROOT: stack.wpRoot,
				}
			: {} ),
	};
	const code = await runLive( argv, env, output );
	if ( suite.kind === 'check' ) {
		return code === 0
			? row( 1, 0 )
			: row( 0, 1, `exit ${ code ?? 'signal/timeout' }` );
	}
	const counts = readCounts( suite.kind, reportFile );
	if ( ! counts ) {
		return row(
			0,
			1,
			`no report written (exit ${ code ?? 'signal/timeout' })`
		);
	}
	let { passed, failed, note } = counts;
	if ( code !== 0 && failed === 0 ) {
		failed = 1;
		note = [
			note,
			`exit ${ code ?? 'signal/timeout' } without failed tests`,
		]
			.filter( Boolean )
			.join( '; ' );
	}
	if ( passed === 0 && failed === 0 ) {
		failed = 1;
		note = 'ran no test';
	}
	if ( suite.stack ) {
		note = [ `WordPress ${ stack.wpVersion }`, note ]
			.filter( Boolean )
			.join( '; ' );
	}
	return row( passed, failed, note );
}

/**
 * Runs neighbouring `oneCore` suites `ONE_CORE_LANES` at a time; prints each one's output as a
 * block when it ends. Returns their rows in the suites' order.
 * @param {Object[]} group
 * @param {Object}   stack
 */
async function runOneCoreGroup( group, stack ) {
	const rows = new Array( group.length );
	let next = 0;
	const lane = async () => {
		while ( next < group.length ) {
			const index = next++;
			// One suite alone prints as it goes (`--only=lint-js`).
			const output = group.length > 1 ? [] : undefined;
			rows[ index ] = await runSuite( group[ index ], stack, output );
			if ( output ) {
				process.stdout.write( Buffer.concat( output ) );
			}
		}
	};
	await Promise.all(
		Array.from( { length: Math.min( ONE_CORE_LANES, group.length ) }, lane )
	);
	return rows;
}

/**
 * Prints the per-suite table followed by the one summary line.
 * @param {Array<Object>} rows
 */
function printSummary( rows ) {
	const header = [ 'suite', 'passed', 'failed', 'seconds' ];
	const cells = rows.map( ( r ) => [
		r.name,
		String( r.passed ),
		String( r.failed ),
		r.seconds.toFixed( 1 ),
		r.note,
	] );
	const widths = header.map( ( h, i ) =>
		Math.max( h.length, ...cells.map( ( c ) => c[ i ].length ) )
	);
	const fmt = ( c ) =>
		c
			.slice( 0, 4 )
			.map( ( v, i ) =>
				i === 0 ? v.padEnd( widths[ i ] ) : v.padStart( widths[ i ] )
			)
			.join( '  ' ) + ( c[ 4 ] ? `  ${ c[ 4 ] }` : '' );
	say( '\n' + fmt( [ ...header, '' ] ) );
	for ( const c of cells ) {
		say( fmt( c ) );
	}
	const passed = rows.reduce( ( n, r ) => n + r.passed, 0 );
	const failed = rows.reduce( ( n, r ) => n + r.failed, 0 );
	say( '' );
	say( `${ passed } passed, ${ failed } failed` );
	return failed;
}

/** Entry point. */
async function main() {
	const only = selectedSuites();
	const wanted = ( name ) => ! only || only.has( name );
	const suites = SUITES.filter(
		( s ) => wanted( s.name ) && ( ! s.when || s.when() )
	);
	const rows = [];
	let stackHandle = null;
	let interrupted = false;

	const onSignal = async ( signal ) => {
		if ( interrupted ) {
			return;
		}
		interrupted = true;
		process.stderr.write( `\ntest-all: ${ signal }, stopping ...\n` );
		stopChildren();
		await stackHandle?.stop();
		process.exit( 130 );
	};
	process.on( 'SIGINT', () => onSignal( 'SIGINT' ) );
	process.on( 'SIGTERM', () => onSignal( 'SIGTERM' ) );

	ensureNodeModules();
	ensureSystem();
	let prefetch = prefetchWordPress( suites );
	if (
		wanted( 'build' ) ||
		suites.some( ( s ) => s.stack || s.ownServers || s.needsBuild )
	) {
		const started = Date.now();
		say( '\n=== build ===' );
		let ok = true;
		let note = '';
		try {
			note = ensureBuild() ? 'rebuilt' : 'up to date';
		} catch ( error ) {
			ok = false;
			note = error.message;
		}
		rows.push( {
			name: 'build',
			passed: ok ? 1 : 0,
			failed: ok ? 0 : 1,
			seconds: ( Date.now() - started ) / 1000,
			note,
		} );
	}

	/** The running stack, its WordPress, and why it did not start. */
	const stack = { ok: false, error: '', wordpress: '' };
	try {
		for ( let i = 0; i < suites.length; i++ ) {
			const suite = suites[ i ];
			if ( interrupted ) {
				break;
			}
			if ( suite.oneCore ) {
				let end = i;
				while ( suites[ end + 1 ]?.oneCore ) {
					end++;
				}
				rows.push(
					...( await runOneCoreGroup(
						suites.slice( i, end + 1 ),
						stack
					) )
				);
				i = end;
				continue;
			}
			if ( prefetch && ( suite.stack || suite.ownServers ) ) {
				const fetched = Buffer.concat( await prefetch );
				prefetch = null;
				if ( fetched.length > 0 ) {
					say(
						'\n=== WordPress prefetch (beside the suites before) ==='
					);
					process.stdout.write( fetched );
				}
			}
			if ( suite.ownServers && stackHandle ) {
				await stackHandle.stop();
				stackHandle = null;
				Object.assign( stack, { ok: false, wordpress: '' } );
			}
			if ( suite.stack && stack.wordpress !== suite.stack ) {
				await stackHandle?.stop();
				stackHandle = null;
				say(
					`\n=== starting the test stack (WordPress ${ suite.stack }) ===`
				);
				Object.assign( stack, {
					ok: false,
					error: '',
					wordpress: suite.stack,
				} );
				try {
					stackHandle = await startStack( {
						instance: 'test',
						wpPort: Number( process.env.CA_TEST_WP_PORT || 8090 ),
						sandboxPort: Number(
							process.env.CA_TEST_SANDBOX_PORT || 8091
						),
						wordpress: suite.stack,
						resetSandbox: true,
						// Each run starts from a fresh WordPress install: no state leaks from the last run.
						resetWordPress: true,
					} );
					Object.assign( stack, stackHandle, { ok: true } );
				} catch ( error ) {
					stack.error = error.message;
					warn( `test-all: ${ error.message }` );
				}
			}
			rows.push( await runSuite( suite, stack ) );
		}
	} finally {
		await stackHandle?.stop();
	}
	const failed = printSummary( rows );
	process.exitCode = failed > 0 ? 1 : 0;
}

main().catch( ( error ) => {
	warn(
		`npm test: ${
			error instanceof StackError ? error.message : error.stack
		}`
	);
	say( '0 passed, 1 failed' );
	process.exit( 1 );
} );
