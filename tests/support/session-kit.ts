/**
 * What the session's tests share: a probe endpoint that any test can answer (e.g. with 401), a
 * signed-in state, and a record of the logout calls.
 */
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../src/api/base-api';
import { initialAuthState, type AuthState } from '../../src/session/auth-slice';
import { defaultBrokerSettings, ownerUser } from './fixtures';
import { api, server } from './server';

/** `GET /api/probe/{n}`: an authenticated call that exists only in tests. */
export const probeApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		probe: build.query< unknown, number >( {
			query: ( n ) => `probe/${ n }`,
		} ),
	} ),
} );

/**
 * A signed-in session with `token`, the owner and the broker's colours.
 *
 * @param token The session's token.
 */
export const signedInSession = ( token = 'token-1' ): { auth: AuthState } => ( {
	auth: {
		...initialAuthState,
		token,
		user: ownerUser,
		isAuthenticated: true,
		brokerSettings: defaultBrokerSettings,
		tokenExpiresAt: Date.now() + 60 * 60 * 1000,
	},
} );

/**
 * Answers the logout call and records the Authorization header of each.
 */
export function countLogouts(): Array< string | null > {
	const seen: Array< string | null > = [];
	server.use(
		http.get( api( 'user/logout' ), ( { request } ) => {
			seen.push( request.headers.get( 'Authorization' ) );
			return HttpResponse.json( { message: 'logged_out' } );
		} )
	);
	return seen;
}
