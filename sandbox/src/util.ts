/**
 * Small text and URL helpers shared by the handler areas.
 */

/**
 * Whether a value is an absolute http(s) URL.
 * @param value The text to check.
 */
export function isHttpUrl( value: string ): boolean {
	try {
		const url = new URL( value );
		return url.protocol === 'http:' || url.protocol === 'https:';
	} catch {
		return false;
	}
}

/**
 * Cuts a text at a word boundary to at most `max` characters, marking the cut with an ellipsis.
 * @param text The text.
 * @param max  The longest result.
 */
export function shorten( text: string, max: number ): string {
	if ( text.length <= max ) {
		return text;
	}
	return text.slice( 0, text.lastIndexOf( ' ', max - 1 ) ) + '…';
}
