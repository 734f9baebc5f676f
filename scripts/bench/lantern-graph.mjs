/**
 * What stands before a page's LCP in Lighthouse's simulation (Lantern): the requests and main-thread
 * tasks of the LCP's optimistic and pessimistic graphs, with their simulated start and end. Lantern
 * replays every request that ended before the browser's own LCP (low-priority images aside) on the
 * phone's connection, and the main-thread tasks they depend on at four times their observed length;
 * its LCP is the average of the two graphs' last end. Read in the process that ran Lighthouse, right
 * after the run (Lantern keeps the last simulation of each label). See docs/performance.md.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** The simulations Lighthouse labels for the LCP. */
const LABELS = [
	'optimisticLargestContentfulPaint',
	'pessimisticLargestContentfulPaint',
];

/**
 * A short name of a request's URL: its path and query, shortened, with the origin named only when
 * it is not the page's.
 *
 * @param {string} url    The URL.
 * @param {string} origin The page's origin.
 * @return {string} The name.
 */
function shortUrl( url, origin ) {
	try {
		const parsed = new URL( url );
		const name = `${ parsed.pathname.replace(
			/^.*\/(wp-content|wp-includes)\//,
			'$1/'
		) }${ parsed.search }`.slice( 0, 90 );
		return parsed.origin === origin ? name : `${ parsed.host } ${ name }`;
	} catch {
		return url.slice( 0, 90 );
	}
}

/**
 * The nodes of the last LCP simulations, in the order they ended.
 *
 * @param {string} origin The page's origin.
 * @return {Record<string, Array<{kind: string, what: string, start: number, end: number, bytes?: number}>>} Per graph.
 */
export function lcpGraphNodes( origin ) {
	const all = Lantern.Simulation.Simulator.allNodeTimings;
	const graphs = {};
	for ( const label of LABELS ) {
		const timings = all.get( label );
		if ( ! timings ) {
			continue;
		}
		graphs[ label.replace( 'LargestContentfulPaint', '' ) ] = [
			...timings.entries(),
		]
			.map( ( [ node, timing ] ) =>
				node.type === 'network'
					? {
							kind: `${ node.request.resourceType ?? '?' } ${
								node.request.priority ?? ''
							}`.trim(),
							what: `${ node.request.requestMethod ?? 'GET' } ${ shortUrl(
								node.request.url,
								origin
							) }`,
							start: timing.startTime,
							end: timing.endTime,
							bytes: node.request.transferSize,
						}
					: {
							kind: 'task',
							what:
								node
									.getEvaluateScriptURLs?.()
									?.values()
									.next()
									.value?.split( '/' )
									.pop()
									?.split( '?' )[ 0 ] ??
								( node.didPerformLayout?.() ? 'layout' : '' ),
							start: timing.startTime,
							end: timing.endTime,
						}
			)
			.sort( ( a, b ) => a.end - b.end );
	}
	return graphs;
}
