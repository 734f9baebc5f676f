/**
 * Cutting plain text for headers (e.g. the activity header, 56 characters).
 */

/**
 * `text` cut to at most `limit` characters plus an ellipsis when it is longer; whitespace runs
 * count as one space. Characters are counted as a person sees them (an umlaut is one).
 *
 * @param text  The text.
 * @param limit The most characters kept.
 */
export function truncateText( text: string, limit: number ): string {
	const characters = Array.from(
		text.normalize( 'NFC' ).replace( /\s+/g, ' ' ).trim()
	);
	if ( characters.length <= limit ) {
		return characters.join( '' );
	}
	return characters.slice( 0, limit ).join( '' ).trimEnd() + '…';
}
