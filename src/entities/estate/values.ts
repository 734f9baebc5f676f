/**
 * Reading and formatting estate fields the way the dashboard and the estate detail show them:
 * money as whole euros in de-DE, areas in m², rooms with their half steps, dates as DD.MM.YYYY, and
 * one rule for values that count as not set (see docs/behaviour.md "Formats and limits").
 */
import { lazyNumberFormat } from '../../lib/number-format';

const wholeEuro = lazyNumberFormat( {
	style: 'currency',
	currency: 'EUR',
	minimumFractionDigits: 0,
	maximumFractionDigits: 0,
} );

const decimal = lazyNumberFormat( {
	maximumFractionDigits: 2,
} );

const plain = lazyNumberFormat( {
	maximumFractionDigits: 2,
	useGrouping: false,
} );

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
 * A price in whole euros, de-DE: `749000` → `'749.000 €'`; `''` when not a number.
 *
 * @param value The amount.
 */
export function formatPrice( value: unknown ): string {
	const amount = numberOf( value );
	// Intl puts a no-break space before the sign; a plain space copies and reads the same.
	return amount === null
		? ''
		: wholeEuro()
				.format( Math.round( amount ) )
				.replace( /\u00a0/g, ' ' );
}

/**
 * A number in de-DE with up to two decimals: `98.4` → `'98,4'`, `1250` → `'1.250'`.
 *
 * @param value The number.
 */
export function formatDecimal( value: unknown ): string {
	const number = numberOf( value );
	return number === null ? '' : decimal().format( number );
}

/**
 * A number without thousands separators (years, house numbers): `1998` → `'1998'`.
 *
 * @param value The number.
 */
export function formatPlainNumber( value: unknown ): string {
	const number = numberOf( value );
	return number === null ? '' : plain().format( number );
}

/**
 * An area in square metres: `148` → `'148 m²'`, `98.5` → `'98,5 m²'`.
 *
 * @param value The area.
 */
export function formatArea( value: unknown ): string {
	const text = formatDecimal( value );
	return text === '' ? '' : `${ text } m²`;
}

/**
 * A room count with its half steps: `5.5` → `'5,5'`, `3` → `'3'` (other fractions round to the
 * nearest half).
 *
 * @param value The room count.
 */
export function formatRooms( value: unknown ): string {
	const number = numberOf( value );
	return number === null
		? ''
		: decimal().format( Math.round( number * 2 ) / 2 );
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
