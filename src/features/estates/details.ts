/**
 * The details list of the estate detail: every field the answer labels, except those shown
 * elsewhere or meaningless to a customer (ids, status fields, title, description, address parts)
 * and any whose value is not set (empty, null, 0, false). Coded values show their labels (a code
 * without one shows as sent); values are formatted by kind: money as whole euros, areas in m²,
 * rooms with half steps, other numbers in the UI language's format, years without separators, dates DD.MM.YYYY and
 * booleans Yes/No (see docs/behaviour.md "Formats and limits").
 */
import { __ } from '@wordpress/i18n';
import {
	formatArea,
	formatDate,
	formatDecimal,
	formatPlainNumber,
	formatPrice,
	formatRooms,
	isUnsetValue,
	numberOf,
	textOf,
} from '../../entities/estate/values';
import type {
	EstateDetail,
	EstateFieldInfo,
} from '../../entities/estate/estate-detail';

/** Fields never listed: shown elsewhere on the page, or ids and status codes. */
export const EXCLUDED_DETAIL_FIELDS: ReadonlySet< string > = new Set( [
	'Id',
	'mainLangId',
	'status',
	'_status',
	'status2',
	'_status2',
	'objekttitel',
	'objektbeschreibung',
	'strasse',
	'hausnummer',
	'plz',
	'ort',
	'land',
] );

/** One row of the list. */
export interface DetailRow {
	key: string;
	label: string;
	value: string;
}

/** A number field's format by its name: money, areas, rooms and years; any other is a decimal. */
const NUMBER_FORMATS: Array<
	[ RegExp, ( value: unknown, language: string ) => string ]
> = [
	[ /(preis|miete|kosten|kaution|hausgeld|pacht|einnahmen)/i, formatPrice ],
	[ /flaeche/i, formatArea ],
	[ /^anzahl_(\w+_)?zimmer$/i, formatRooms ],
	[ /jahr/i, formatPlainNumber ],
];

const TRUE_TEXT = /^(1|true|ja|yes)$/i;
const FALSE_TEXT = /^(false|nein|no)$/i;

/**
 * A coded value as its label(s): a single code, a list, or comma-joined codes; a code without a
 * label shows as sent.
 *
 * @param value     The value.
 * @param permitted Code → label.
 */
function codedLabel(
	value: unknown,
	permitted: Record< string, string >
): string {
	const direct = textOf( value );
	if (
		direct !== '' &&
		Object.prototype.hasOwnProperty.call( permitted, direct )
	) {
		return permitted[ direct ] as string;
	}
	const codes = Array.isArray( value )
		? value.map( textOf )
		: direct.split( ',' ).map( ( code ) => code.trim() );
	return codes
		.filter( Boolean )
		.map( ( code ) =>
			Object.prototype.hasOwnProperty.call( permitted, code )
				? ( permitted[ code ] as string )
				: code
		)
		.join( ', ' );
}

/**
 * A number field's value by what the field holds.
 *
 * @param key      The field.
 * @param value    The value.
 * @param language The UI language.
 */
function numberText( key: string, value: unknown, language: string ): string {
	if ( numberOf( value ) === null ) {
		return textOf( value );
	}
	const format =
		NUMBER_FORMATS.find( ( [ field ] ) => field.test( key ) )?.[ 1 ] ??
		formatDecimal;
	return format( value, language );
}

/**
 * The text of a field's value, or `''` when it is left out.
 *
 * @param key      The field.
 * @param value    The value.
 * @param info     The field's description.
 * @param language The UI language (number formats).
 */
export function detailValue(
	key: string,
	value: unknown,
	info: EstateFieldInfo,
	language: string
): string {
	if ( isUnsetValue( value ) ) {
		return '';
	}
	if ( Object.keys( info.permitted ).length > 0 ) {
		return codedLabel( value, info.permitted );
	}
	if ( info.type === 'boolean' || typeof value === 'boolean' ) {
		if ( value === true || TRUE_TEXT.test( textOf( value ) ) ) {
			return __( 'Yes', 'customer-area' );
		}
		return FALSE_TEXT.test( textOf( value ) ) ? '' : textOf( value );
	}
	if ( info.type === 'date' ) {
		return formatDate( value ) || textOf( value );
	}
	if (
		info.type === 'integer' ||
		info.type === 'float' ||
		typeof value === 'number'
	) {
		return numberText( key, value, language );
	}
	if ( Array.isArray( value ) ) {
		return value.map( textOf ).filter( Boolean ).join( ', ' );
	}
	return textOf( value );
}

/**
 * The rows of the details list, in the order of the estate's fields.
 *
 * @param detail   The estate.
 * @param language The UI language (number formats).
 */
export function detailRows(
	detail: EstateDetail,
	language: string
): DetailRow[] {
	return Object.entries( detail.elements ).flatMap( ( [ key, value ] ) => {
		const info = detail.fields[ key ];
		if ( ! info || EXCLUDED_DETAIL_FIELDS.has( key ) ) {
			return [];
		}
		const text = detailValue( key, value, info, language );
		return text === '' ? [] : [ { key, label: info.label, value: text } ];
	} );
}
