/**
 * A signed-in customer's popup (the `popup-account` chunk): who is signed in, a link to the
 * customer area and Logout. See popup-auth.tsx.
 */
import { __ } from '@wordpress/i18n';
import { Avatar } from '../components/avatar';
import { useCustomerArea } from '../config/config-context';
import { selectUser } from '../session/auth-slice';
import { endSession } from '../session/session-thunks';
import { useAppDispatch, useAppSelector } from './hooks';
import { fullNameOf } from './shell/profile-card';

/**
 * Who is signed in (name and e-mail once the user call has answered), a link to the customer
 * area (its route `/` when the full area is on this page, else the customer area page's dashboard;
 * none when the site has no such page) and Logout.
 */
export default function PopupSignedIn() {
	const dispatch = useAppDispatch();
	const user = useAppSelector( selectUser );
	const area = useCustomerArea();
	const areaHref = area.onThisPage ? '#/' : area.dashboardUrl;
	const name = user ? fullNameOf( user ) : '';
	return (
		<section className="ca-auth ca-popup-account">
			<h2 className="ca-auth__title">
				{ __( 'You are signed in', 'customer-area' ) }
			</h2>
			{ user && (
				<div className="ca-popup-account__who">
					<Avatar user={ user } size={ 48 } />
					<div className="ca-popup-account__text">
						{ name && (
							<p className="ca-popup-account__name">{ name }</p>
						) }
						<p className="ca-popup-account__email">
							{ user.email }
						</p>
					</div>
				</div>
			) }
			<div className="ca-popup-account__actions">
				{ areaHref && (
					<a
						className="ca-button ca-button--primary"
						href={ areaHref }
					>
						{ __( 'Go to the customer area', 'customer-area' ) }
					</a>
				) }
				<button
					type="button"
					className="ca-button ca-button--secondary"
					onClick={ () => void dispatch( endSession() ) }
				>
					{ __( 'Logout', 'customer-area' ) }
				</button>
			</div>
		</section>
	);
}
