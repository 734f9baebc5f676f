/**
 * JUnit reports of the repository's own checks (size budgets, PHP syntax), which `npm test` counts
 * like PHPUnit's (scripts/test-all/counts.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Escapes text for an XML attribute.
 *
 * @param {unknown} text
 */
const xml = ( text ) =>
	String( text )
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' );

/**
 * One test case of a report: its name, and the failure's message when it failed.
 *
 * @typedef {{ name: string, failure?: string }} TestCase
 */

/**
 * Writes a JUnit report with one suite.
 *
 * @param {string}     file  Where.
 * @param {string}     suite The suite's name (also each case's class name).
 * @param {TestCase[]} cases The test cases.
 */
export function writeJUnitReport( file, suite, cases ) {
	const failures = cases.filter( ( c ) => c.failure !== undefined );
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync(
		file,
		[
			'<?xml version="1.0" encoding="UTF-8"?>',
			'<testsuites>',
			`<testsuite name="${ xml( suite ) }" tests="${
				cases.length
			}" failures="${ failures.length }" errors="0" skipped="0">`,
			...cases.map(
				( c ) =>
					`  <testcase classname="${ xml( suite ) }" name="${ xml(
						c.name
					) }">${
						c.failure === undefined
							? ''
							: `<failure message="${ xml( c.failure ) }"/>`
					}</testcase>`
			),
			'</testsuite>',
			'</testsuites>',
			'',
		].join( '\n' )
	);
}

/**
 * The report file a check was asked for on its command line (`--report=FILE`), or undefined.
 *
 * @param {string[]} argv The command line.
 */
export function reportArgument( argv = process.argv ) {
	return argv
		.slice( 2 )
		.find( ( arg ) => arg.startsWith( '--report=' ) )
		?.slice( '--report='.length );
}
