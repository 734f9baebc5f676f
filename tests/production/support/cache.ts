/**
 * Varnish's own word on each request of the production suite's stack: the `varnishncsa` log the
 * stack writes (one line per client request: transaction id, Varnish's handling — hit, miss,
 * pass, synth, pipe —, method, URL, status; scripts/lib/production/varnish.mjs), and emptying the
 * cache through `varnishadm`. Whether an answer came from the cache is never read from a header.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import { expect } from '../../e2e/support/fixtures';

/** The stack's Varnish working directory and request log (set by the global setup). */
const VARNISH_DIR = process.env.CA_VARNISH_DIR ?? '';
const CACHE_LOG = process.env.CA_CACHE_LOG ?? '';

/** Straight to Apache, past Varnish. */
export const APACHE_URL = process.env.CA_APACHE_URL ?? '';

/** One request as Varnish logged it. */
export interface Verdict {
	handling: string;
	method: string;
	url: string;
	status: number;
}

/**
 * Empties the cache: every object stored so far is banned, so the next request for it is a miss.
 */
export function emptyCache(): void {
	expect(
		VARNISH_DIR,
		'CA_VARNISH_DIR (set by the global setup)'
	).toBeTruthy();
	const result = spawnSync(
		'varnishadm',
		[ '-n', VARNISH_DIR, 'ban', 'req.url', '~', '.' ],
		{ encoding: 'utf8' }
	);
	expect(
		result.status,
		`varnishadm ban: ${ result.stdout }${ result.stderr }`
	).toBe( 0 );
}

/**
 * Where the request log ends now: verdicts are read from there on.
 *
 * @return The log's length in bytes.
 */
export function logMark(): number {
	return fs.statSync( CACHE_LOG ).size;
}

/**
 * The verdicts logged since `mark` for one URL (path and query) and method.
 *
 * @param mark   From logMark().
 * @param url    The URL's path and query, e.g. '/customer-area/'.
 * @param method The method (GET by default).
 * @return The verdicts, oldest first.
 */
export function verdictsSince(
	mark: number,
	url: string,
	method = 'GET'
): Verdict[] {
	const text = fs
		.readFileSync( CACHE_LOG )
		.subarray( mark )
		.toString( 'utf8' );
	return text
		.split( '\n' )
		.map( ( line ) => line.split( ' ' ) )
		.filter( ( parts ) => parts.length >= 5 )
		.map( ( [ , handling, verb, path, status ] ) => ( {
			handling: handling ?? '',
			method: verb ?? '',
			url: path ?? '',
			status: Number( status ),
		} ) )
		.filter( ( v ) => v.url === url && v.method === method );
}

/**
 * Waits until Varnish has logged exactly these verdicts for the URL since `mark` (it writes a
 * line when the request ends), and fails with what it logged.
 *
 * @param mark     From logMark().
 * @param url      The URL's path and query.
 * @param expected The handlings in order, e.g. [ 'miss', 'hit' ].
 */
export async function expectVerdicts(
	mark: number,
	url: string,
	expected: string[]
): Promise< void > {
	await expect
		.poll( () => verdictsSince( mark, url ).map( ( v ) => v.handling ), {
			message: `Varnish's verdicts on GET ${ url }`,
		} )
		.toEqual( expected );
}
