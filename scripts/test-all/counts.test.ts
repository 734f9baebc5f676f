/**
 * npm test's counts from Playwright's JSON report: a test that passed only on its retry (a flake)
 * and a skipped test count as failures, so a retry never hides a flaky test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCounts } from './counts.mjs';

/** Where this file's reports are written (removed after its tests), and how many there are. */
let dir = '';
let reports = 0;
beforeAll( () => {
	dir = fs.mkdtempSync( path.join( os.tmpdir(), 'counts-' ) );
} );
afterAll( () => fs.rmSync( dir, { recursive: true, force: true } ) );

/**
 * Playwright's report with `stats`, written to a file of its own; returns its path.
 *
 * @param stats The report's `stats`.
 */
function playwrightReport( stats: Record< string, number > ): string {
	reports += 1;
	const file = path.join( dir, `e2e-${ reports }.json` );
	fs.writeFileSync( file, JSON.stringify( { stats } ) );
	return file;
}

describe( 'counts of a Playwright report', () => {
	it( 'counts the passed tests as passed', () => {
		expect(
			readCounts(
				'playwright',
				playwrightReport( { expected: 12, unexpected: 0 } )
			)
		).toEqual( { passed: 12, failed: 0, note: '' } );
	} );

	it( 'counts a test that passed only on its retry, and a skipped one, as failed', () => {
		expect(
			readCounts(
				'playwright',
				playwrightReport( {
					expected: 10,
					unexpected: 1,
					flaky: 2,
					skipped: 1,
				} )
			)
		).toEqual( {
			passed: 10,
			failed: 4,
			note: '1 skipped counted as failed; 2 flaky (failed, then passed on retry) counted as failed',
		} );
	} );
} );
