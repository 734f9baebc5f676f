/**
 * The auth state (spec 1 section 3): user, isAuthenticated, in-popup flag, token and the broker's
 * reporting settings. The token cookie is the source of truth for the token; this state follows it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrokerSettings, User } from './types';

/** The persisted session. */
export interface AuthState {
	user: User | null;
	isAuthenticated: boolean;
	inPopup: boolean;
	token: string | null;
	brokerSettings: BrokerSettings | null;
	/** "Remember me" of the last login (decision 8): decides the cookie's lifetime on refresh. */
	rememberMe: boolean;
	/** When the current token expires (ms since epoch), for the refresh timer (decision 21). */
	tokenExpiresAt: number | null;
}

/**
 * True for a token that may be stored: a non-empty string.
 *
 * @param token Anything.
 */
export const isUsableToken = ( token: unknown ): token is string =>
	typeof token === 'string' && token.trim() !== '';

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
		 * @param state
		 * @param action
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
		 * @param state
		 * @param action
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
		 * `GET /api/user` answered.
		 * @param state
		 * @param action
		 */
		userLoaded( state, action: PayloadAction< User > ) {
			state.user = action.payload;
			state.isAuthenticated = state.token !== null;
		},
		/**
		 * The user is unknown (fetch failed, or the token cookie is gone).
		 * @param state
		 */
		userCleared( state ) {
			state.user = null;
			state.isAuthenticated = false;
		},
		/**
		 * The profile picture URL changed (or became empty after a failed refetch).
		 * @param state
		 * @param action
		 */
		imageUrlChanged( state, action: PayloadAction< string > ) {
			if ( state.user ) {
				state.user.imageUrl = action.payload;
			}
		},
		/**
		 * `GET /api/settings/reporting/design` answered.
		 * @param state
		 * @param action
		 */
		brokerSettingsLoaded( state, action: PayloadAction< BrokerSettings > ) {
			state.brokerSettings = action.payload;
		},
		/**
		 * The settings call failed (spec 1 section 8).
		 * @param state
		 */
		brokerSettingsCleared( state ) {
			state.brokerSettings = null;
		},
		/**
		 * Marks whether this page's auth lives in a popup embed.
		 * @param state
		 * @param action
		 */
		popupChanged( state, action: PayloadAction< boolean > ) {
			state.inPopup = action.payload;
		},
		/**
		 * Logout or 401: everything but the popup flag goes.
		 * @param state
		 */
		sessionEnded( state ) {
			return { ...initialAuthState, inPopup: state.inPopup };
		},
	},
} );

export const {
	tokenReceived,
	tokenRefreshed,
	userLoaded,
	userCleared,
	imageUrlChanged,
	brokerSettingsLoaded,
	brokerSettingsCleared,
	popupChanged,
	sessionEnded,
} = authSlice.actions;

export const authReducer = authSlice.reducer;

/** The part of the root state the session selectors read. */
export interface WithAuth {
	auth: AuthState;
}

/**
 * @param state Root state.
 */
export const selectAuth = ( state: WithAuth ) => state.auth;
/**
 * @param state Root state.
 */
export const selectUser = ( state: WithAuth ) => state.auth.user;
/**
 * @param state Root state.
 */
export const selectToken = ( state: WithAuth ) => state.auth.token;
/**
 * @param state Root state.
 */
export const selectIsAuthenticated = ( state: WithAuth ) =>
	state.auth.isAuthenticated && state.auth.token !== null;
/**
 * @param state Root state.
 */
export const selectBrokerSettings = ( state: WithAuth ) =>
	state.auth.brokerSettings;
