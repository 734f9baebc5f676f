/**
 * The wizard's answers, keyed by field key: a chosen option or typed text (string), a number, or a
 * list of chosen options (checkbox cards, multi-select dropdowns).
 */

/** One field's answer. */
export type Answer = string | number | string[];

/** Every answer, keyed by the field's key. */
export type Answers = Record< string, Answer >;

/**
 * The answer as a list of chosen values (a single choice becomes a list of one).
 *
 * @param answer The stored answer, if any.
 */
export function listOf( answer: Answer | undefined ): string[] {
	if ( Array.isArray( answer ) ) {
		return answer;
	}
	if ( typeof answer === 'string' && answer !== '' ) {
		return [ answer ];
	}
	return [];
}

/**
 * The answer as text ('' when none).
 *
 * @param answer The stored answer, if any.
 */
export function textOf( answer: Answer | undefined ): string {
	if ( typeof answer === 'string' ) {
		return answer;
	}
	if ( typeof answer === 'number' ) {
		return String( answer );
	}
	return '';
}

/**
 * The answer as a number (0 when none: number inputs start at 0).
 *
 * @param answer The stored answer, if any.
 */
export function numberOf( answer: Answer | undefined ): number {
	if ( typeof answer === 'number' ) {
		return Number.isFinite( answer ) ? answer : 0;
	}
	if ( typeof answer === 'string' && answer.trim() !== '' ) {
		const parsed = Number( answer );
		return Number.isFinite( parsed ) ? parsed : 0;
	}
	return 0;
}

/**
 * True when an answer says nothing: blank text, an empty list, or the number 0 (a number input's
 * starting value, so "required" means non-zero).
 *
 * @param answer The stored answer, if any.
 */
export function isEmptyAnswer( answer: Answer | undefined ): boolean {
	if ( answer === undefined ) {
		return true;
	}
	if ( typeof answer === 'number' ) {
		return answer === 0 || ! Number.isFinite( answer );
	}
	if ( Array.isArray( answer ) ) {
		return answer.length === 0;
	}
	return answer.trim() === '';
}

/**
 * True for a value that can be stored as an answer (used when reading storage).
 *
 * @param value Anything.
 */
export function isAnswer( value: unknown ): value is Answer {
	return (
		typeof value === 'string' ||
		( typeof value === 'number' && Number.isFinite( value ) ) ||
		( Array.isArray( value ) &&
			value.every( ( item ) => typeof item === 'string' ) )
	);
}
