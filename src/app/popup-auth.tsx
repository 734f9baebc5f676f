/**
 * A popup embed: the auth container for visitors, fed by the embed's attributes (a forward link
 * in force replaces its login view by the secret-sale notice); for a signed-in customer, who is signed in, a link to the
 * customer area and Logout instead of a sign-in form. Every popup of the page reads the one store,
 * so all of them follow a sign-in or a Logout at once, wherever it happened. See
 * docs/behaviour.md "Embeds and popups".
 */
import { Suspense } from 'react';
import { ScreenFallback } from '../components/screen-fallback';
import { selectIsAuthenticated } from '../session/auth-slice';
import { useAppSelector } from './hooks';
import { AuthContainer } from './lazy-auth-container';
import { ROUTE_TABLE } from './route-table';
import { lazyScreen } from './screen-chunks';
import { useAuthContainerProps } from './use-auth-container-props';
import './popup-auth.scss';

/**
 * The signed-in view, a chunk of its own (`popup-account`, with the avatar): only a signed-in
 * customer's popup needs it, so no visitor's first view carries it.
 */
const PopupSignedIn = lazyScreen(
	ROUTE_TABLE.popup.signedIn,
	( m ) => m.default
);

/**
 * The popup's content: the sign-in for visitors, the signed-in view for customers. The sign-in
 * form unmounts with the sign-in, so a later Logout shows it empty again.
 */
export function PopupAuth() {
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	const authProps = useAuthContainerProps();
	return (
		<Suspense fallback={ <ScreenFallback /> }>
			{ isAuthenticated ? (
				<PopupSignedIn />
			) : (
				<AuthContainer { ...authProps } />
			) }
		</Suspense>
	);
}
