/**
 * One Lighthouse 12 run (mobile preset) in a fresh Chromium, reduced to the figures the bench reports:
 * scores, LCP/TBT/CLS, the LCP element, and what the main thread did (per script, per kind of work,
 * long tasks).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM, seedBrowserState } from './browser.mjs';
import { lcpGraphNodes } from './lantern-graph.mjs';

/**
 * The two ways Lighthouse throttles. `simulate` (its default) loads unthrottled and computes the
 * metrics a slow phone would see; `devtools` really slows network and CPU while loading.
 */
export const METHODS = [
	{ id: 'simulate', label: 'simulated (default)' },
	{ id: 'devtools', label: 'applied (devtools)' },
];

/**
 * The figures of one run.
 *
 * @typedef {Object} RunResult
 * @property {number}                                                                       performance   Score 0–100.
 * @property {number}                                                                       accessibility Score 0–100.
 * @property {number}                                                                       fcp           First contentful paint, ms.
 * @property {number}                                                                       lcp           Largest contentful paint, ms.
 * @property {number}                                                                       observedFcp   First contentful paint of the unthrottled load, ms.
 * @property {Array<{url: string, priority: string, end: number}>}                          highPriority  Scripts and stylesheets fetched at high priority.
 * @property {number}                                                                       tbt           Total blocking time, ms.
 * @property {number}                                                                       cls           Cumulative layout shift.
 * @property {number}                                                                       cpuIndex      Lighthouse's benchmark index of the machine's CPU at the run (higher is faster).
 * @property {string}                                                                       lcpElement    The LCP element's selector and snippet.
 * @property {Array<{phase: string, timing: number}>}                                       lcpPhases     LCP split into TTFB, load delay, load time and render delay.
 * @property {Array<{url: string, total: number, scripting: number, parseCompile: number}>} scripts       Main-thread time per script.
 * @property {Array<{group: string, duration: number}>}                                     work          Main-thread time per kind of work.
 * @property {Array<{url: string, start: number, duration: number}>}                        longTasks     Tasks over 50 ms.
 */

/**
 * Items of an audit's details table.
 *
 * @param {Object} lhr Lighthouse result.
 * @param {string} id  Audit id.
 * @return {Object[]} Rows.
 */
function items( lhr, id ) {
	return lhr.audits[ id ]?.details?.items ?? [];
}

/** What the LCP element reads as when Lighthouse names none. */
export const NONE_REPORTED = '(none reported)';

/**
 * The LCP element and its phases from the `largest-contentful-paint-element` audit, whose details
 * hold a table of the element and a table of the phases.
 *
 * @param {Object} lhr Lighthouse result.
 * @return {{lcpElement: string, lcpPhases: Array<{phase: string, timing: number}>}} Element and phases.
 */
function lcpDetails( lhr ) {
	const tables = items( lhr, 'largest-contentful-paint-element' );
	const node = tables[ 0 ]?.items?.[ 0 ]?.node;
	return {
		lcpElement: node
			? `${ node.selector ?? '' } ${ node.snippet ?? '' }`.trim()
			: NONE_REPORTED,
		lcpPhases: ( tables[ 1 ]?.items ?? [] ).map( ( row ) => ( {
			phase: String( row.phase ),
			timing: Number( row.timing ),
		} ) ),
	};
}

/**
 * Runs Lighthouse once on a fresh Chromium.
 *
 * @param {string}                               url       Page URL.
 * @param {Object}                               o
 * @param {string}                               o.method  Throttling method (`simulate` or `devtools`).
 * @param {import('./browser.mjs').BrowserState} [o.state] Browser state to seed first (signed-in pages).
 * @return {Promise<RunResult>} The figures.
 */
export async function lighthouseRun( url, { method, state } ) {
	const chrome = await chromeLauncher.launch( {
		chromePath: CHROMIUM,
		chromeFlags: [ ...CHROME_FLAGS, '--headless=new' ],
	} );
	try {
		if ( state ) {
			await seedBrowserState( chrome.port, new URL( url ).origin, state );
		}
		const result = await lighthouse( url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: [ 'performance', 'accessibility' ],
			throttlingMethod: method,
			disableStorageReset: Boolean( state ),
		} );
		const lhr = result?.lhr;
		if ( ! lhr || lhr.runtimeError ) {
			throw new Error(
				`Lighthouse failed on ${ url }: ${
					lhr?.runtimeError?.message ?? 'no result'
				}`
			);
		}
		const audit = ( id ) => lhr.audits[ id ]?.numericValue ?? NaN;
		const score = ( id ) =>
			Math.round( ( lhr.categories[ id ]?.score ?? 0 ) * 100 );
		return {
			performance: score( 'performance' ),
			accessibility: score( 'accessibility' ),
			fcp: audit( 'first-contentful-paint' ),
			lcp: audit( 'largest-contentful-paint' ),
			tbt: audit( 'total-blocking-time' ),
			cls: audit( 'cumulative-layout-shift' ),
			// The simulation scales the CPU time it observed: figures of two machines compare only
			// at similar indexes (docs/performance.md "How it is measured").
			cpuIndex: Number( lhr.environment?.benchmarkIndex ?? NaN ),
			...lcpDetails( lhr ),
			scripts: items( lhr, 'bootup-time' ).map( ( row ) => ( {
				url: String( row.url ),
				total: Number( row.total ),
				scripting: Number( row.scripting ),
				parseCompile: Number( row.scriptParseCompile ),
			} ) ),
			work: items( lhr, 'mainthread-work-breakdown' ).map( ( row ) => ( {
				group: String( row.groupLabel ?? row.group ),
				duration: Number( row.duration ),
			} ) ),
			observedFcp: Number(
				items( lhr, 'metrics' )[ 0 ]?.observedFirstContentfulPaint ??
					NaN
			),
			// What Lighthouse's simulation counts as holding the first paint back: scripts and
			// stylesheets the browser fetched at high priority (parser-blocking scripts before the
			// first picture, stylesheets in the head), with when they ended in the unthrottled load.
			highPriority: items( lhr, 'network-requests' )
				.filter(
					( row ) =>
						[ 'Script', 'Stylesheet' ].includes(
							String( row.resourceType )
						) &&
						[ 'High', 'VeryHigh' ].includes(
							String( row.priority )
						)
				)
				.map( ( row ) => ( {
					url: String( row.url ),
					priority: String( row.priority ),
					end: Number( row.networkEndTime ),
				} ) ),
			lcpGraph:
				method === 'simulate'
					? lcpGraphNodes( new URL( url ).origin )
					: {},
			longTasks: items( lhr, 'long-tasks' ).map( ( row ) => ( {
				url: String( row.url ),
				start: Number( row.startTime ),
				duration: Number( row.duration ),
			} ) ),
		};
	} finally {
		await chrome.kill();
	}
}
