/**
 * What the avatar shows without a picture: initials and a tint by salutation (docs/behaviour.md
 * "Shell, menu and avatar"). Every tint pairs its background with a text colour of at least 4.5:1 contrast
 * (WCAG AA for normal text); the tests compute the ratios.
 */

/** The parts of a user the initials come from. */
export interface InitialsSource {
	firstname?: string | null;
	lastname?: string | null;
	name?: string | null;
	email?: string | null;
}

const firstLetter = ( word: string | null | undefined ): string =>
	Array.from( word?.trim() ?? '' )[ 0 ] ?? '';

/**
 * Initials: first letters of first and last name, else of the first two words of
 * the name, else the first letter of the e-mail; upper-case. `''` when nothing is known.
 *
 * @param user First name, last name, name and e-mail.
 */
export function initialsOf( user: InitialsSource ): string {
	const first = firstLetter( user.firstname );
	const last = firstLetter( user.lastname );
	if ( first && last ) {
		return ( first + last ).toLocaleUpperCase( 'de' );
	}
	const words = ( user.name ?? '' ).trim().split( /\s+/ ).filter( Boolean );
	if ( words.length > 0 ) {
		return words
			.slice( 0, 2 )
			.map( firstLetter )
			.join( '' )
			.toLocaleUpperCase( 'de' );
	}
	if ( first || last ) {
		return ( first || last ).toLocaleUpperCase( 'de' );
	}
	return firstLetter( user.email ).toLocaleUpperCase( 'de' );
}

/** A tint's name (the CSS modifier) and its colours. */
export interface AvatarTint {
	name: 'blue' | 'red' | 'green' | 'amber' | 'purple' | 'none';
	background: string;
	text: string;
}

/** The tints: salutation → colours. Anything else gets `none`, a neutral grey. */
export const AVATAR_TINTS: Readonly< Record< string, AvatarTint > > = {
	Herr: { name: 'blue', background: '#1D4ED8', text: '#FFFFFF' },
	Frau: { name: 'red', background: '#B91C1C', text: '#FFFFFF' },
	Firma: { name: 'green', background: '#15803D', text: '#FFFFFF' },
	Familie: { name: 'amber', background: '#FCD34D', text: '#451A03' },
	Eheleute: { name: 'purple', background: '#7E22CE', text: '#FFFFFF' },
};

/** The tint of every other salutation. */
export const NO_TINT: AvatarTint = {
	name: 'none',
	background: '#E5E7EB',
	text: '#1E1E1E',
};

/**
 * The tint of a salutation (exact CRM value; other values get none).
 *
 * @param salutation The user's salutation.
 */
export function tintOf( salutation: string | null | undefined ): AvatarTint {
	const key = salutation?.trim() ?? '';
	return Object.prototype.hasOwnProperty.call( AVATAR_TINTS, key )
		? ( AVATAR_TINTS[ key ] ?? NO_TINT )
		: NO_TINT;
}
