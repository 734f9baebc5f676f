/**
 * Formatting of money and dates as the product shows them: EUR in the de-DE locale and
 * dates as DD.MM.YYYY. The API speaks numbers and `YYYY/MM/DD`; these helpers convert both ways so
 * that no screen does its own string surgery.
 */
import { lazyNumberFormat } from './number-format';

const amountFormat = lazyNumberFormat( {
	minimumFractionDigits: 2,
	maximumFractionDigits: 2,
} );

const moneyFormat = lazyNumberFormat( {
	style: 'currency',
	currency: 'EUR',
} );

/**
 * An amount as typed in a de-DE money field: `1234.56` → `'1.234,56'`; null or not finite → `''`.
 *
 * @param value The amount.
 */
export function formatAmount( value: number | null | undefined ): string {
	return typeof value === 'number' && Number.isFinite( value )
		? amountFormat().format( value )
		: '';
}

/**
 * An amount with the currency for display: `1234.56` → `'1.234,56 €'`; null → `''`.
 *
 * @param value The amount in EUR.
 */
export function formatEuro( value: number | null | undefined ): string {
	// Intl puts a no-break space before the sign; a plain space copies and reads the same.
	return typeof value === 'number' && Number.isFinite( value )
		? moneyFormat()
				.format( value )
				.replace( /\u00a0/g, ' ' )
		: '';
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
