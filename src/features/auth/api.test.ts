/**
 * The login answer must carry a token: without one the login fails with an error the backend-error
 * display shows as the generic text, and no session can start with `undefined`.
 */
import { http, HttpResponse } from 'msw';
import { backendErrorMessages } from '../../components/backend-errors';
import { createTestStore } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { authApi } from './api';

const login = () =>
	createTestStore().dispatch(
		authApi.endpoints.login.initiate( {
			email: 'owner@example.com',
			password: 'secret-password',
		} )
	);

describe( 'POST /api/user/login', () => {
	it.each( [
		[ 'no token', { message: 'logged_in' } ],
		[ 'an empty token', { token: '', message: 'logged_in' } ],
		[ 'a token that is no string', { token: 123 } ],
		[ 'a token object', { token: { value: 'x' } } ],
		[ 'a bare string', 'token' ],
		[ 'null', null ],
	] )(
		'fails with the generic error for an answer with %s',
		async ( _case, body ) => {
			server.use(
				http.post( api( 'user/login' ), () =>
					HttpResponse.json( body )
				)
			);
			const result = await login();
			expect( 'error' in result && result.error ).toEqual( {
				status: 'CUSTOM_ERROR',
				error: 'generic_error',
			} );
			expect(
				backendErrorMessages( 'error' in result && result.error )
			).toEqual( [ 'Error while submitting the form' ] );
		}
	);

	it( 'answers the token of a good answer', async () => {
		server.use(
			http.post( api( 'user/login' ), () =>
				HttpResponse.json( { token: 'token-1', message: 'logged_in' } )
			)
		);
		const result = await login();
		expect( 'data' in result && result.data ).toEqual( {
			token: 'token-1',
		} );
	} );

	it( 'keeps the server’s error of a refused login', async () => {
		server.use(
			http.post( api( 'user/login' ), () =>
				HttpResponse.json(
					{ message: 'invalid_credentials' },
					{ status: 401 }
				)
			)
		);
		const result = await login();
		expect( 'error' in result && result.error ).toMatchObject( {
			status: 401,
			data: { message: 'invalid_credentials' },
		} );
	} );
} );
