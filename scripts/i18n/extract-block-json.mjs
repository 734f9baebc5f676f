/**
 * Extract step, blocks: the translatable fields of every block.json under src/, with the contexts
 * WordPress translates them with (what `wp i18n make-pot` extracts): the title ('block title'),
 * the description ('block description') and each keyword ('block keyword').
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOMAIN, ROOT, addMessage } from './shared.mjs';
import { filesBelow } from '../lib/files.mjs';

/**
 * The block.json files that ship (copied into build/ by the build).
 *
 * @return {string[]} Relative paths.
 */
export function blockJsonFiles() {
	return filesBelow( ROOT, 'src' ).filter(
		( rel ) => path.posix.basename( rel ) === 'block.json'
	);
}

/**
 * Adds the translatable fields of the block.json files to the catalogue.
 *
 * @param {Map<string, import('./shared.mjs').Message>} catalogue Where messages go.
 * @param {import('./shared.mjs').Problem[]}            problems  Where problems go.
 * @param {string[]}                                    [files]   Relative paths (default: all shipped block.json).
 */
export function extractBlockJson(
	catalogue,
	problems,
	files = blockJsonFiles()
) {
	for ( const rel of files ) {
		let metadata;
		try {
			metadata = JSON.parse(
				fs.readFileSync( path.join( ROOT, rel ), 'utf8' )
			);
		} catch ( error ) {
			problems.push( {
				where: rel,
				message: `not JSON: ${ error.message }`,
			} );
			continue;
		}
		if ( metadata.textdomain !== DOMAIN ) {
			problems.push( {
				where: rel,
				message: `textdomain ${ JSON.stringify(
					metadata.textdomain
				) }; use '${ DOMAIN }'`,
			} );
			continue;
		}
		const add = ( msgid, msgctxt ) => {
			if ( typeof msgid === 'string' && msgid !== '' ) {
				addMessage( catalogue, {
					msgid,
					msgctxt,
					reference: rel,
					comments: [],
					js: true,
				} );
			}
		};
		add( metadata.title, 'block title' );
		add( metadata.description, 'block description' );
		for ( const keyword of Array.isArray( metadata.keywords )
			? metadata.keywords
			: [] ) {
			add( keyword, 'block keyword' );
		}
	}
}
