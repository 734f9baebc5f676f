/**
 * Reading and formatting estate fields the way the dashboard and the estate detail show them:
 * money as whole euros in de-DE, areas in m² and rooms with their half steps in the UI language's
 * number format, dates as DD.MM.YYYY, and one rule for values that count as not set (see
 * docs/behaviour.md "Formats and limits").
 */
import {
	formatEuro,
	formatNumber,
	formatPlainNumber as plainNumber,
} from '../../lib/format';

/**
 * A number from the API: numbers as they are, numeric strings (`'749000'`, `'98.4'`) read; anything
 * else null.
 *
 * @param value A field value.
 */
export function numberOf( value: unknown ): number | null {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : null;
	}
	if ( typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test( value ) ) {
		return Number( value );
	}
	return null;
}

/**
 * True for a value the screens leave out: missing, null, empty or blank text, false, 0 (the
 * estate system's "not set", also as the text `'0'` or `'0.00'`), an empty list, and anything that
 * is neither text, a number, true nor a list (nothing a person could read).
 *
 * @param value A field value.
 */
export function isUnsetValue( value: unknown ): boolean {
	if ( value === undefined || value === null || value === false ) {
		return true;
	}
	if ( typeof value === 'number' ) {
		return value === 0 || ! Number.isFinite( value );
	}
	if ( typeof value === 'string' ) {
		return value.trim() === '' || numberOf( value ) === 0;
	}
	if ( Array.isArray( value ) ) {
		return value.length === 0;
	}
	return typeof value === 'object';
}

/**
 * A price in whole euros, de-DE whatever the UI language: `749000` → `'749.000 €'`; `''` when not a
 * number.
 *
 * @param value The amount.
 */
export function formatPrice( value: unknown ): string {
	const amount = numberOf( value );
	return amount === null ? '' : formatEuro( amount, true );
}

/**
 * A number in the UI language with up to two decimals: `98.4` → en '98.4', de '98,4'; `1250` → en
 * '1,250', de '1.250'.
 *
 * @param value    The number.
 * @param language The UI language.
 */
export function formatDecimal( value: unknown, language: string ): string {
	const number = numberOf( value );
	return number === null ? '' : formatNumber( number, language );
}

/**
 * A number without thousands separators (years, house numbers): `1998` → `'1998'`.
 *
 * @param value    The number.
 * @param language The UI language.
 */
export function formatPlainNumber( value: unknown, language: string ): string {
	const number = numberOf( value );
	return number === null ? '' : plainNumber( number, language );
}

/**
 * An area in square metres: `148` → `'148 m²'`, `98.5` → en '98.5 m²', de '98,5 m²'.
 *
 * @param value    The area.
 * @param language The UI language.
 */
export function formatArea( value: unknown, language: string ): string {
	const text = formatDecimal( value, language );
	// A no-break space keeps the unit with its number.
	return text === '' ? '' : `${ text }\u00a0m²`;
}

/**
 * A room count with its half steps: `5.5` → en '5.5', de '5,5'; `3` → '3' (other fractions round
 * to the nearest half).
 *
 * @param value    The room count.
 * @param language The UI language.
 */
export function formatRooms( value: unknown, language: string ): string {
	const number = numberOf( value );
	return number === null
		? ''
		: formatNumber( Math.round( number * 2 ) / 2, language );
}

/**
 * A date of the API (`YYYY-MM-DD`, also with a time or with slashes) as `DD.MM.YYYY`; `''` for
 * anything that is not a real calendar day.
 *
 * @param value The date.
 */
export function formatDate( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const match = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T].*)?$/.exec(
		value.trim()
	);
	if ( ! match ) {
		return '';
	}
	const [ , y, m, d ] = match as unknown as [
		string,
		string,
		string,
		string,
	];
	const date = new Date(
		Date.UTC( Number( y ), Number( m ) - 1, Number( d ) )
	);
	return date.getUTCFullYear() === Number( y ) &&
		date.getUTCMonth() === Number( m ) - 1 &&
		date.getUTCDate() === Number( d )
		? `${ d }.${ m }.${ y }`
		: '';
}

/**
 * The text of a field value when it is one (strings trimmed, numbers as digits); `''` otherwise.
 *
 * @param value A field value.
 */
export function textOf( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value.trim();
	}
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return String( value );
	}
	return '';
}

/** An estate's status as the badge needs it. */
export interface EstateStatus {
	/** The status code (`status2`, else `status`); `''` when the estate has none. */
	code: string;
	/** The server's readable label (`_status2`, else `_status`); `''` when none. */
	label: string;
}

/**
 * The status of an estate's fields: the code is in `status2`, older estates carry it in `status`;
 * the server's label is in `_status2` / `_status`.
 *
 * @param elements The estate's fields.
 */
export function estateStatusOf(
	elements: Record< string, unknown >
): EstateStatus {
	const code = textOf( elements.status2 ) || textOf( elements.status );
	const label = textOf( elements._status2 ) || textOf( elements._status );
	return { code, label };
}

/**
 * The address line: `'Invalidenstraße 12, 10115 Berlin'`; parts that are missing are left out.
 *
 * @param elements The estate's fields.
 */
export function estateAddressOf( elements: Record< string, unknown > ): string {
	const street = [ textOf( elements.strasse ), textOf( elements.hausnummer ) ]
		.filter( Boolean )
		.join( ' ' );
	const place = [ textOf( elements.plz ), textOf( elements.ort ) ]
		.filter( Boolean )
		.join( ' ' );
	return [ street, place ].filter( Boolean ).join( ', ' );
}

/**
 * The id an estate is opened with: `Id`, falling back to `mainLangId`; `''` when it has neither.
 *
 * @param elements The estate's fields.
 */
export function estateIdOf( elements: Record< string, unknown > ): string {
	return textOf( elements.Id ) || textOf( elements.mainLangId );
}
