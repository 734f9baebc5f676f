/**
 * Turns what a failed call answered into the texts the backend-error display shows
 * (docs/behaviour.md "Backend errors and texts"): every message of `data.errors` (arrays or strings), else `data.message`, else 'generic_error';
 * a code (`[a-z0-9_]+`) through the static map, an unknown code as the generic text, and any other
 * text as it is.
 */
import { isObject } from '../../lib/is-object';
import { BACKEND_ERROR_TEXTS, genericErrorText } from './backend-error-texts';

const CODE = /^[a-z0-9_]+$/;

/** A hostile answer must not flood the screen. */
const MAX_MESSAGES = 10;

/**
 * The translated text of one code or free-text message.
 *
 * @param message A code such as `invalid_credentials`, or free text from the server.
 */
export function backendErrorText( message: string ): string {
	const trimmed = message.trim();
	if ( trimmed === '' ) {
		return genericErrorText();
	}
	if ( CODE.test( trimmed ) ) {
		// Own keys only: a code like `constructor` must not reach Object.prototype.
		return Object.prototype.hasOwnProperty.call(
			BACKEND_ERROR_TEXTS,
			trimmed
		)
			? ( BACKEND_ERROR_TEXTS[ trimmed ] as () => string )()
			: genericErrorText();
	}
	return trimmed;
}

/**
 * The non-empty texts of one entry of `data.errors`: a list of them, or a single one.
 *
 * @param entry An entry of `data.errors`.
 */
const textsOf = ( entry: unknown ): string[] =>
	( Array.isArray( entry ) ? entry : [ entry ] ).filter(
		( item ): item is string =>
			typeof item === 'string' && item.trim() !== ''
	);

/**
 * The raw messages (codes or free text) of an error answer's body.
 *
 * @param data The parsed body.
 */
function rawMessages( data: unknown ): string[] {
	if ( typeof data === 'string' ) {
		return [ data ];
	}
	if ( ! isObject( data ) ) {
		return [];
	}
	const errors = data.errors;
	let groups: unknown[] = [];
	if ( isObject( errors ) ) {
		groups = Object.values( errors );
	} else if ( Array.isArray( errors ) ) {
		groups = [ errors ];
	}
	const collected = groups.flatMap( textsOf );
	if ( collected.length > 0 ) {
		return collected;
	}
	if ( typeof data.message === 'string' && data.message.trim() !== '' ) {
		return [ data.message ];
	}
	return [];
}

/**
 * The first message per field of a failed call's `data.errors` object (a 422 answer), translated
 * like every other backend text. Only fields in `fields` are kept when it is given.
 *
 * @param error  An RTK Query error (`{ status, data }`) or anything.
 * @param fields The fields of interest; all when omitted.
 * @return Field name → text; empty when the answer names no field.
 */
export function backendFieldErrors(
	error: unknown,
	fields?: readonly string[]
): Record< string, string > {
	const data = isObject( error ) ? error.data : undefined;
	const errors = isObject( data ) ? data.errors : undefined;
	const result: Record< string, string > = {};
	if ( ! isObject( errors ) ) {
		return result;
	}
	for ( const [ field, messages ] of Object.entries( errors ) ) {
		if ( fields && ! fields.includes( field ) ) {
			continue;
		}
		const first = textsOf( messages )[ 0 ];
		if ( first !== undefined ) {
			result[ field ] = backendErrorText( first );
		}
	}
	return result;
}

/**
 * The texts to show for a failed call.
 *
 * @param error A string, an RTK Query error (`{ status, data }`), a serialized error, or anything.
 * @return At least one text; duplicates are shown once.
 */
export function backendErrorMessages( error: unknown ): string[] {
	let raw: string[] = [];
	if ( typeof error === 'string' ) {
		raw = [ error ];
	} else if (
		isObject( error ) &&
		'data' in error &&
		error.status !== 'PARSING_ERROR'
	) {
		// An answer that is not JSON (a proxy's HTML error page, a cut or garbled body) carries
		// its raw text as `data`: that is no message from the API, so the generic text shows.
		raw = rawMessages( error.data );
	}
	const texts = ( raw.length > 0 ? raw : [ 'generic_error' ] ).map(
		backendErrorText
	);
	return Array.from( new Set( texts ) ).slice( 0, MAX_MESSAGES );
}
