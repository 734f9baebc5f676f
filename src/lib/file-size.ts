/**
 * File sizes as the upload texts show them: units step by 1024, at most three decimals, in the
 * number format of the UI language ('122.07 MB' in English, '122,07 MB' in German).
 * See docs/behaviour.md "Formats and limits".
 */

const UNITS = [ 'B', 'KB', 'MB', 'GB', 'TB', 'PB' ] as const;

/** Each unit is this many of the one before. */
const STEP = 1024;

/**
 * A byte count in the largest unit that keeps it at least 1, with at most three decimals.
 *
 * @param bytes  The size in bytes; negative or not finite counts as 0.
 * @param locale A BCP 47 language tag for the number format, e.g. `de`.
 */
export function formatFileSize( bytes: number, locale: string ): string {
	const size = Number.isFinite( bytes ) && bytes > 0 ? bytes : 0;
	const exponent =
		size < 1
			? 0
			: Math.min(
					UNITS.length - 1,
					Math.floor( Math.log( size ) / Math.log( STEP ) )
				);
	const value = size / STEP ** exponent;
	const number = new Intl.NumberFormat( locale, {
		maximumFractionDigits: 3,
		useGrouping: false,
	} ).format( value );
	return `${ number } ${ UNITS[ exponent ] }`;
}
