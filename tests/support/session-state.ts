/**
 * Auth states to preload a test store with, so that tests below the session (the API layer's)
 * need not import it.
 */
import { initialAuthState, type AuthState } from '../../src/session/auth-slice';

/**
 * A signed-in auth state: a token that expires in an hour, plus any overrides.
 *
 * @param overrides Fields to change (e.g. `token`, `user`).
 */
export function signedInAuth( overrides: Partial< AuthState > = {} ): {
	auth: AuthState;
} {
	return {
		auth: {
			...initialAuthState,
			isAuthenticated: true,
			tokenExpiresAt: Date.now() + 3_600_000,
			...overrides,
		},
	};
}
