/**
 * 'Hello {first} {last}' and 'Nice to see you again' (more than one login) or 'Nice to see you'.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../session/auth-slice';

/**
 * The greeting; nothing until the user is known.
 */
export function Greeting() {
	const user = useAppSelector( selectUser );
	if ( ! user ) {
		return null;
	}
	const name =
		[ user.firstname, user.lastname ]
			.map( ( part ) => ( typeof part === 'string' ? part.trim() : '' ) )
			.filter( Boolean )
			.join( ' ' ) ||
		( typeof user.name === 'string' ? user.name.trim() : '' );
	return (
		<div className="ca-dashboard__greeting">
			<p className="ca-dashboard__hello">
				{ name
					? sprintf(
							/* translators: %s: the customer's first and last name. */
							__( 'Hello %s', 'customer-area' ),
							name
						)
					: __( 'Hello', 'customer-area' ) }
			</p>
			<p className="ca-dashboard__welcome">
				{ Number( user.login_count ) > 1
					? __( 'Nice to see you again', 'customer-area' )
					: __( 'Nice to see you', 'customer-area' ) }
			</p>
		</div>
	);
}
