/**
 * Text for a library that writes what it is given as HTML (`innerHTML`): the chart's legend and
 * tooltips, the uploader's label. Only the one sanitizer puts HTML from data on the page.
 */

/**
 * `text` as HTML that shows it literally.
 *
 * @param text A text from the answer or a translation (null and undefined give '').
 */
export const escapeHtml = ( text: unknown ): string =>
	String( text ?? '' ).replace(
		/[&<>"']/g,
		( character ) => `&#${ character.charCodeAt( 0 ) };`
	);
