/**
 * Keeps an active customer signed in: the token is refreshed ten minutes before it expires when the
 * customer did anything in the last fifteen minutes. A failed refresh is only logged; only a 401
 * logs out (that is the base query's job). See
 * docs/behaviour.md "Session token, refresh and remember me".
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import {
	ACTIVITY_WINDOW_MS,
	TOKEN_LIFETIME_MS,
	TOKEN_REFRESH_LEAD_MS,
} from '../config/constants';
import { logFailure } from '../lib/log';
import { tokenRefreshed, type WithAuth } from './auth-slice';
import { sessionApi } from './session-api';
import { readTokenCookie, writeTokenCookie } from './token-cookie';
import { refreshUser, reverifySession } from './session-thunks';

/** How often the timer looks at the token. */
export const REFRESH_CHECK_INTERVAL_MS = 30 * 1000;

const ACTIVITY_EVENTS = [ 'pointerdown', 'keydown', 'touchstart', 'wheel' ];

interface RefreshStore {
	getState: () => WithAuth;
	dispatch: Dispatch< UnknownAction > & ( ( action: unknown ) => unknown );
}

/**
 * Starts watching activity and the token's expiry. Returns a function that stops it.
 *
 * @param store  The app store.
 * @param target Where activity is observed (the document).
 * @param now    Clock (injectable for tests).
 */
export function startTokenRefresh(
	store: RefreshStore,
	target: Pick<
		Document,
		'addEventListener' | 'removeEventListener'
	> = document,
	now: () => number = Date.now
): () => void {
	let lastActivity = now();
	let inFlight = false;
	const onActivity = () => {
		lastActivity = now();
	};
	ACTIVITY_EVENTS.forEach( ( type ) =>
		target.addEventListener( type, onActivity, { passive: true } )
	);

	const check = async () => {
		const { token, tokenExpiresAt, rememberMe } = store.getState().auth;
		const cookieToken = readTokenCookie();
		if ( ! inFlight && cookieToken !== token ) {
			// The cookie is the source of truth: it expired, or another tab logged out
			// or in. The state follows it instead of calling the API with a token that is gone.
			store.dispatch( reverifySession() );
			if ( token === null && cookieToken !== null ) {
				// Another tab signed in while this one was signed out: it follows with the user.
				// The refresh store's dispatch is typed narrowly: the thunk's promise comes back as unknown.
				void Promise.resolve( store.dispatch( refreshUser() ) ).catch(
					( error: unknown ) =>
						logFailure( 'could not load the signed-in user', error )
				);
			}
			return;
		}
		const time = now();
		if (
			inFlight ||
			! token ||
			tokenExpiresAt === null ||
			time < tokenExpiresAt - TOKEN_REFRESH_LEAD_MS ||
			time - lastActivity > ACTIVITY_WINDOW_MS
		) {
			return;
		}
		inFlight = true;
		try {
			const request = store.dispatch(
				sessionApi.endpoints.refreshToken.initiate()
			) as { unwrap: () => Promise< { token: string } > };
			const answer = await request.unwrap();
			if ( store.getState().auth.token === token ) {
				writeTokenCookie( answer.token, rememberMe, now() );
				store.dispatch(
					tokenRefreshed( {
						token: answer.token,
						expiresAt: now() + TOKEN_LIFETIME_MS,
					} )
				);
			}
		} catch ( error ) {
			logFailure( 'token refresh failed', error );
		} finally {
			inFlight = false;
		}
	};

	const timer = setInterval( () => void check(), REFRESH_CHECK_INTERVAL_MS );
	return () => {
		clearInterval( timer );
		ACTIVITY_EVENTS.forEach( ( type ) =>
			target.removeEventListener( type, onActivity )
		);
	};
}
