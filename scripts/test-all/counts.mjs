/**
 * Test counts from each tool's machine-readable report (Jest JSON, Playwright JSON, PHPUnit JUnit).
 * Skipped and todo tests count as failures (no test may be skipped), and so do flaky ones (a
 * Playwright test that passed only on its retry).
 */
import fs from 'node:fs';

/**
 * Reads {passed, failed, note} from a suite's report; null when the report is missing or unreadable.
 * @param {string} kind
 * @param {string} reportFile
 */
export function readCounts( kind, reportFile ) {
	let text;
	try {
		text = fs.readFileSync( reportFile, 'utf8' );
	} catch {
		return null;
	}
	try {
		if ( kind === 'jest' ) {
			const r = JSON.parse( text );
			const skipped =
				( r.numPendingTests ?? 0 ) + ( r.numTodoTests ?? 0 );
			// Suites that fail to run (syntax error, failing import) have no failed *tests*: count each once.
			const brokenFiles = ( r.testResults ?? [] ).filter(
				( t ) =>
					t.status === 'failed' &&
					( t.assertionResults ?? [] ).every(
						( a ) => a.status !== 'failed'
					)
			).length;
			return {
				passed: r.numPassedTests ?? 0,
				failed: ( r.numFailedTests ?? 0 ) + brokenFiles + skipped,
				note: [
					skipped
						? `${ skipped } skipped/todo counted as failed`
						: '',
					brokenFiles
						? `${ brokenFiles } test file(s) failed to run`
						: '',
				]
					.filter( Boolean )
					.join( '; ' ),
			};
		}
		if ( kind === 'playwright' ) {
			const s = JSON.parse( text ).stats ?? {};
			const skipped = s.skipped ?? 0;
			return {
				passed: s.expected ?? 0,
				// A test that failed and passed on its retry is a flake: a failure.
				failed: ( s.unexpected ?? 0 ) + ( s.flaky ?? 0 ) + skipped,
				note: [
					skipped ? `${ skipped } skipped counted as failed` : '',
					s.flaky
						? `${ s.flaky } flaky (failed, then passed on retry) counted as failed`
						: '',
				]
					.filter( Boolean )
					.join( '; ' ),
			};
		}
		if ( kind === 'junit' ) {
			// PHPUnit writes one top-level <testsuite> carrying the totals.
			const m = /<testsuite\b([^>]*)>/.exec( text );
			if ( ! m ) {
				return { passed: 0, failed: 0, note: 'empty JUnit report' };
			}
			const attr = ( name ) =>
				Number(
					new RegExp( `\\b${ name }="(\\d+)"` ).exec(
						m[ 1 ]
					)?.[ 1 ] ?? 0
				);
			const tests = attr( 'tests' );
			const bad = attr( 'failures' ) + attr( 'errors' );
			const skipped = attr( 'skipped' );
			return {
				passed: tests - bad - skipped,
				failed: bad + skipped,
				note: skipped ? `${ skipped } skipped counted as failed` : '',
			};
		}
	} catch ( error ) {
		return {
			passed: 0,
			failed: 1,
			note: `unreadable report: ${ error.message }`,
		};
	}
	return null;
}
