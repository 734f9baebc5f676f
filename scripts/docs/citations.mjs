/**
 * Citations of the documentation's headings, and the ones that point at nothing. Comments and
 * pages cite a heading of the repository's docs as `docs/architecture.md "First paint and
 * start-up"` (a Markdown `#` line of that page), or link it as `[text](architecture.md#anchor)`;
 * a citation may wrap over two lines of a comment. The unit suite runs `brokenCitations` over
 * src, includes, scripts, tests, sandbox, docs and the files at the repository's root
 * (citations.test.ts). See docs/README.md "Keeping these pages true".
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesBelow } from '../lib/files.mjs';

/** The pages whose headings are cited, by the name a citation uses. */
export const PAGES = [
	'architecture.md',
	'behaviour.md',
	'styles.md',
	'glossary.md',
	'performance.md',
];

/**
 * A heading's anchor, as GitHub makes it: lower case, punctuation dropped, spaces as hyphens.
 *
 * @param {string} heading The heading's text.
 * @return {string} The anchor.
 */
export function anchorOf( heading ) {
	return heading
		.trim()
		.toLowerCase()
		.replace( /[^\p{L}\p{N} _-]/gu, '' )
		.replace( / /g, '-' );
}

/**
 * The headings of a Markdown page: the text of every `#` line outside code blocks.
 *
 * @param {string} markdown The page.
 * @return {string[]} Headings.
 */
export function headingsOf( markdown ) {
	let fenced = false;
	const headings = [];
	for ( const line of markdown.split( '\n' ) ) {
		if ( /^\s*```/.test( line ) ) {
			fenced = ! fenced;
		} else if ( ! fenced && /^#{1,6} /.test( line ) ) {
			headings.push( line.replace( /^#+ /, '' ).trim() );
		}
	}
	return headings;
}

/**
 * A text with its line breaks, comment leaders (`*`, `//`, `#`) and indentation made single
 * spaces, so that a citation wrapped over two lines reads as one.
 *
 * @param {string} text A file's text.
 * @return {string} The text on one line.
 */
function joined( text ) {
	return text.replace( /\s*\n\s*(?:\*(?!\/)|\/\/|#(?!#))?\s*/g, ' ' );
}

/**
 * The broken citations of one file's text.
 *
 * @param {string}                   text     The file's text.
 * @param {Record<string, string[]>} headings Each page's headings.
 * @param {string}                   [own]    The page the text is, for its `(#anchor)` links.
 * @return {string[]} Each broken citation, as written.
 */
export function brokenCitations( text, headings, own ) {
	const broken = [];
	const line = joined( text );
	const quoted = new RegExp(
		`\\b(${ PAGES.map( ( page ) => page.replace( '.', '\\.' ) ).join(
			'|'
		) })\\s*\\(?\\[?"([^"]{1,120})"`,
		'g'
	);
	for ( const [ citation, page, heading ] of line.matchAll( quoted ) ) {
		if ( ! headings[ page ]?.includes( heading.trim() ) ) {
			broken.push( citation );
		}
	}
	for ( const [ citation, page, anchor ] of line.matchAll(
		/\]\(([a-z]+\.md)?#([^)\s]+)\)/g
	) ) {
		const target = page ?? own;
		if (
			target &&
			headings[ target ] &&
			! headings[ target ].map( anchorOf ).includes( anchor )
		) {
			broken.push( citation );
		}
	}
	return broken;
}

/**
 * Every broken citation in some files and below some folders of the repository.
 *
 * @param {string}   repo  The repository's root.
 * @param {string[]} paths The files and folders to search.
 * @return {string[]} `file: citation` for each.
 */
export function brokenCitationsIn( repo, paths ) {
	const headings = Object.fromEntries(
		PAGES.map( ( page ) => {
			const file = path.join( repo, 'docs', page );
			return [
				page,
				fs.existsSync( file )
					? headingsOf( fs.readFileSync( file, 'utf8' ) )
					: [],
			];
		} )
	);
	const files = paths.flatMap( ( name ) =>
		fs.statSync( path.join( repo, name ) ).isFile()
			? [ name ]
			: filesBelow( repo, name )
	);
	const found = [];
	for ( const file of files ) {
		if (
			/\/generated\/|scripts\/docs\/citations/.test( file ) ||
			! /\.(tsx?|mjs|cjs|js|php|scss|md|json|txt)$/.test( file )
		) {
			continue;
		}
		const name = path.basename( file );
		const own = PAGES.includes( name ) ? name : undefined;
		for ( const citation of brokenCitations(
			fs.readFileSync( path.join( repo, file ), 'utf8' ),
			headings,
			own
		) ) {
			found.push( `${ file }: ${ citation }` );
		}
	}
	return found;
}
