/**
 * `npm run bench`'s size sections: each page's first-view assets, the chunks a page loaded once
 * idle and must not load, its API calls, the lazy chunks, and the uploader check.
 */
import { lazyChunks, firstView } from './sizes.mjs';
import { uploaderCheck } from './uploader.mjs';
import { kib, printTable, sumOf } from './report.mjs';
import { say, warn } from '../lib/output.mjs';

/**
 * Prints PASS/FAIL for one check.
 *
 * @param {string}  text What was checked.
 * @param {boolean} pass Whether it passed.
 * @return {boolean} `pass`.
 */
function verdict( text, pass ) {
	say( `${ text }: ${ pass ? 'PASS' : 'FAIL' }` );
	return pass;
}

/**
 * Measures and prints the first-view sizes of every page that has a `ready` condition, the chunks a
 * page loaded once idle, its API calls, and the lazy chunks none of them loaded.
 *
 * @param {{wpUrl: string, apiUrl: string}}   site   The running site.
 * @param {Record<string, Object|undefined>}  states Browser state per page name.
 * @param {import('./pages.mjs').BenchPage[]} pages  The pages measured.
 * @return {Promise<{failed: string[], noJs: string[]}>} Failed checks, pages without JS.
 */
export async function reportSizes( site, states, pages ) {
	const loaded = new Set();
	const failed = [];
	const noJs = [];
	const apiOrigin = new URL( site.apiUrl ).origin;
	for ( const page of pages.filter( ( entry ) => entry.ready ) ) {
		const { assets, settled, apiCalls } = await firstView(
			`${ site.wpUrl }${ page.path }`,
			page.ready,
			states[ page.name ],
			apiOrigin
		);
		settled.forEach( ( file ) => loaded.add( file ) );
		say(
			`First view of ${ page.name } (${ page.path }): the plugin’s own assets requested before it is usable`
		);
		printTable(
			[ 'file', 'type', 'raw', 'gzip (sent)', 'content-encoding' ],
			assets.map( ( asset ) => [
				asset.file,
				asset.kind,
				kib( asset.raw ),
				kib( asset.wire ),
				asset.encoding,
			] )
		);
		const js = sumOf( assets, 'js', 'wire' );
		say(
			`first view JS:  ${ kib( sumOf( assets, 'js', 'raw' ) ) } raw, ${ kib(
				js
			) } gzip`
		);
		say(
			`first view CSS: ${ kib( sumOf( assets, 'css', 'raw' ) ) } raw, ${ kib(
				sumOf( assets, 'css', 'wire' )
			) } gzip`
		);
		if ( page.signIn || page.forbid ) {
			say(
				`plugin chunks loaded once the network is idle: ${
					settled.join( ', ' ) || '(none)'
				}`
			);
		}
		if ( page.countApi ) {
			say(
				`API calls on first load (to ${ apiOrigin }): ${ apiCalls.length }`
			);
			apiCalls.forEach( ( call ) => say( `  ${ call }` ) );
		}
		for ( const chunk of page.forbid ?? [] ) {
			const found = settled.filter( ( file ) => chunk.match( file ) );
			if (
				! verdict(
					`${ page.name }: ${ chunk.label } not loaded${
						found.length ? ` (loaded: ${ found.join( ', ' ) })` : ''
					}`,
					! found.length
				)
			) {
				failed.push( `${ page.name }: ${ chunk.label } loaded` );
			}
		}
		if ( page.budget ) {
			if (
				! verdict(
					`budget (${ page.name }): plugin first-view JavaScript ${ kib(
						js
					) } gzip ≤ ${ kib( page.budget ) }`,
					js <= page.budget
				)
			) {
				failed.push( `${ page.name }: JavaScript budget` );
			}
		}
		say( '' );
		if ( ! assets.some( ( asset ) => asset.kind === 'js' ) ) {
			noJs.push( page.name );
		}
	}

	const lazy = lazyChunks( loaded );
	say( 'Lazy chunks (in no first view above), from build/' );
	printTable(
		[ 'file', 'type', 'raw', 'gzip -9' ],
		lazy.map( ( chunk ) => [
			chunk.file,
			chunk.kind,
			kib( chunk.raw ),
			kib( chunk.gzip ),
		] )
	);
	say(
		`lazy JS:  ${ kib( sumOf( lazy, 'js', 'raw' ) ) } raw, ${ kib(
			sumOf( lazy, 'js', 'gzip' )
		) } gzip`
	);
	say(
		`lazy CSS: ${ kib( sumOf( lazy, 'css', 'raw' ) ) } raw, ${ kib(
			sumOf( lazy, 'css', 'gzip' )
		) } gzip`
	);
	say( '' );
	return { failed, noJs };
}

/**
 * Checks and prints that the uploader chunk loads only when an upload dialog opens, on the signed-in
 * estate page.
 *
 * @param {{wpUrl: string}}                   site   The running site.
 * @param {Record<string, Object|undefined>}  states Browser state per page name.
 * @param {import('./pages.mjs').BenchPage[]} pages  The pages measured.
 * @return {Promise<boolean>} Whether it passed (true when no estate page is measured).
 */
export async function reportUploader( site, states, pages ) {
	const estate = pages.find( ( page ) => page.name === 'estate' );
	if ( ! estate ) {
		return true;
	}
	say( `Uploader on ${ estate.path }: Documents tab, then an Upload button` );
	let result;
	try {
		result = await uploaderCheck(
			`${ site.wpUrl }${ estate.path }`,
			states[ estate.name ]
		);
	} catch ( error ) {
		// A broken check must not cost the Lighthouse figures that follow.
		warn( `uploader check failed: ${ error.message ?? error }` );
		verdict( 'uploader chunk loaded only with the dialog', false );
		say( '' );
		return false;
	}
	const { onTab, added, uploader, pass } = result;
	say( `plugin files with the Documents tab open: ${ onTab.join( ', ' ) }` );
	say( 'files the upload dialog added:' );
	printTable(
		[ 'file', 'type', 'raw', 'gzip (sent)' ],
		added.map( ( asset ) => [
			asset.file,
			asset.kind,
			kib( asset.raw ),
			kib( asset.wire ),
		] )
	);
	say(
		`uploader chunks: ${
			uploader
				.map(
					( asset ) =>
						`${ asset.file } ${ kib( asset.raw ) } raw / ${ kib(
							asset.wire
						) } gzip`
				)
				.join( ', ' ) || '(none)'
		}`
	);
	verdict(
		'uploader chunk absent with the Documents tab, loaded with the dialog',
		pass
	);
	say( '' );
	return pass;
}
