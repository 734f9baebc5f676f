/**
 * A popup embed: the auth container for visitors, fed by the embed's attributes (a forward link
 * shows the secret-sale notice first); for a signed-in customer, who is signed in, a link to the
 * customer area and Logout instead of a sign-in form. Every popup of the page reads the one store,
 * so all of them follow a sign-in or a Logout at once, wherever it happened. See
 * docs/behaviour.md "Embeds and popups".
 */
import { Suspense } from 'react';
import { __ } from '@wordpress/i18n';
import { Avatar } from '../components/avatar';
import { useCustomerArea } from '../config/config-context';
import { Spinner } from '../components/spinner';
import { selectIsAuthenticated, selectUser } from '../session/auth-slice';
import { endSession } from '../session/session-thunks';
import { useAppDispatch, useAppSelector } from './hooks';
import { AuthContainer } from './lazy-auth-container';
import { fullNameOf } from './shell/profile-card';
import { useAuthContainerProps } from './use-auth-container-props';
import './popup-auth.scss';

/**
 * The popup's content: the sign-in for visitors, the signed-in view for customers. The sign-in
 * form unmounts with the sign-in, so a later Logout shows it empty again.
 */
export function PopupAuth() {
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	const authProps = useAuthContainerProps();
	return isAuthenticated ? (
		<PopupSignedIn />
	) : (
		<Suspense fallback={ <Spinner /> }>
			<AuthContainer { ...authProps } />
		</Suspense>
	);
}

/**
 * Who is signed in (name and e-mail once the user call has answered), a link to the customer
 * area (its route `/` when the full area is on this page, else the customer area page's dashboard;
 * none when the site has no such page) and Logout.
 */
export function PopupSignedIn() {
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
