/**
 * The chunk graph of a production build, read from the files in build/: which file holds which
 * chunk id, which id carries which `webpackChunkName`, and which chunks one dynamic import fetches
 * together. Deterministic: the same build always gives the same graph, unlike a browser's timing.
 *
 * What it reads, all of it written by webpack 5's runtime and chunk format:
 * - the entry's chunk file name map, `X.u=e=>(({49:"uploader",…}[e]||e)+".js…`;
 * - each chunk file's `(globalThis.webpackChunk…||=[]).push([[49],{…`;
 * - each dynamic import, `Promise.all([X.e(471),X.e(49)]).then(…` or `X.e(678).then(…`.
 * Anything it cannot read is an error, never an empty graph.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The gzip size a server sends (level 9, as `npm run bench` measures).
 *
 * @param {Buffer} body Raw bytes.
 * @return {number} Compressed size.
 */
export const gzipSize = ( body ) => zlib.gzipSync( body, { level: 9 } ).length;

const NAME_MAP = /\.u=\w+=>\(\(\{([^}]*)\}\[\w+\]\|\|\w+\)\+"\.js/;
const CHUNK_PUSH =
	/\(\s*(?:globalThis|self|window)\.webpackChunk[\w$]*\s*(?:\|\|=|=[^;]*?\|\|)\s*\[\s*\]\s*\)\.push\(\s*\[\s*\[([\d,\s]+)\]/;
const GROUP = /Promise\.all\(\[((?:\s*[\w$]+\.e\(\d+\)\s*,?)+)\]\)/g;
const SINGLE = /(?<![\w$.])([\w$]+)\.e\((\d+)\)\.then\(/g;
// An import with a variable path (the language catalogues) compiles to a map of the files it can
// load: `"./file.json":[moduleId,[chunkId,…]]`.
const CONTEXT = /"\.\/[^"]+":\[\d+,\[([\d,]+)\]\]/g;

/**
 * Reads the graph of the build in `dir`.
 *
 * @param {string} dir The build folder.
 * @return {{ entry: string, files: Map<number, string>, names: Map<string, number>, groups: number[][], sizes: Map<string, {raw: number, gzip: number}> }} The graph.
 */
export function readChunkGraph( dir ) {
	const entry = 'index.js';
	const entryPath = path.join( dir, entry );
	if ( ! fs.existsSync( entryPath ) ) {
		throw new Error( `${ entryPath } is missing: run "npm run build"` );
	}
	const entryText = fs.readFileSync( entryPath, 'utf8' );
	if (
		entryText.startsWith( '/******/' ) ||
		entryText.includes( 'webpack/runtime/' )
	) {
		throw new Error(
			'build/ holds a development build; budgets apply to the production build ("npm run build")'
		);
	}
	const nameMap = NAME_MAP.exec( entryText );
	if ( ! nameMap ) {
		throw new Error(
			'cannot find the chunk name map in build/index.js (has the webpack runtime changed?)'
		);
	}
	const names = new Map();
	for ( const pair of nameMap[ 1 ].split( ',' ) ) {
		const match = /^\s*(\d+)\s*:\s*"([^"]+)"\s*$/.exec( pair );
		if ( ! match ) {
			throw new Error( `cannot read the chunk name entry ${ pair }` );
		}
		names.set( match[ 2 ], Number( match[ 1 ] ) );
	}

	const files = new Map();
	const sizes = new Map();
	const groups = [];
	for ( const file of fs.readdirSync( dir ).sort() ) {
		if ( ! /\.(js|css)$/.test( file ) ) {
			continue;
		}
		const body = fs.readFileSync( path.join( dir, file ) );
		sizes.set( file, { raw: body.length, gzip: gzipSize( body ) } );
		if ( ! file.endsWith( '.js' ) ) {
			continue;
		}
		// Another entry (the head's script, the first paint's CSS stub): webpack writes an
		// `.asset.php` beside each entry, never beside a chunk.
		if (
			file !== entry &&
			fs.existsSync(
				path.join( dir, file.replace( /\.js$/, '.asset.php' ) )
			)
		) {
			continue;
		}
		const text = body.toString( 'utf8' );
		if ( file !== entry ) {
			// The push opens the file, after a licence comment or "use strict" at most.
			const push = CHUNK_PUSH.exec( text.slice( 0, 4000 ) );
			if ( ! push ) {
				throw new Error(
					`cannot read the chunk id of build/${ file }`
				);
			}
			for ( const id of push[ 1 ].split( ',' ) ) {
				files.set( Number( id ), file );
			}
		}
		for ( const match of text.matchAll( GROUP ) ) {
			groups.push(
				Array.from( match[ 1 ].matchAll( /\.e\((\d+)\)/g ), ( m ) =>
					Number( m[ 1 ] )
				)
			);
		}
		for ( const match of text.matchAll( SINGLE ) ) {
			groups.push( [ Number( match[ 2 ] ) ] );
		}
		for ( const match of text.matchAll( CONTEXT ) ) {
			groups.push( match[ 1 ].split( ',' ).map( Number ) );
		}
	}
	for ( const [ name, id ] of names ) {
		if ( ! files.has( id ) ) {
			throw new Error(
				`chunk "${ name }" (id ${ id }) is named in build/index.js but no file holds it`
			);
		}
	}
	return { entry, files, names, groups, sizes };
}

/**
 * The files one dynamic import of a named chunk fetches: the chunk and every chunk webpack loads
 * with it (the libraries split out of it), from the build's import expressions.
 *
 * @param {ReturnType<typeof readChunkGraph>} graph The graph.
 * @param {string}                            name  A `webpackChunkName`.
 * @return {string[]} File names, sorted.
 */
export function filesOfImport( graph, name ) {
	const id = graph.names.get( name );
	const loads = graph.groups.filter( ( group ) => group.includes( id ) );
	if ( loads.length === 0 ) {
		throw new Error(
			`no import of chunk "${ name }" (id ${ id }) found in build/`
		);
	}
	const ids = new Set( loads.flat() );
	return Array.from( ids, ( chunkId ) => {
		const file = graph.files.get( chunkId );
		if ( ! file ) {
			throw new Error(
				`chunk id ${ chunkId } (loaded with "${ name }") has no file in build/`
			);
		}
		return file;
	} ).sort();
}
