/**
 * Persists the auth state in browser storage (spec 1 section 3). The token itself is not stored:
 * the cookie is its source of truth and is read back on load (decision 21).
 */
import { AUTH_STORAGE_KEY } from '../config/constants';
import { isObject } from '../lib/is-object';
import { initialAuthState, type AuthState } from './auth-slice';
import { parseUser } from './parse-user';
import type { BrokerSettings, User } from './types';

type Persisted = Pick<
	AuthState,
	| 'user'
	| 'isAuthenticated'
	| 'brokerSettings'
	| 'rememberMe'
	| 'tokenExpiresAt'
>;

/**
 * A stored user read like an answer (storage is outside input too); null when it is none.
 *
 * @param raw The stored value.
 */
function storedUser( raw: unknown ): User | null {
	try {
		return parseUser( raw );
	} catch {
		return null;
	}
}

/**
 * Loads the stored auth state; anything unreadable starts signed out.
 *
 * @param storage Browser storage (injectable for tests).
 */
export function loadAuthState( storage: Storage | undefined ): AuthState {
	try {
		const raw = storage?.getItem( AUTH_STORAGE_KEY );
		if ( ! raw ) {
			return initialAuthState;
		}
		const parsed: unknown = JSON.parse( raw );
		if ( ! isObject( parsed ) ) {
			return initialAuthState;
		}
		return {
			...initialAuthState,
			user: storedUser( parsed.user ),
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
 * Stores the auth state (without the token).
 *
 * @param storage Browser storage.
 * @param state   Current auth state.
 */
export function saveAuthState(
	storage: Storage | undefined,
	state: AuthState
): void {
	const persisted: Persisted = {
		user: state.user,
		isAuthenticated: state.isAuthenticated,
		brokerSettings: state.brokerSettings,
		rememberMe: state.rememberMe,
		tokenExpiresAt: state.tokenExpiresAt,
	};
	try {
		storage?.setItem( AUTH_STORAGE_KEY, JSON.stringify( persisted ) );
	} catch {
		// Storage can be full or disabled (private mode); the session still works for this page.
	}
}
