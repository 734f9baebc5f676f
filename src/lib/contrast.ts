/**
 * WCAG 2 contrast arithmetic for colours the code chooses at run time (text on a broker colour)
 * and for the tests that prove our own colour tables meet AA.
 */

/**
 * The relative luminance of a `#RGB` or `#RRGGBB` colour (WCAG 2 definition); NaN for anything else.
 *
 * @param hex The colour.
 */
export function relativeLuminance( hex: string ): number {
	const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec( hex.trim() );
	if ( ! match ) {
		return Number.NaN;
	}
	const digits = ( match[ 1 ] as string ).replace(
		/^(.)(.)(.)$/,
		'$1$1$2$2$3$3'
	);
	const [ r, g, b ] = [ 0, 2, 4 ].map( ( start ) => {
		const channel = parseInt( digits.slice( start, start + 2 ), 16 ) / 255;
		return channel <= 0.03928
			? channel / 12.92
			: ( ( channel + 0.055 ) / 1.055 ) ** 2.4;
	} ) as [ number, number, number ];
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of two colours, from 1 to 21.
 *
 * @param first  A colour.
 * @param second Another colour.
 */
export function contrastRatio( first: string, second: string ): number {
	const a = relativeLuminance( first );
	const b = relativeLuminance( second );
	return ( Math.max( a, b ) + 0.05 ) / ( Math.min( a, b ) + 0.05 );
}

/** Dark text of the area (the design token). */
export const DARK_TEXT = '#1E1E1E';

/**
 * The text colour (dark or white) that reads best on `background`: a broker colour then always
 * carries text of the highest contrast, whatever the broker chose.
 *
 * @param background The background colour.
 */
export function readableTextOn( background: string ): string {
	return contrastRatio( background, DARK_TEXT ) >=
		contrastRatio( background, '#FFFFFF' )
		? DARK_TEXT
		: '#FFFFFF';
}
