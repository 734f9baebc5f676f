/**
 * The one formatting module of the product (docs/behaviour.md "Formats and limits"):
 *
 * - money is EUR in the de-DE locale and dates are DD.MM.YYYY, whatever the UI language;
 * - every other number (percentages, areas, rooms, counts, file sizes, chart labels and tooltips)
 *   is written the way the UI language writes it: de '12,5 %', en '12.5%', fr '12,5 %'.
 *
 * The caller passes the language (the resolved code, e.g. `de`): lib/ does not read the page's
 * configuration. The API speaks numbers and `YYYY/MM/DD`; these helpers convert both ways so that no
 * screen does its own string surgery.
 */

/** The locale of money, whatever the UI language (spec: income currency EUR, locale de-DE). */
const MONEY_LOCALE = 'de-DE';

const formats = new Map< string, Intl.NumberFormat >();

/**
 * One shared number format per locale and options, made on its first use rather than when this
 * module loads: creating an Intl.NumberFormat loads locale data and costs a phone several
 * milliseconds, and the modules that format numbers load on the way to a screen's first call.
 *
 * @param locale  A BCP 47 language tag, e.g. `de`.
 * @param options The format's options.
 */
function numberFormat(
	locale: string,
	options: Intl.NumberFormatOptions = {}
): Intl.NumberFormat {
	const key = `${ locale }|${ JSON.stringify( options ) }`;
	let format = formats.get( key );
	if ( ! format ) {
		format = new Intl.NumberFormat( locale, options );
		formats.set( key, format );
	}
	return format;
}

/**
 * A number in the UI language with up to `maximumFractionDigits` decimals and the language's
 * grouping: `1061.5` → en '1,061.5', de '1.061,5'.
 *
 * @param value                 The number.
 * @param language              The UI language, e.g. `de`.
 * @param maximumFractionDigits At most this many decimals (default 2).
 */
export function formatNumber(
	value: number,
	language: string,
	maximumFractionDigits = 2
): string {
	return numberFormat( language, { maximumFractionDigits } ).format( value );
}

/**
 * A number without grouping (years, house numbers): `1998` → '1998'; decimals in the UI language.
 *
 * @param value    The number.
 * @param language The UI language.
 */
export function formatPlainNumber( value: number, language: string ): string {
	return numberFormat( language, {
		maximumFractionDigits: 2,
		useGrouping: false,
	} ).format( value );
}

/** Options of a percentage. */
export interface PercentOptions {
	/** Shows the sign of a rise too ('+12.5%'); no sign for 0. */
	signed?: boolean;
	/** At most this many decimals (default 1). */
	maximumFractionDigits?: number;
}

/**
 * A percentage in the UI language: `12.5` → en '12.5%', de and fr '12,5 %' (with a no-break
 * space, so the sign never ends up alone on a line).
 *
 * @param percent  The value in percent (12.5 for 12.5 %).
 * @param language The UI language.
 * @param options  Sign and decimals.
 */
export function formatPercent(
	percent: number,
	language: string,
	options: PercentOptions = {}
): string {
	const { signed = false, maximumFractionDigits = 1 } = options;
	return numberFormat( language, {
		style: 'percent',
		maximumFractionDigits,
		...( signed ? { signDisplay: 'exceptZero' as const } : {} ),
	} ).format( percent / 100 );
}

/** File size units; each is 1000 of the one before (1 MB = 1,000,000 bytes). */
const SIZE_UNITS = [ 'B', 'kB', 'MB', 'GB', 'TB' ] as const;

/** Each size unit is this many of the one before: decimal units, as brokers advertise limits. */
const SIZE_STEP = 1000;

/**
 * A byte count in decimal units, in the largest unit that keeps it at least 1, with at most two
 * decimals, in the UI language: `128000000` → '128 MB', `1536000` → en '1.54 MB', de '1,54 MB'.
 *
 * @param bytes    The size in bytes; negative or not finite counts as 0.
 * @param language The UI language.
 */
export function formatFileSize( bytes: number, language: string ): string {
	const size = Number.isFinite( bytes ) && bytes > 0 ? bytes : 0;
	let exponent = 0;
	while (
		exponent < SIZE_UNITS.length - 1 &&
		// The unit is chosen after rounding: 999,999 bytes are '1 MB', not '1000 kB'.
		Number( ( size / SIZE_STEP ** exponent ).toFixed( 2 ) ) >= SIZE_STEP
	) {
		exponent++;
	}
	return `${ formatPlainNumber( size / SIZE_STEP ** exponent, language ) } ${
		SIZE_UNITS[ exponent ]
	}`;
}

/**
 * An amount as typed in a de-DE money field: `1234.56` → `'1.234,56'`; null or not finite → `''`.
 *
 * @param value The amount.
 */
export function formatAmount( value: number | null | undefined ): string {
	return typeof value === 'number' && Number.isFinite( value )
		? numberFormat( MONEY_LOCALE, {
				minimumFractionDigits: 2,
				maximumFractionDigits: 2,
			} ).format( value )
		: '';
}

/**
 * An amount with the currency for display, de-DE whatever the UI language: `1234.56` →
 * `'1.234,56 €'`, with `whole` `749000` → `'749.000 €'` (rounded); null → `''`.
 *
 * @param value The amount in EUR.
 * @param whole Whole euros only.
 */
export function formatEuro(
	value: number | null | undefined,
	whole = false
): string {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return '';
	}
	const format = numberFormat( MONEY_LOCALE, {
		style: 'currency',
		currency: 'EUR',
		...( whole
			? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
			: {} ),
	} );
	// Intl puts a no-break space before the sign; a plain space copies and reads the same.
	return format
		.format( whole ? Math.round( value ) : value )
		.replace( /\u00a0/g, ' ' );
}

/**
 * Reads an amount typed the German way. `'1.234,56'`, `'1234,56'`, `'1.234'` and `'1234.56 €'`
 * are understood; an empty text gives null and anything else NaN (so validation can say it is
 * not a number).
 *
 * @param text What the person typed.
 */
export function parseAmount( text: string ): number | null {
	const compact = text.replace( /[\s\u00a0€]/g, '' );
	if ( compact === '' ) {
		return null;
	}
	let normalized: string;
	if (
		/^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test( compact ) ||
		/^-?\d+(,\d+)?$/.test( compact )
	) {
		// German: dots group thousands, the comma separates decimals.
		normalized = compact.replace( /\./g, '' ).replace( ',', '.' );
	} else if ( /^-?\d+\.\d{1,2}$/.test( compact ) ) {
		// A single point followed by cents can only be a decimal point (e.g. pasted '1234.56').
		normalized = compact;
	} else {
		return Number.NaN;
	}
	const value = Number( normalized );
	return Number.isFinite( value ) ? value : Number.NaN;
}

const pad = ( n: number, width = 2 ) => String( n ).padStart( width, '0' );

/**
 * True when year, month and day name a real calendar day.
 *
 * @param year  Full year.
 * @param month 1–12.
 * @param day   1–31.
 */
function isCalendarDay( year: number, month: number, day: number ): boolean {
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return (
		year >= 1 &&
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day
	);
}

/**
 * The API's date `YYYY/MM/DD` (also `YYYY-MM-DD`) shown as `DD.MM.YYYY`; anything else gives `''`.
 *
 * @param apiDate Date from the API, or null.
 */
export function apiDateToGerman( apiDate: string | null | undefined ): string {
	const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(
		apiDate?.trim() ?? ''
	);
	if ( ! match ) {
		return '';
	}
	const [ , y, m, d ] = match;
	return isCalendarDay( Number( y ), Number( m ), Number( d ) )
		? `${ d }.${ m }.${ y }`
		: '';
}

/**
 * A typed `DD.MM.YYYY` (one-digit day and month allowed) as the API's `YYYY/MM/DD`; null when it
 * is not a real date.
 *
 * @param text The typed date.
 */
export function germanDateToApi( text: string ): string | null {
	const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec( text.trim() );
	if ( ! match ) {
		return null;
	}
	const [ day, month, year ] = [
		Number( match[ 1 ] ),
		Number( match[ 2 ] ),
		Number( match[ 3 ] ),
	];
	return isCalendarDay( year, month, day )
		? `${ pad( year, 4 ) }/${ pad( month ) }/${ pad( day ) }`
		: null;
}

/**
 * A `YYYY-MM-DD` value of a native date input as `DD.MM.YYYY`; `''` when empty or malformed.
 *
 * @param isoDate The date input's value.
 */
export function isoDateToGerman( isoDate: string ): string {
	return /^\d{4}-\d{2}-\d{2}$/.test( isoDate )
		? apiDateToGerman( isoDate )
		: '';
}

/**
 * A typed `DD.MM.YYYY` as `YYYY-MM-DD` for a native date input; `''` when it is not a real date.
 *
 * @param text The typed date.
 */
export function germanDateToIso( text: string ): string {
	return germanDateToApi( text )?.replace( /\//g, '-' ) ?? '';
}

/**
 * Today in the browser's time zone as `YYYY-MM-DD` (the `max` of a birthday picker).
 *
 * @param now The current time (injectable for tests).
 */
export function todayIso( now: Date = new Date() ): string {
	return `${ pad( now.getFullYear(), 4 ) }-${ pad( now.getMonth() + 1 ) }-${ pad( now.getDate() ) }`;
}
