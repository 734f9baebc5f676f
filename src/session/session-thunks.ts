/**
 * Session transitions: signing in with a token, signing out, the 401 path and the
 * re-verification of the cookie on load.
 * See docs/behaviour.md "Session token, refresh and remember me".
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { ROUTES } from '../config/routes';
import { TOKEN_LIFETIME_MS } from '../config/constants';
import { fireWindowEvent, goToRoute } from '../lib/browser';
import { logFailure } from '../lib/log';
import {
	sessionEnded,
	tokenReceived,
	userCleared,
	userLoaded,
	type WithAuth,
} from './auth-slice';
import { sessionApi } from './session-api';
import { forgetSignInStorage } from './sign-in-storage';
import {
	deleteTokenCookie,
	readTokenCookie,
	writeTokenCookie,
} from './token-cookie';
import type { User } from './types';

/** A thunk of the session layer. */
export type SessionThunk< R = void > = ThunkAction<
	R,
	WithAuth,
	unknown,
	UnknownAction
>;

/**
 * Fetches the broker's reporting design; a failure clears it (the default colours apply).
 */
export const loadBrokerSettings =
	(): SessionThunk< Promise< void > > => async ( dispatch ) => {
		// The answer, or its failure, reaches the auth state through the slice's matchers.
		await dispatch(
			sessionApi.endpoints.getBrokerSettings.initiate( undefined, {
				subscribe: false,
				forceRefetch: true,
			} )
		);
	};

/**
 * The one user fetch: asks the API for the signed-in user now, through the `getUser` query that
 * the signed-in screens subscribe to (`useUserSubscription`). Rejects with the call's error.
 */
export const fetchUser = (): SessionThunk< Promise< User > > => ( dispatch ) =>
	dispatch(
		sessionApi.endpoints.getUser.initiate( undefined, {
			subscribe: false,
			forceRefetch: true,
		} )
	).unwrap();

/**
 * Fetches the user again (on page load, or when another tab signed in). A failure clears the user
 * and rethrows.
 */
export const refreshUser =
	(): SessionThunk< Promise< User > > => async ( dispatch ) => {
		try {
			const user = await dispatch( fetchUser() );
			dispatch( userLoaded( user ) );
			return user;
		} catch ( error ) {
			dispatch( userCleared() );
			throw error;
		}
	};

/**
 * Asks the server to end `token`; a failure is only logged (the local cleanup is what counts).
 *
 * @param token The token to end.
 */
const endTokenOnServer =
	( token: string ): SessionThunk< Promise< unknown > > =>
	( dispatch ) =>
		dispatch( sessionApi.endpoints.logout.initiate( token ) )
			.unwrap()
			.catch( ( error: unknown ) =>
				logFailure( 'logout call failed', error )
			);

/**
 * Undoes a sign-in that never finished (the user call failed right after the token arrived):
 * the cookie goes, so a reload does not sign in with that token, the state returns to signed
 * out, and the server is asked to end the token (a failure is only logged). Nothing is announced:
 * `login-success` never fired, so no `logout-success` fires either. A cookie or a session that
 * holds another token by now (another tab signed in meanwhile) is left alone. See
 * docs/behaviour.md "After sign-in and redirects".
 *
 * @param token The token of the unfinished sign-in.
 */
const undoSignIn =
	( token: string ): SessionThunk =>
	( dispatch, getState ) => {
		if ( readTokenCookie() === token ) {
			deleteTokenCookie();
		}
		if ( getState().auth.token !== token ) {
			return;
		}
		dispatch( sessionEnded() );
		void dispatch( endTokenOnServer( token ) );
	};

/**
 * Signs in with a token from login: cookie, state, user and broker settings; what an earlier
 * sign-in of this tab noted in session storage is dropped first. Rejects when the user
 * cannot be fetched: the sign-in is then undone completely, cookie included (`undoSignIn`), and
 * the caller shows the generic error.
 *
 * @param token      Bearer token from `POST /api/user/login`.
 * @param rememberMe "Remember me": a 2-hour cookie instead of a session cookie.
 * @param now        Current time (injectable for tests).
 */
export const startSession =
	(
		token: string,
		rememberMe: boolean,
		now: number = Date.now()
	): SessionThunk< Promise< User > > =>
	async ( dispatch ) => {
		forgetSignInStorage();
		writeTokenCookie( token, rememberMe, now );
		dispatch(
			tokenReceived( {
				token,
				rememberMe,
				expiresAt: now + TOKEN_LIFETIME_MS,
			} )
		);
		// The broker settings load alongside the user, and the customer counts as signed in only
		// once both have answered: the first signed-in screen already has its colours, and the
		// redirect after login happens once instead of racing a second state change.
		const settings = dispatch( loadBrokerSettings() );
		try {
			const user = await dispatch( fetchUser() );
			await settings;
			dispatch( userLoaded( user ) );
			return user;
		} catch ( error ) {
			await settings;
			dispatch( undoSignIn( token ) );
			throw error;
		}
	};

/**
 * The local half of signing out, shared by logout, a 401 and a cookie that disappeared: clears
 * the user, deletes the cookie, clears the token, the API cache and the sign-in's session storage
 * (sign-in-storage.ts), fires `logout-success` and,
 * when a full area is on the page, goes to /login (a page with only popup embeds keeps its hash;
 * the theme reacts to the event). Synchronous, so however many requests fail together, only the
 * first one finds a token to end. Returns the token that was in use.
 */
const clearLocalSession =
	(): SessionThunk< string | null > => ( dispatch, getState ) => {
		const { token, inPopup } = getState().auth;
		dispatch( userCleared() );
		deleteTokenCookie();
		dispatch( sessionEnded() );
		dispatch( baseApi.util.resetApiState() );
		forgetSignInStorage();
		fireWindowEvent( 'logout-success' );
		if ( ! inPopup ) {
			goToRoute( ROUTES.login );
		}
		return token;
	};

/**
 * Signs out: the local cleanup (see `clearLocalSession`), then the logout endpoint with the ended
 * token (`endTokenOnServer`).
 */
export const endSession =
	(): SessionThunk< Promise< void > > => async ( dispatch ) => {
		const token = dispatch( clearLocalSession() );
		if ( token ) {
			await dispatch( endTokenOnServer( token ) );
		}
	};

/**
 * The cookie decides, on load and whenever the refresh timer or a 401 sees it change:
 *
 * - No cookie while this tab is signed in (it expired, or another tab logged out): the local
 *   cleanup of a logout, without the logout call. No cookie and only a stored signed-in flag
 *   (page load): the stale session is dropped quietly.
 * - A cookie whose token differs from the one in use (another tab signed in, maybe as someone
 *   else): its token replaces it, the API cache is dropped and the user is fetched again.
 * - A cookie on load while no token is held: its token is adopted (the boot fetches the user).
 */
export const reverifySession = (): SessionThunk => ( dispatch, getState ) => {
	const cookieToken = readTokenCookie();
	const { token, rememberMe, tokenExpiresAt, user, isAuthenticated } =
		getState().auth;
	if ( ! cookieToken ) {
		if ( token ) {
			dispatch( clearLocalSession() );
		} else if ( user || isAuthenticated ) {
			dispatch( sessionEnded() );
		}
		return;
	}
	if ( cookieToken === token ) {
		return;
	}
	dispatch(
		tokenReceived( {
			token: cookieToken,
			rememberMe,
			// Another tab's new token was issued moments ago: the old token's expiry is not its.
			expiresAt:
				token === null && tokenExpiresAt !== null
					? tokenExpiresAt
					: Date.now() + TOKEN_LIFETIME_MS,
		} )
	);
	if ( token ) {
		// Nothing cached for the previous token may show under the new one.
		dispatch( baseApi.util.resetApiState() );
		dispatch( refreshUser() ).catch( ( error: unknown ) =>
			logFailure( 'could not load the signed-in user', error )
		);
	}
};

/**
 * The API answered 401 to a request that carried `tokenUsed`. Nothing happens for a token this
 * tab no longer holds. When the cookie still holds that token, the session ends, once. When it
 * holds another one (another tab signed in meanwhile), that sign-in survives: the cookie is kept
 * and this tab follows it.
 *
 * @param tokenUsed The token the failed request carried.
 */
export const handleUnauthorized =
	( tokenUsed: string ): SessionThunk< Promise< void > > =>
	async ( dispatch, getState ) => {
		if ( getState().auth.token !== tokenUsed ) {
			return;
		}
		const cookieToken = readTokenCookie();
		if ( cookieToken !== null && cookieToken !== tokenUsed ) {
			dispatch( reverifySession() );
			return;
		}
		await dispatch( endSession() );
	};
