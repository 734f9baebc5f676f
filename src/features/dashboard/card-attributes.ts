/**
 * The attributes a card lists, by marketing type: 'Buy Price' for sale (`kauf`) or an unknown type
 * (`''`), 'Cold Rent' for rent (`miete`), then 'Living area', 'Plot size' and 'Number of rooms'.
 * An attribute that is not set (empty, null, 0, false) is left out, so a fresh valuation never
 * shows "0 €".
 */
import { __ } from '@wordpress/i18n';
import {
	formatArea,
	formatPrice,
	formatRooms,
	isUnsetValue,
	textOf,
} from '../../entities/estate/values';

/** One attribute row. */
export interface CardAttribute {
	key: string;
	label: string;
	value: string;
}

/**
 * The attributes of a property.
 *
 * @param elements The property's fields.
 * @param language The UI language (areas and rooms in its number format; money stays de-DE).
 */
export function cardAttributes(
	elements: Record< string, unknown >,
	language: string
): CardAttribute[] {
	const marketing = textOf( elements._vermarktungsart ).toLowerCase();
	const rows: Array<
		[ string, string, ( value: unknown, language: string ) => string ]
	> = [];
	if ( marketing === 'kauf' || marketing === '' ) {
		rows.push( [
			'kaufpreis',
			__( 'Buy Price', 'customer-area' ),
			formatPrice,
		] );
	}
	if ( marketing === 'miete' ) {
		rows.push( [
			'kaltmiete',
			__( 'Cold Rent', 'customer-area' ),
			formatPrice,
		] );
	}
	rows.push(
		[ 'wohnflaeche', __( 'Living area', 'customer-area' ), formatArea ],
		[
			'grundstuecksflaeche',
			__( 'Plot size', 'customer-area' ),
			formatArea,
		],
		[
			'anzahl_zimmer',
			__( 'Number of rooms', 'customer-area' ),
			formatRooms,
		]
	);
	return rows.flatMap( ( [ key, label, format ] ) => {
		const raw = elements[ key ];
		const value = isUnsetValue( raw ) ? '' : format( raw, language );
		return value === '' ? [] : [ { key, label, value } ];
	} );
}
