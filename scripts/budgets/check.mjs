/**
 * Checks the production build against scripts/budgets/budgets.json: each first view (per
 * language) and each lazy load, in gzip bytes, from the built chunk graph. Prints a table, writes
 * a JUnit report when given `--report=<file>` (how `npm test` counts it), and exits non-zero when a
 * budget is exceeded or the graph cannot be read.
 *
 * A first view's chunks come from the route table, through the same `firstScreenOf` the entry runs
 * (src/first-paint/plan.ts, read with tsx): budgets.json describes the first screen, not its
 * chunks. A chunk the file names (a lazy load, a language's catalogue) must be one a source
 * declares (`webpackChunkName`); a name no source declares, or one build/ lacks (a stale build), is
 * a failure.
 *
 * Usage: node scripts/budgets/check.mjs [--report=path/to/report.xml]
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/common.mjs';
import { filesBelow } from '../lib/files.mjs';
import { reportArgument, writeJUnitReport } from '../lib/junit.mjs';
import { say, warn } from '../lib/output.mjs';
import { ensureBuild } from '../lib/prepare.mjs';
import { tsImport } from 'tsx/esm/api';
import { filesOfImport, readChunkGraph } from './chunk-graph.mjs';

const BUDGETS = JSON.parse(
	fs.readFileSync(
		path.join( REPO_ROOT, 'scripts', 'budgets', 'budgets.json' ),
		'utf8'
	)
);
const BUILD = path.join( REPO_ROOT, 'build' );

/** The first paint's CSS, inline in the head of every page with the area. */
const FIRST_PAINT_CSS = 'first-paint.css';

/** The head's script, inline in the head of every page with the area (a first view counts it). */
const HEAD_SCRIPT = 'first-paint-head.js';

/**
 * Each shipped language's own chunks of a first view (languages/languages.json): the catalogue of
 * the customer area that src/i18n/apply-language.ts loads, none for the source language.
 */
const LANGUAGE_CHUNKS = ( () => {
	const definition = JSON.parse(
		fs.readFileSync(
			path.join( REPO_ROOT, 'languages', 'languages.json' ),
			'utf8'
		)
	);
	return Object.fromEntries(
		definition.languages.map( ( language ) => [
			language.code,
			language.code === definition.source
				? []
				: [
						`i18n-customer-area-${ language.locale }-customer-area-json`,
					],
		] )
	);
} )();

/**
 * Every `webpackChunkName` the sources declare. The catalogues' one template
 * (`i18n-[request]` in src/i18n/apply-language.ts) declares a chunk per shipped language.
 *
 * @return {Set<string>} Chunk names.
 */
function declaredChunkNames() {
	const names = new Set( Object.values( LANGUAGE_CHUNKS ).flat() );
	for ( const file of filesBelow( REPO_ROOT, 'src' ) ) {
		if ( ! /\.(tsx?|jsx?)$/.test( file ) ) {
			continue;
		}
		const text = fs.readFileSync( path.join( REPO_ROOT, file ), 'utf8' );
		for ( const match of text.matchAll(
			/webpackChunkName:\s*["']([^"']+)["']/g
		) ) {
			names.add( match[ 1 ] );
		}
	}
	return names;
}

/**
 * One budget's result.
 *
 * @typedef {Object} Result
 * @property {string}   name    What is measured.
 * @property {string}   status  'ok', 'over' or 'error'.
 * @property {number}   [bytes] Gzip bytes of its JavaScript (or of its CSS, for a CSS budget).
 * @property {number}   [limit] The budget.
 * @property {string[]} [files] The files counted.
 * @property {string}   [note]  Why it is not measured, or what went wrong.
 */

/**
 * Measures a set of named chunks (plus the entry when `withEntry`) against a limit: their
 * JavaScript, or (`css`) the stylesheets that come with those scripts (`x.js` → `x.css`).
 *
 * @param {ReturnType<typeof readChunkGraph>} graph     The chunk graph.
 * @param {Set<string>}                       declared  Chunk names the sources declare.
 * @param {string}                            name      The budget's name.
 * @param {string[]}                          chunks    Named chunks it imports.
 * @param {boolean}                           withEntry Whether build/index.js (and the head's
 *                                                      inline script) count.
 * @param {number}                            limit     Gzip bytes allowed.
 * @param {boolean}                           [css]     Whether the CSS is measured.
 * @return {Result} The result.
 */
function measure(
	graph,
	declared,
	name,
	chunks,
	withEntry,
	limit,
	css = false
) {
	const undeclared = chunks.filter( ( chunk ) => ! declared.has( chunk ) );
	if ( undeclared.length > 0 ) {
		return {
			name,
			status: 'error',
			note: `no source declares chunk(s) ${ undeclared.join(
				', '
			) } (webpackChunkName)`,
		};
	}
	const missing = chunks.filter( ( chunk ) => ! graph.names.has( chunk ) );
	if ( missing.length > 0 ) {
		return {
			name,
			status: 'error',
			note: `the sources name chunk(s) ${ missing.join(
				', '
			) } but build/ has none: a stale build`,
		};
	}
	const files = new Set( withEntry ? [ graph.entry, HEAD_SCRIPT ] : [] );
	for ( const chunk of chunks ) {
		filesOfImport( graph, chunk ).forEach( ( file ) => files.add( file ) );
	}
	const js = [ ...files ].filter( ( file ) => file.endsWith( '.js' ) ).sort();
	// A first view's CSS is also the first paint's, which every page with the area carries inline in
	// its head (includes/Frontend/FirstPaint.php).
	const measured = css
		? [
				...js.map( ( file ) => file.replace( /\.js$/, '.css' ) ),
				FIRST_PAINT_CSS,
			].filter( ( file ) => graph.sizes.has( file ) )
		: js;
	const bytes = measured.reduce(
		( sum, file ) => sum + ( graph.sizes.get( file )?.gzip ?? 0 ),
		0
	);
	return {
		name,
		status: bytes <= limit ? 'ok' : 'over',
		bytes,
		limit,
		files: measured,
	};
}

/**
 * The chunks of a first view besides the entry: those of the first screen the budget describes, as
 * the entry decides them from the route table.
 *
 * @param {Object} firstScreen The budget's `firstScreen` (`isLeadgen`, `signedIn`, `hash`).
 * @return {Promise<string[]>} Chunk names.
 */
async function firstViewChunks( firstScreen ) {
	const { firstScreenOf } = await tsImport(
		'../../src/first-paint/plan.ts',
		import.meta.url
	);
	const { chunks } = firstScreenOf( {
		popup: false,
		isLeadgen: false,
		signedIn: false,
		hash: '',
		...firstScreen,
	} );
	return chunks;
}

/**
 * Every budget's result.
 *
 * @return {Promise<Result[]>} Results, first views then lazy loads.
 */
async function check() {
	const graph = readChunkGraph( BUILD );
	const declared = declaredChunkNames();
	const results = [];
	for ( const view of BUDGETS.firstViews ) {
		const chunks = await firstViewChunks( view.firstScreen );
		// The catalogues carry no styles, so the CSS is measured once per view.
		results.push(
			measure(
				graph,
				declared,
				`${ view.name } first view CSS`,
				chunks,
				true,
				view.maxCssBytes,
				true
			)
		);
		for ( const [ language, extra ] of Object.entries( LANGUAGE_CHUNKS ) ) {
			results.push(
				measure(
					graph,
					declared,
					`${ view.name } first view (${ language })`,
					[ ...chunks, ...extra ],
					true,
					view.maxBytes
				)
			);
		}
	}
	for ( const load of BUDGETS.lazyLoads ) {
		results.push(
			measure(
				graph,
				declared,
				`${ load.name } chunk (lazy load)`,
				[ load.chunk ],
				false,
				load.maxBytes
			)
		);
	}
	return results;
}

const kib = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

/**
 * Prints the results as a table.
 *
 * @param {Result[]} results The results.
 */
function printTable( results ) {
	const rows = results.map( ( r ) => [
		r.name,
		r.bytes === undefined ? '-' : `${ kib( r.bytes ) } KiB`,
		r.limit === undefined ? '-' : `${ kib( r.limit ) } KiB`,
		r.status,
		r.files ? r.files.join( ' ' ) : ( r.note ?? '' ),
	] );
	const header = [ 'budget', 'gzip', 'limit', 'status', 'files' ];
	const widths = header.map( ( h, i ) =>
		Math.max( h.length, ...rows.map( ( row ) => row[ i ].length ) )
	);
	for ( const row of [ header, ...rows ] ) {
		say(
			row
				.map( ( cell, i ) =>
					i === row.length - 1 ? cell : cell.padEnd( widths[ i ] )
				)
				.join( '  ' )
		);
	}
}

/**
 * Writes a JUnit report: one test case per budget.
 *
 * @param {string}   file    Where.
 * @param {Result[]} results The results.
 */
function writeReport( file, results ) {
	const failed = ( r ) => r.status === 'over' || r.status === 'error';
	writeJUnitReport(
		file,
		'budgets',
		results.map( ( r ) => ( {
			name: r.name,
			failure: failed( r )
				? ( r.note ??
					`${ kib( r.bytes ) } KiB gzip exceeds ${ kib( r.limit ) } KiB` )
				: undefined,
		} ) )
	);
}

/** Entry point. */
async function main() {
	const report = reportArgument();
	let results;
	try {
		ensureBuild();
		results = await check();
	} catch ( error ) {
		results = [
			{
				name: 'the chunk graph of build/',
				status: 'error',
				note: error.message,
			},
		];
	}
	printTable( results );
	const failures = results.filter(
		( r ) => r.status === 'over' || r.status === 'error'
	);
	say(
		`\n${ results.length } budgets: ${
			results.length - failures.length
		} within, ${ failures.length } failed`
	);
	if ( report ) {
		writeReport( report, results );
	}
	if ( failures.length > 0 ) {
		failures.forEach( ( r ) =>
			warn(
				`budgets: ${ r.name }: ${
					r.note ??
					`${ kib( r.bytes ) } KiB gzip > ${ kib( r.limit ) } KiB`
				}`
			)
		);
		process.exitCode = 1;
	}
}

await main();
