/**
 * What other screens may pass to `/login` through the router's location state: the view to open
 * and a notice to show above the login form.
 */
import { AUTH_VIEWS, type AuthView } from '../../config/config';

/** The notice shown after a successful password reset. */
export const LOGIN_NOTICE_PASSWORD_RESET = 'password-reset';

/** Location state of the `/login` route. */
export interface LoginRouteState {
	/** The auth view to open. */
	authView?: AuthView;
	/** A notice to show above the login form. */
	notice?: typeof LOGIN_NOTICE_PASSWORD_RESET;
}

/**
 * Reads the login route state defensively (it may come from anywhere in history).
 *
 * @param state `location.state`.
 */
export function readLoginRouteState( state: unknown ): LoginRouteState {
	if ( typeof state !== 'object' || state === null ) {
		return {};
	}
	const { authView, notice } = state as Record< string, unknown >;
	return {
		authView: ( AUTH_VIEWS as readonly unknown[] ).includes( authView )
			? ( authView as AuthView )
			: undefined,
		notice: notice === LOGIN_NOTICE_PASSWORD_RESET ? notice : undefined,
	};
}
