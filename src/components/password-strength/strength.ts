/**
 * Password strength levels (default patterns; docs/behaviour.md "Formats and limits"):
 * 0 empty, 1 weak, 2 medium (two of lowercase/uppercase/digit and at least 6 characters),
 * 3 strong (all three and at least 8 characters). A password shorter than the 8 characters the
 * API accepts never rates above weak, so the meter never praises a password the form refuses
 * (docs/behaviour.md "Backend errors and texts").
 */

/** A strength level. */
export type StrengthLevel = 0 | 1 | 2 | 3;

/** Below this length (the API's password minimum) a password is weak whatever it holds. */
export const RATED_MIN_LENGTH = 8;

const MEDIUM =
	/^(((?=.*[a-z])(?=.*[A-Z]))|((?=.*[a-z])(?=.*[0-9]))|((?=.*[A-Z])(?=.*[0-9])))(?=.{6,})/;
const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.{8,})/;

/**
 * The strength level of a password.
 *
 * @param password The typed password.
 */
export function passwordStrength( password: string ): StrengthLevel {
	if ( password === '' ) {
		return 0;
	}
	if ( password.length < RATED_MIN_LENGTH ) {
		return 1;
	}
	if ( STRONG.test( password ) ) {
		return 3;
	}
	if ( MEDIUM.test( password ) ) {
		return 2;
	}
	return 1;
}

/** Bar width per level. */
export const STRENGTH_BAR_WIDTH: Record< StrengthLevel, string > = {
	0: '0%',
	1: '33.33%',
	2: '66.66%',
	3: '100%',
};
