/**
 * The avatar component and its pure helpers.
 */
export { Avatar, type AvatarProps } from './avatar';
export {
	initialsOf,
	tintOf,
	AVATAR_TINTS,
	NO_TINT,
	type AvatarTint,
	type InitialsSource,
} from './avatar-utils';
