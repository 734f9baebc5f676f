/**
 * Customer accounts: the empty profile (built here and nowhere else), the API's view of a user, and lookups.
 */
import type { SandboxContext } from './context';
import { PICTURE_TTL_S } from './limits';
import type { ApiUser, Db, DbUser, ProfileFields } from './types';

/**
 * A profile with every field empty; new accounts and the seed start from it.
 */
export function emptyProfile(): ProfileFields {
	return {
		salutation: '',
		title: '',
		firstname: '',
		lastname: '',
		birthday: null,
		street: '',
		housenr: '',
		zip: '',
		city: '',
		state: '',
		country: '',
		occupation: '',
		employer: '',
		income: null,
		contractType: '',
		telephone: '',
		phone: '',
		fax: '',
		language: '',
		facebook: '',
		twitter: '',
		youtube: '',
		instagram: '',
		linkedin: '',
		xing: '',
		tiktok: '',
		pinterest: '',
	};
}

/**
 * The user as the API answers it (name joined, signed picture URL, login count).
 * @param sb The sandbox.
 * @param u  The account.
 */
export function toApiUser( sb: SandboxContext, u: DbUser ): ApiUser {
	return {
		id: u.id,
		name: [ u.profile.firstname, u.profile.lastname ]
			.filter( Boolean )
			.join( ' ' ),
		email: u.email,
		...u.profile,
		imageUrl: u.photo
			? sb.signer.signedUrl(
					`/media/profile/${ u.id }.svg`,
					PICTURE_TTL_S
				)
			: '',
		login_count: u.loginCount,
	};
}

/**
 * The account of an e-mail address (case and surrounding spaces ignored).
 * @param db    The state.
 * @param email The address.
 */
export function findUserByEmail( db: Db, email: string ): DbUser | undefined {
	const wanted = email.trim().toLowerCase();
	return db.users.find( ( u ) => u.email.toLowerCase() === wanted );
}
