/**
 * Keeps the auth state across page loads in browser storage, without personal data: only what the
 * next page load needs before the user call answers — the signed-in flag, "Remember me", the
 * token's expiry and the broker's colours. The user is fetched again on every load, and the token
 * is read back from its cookie (see docs/behaviour.md "Stored auth state").
 */
import { storageKey } from '../config/config';
import { isObject } from '../lib/is-object';
import { initialAuthState, type AuthState } from './auth-slice';
import type { BrokerSettings } from './types';

/** The stored fields; nothing here identifies the customer. */
export type PersistedAuthState = Pick<
	AuthState,
	'isAuthenticated' | 'brokerSettings' | 'rememberMe' | 'tokenExpiresAt'
>;

/**
 * The stored part of an auth state.
 *
 * @param state An auth state.
 */
export function persistedPart( state: AuthState ): PersistedAuthState {
	return {
		isAuthenticated: state.isAuthenticated,
		brokerSettings: state.brokerSettings,
		rememberMe: state.rememberMe,
		tokenExpiresAt: state.tokenExpiresAt,
	};
}

/**
 * Loads the stored auth state; anything unreadable starts signed out. Storage is outside input
 * too: only the known fields of the right types are read (a user stored by an earlier version is
 * ignored).
 *
 * @param storage Browser storage (injectable for tests).
 */
export function loadAuthState( storage: Storage | undefined ): AuthState {
	try {
		const raw = storage?.getItem( storageKey( 'auth' ) );
		if ( ! raw ) {
			return initialAuthState;
		}
		const parsed: unknown = JSON.parse( raw );
		if ( ! isObject( parsed ) ) {
			return initialAuthState;
		}
		return {
			...initialAuthState,
			isAuthenticated: parsed.isAuthenticated === true,
			brokerSettings: isObject( parsed.brokerSettings )
				? ( parsed.brokerSettings as unknown as BrokerSettings )
				: null,
			rememberMe: parsed.rememberMe === true,
			tokenExpiresAt:
				typeof parsed.tokenExpiresAt === 'number'
					? parsed.tokenExpiresAt
					: null,
		};
	} catch {
		return initialAuthState;
	}
}

/**
 * Stores the persisted part of the auth state (no token, no user).
 *
 * @param storage Browser storage.
 * @param state   Current auth state.
 */
export function saveAuthState(
	storage: Storage | undefined,
	state: AuthState
): void {
	try {
		storage?.setItem(
			storageKey( 'auth' ),
			JSON.stringify( persistedPart( state ) )
		);
	} catch {
		// Storage can be full or disabled (private mode); the session still works for this page.
	}
}
