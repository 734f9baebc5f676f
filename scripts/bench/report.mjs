/**
 * The bench's printed output: aligned tables of sizes, the per-method comparison of every page with
 * the baseline, the goals, and the main-thread profile of a page.
 */
import { say } from '../lib/output.mjs';

/** The Lighthouse figures compared, in table order. */
export const METRICS = [
	{ key: 'lcp', label: 'LCP (ms)', digits: 0 },
	{ key: 'fcp', label: 'FCP (ms)', digits: 0 },
	{ key: 'tbt', label: 'TBT (ms)', digits: 0 },
	{ key: 'cls', label: 'CLS', digits: 3 },
	{ key: 'performance', label: 'performance', digits: 0 },
	{ key: 'accessibility', label: 'accessibility', digits: 0 },
];

/**
 * Formats bytes as KiB with one decimal.
 *
 * @param {number} bytes Byte count.
 * @return {string} E.g. "12.3 KiB".
 */
export const kib = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;

/**
 * Rounds milliseconds for a table cell.
 *
 * @param {number} value Milliseconds.
 * @return {string} E.g. "123".
 */
const ms = ( value ) => String( Math.round( value ) );

/**
 * The middle value.
 *
 * @param {number[]} values Numbers.
 * @return {number} Median.
 */
export function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * Prints rows as an aligned table (first column left, the others right).
 *
 * @param {string[]}   header Column titles.
 * @param {string[][]} rows   Cells.
 */
export function printTable( header, rows ) {
	const widths = header.map( ( title, column ) =>
		Math.max( title.length, ...rows.map( ( row ) => row[ column ].length ) )
	);
	const line = ( cells ) =>
		cells
			.map( ( cell, column ) =>
				column === 0
					? cell.padEnd( widths[ column ] )
					: cell.padStart( widths[ column ] )
			)
			.join( '  ' );
	say( line( header ) );
	say( line( widths.map( ( width ) => '-'.repeat( width ) ) ) );
	rows.forEach( ( row ) => say( line( row ) ) );
}

/**
 * Sum of one field over the items of a kind.
 *
 * @param {Array<Object>} list Items with `kind`.
 * @param {string}        kind 'js' or 'css'.
 * @param {string}        key  Field to add up.
 * @return {number} Sum.
 */
export const sumOf = ( list, kind, key ) =>
	list
		.filter( ( item ) => item.kind === kind )
		.reduce( ( total, item ) => total + item[ key ], 0 );

/**
 * A figure with its sign, for differences.
 *
 * @param {number} value  Difference.
 * @param {number} digits Decimals.
 * @return {string} E.g. "+840" or "-0.010".
 */
function signed( value, digits ) {
	const text = value.toFixed( digits );
	return value > 0 ? `+${ text }` : text;
}

/**
 * Median of each metric over runs.
 *
 * @param {import('./lighthouse.mjs').RunResult[]} runs Runs of one page and method.
 * @return {Record<string, number>} Metric → median.
 */
export function medians( runs ) {
	return Object.fromEntries(
		METRICS.map( ( { key } ) => [
			key,
			median( runs.map( ( run ) => run[ key ] ) ),
		] )
	);
}

/**
 * Prints, per metric and method, the baseline's median, and each other page's median with its
 * difference from the baseline.
 *
 * @param {import('./pages.mjs').BenchPage[]}                      pages   Baseline first.
 * @param {Array<{id: string}>}                                    methods Throttling methods.
 * @param {Record<string, Record<string, Record<string, number>>>} table   method → page → metric → median.
 */
export function printComparison( pages, methods, table ) {
	const [ baseline, ...others ] = pages;
	const header = [ 'metric', 'method', baseline.name ];
	others.forEach( ( page ) => header.push( page.name, `Δ ${ page.name }` ) );
	const rows = [];
	for ( const metric of METRICS ) {
		for ( const method of methods ) {
			const base = table[ method.id ][ baseline.name ][ metric.key ];
			const row = [
				metric.label,
				method.id,
				base.toFixed( metric.digits ),
			];
			for ( const page of others ) {
				const value = table[ method.id ][ page.name ][ metric.key ];
				row.push(
					value.toFixed( metric.digits ),
					signed( value - base, metric.digits )
				);
			}
			rows.push( row );
		}
	}
	printTable( header, rows );
}

/**
 * Prints whether a page meets each goal.
 *
 * @param {import('./pages.mjs').BenchPage}                        page     The page.
 * @param {import('./pages.mjs').BenchPage}                        baseline The baseline page.
 * @param {typeof import('./pages.mjs').GOALS}                     goals    The goals.
 * @param {Record<string, Record<string, Record<string, number>>>} table    method → page → metric → median.
 */
export function printGoals( page, baseline, goals, table ) {
	const rows = goals.map( ( goal ) => {
		const value = table[ goal.method ][ page.name ][ goal.metric ];
		let limit = goal.max;
		if ( goal.overBaseline !== undefined ) {
			limit =
				table[ goal.method ][ baseline.name ][ goal.metric ] +
				goal.overBaseline;
		}
		const least =
			goal.underBaseline === undefined
				? goal.min
				: table[ goal.method ][ baseline.name ][ goal.metric ] -
					goal.underBaseline;
		const met =
			( limit === undefined || value <= limit ) &&
			( least === undefined || value >= least );
		const digits = goal.metric === 'cls' ? 3 : 0;
		return [
			goal.label,
			goal.method,
			value.toFixed( digits ),
			met ? 'met' : 'NOT MET',
		];
	} );
	printTable( [ `goal (${ page.name })`, 'method', 'median', '' ], rows );
	return rows.every( ( row ) => row[ 3 ] === 'met' );
}

/**
 * A script URL without the site's origin and query string.
 *
 * @param {string} url    Script URL.
 * @param {string} origin Site origin.
 * @return {string} Short form.
 */
function shortUrl( url, origin ) {
	return url.startsWith( origin )
		? url.slice( origin.length ).replace( /\?.*$/, '' )
		: url;
}

/**
 * Prints what the main thread did while a page started: the LCP element and its phases, time per
 * kind of work, time per script, and the long tasks (those are what TBT counts: each task's time
 * over 50 ms).
 *
 * @param {string}                               title  Heading.
 * @param {import('./lighthouse.mjs').RunResult} run    The run to show.
 * @param {string}                               origin Site origin.
 */
export function printProfile( title, run, origin ) {
	say( title );
	say( `  LCP element: ${ run.lcpElement.replace( /\s+/g, ' ' ) }` );
	if ( run.lcpPhases.length ) {
		say(
			`  LCP phases: ${ run.lcpPhases
				.map( ( p ) => `${ p.phase } ${ ms( p.timing ) } ms` )
				.join( ', ' ) }`
		);
	}
	say( '' );
	printTable(
		[
			`high-priority script or style (unthrottled FCP ${ ms(
				run.observedFcp
			) } ms)`,
			'priority',
			'ended ms',
		],
		run.highPriority.map( ( row ) => [
			shortUrl( row.url, origin ),
			row.priority,
			ms( row.end ),
		] )
	);
	say( '' );
	printTable(
		[ 'main-thread work', 'ms' ],
		run.work.map( ( row ) => [ row.group, ms( row.duration ) ] )
	);
	say( '' );
	printTable(
		[ 'script', 'total ms', 'scripting ms', 'parse+compile ms' ],
		run.scripts
			.slice( 0, 10 )
			.map( ( row ) => [
				shortUrl( row.url, origin ),
				ms( row.total ),
				ms( row.scripting ),
				ms( row.parseCompile ),
			] )
	);
	say( '' );
	if ( run.longTasks.length ) {
		printTable(
			[ 'long task (attributed to)', 'start ms', 'duration ms' ],
			run.longTasks
				.slice( 0, 10 )
				.map( ( row ) => [
					shortUrl( row.url, origin ),
					ms( row.start ),
					ms( row.duration ),
				] )
		);
	} else {
		say( '  no long tasks' );
	}
	say( '' );
	for ( const [ graph, nodes ] of Object.entries( run.lcpGraph ?? {} ) ) {
		printTable(
			[
				`before the LCP, ${ graph } graph (${ nodes.length } nodes)`,
				'kind',
				'KB',
				'start ms',
				'end ms',
			],
			nodes.map( ( node ) => [
				node.what,
				node.kind,
				node.bytes === undefined
					? ''
					: ( node.bytes / 1024 ).toFixed( 1 ),
				ms( node.start ),
				ms( node.end ),
			] )
		);
		say( '' );
	}
}
