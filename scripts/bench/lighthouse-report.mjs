/**
 * `npm run bench`'s Lighthouse section: every page with every method, interleaved, then medians,
 * goals and start-up profiles.
 */
import os from 'node:os';
import { lighthouseRun, NONE_REPORTED } from './lighthouse.mjs';
import { observedLcpElement } from './sizes.mjs';
import { GOALS } from './pages.mjs';
import {
	medians,
	printComparison,
	printGoals,
	printProfile,
} from './report.mjs';
import { say } from '../lib/output.mjs';

/**
 * Prints the machine's load: timings on a busy machine (other jobs on few cores) vary from run to run,
 * the simulated ones too, since the simulation scales the CPU time it observed.
 */
function sayLoad() {
	const cores = os.availableParallelism?.() ?? os.cpus().length;
	const load = os.loadavg()[ 0 ];
	say(
		`machine load (1-minute average): ${ load.toFixed( 1 ) } on ${ cores } core(s)${
			load > cores ? ' — busy: expect timings to vary between runs' : ''
		}`
	);
}

/**
 * Runs Lighthouse on every page with every method, interleaved (run 1 of each page and method, then
 * run 2, …) so that a machine getting slower or faster meanwhile affects all pages alike, then
 * prints the comparison, the goals and the start-up profiles.
 *
 * @param {{wpUrl: string, apiUrl: string}}   site      The running site.
 * @param {Record<string, Object|undefined>}  states    Browser state per page name.
 * @param {Object}                            o
 * @param {import('./pages.mjs').BenchPage[]} o.pages   The pages measured.
 * @param {Object[]}                          o.methods The throttling methods (METHODS entries).
 * @param {number}                            o.runs    Runs per page and method.
 * @return {Promise<string[]>} The pages with a goal not met.
 */
export async function reportLighthouse(
	site,
	states,
	{ pages, methods, runs }
) {
	/** @type {Record<string, Record<string, import('./lighthouse.mjs').RunResult[]>>} */
	const results = Object.fromEntries(
		methods.map( ( method ) => [
			method.id,
			Object.fromEntries( pages.map( ( page ) => [ page.name, [] ] ) ),
		] )
	);
	sayLoad();
	say(
		`Lighthouse 12, mobile preset, ${ runs } run(s) per page and method (${ methods
			.map( ( method ) => method.label )
			.join( ', ' ) }):`
	);
	for ( let run = 1; run <= runs; run++ ) {
		for ( const method of methods ) {
			for ( const page of pages ) {
				const started = Date.now();
				const result = await lighthouseRun(
					`${ site.wpUrl }${ page.path }`,
					{ method: method.id, state: states[ page.name ] }
				);
				results[ method.id ][ page.name ].push( result );
				say(
					`  run ${ run }/${ runs } ${ method.id } ${ page.name }: performance ${
						result.performance
					}, FCP ${ Math.round( result.fcp ) } ms, LCP ${ Math.round( result.lcp ) } ms, TBT ${ Math.round(
						result.tbt
					) } ms, CLS ${ result.cls.toFixed(
						3
					) }, CPU index ${ Math.round( result.cpuIndex ) } (${ (
						( Date.now() - started ) /
						1000
					).toFixed( 0 ) } s)`
				);
			}
		}
	}
	sayLoad();
	say( '' );

	const table = Object.fromEntries(
		methods.map( ( method ) => [
			method.id,
			Object.fromEntries(
				pages.map( ( page ) => [
					page.name,
					medians( results[ method.id ][ page.name ] ),
				] )
			),
		] )
	);
	say( `Medians, and each page against ${ pages[ 0 ].name }:` );
	printComparison( pages, methods, table );
	say( '' );

	const unmet = [];
	for ( const page of pages.filter( ( entry ) => entry.goals ) ) {
		const goals = Array.isArray( page.goals ) ? page.goals : GOALS;
		const met = printGoals(
			page,
			pages[ 0 ],
			goals.filter( ( goal ) =>
				methods.some( ( method ) => method.id === goal.method )
			),
			table
		);
		if ( ! met ) {
			unmet.push( page.name );
		}
		say( '' );
	}

	const origin = new URL( site.wpUrl ).origin;
	for ( const page of pages ) {
		for ( const method of methods ) {
			// The run whose TBT is the median stands for the page.
			const list = [ ...results[ method.id ][ page.name ] ].sort(
				( a, b ) => a.tbt - b.tbt
			);
			const run = list[ Math.floor( ( list.length - 1 ) / 2 ) ];
			if ( run.lcpElement === NONE_REPORTED ) {
				// The element left the page (the app replaced the pre-rendered first screen).
				const observed = await observedLcpElement(
					`${ site.wpUrl }${ page.path }`,
					states[ page.name ]
				);
				run.lcpElement = observed
					? `${ observed } (as the browser reported it; the app has replaced it since, so Lighthouse names no element and no phases)`
					: NONE_REPORTED;
			}
			printProfile(
				`Start-up of ${ page.name }, ${ method.label } (the run with the median TBT, ${ Math.round(
					run.tbt
				) } ms):`,
				run,
				origin
			);
		}
	}
	return unmet;
}
