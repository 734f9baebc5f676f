/**
 * The customer's avatar: the profile picture when one loads, else initials on a tint chosen by
 * salutation. The picture's loading failures are reported so the session can fetch a fresh URL.
 */
import { safeImageUrl } from '../../lib/image-url';
import { initialsOf, tintOf, type InitialsSource } from './avatar-utils';
import './avatar.scss';
import { currentLinkPolicy } from '../../config/config';

/** Props of the avatar. */
export interface AvatarProps {
	/** Whose avatar: names and e-mail for the initials, salutation for the tint. */
	user: InitialsSource & { salutation?: string | null };
	/** Picture URL; `''` or a URL that is not safe to load shows the initials. */
	imageUrl?: string;
	/** Called when the picture fails to load (an expired URL). */
	onImageError?: () => void;
	/** Size in CSS pixels. */
	size?: number;
}

/**
 * Decorative: the name next to it says who it is, so the avatar is hidden from screen readers.
 *
 * @param props See AvatarProps.
 */
export function Avatar( props: AvatarProps ) {
	const { user, imageUrl, onImageError, size = 48 } = props;
	const style = {
		width: size,
		height: size,
		fontSize: Math.round( size * 0.4 ),
	};
	// Only safe URLs reach an `src` (see docs/behaviour.md "Safe links and CRM HTML").
	const src = safeImageUrl( imageUrl, currentLinkPolicy() );
	if ( src ) {
		return (
			<img
				className="ca-avatar ca-avatar--picture"
				src={ src }
				alt=""
				width={ size }
				height={ size }
				style={ style }
				onError={ onImageError }
				data-testid="avatar-picture"
			/>
		);
	}
	const tint = tintOf( user.salutation );
	return (
		<span
			className={ `ca-avatar ca-avatar--${ tint.name }` }
			style={ {
				...style,
				backgroundColor: tint.background,
				color: tint.text,
			} }
			aria-hidden="true"
			data-testid="avatar-initials"
		>
			{ initialsOf( user ) }
		</span>
	);
}
