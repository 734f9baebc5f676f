/**
 * Extract step: the catalogue of every translatable string of the shipped sources, and the .pot made
 * from it.
 */
import { extractBlockJson } from './extract-block-json.mjs';
import { extractJs } from './extract-js.mjs';
import { extractPhp } from './extract-php.mjs';
import { baseHeaders, compilePo, table } from './shared.mjs';

/**
 * Extracts everything: the catalogue and the problems met.
 *
 * @return {{ catalogue: Map<string, import('./shared.mjs').Message>, problems: import('./shared.mjs').Problem[] }} Result.
 */
export function extractAll() {
	const catalogue = new Map();
	const problems = [];
	extractJs( catalogue, problems );
	extractBlockJson( catalogue, problems );
	extractPhp( catalogue );
	return { catalogue, problems };
}

/**
 * Orders references naturally (file, then line number).
 *
 * @param {string} a Reference.
 * @param {string} b Reference.
 * @return {number} Order.
 */
function compareReferences( a, b ) {
	const [ fileA, lineA = '0' ] = a.split( ':' );
	const [ fileB, lineB = '0' ] = b.split( ':' );
	if ( fileA !== fileB ) {
		return fileA < fileB ? -1 : 1;
	}
	return Number( lineA ) - Number( lineB );
}

/**
 * The .pot text of a catalogue.
 *
 * @param {Map<string, import('./shared.mjs').Message>} catalogue Extracted messages.
 * @return {string} POT text.
 */
export function buildPot( catalogue ) {
	const entries = [ ...catalogue.values() ].map( ( message ) => {
		const entry = {
			msgid: message.msgid,
			msgstr: message.msgidPlural ? [ '', '' ] : [ '' ],
			comments: {
				extracted: [ ...message.comments ].join( '\n' ),
				reference: [ ...message.references ]
					.sort( compareReferences )
					.join( '\n' ),
			},
		};
		if ( message.msgctxt !== undefined ) {
			entry.msgctxt = message.msgctxt;
		}
		if ( message.msgidPlural ) {
			entry.msgid_plural = message.msgidPlural;
		}
		return entry;
	} );
	return compilePo(
		table(
			{
				...baseHeaders(),
				'Plural-Forms': 'nplurals=INTEGER; plural=EXPRESSION;',
			},
			entries
		)
	);
}
