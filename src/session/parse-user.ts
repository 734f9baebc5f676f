/**
 * Reads a user from an untrusted answer (`GET /api/user`, the profile save, browser storage) into
 * exactly the contract's `User` (a hostile answer gives an error state, never a crash). Every field
 * is coerced to its contract type; anything that is not an object is rejected. See
 * docs/architecture.md "Security rules".
 */
import { isObject } from '../lib/is-object';
import { SOCIAL_FIELDS } from './social-fields';
import type { User } from './types';

type StringField = {
	[ K in keyof User ]-?: User[ K ] extends string ? K : never;
}[ keyof User ];

/** The fields of the contract's User that are plain strings ('' when unknown). */
export const USER_STRING_FIELDS: readonly StringField[] = [
	'name',
	'email',
	'salutation',
	'title',
	'firstname',
	'lastname',
	'street',
	'housenr',
	'zip',
	'city',
	'state',
	'country',
	'occupation',
	'employer',
	'contractType',
	'telephone',
	'phone',
	'fax',
	'language',
	...SOCIAL_FIELDS,
	'imageUrl',
];

/** Thrown for an answer that is not a user at all. */
export class InvalidUserError extends Error {
	constructor() {
		super( 'The answer is not a user.' );
		this.name = 'InvalidUserError';
	}
}

const finite = ( value: unknown ): number | null => {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : null;
	}
	if ( typeof value === 'string' && value.trim() !== '' ) {
		const n = Number( value );
		return Number.isFinite( n ) ? n : null;
	}
	return null;
};

const text = ( value: unknown ): string => {
	if ( typeof value === 'string' ) {
		return value;
	}
	// A postal code or phone number sent as a number is still that text.
	return typeof value === 'number' && Number.isFinite( value )
		? String( value )
		: '';
};

/**
 * The user the contract describes, read from anything.
 *
 * @param  raw The `data` of a user answer, or a stored user.
 * @throws {InvalidUserError} When `raw` is not an object (null, an array, a string…).
 */
export function parseUser( raw: unknown ): User {
	if ( ! isObject( raw ) ) {
		throw new InvalidUserError();
	}
	const strings = Object.fromEntries(
		USER_STRING_FIELDS.map( ( field ) => [ field, text( raw[ field ] ) ] )
	) as Pick< User, StringField >;
	const loginCount = finite( raw.login_count );
	return {
		...strings,
		id: finite( raw.id ) ?? 0,
		birthday: typeof raw.birthday === 'string' ? raw.birthday : null,
		income: finite( raw.income ),
		login_count: loginCount !== null && loginCount >= 0 ? loginCount : 0,
	};
}
