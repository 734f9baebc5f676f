/**
 * The profile card at the top of the menu: the picture when it loads, else the avatar, with the
 * full name and e-mail (which breaks only before its `@` and its dots). See docs/behaviour.md
 * "Shell, menu and avatar".
 */
import { Avatar } from '../../components/avatar';
import { BreakableAddress } from '../../components/breakable-address';
import { selectUser } from '../../session/auth-slice';
import type { ProfilePicture } from './use-profile-picture';
import { useAppSelector } from '../hooks';

/**
 * The full name as the card shows it: first and last name, else the account name.
 *
 * @param user           The signed-in user's name parts.
 * @param user.firstname First name.
 * @param user.lastname  Last name.
 * @param user.name      Account name.
 * @param user.title     Academic title.
 */
export function fullNameOf( user: {
	firstname?: string | null;
	lastname?: string | null;
	name?: string | null;
	title?: string | null;
} ): string {
	const parts = [ user.title, user.firstname, user.lastname ]
		.map( ( part ) => part?.trim() ?? '' )
		.filter( Boolean );
	const hasName = !! ( user.firstname?.trim() || user.lastname?.trim() );
	return hasName ? parts.join( ' ' ) : ( user.name?.trim() ?? '' );
}

/** Props of `ProfileCard`. */
export interface ProfileCardProps {
	/** The loaded picture and its error handler. */
	picture: ProfilePicture;
}

/**
 * Renders nothing until the user is known. The picture comes from the shell (useProfilePicture),
 * which loads it once per shell mount however often the drawer's card mounts.
 *
 * @param props See ProfileCardProps.
 */
export function ProfileCard( { picture }: ProfileCardProps ) {
	const user = useAppSelector( selectUser );
	const { imageUrl, onImageError } = picture;
	if ( ! user ) {
		return null;
	}
	const name = fullNameOf( user );
	return (
		<div className="ca-profile-card">
			<Avatar
				user={ user }
				imageUrl={ imageUrl }
				onImageError={ onImageError }
				size={ 56 }
			/>
			<div className="ca-profile-card__text">
				{ name && <p className="ca-profile-card__name">{ name }</p> }
				<p className="ca-profile-card__email">
					<BreakableAddress address={ user.email } />
				</p>
			</div>
		</div>
	);
}
