/**
 * The auth state: user, isAuthenticated, in-popup flag, token and the broker's reporting settings.
 * The token cookie is the source of truth for the token; this state follows it (see
 * docs/behaviour.md "Session token, refresh and remember me"). Only the fields the next page load
 * needs before the user call answers are stored (see `persistence.ts`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isUsableToken, sessionApi } from './session-api';
import type { BrokerSettings, User } from './types';

/** The signed-in session of this page. */
export interface AuthState {
	/** The signed-in customer; null until the user call answers (and when signed out). */
	user: User | null;
	/** Signed in: a token is held and the user call answered (or did on the last page load). */
	isAuthenticated: boolean;
	/** Only popup embeds are on the page: ending the session leaves the page's hash alone. */
	inPopup: boolean;
	/** The bearer token, read from the cookie; never stored elsewhere. */
	token: string | null;
	/** The broker's reporting design (colours); null until loaded or when it failed. */
	brokerSettings: BrokerSettings | null;
	/** "Remember me" of the last login: decides the cookie's lifetime on refresh. */
	rememberMe: boolean;
	/** When the current token expires (ms since epoch), for the refresh timer. */
	tokenExpiresAt: number | null;
}

/** A signed-out session. */
export const initialAuthState: AuthState = {
	user: null,
	isAuthenticated: false,
	inPopup: false,
	token: null,
	brokerSettings: null,
	rememberMe: false,
	tokenExpiresAt: null,
};

const authSlice = createSlice( {
	name: 'auth',
	initialState: initialAuthState,
	reducers: {
		/**
		 * A login answered with a token. A token that is not a non-empty string is never stored.
		 *
		 * @param state  The auth state.
		 * @param action The token, "Remember me" and the expiry.
		 */
		tokenReceived(
			state,
			action: PayloadAction< {
				token: string;
				rememberMe: boolean;
				expiresAt: number;
			} >
		) {
			if ( ! isUsableToken( action.payload.token ) ) {
				return;
			}
			state.token = action.payload.token;
			state.rememberMe = action.payload.rememberMe;
			state.tokenExpiresAt = action.payload.expiresAt;
		},
		/**
		 * A refresh answered with a new token (ignored unless it is a non-empty string).
		 *
		 * @param state  The auth state.
		 * @param action The new token and its expiry.
		 */
		tokenRefreshed(
			state,
			action: PayloadAction< { token: string; expiresAt: number } >
		) {
			if ( ! isUsableToken( action.payload.token ) ) {
				return;
			}
			state.token = action.payload.token;
			state.tokenExpiresAt = action.payload.expiresAt;
		},
		/**
		 * `GET /api/user` (or the profile save) answered with the user: signed in while a token is held.
		 *
		 * @param state  The auth state.
		 * @param action The user.
		 */
		userLoaded( state, action: PayloadAction< User > ) {
			state.user = action.payload;
			state.isAuthenticated = state.token !== null;
		},
		/**
		 * The user is unknown (fetch failed, or the token cookie is gone).
		 *
		 * @param state The auth state.
		 */
		userCleared( state ) {
			state.user = null;
			state.isAuthenticated = false;
		},
		/**
		 * The profile picture URL changed (or became empty after a failed refetch).
		 *
		 * @param state  The auth state.
		 * @param action The picture URL (`''` for none).
		 */
		imageUrlChanged( state, action: PayloadAction< string > ) {
			if ( state.user ) {
				state.user.imageUrl = action.payload;
			}
		},
		/**
		 * Marks whether this page's auth lives only in popup embeds.
		 *
		 * @param state  The auth state.
		 * @param action True when only popup embeds are on the page.
		 */
		popupChanged( state, action: PayloadAction< boolean > ) {
			state.inPopup = action.payload;
		},
		/**
		 * Logout or 401: everything but the popup flag goes.
		 *
		 * @param state The auth state.
		 */
		sessionEnded( state ) {
			return { ...initialAuthState, inPopup: state.inPopup };
		},
	},
	extraReducers: ( builder ) => {
		// Every answer of the user call refreshes a signed-in session's user, also the refetch that
		// invalidating `User` (the profile save) starts. Signing in sets the user itself
		// (`userLoaded`), once the broker settings have answered too.
		builder.addMatcher(
			sessionApi.endpoints.getUser.matchFulfilled,
			( state, action ) => {
				if ( state.isAuthenticated && state.token !== null ) {
					state.user = action.payload;
				}
			}
		);
		// The broker's design, whenever it answers: a screen that shows its colours asks for it
		// (`useReportingDesign`), and so does the sign-in.
		builder.addMatcher(
			sessionApi.endpoints.getBrokerSettings.matchFulfilled,
			( state, action ) => {
				state.brokerSettings = action.payload;
			}
		);
		builder.addMatcher(
			sessionApi.endpoints.getBrokerSettings.matchRejected,
			( state, action ) => {
				if ( ! action.meta.condition ) {
					state.brokerSettings = null;
				}
			}
		);
	},
} );

export const {
	tokenReceived,
	tokenRefreshed,
	userLoaded,
	userCleared,
	imageUrlChanged,
	popupChanged,
	sessionEnded,
} = authSlice.actions;

/** The reducer of the auth slice. */
export const authReducer = authSlice.reducer;

/** The part of the root state the session selectors read. */
export interface WithAuth {
	/** The auth slice. */
	auth: AuthState;
}

/**
 * The signed-in customer, or null.
 *
 * @param state Root state.
 */
export const selectUser = ( state: WithAuth ) => state.auth.user;
/**
 * The bearer token, or null.
 *
 * @param state Root state.
 */
export const selectToken = ( state: WithAuth ) => state.auth.token;
/**
 * Signed in: the flag is set and a token is held.
 *
 * @param state Root state.
 */
export const selectIsAuthenticated = ( state: WithAuth ) =>
	state.auth.isAuthenticated && state.auth.token !== null;
/**
 * The broker's reporting design, or null.
 *
 * @param state Root state.
 */
export const selectBrokerSettings = ( state: WithAuth ) =>
	state.auth.brokerSettings;
