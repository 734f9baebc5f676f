/**
 * `npm run bench:response-times [-- --production]`: server response times of the area page, the
 * valuation page and the theme's plain page, as a fixed count of requests, one after another: the
 * median of 50 each (time to the first byte and to the last, from Node on this machine).
 *
 * - Development stack (`php -S` with gzip, the `bench` instance): straight from PHP.
 * - `--production`: the production stack (the `bench-production` instance): from Varnish's cache
 *   (the first request of each page fills it and is not counted) and straight from Apache with the
 *   site's Host, past the cache.
 *
 * Env CA_BENCH_WP_PORT (8092; Varnish under --production), CA_BENCH_SANDBOX_PORT (8093),
 * CA_BENCH_APACHE_PORT (CA_BENCH_WP_PORT − 3). Nothing here is a timed test; the numbers are for
 * people, and a busy machine makes them slower (the script prints the load average).
 */
import http from 'node:http';
import os from 'node:os';
import { PLAIN_PAGE } from './pages.mjs';
import { ensureBuild } from '../lib/prepare.mjs';
import { startStack } from '../lib/stack.mjs';
import { startProductionStack } from '../lib/production/stack.mjs';
import { say, warn } from '../lib/output.mjs';

/** Requests per page and path, counted. */
const COUNT = 50;

const PAGES = [
	[ 'area page', '/customer-area/' ],
	[ 'valuation page', '/property-valuation/' ],
	[ 'plain page', `/${ PLAIN_PAGE.slug }/` ],
];

/**
 * One GET, timed: milliseconds to the first byte and to the last.
 *
 * @param {string} origin   The server.
 * @param {string} pathname The path.
 * @param {string} host     The Host header (the site's).
 * @return {Promise<{status: number, firstByte: number, lastByte: number}>} The timings.
 */
function timedGet( origin, pathname, host ) {
	return new Promise( ( resolve, reject ) => {
		const started = process.hrtime.bigint();
		const ms = () => Number( process.hrtime.bigint() - started ) / 1e6;
		const request = http.get(
			new URL( pathname, origin ),
			{
				headers: { Host: host, 'Accept-Encoding': 'gzip' },
				agent: false,
			},
			( response ) => {
				let firstByte = null;
				response.on( 'data', () => {
					firstByte ??= ms();
				} );
				response.on( 'end', () =>
					resolve( {
						status: response.statusCode ?? 0,
						firstByte: firstByte ?? ms(),
						lastByte: ms(),
					} )
				);
			}
		);
		request.on( 'error', reject );
	} );
}

/**
 * The median of numbers.
 *
 * @param {number[]} values The numbers.
 * @return {number} The median.
 */
function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
}

/**
 * COUNT requests of one page from one server, one after another.
 *
 * @param {string} origin   The server.
 * @param {string} pathname The page.
 * @param {string} host     The site's Host.
 * @return {Promise<{firstByte: number, lastByte: number}>} The medians.
 */
async function measure( origin, pathname, host ) {
	const runs = [];
	for ( let i = 0; i < COUNT; i++ ) {
		const run = await timedGet( origin, pathname, host );
		if ( run.status !== 200 ) {
			throw new Error(
				`${ origin }${ pathname } answered ${ run.status }`
			);
		}
		runs.push( run );
	}
	return {
		firstByte: median( runs.map( ( r ) => r.firstByte ) ),
		lastByte: median( runs.map( ( r ) => r.lastByte ) ),
	};
}

/** Runs the measurement. */
async function main() {
	const production = process.argv.includes( '--production' );
	const wpPort = Number( process.env.CA_BENCH_WP_PORT ?? 8092 );
	ensureBuild();
	const stack = production
		? await startProductionStack( {
				instance: 'bench-production',
				varnishPort: wpPort,
				apachePort: Number(
					process.env.CA_BENCH_APACHE_PORT ?? wpPort - 3
				),
				sandboxPort: Number(
					process.env.CA_BENCH_SANDBOX_PORT ?? 8093
				),
				resetSandbox: true,
				extraPages: [ PLAIN_PAGE ],
			} )
		: await startStack( {
				instance: 'bench',
				wpPort,
				sandboxPort: Number(
					process.env.CA_BENCH_SANDBOX_PORT ?? 8093
				),
				gzip: true,
				resetSandbox: true,
				extraPages: [ PLAIN_PAGE ],
			} );
	try {
		const host = new URL( stack.wpUrl ).host;
		const sources = production
			? [
					[ 'from the cache (Varnish)', stack.wpUrl ],
					[ 'straight from Apache', stack.apacheUrl ],
				]
			: [ [ 'straight from php -S', stack.wpUrl ] ];
		say(
			`response times, ${ production ? 'production' : 'development' } stack, median of ${ COUNT } requests each (ms to first byte / last byte); load average ${ os
				.loadavg()
				.map( ( l ) => l.toFixed( 1 ) )
				.join( ' ' ) }`
		);
		for ( const [ name, pathname ] of PAGES ) {
			for ( const [ source, origin ] of sources ) {
				// The first request fills the cache (or warms OPcache) and is not counted.
				await timedGet( origin, pathname, host );
				const { firstByte, lastByte } = await measure(
					origin,
					pathname,
					host
				);
				say(
					`  ${ name.padEnd( 15 ) } ${ source.padEnd( 26 ) } ${ firstByte.toFixed(
						1
					) } / ${ lastByte.toFixed( 1 ) }`
				);
			}
		}
		say(
			`  (load average after: ${ os
				.loadavg()
				.map( ( l ) => l.toFixed( 1 ) )
				.join( ' ' ) })`
		);
	} finally {
		await stack.stop();
	}
}

main().catch( ( error ) => {
	warn( `bench:response-times: ${ error.message }` );
	process.exit( 1 );
} );
