/**
 * Wizard answers → the store-temporary payload: ONE declarative table says which field feeds which
 * payload key and how its answer is written. A configured field that has no row here is never shown
 * (nobody should type what goes nowhere). See docs/behaviour.md "Estate token" for what the answer
 * of the call is used for.
 */
import type { components } from '../../api/generated/openapi';
import {
	isEmptyAnswer,
	listOf,
	numberOf,
	textOf,
	type Answer,
	type Answers,
} from './answers';

/** The body of `POST /api/estate/store-temporary`. */
export type ValuationPayload = components[ 'schemas' ][ 'ValuationPayload' ];

/**
 * How an answer is written into the payload:
 * - `text`: trimmed text (a list of choices is comma-joined);
 * - `number`: a number; a shown number field starts at 0 and is sent as 0 when left so;
 * - `flags`: the chosen options as a map of name → true;
 * - `joined`: the chosen options comma-joined;
 * - `integer`: a whole number when the answer is digits (stars, years), else the text.
 */
export type PayloadConversion =
	'text' | 'number' | 'flags' | 'joined' | 'integer';

/** One row of the table: a wizard field, its payload key and its conversion. */
export interface PayloadRow {
	field: string;
	key: Exclude< keyof ValuationPayload, 'email' >;
	as: PayloadConversion;
}

/** The map from wizard field keys to the payload. */
export const PAYLOAD_MAP: readonly PayloadRow[] = [
	{ field: 'objektart', key: 'objektart', as: 'text' },
	{ field: 'objekttyp', key: 'objekttyp', as: 'text' },
	{ field: 'postleitzahl', key: 'plz', as: 'text' },
	{ field: 'ort', key: 'ort', as: 'text' },
	{ field: 'strasse', key: 'strasse', as: 'text' },
	{ field: 'hausnummer', key: 'hausnummer', as: 'text' },
	{ field: 'bundesland', key: 'bundesland', as: 'text' },
	{ field: 'land', key: 'land', as: 'text' },
	{ field: 'extras', key: 'extras', as: 'flags' },
	{ field: 'anzahl_zimmer', key: 'anzahl_zimmer', as: 'number' },
	{ field: 'anzahl_badezimmer', key: 'anzahl_badezimmer', as: 'number' },
	{ field: 'befeuerung', key: 'befeuerung', as: 'joined' },
	{
		field: 'ausstattungs_qualitaet',
		key: 'ausstattungsqualitaet',
		as: 'integer',
	},
	{ field: 'baujahr', key: 'baujahr', as: 'integer' },
	{ field: 'zustands_qualitaet', key: 'zustand', as: 'integer' },
	{ field: 'grund_bewertung', key: 'grund', as: 'text' },
	{ field: 'zeitlicher_horizont', key: 'zeitfenster', as: 'text' },
];

/**
 * True when a field's answer has somewhere to go.
 *
 * @param fieldKey The configured field's key.
 */
export const hasPayloadKey = ( fieldKey: string ): boolean =>
	PAYLOAD_MAP.some( ( row ) => row.field === fieldKey );

/**
 * Writes one answer the way its row says; undefined when there is nothing to send.
 *
 * @param as     The row's conversion.
 * @param answer The answer.
 */
function convert(
	as: PayloadConversion,
	answer: Answer
): string | number | Record< string, boolean > | undefined {
	switch ( as ) {
		case 'number':
			return numberOf( answer );
		case 'flags':
			return Object.fromEntries(
				listOf( answer ).map( ( name ) => [ name, true ] )
			);
		case 'joined':
			return listOf( answer ).join( ',' );
		case 'integer': {
			const value = textOf( answer ).trim();
			return /^\d+$/.test( value ) ? Number( value ) : value;
		}
		default:
			return Array.isArray( answer )
				? answer.join( ',' )
				: textOf( answer ).trim();
	}
}

/**
 * The payload of the given answers. Only answered fields are sent, and numbers (0 included: a
 * number field starts at 0); which answers count (the fields shown, with a choice that is still
 * offered, and 0 for a shown number field never touched) is decided before, see `answersToSend`.
 *
 * @param answers The answers to send.
 */
export function buildPayload( answers: Answers ): ValuationPayload {
	const payload: Record< string, unknown > = {};
	for ( const row of PAYLOAD_MAP ) {
		const answer = answers[ row.field ];
		if (
			answer === undefined ||
			( row.as !== 'number' && isEmptyAnswer( answer ) )
		) {
			continue;
		}
		const value = convert( row.as, answer );
		if ( value !== undefined && value !== '' ) {
			payload[ row.key ] = value;
		}
	}
	return payload as unknown as ValuationPayload;
}
