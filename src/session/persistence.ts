/**
 * Persists the auth state in browser storage (spec 1 section 3). The token itself is not stored:
 * the cookie is its source of truth and is read back on load (decision 21).
 */
import { AUTH_STORAGE_KEY } from '../config/constants';
import { initialAuthState, type AuthState } from './auth-slice';

type Persisted = Pick<
	AuthState,
	| 'user'
	| 'isAuthenticated'
	| 'brokerSettings'
	| 'rememberMe'
	| 'tokenExpiresAt'
>;

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
		const parsed = JSON.parse( raw ) as Partial< Persisted >;
		return {
			...initialAuthState,
			user:
				typeof parsed.user === 'object' && parsed.user !== null
					? parsed.user
					: null,
			isAuthenticated: parsed.isAuthenticated === true,
			brokerSettings:
				typeof parsed.brokerSettings === 'object'
					? ( parsed.brokerSettings ?? null )
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
