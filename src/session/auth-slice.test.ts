/**
 * The auth state never holds a token that is not a non-empty string.
 */
import {
	authReducer,
	initialAuthState,
	tokenReceived,
	tokenRefreshed,
} from './auth-slice';

const withToken = { ...initialAuthState, token: 'token-1' };

describe( 'auth slice tokens', () => {
	it.each( [ '', '   ', undefined, null, 42, { token: 'x' } ] )(
		'stores no login token %p',
		( token ) => {
			const state = authReducer(
				withToken,
				tokenReceived( {
					token: token as unknown as string,
					rememberMe: true,
					expiresAt: 1,
				} )
			);
			expect( state ).toEqual( withToken );
		}
	);

	it.each( [ '', undefined, null, 42 ] )(
		'stores no refreshed token %p',
		( token ) => {
			const state = authReducer(
				withToken,
				tokenRefreshed( {
					token: token as unknown as string,
					expiresAt: 1,
				} )
			);
			expect( state ).toEqual( withToken );
		}
	);

	it( 'stores a real token', () => {
		expect(
			authReducer(
				initialAuthState,
				tokenRefreshed( { token: 'token-2', expiresAt: 5 } )
			)
		).toMatchObject( { token: 'token-2', tokenExpiresAt: 5 } );
	} );
} );
