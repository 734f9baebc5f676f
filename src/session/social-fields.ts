/**
 * The social links of a profile, in the product's order: the one list the user parser
 * (`parse-user.ts`), the profile's form values, its validation and its Applicant Folder tab share.
 */
import type { User } from './types';

/**
 * The social links, each a text field of the contract's `User`.
 */
export const SOCIAL_FIELDS = [
	'facebook',
	'twitter',
	'youtube',
	'instagram',
	'linkedin',
	'xing',
	'tiktok',
	'pinterest',
] as const satisfies ReadonlyArray< keyof User >;

/** One social link's field. */
export type SocialField = ( typeof SOCIAL_FIELDS )[ number ];
