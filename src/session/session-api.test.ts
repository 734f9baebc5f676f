/**
 * The session's calls read their answers defensively: a user answer that is no user and a refresh
 * answer without a token fail the call, so the existing failure paths run.
 */
import { http, HttpResponse } from 'msw';
import { ownerUser } from '@test-support/fixtures';
import { createTestStore } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { initialAuthState } from './auth-slice';
import { sessionApi } from './session-api';
import { refreshUser } from './session-thunks';

const signedIn = () =>
	createTestStore( {
		preloadedState: {
			auth: {
				...initialAuthState,
				token: 'token-1',
				user: ownerUser,
				isAuthenticated: true,
			},
		},
	} );

describe( 'GET /api/user', () => {
	it.each( [
		[ 'a string', { data: 'user' } ],
		[ 'an array', { data: [ ownerUser ] } ],
		[ 'null', { data: null } ],
		[ 'no data at all', { message: 'ok' } ],
		[ 'a bare array', [ 1, 2 ] ],
	] )(
		'fails, and the user is cleared, when data is %s',
		async ( _case, body ) => {
			server.use(
				http.get( api( 'user' ), () => HttpResponse.json( body ) )
			);
			const store = signedIn();
			await expect( store.dispatch( refreshUser() ) ).rejects.toEqual( {
				status: 'CUSTOM_ERROR',
				error: 'invalid_api_response_structure',
			} );
			expect( store.getState().auth.user ).toBeNull();
		}
	);

	it( 'coerces a user with fields of the wrong type', async () => {
		server.use(
			http.get( api( 'user' ), () =>
				HttpResponse.json( {
					data: {
						...ownerUser,
						firstname: 42,
						lastname: { x: 1 },
						email: { evil: true },
					},
				} )
			)
		);
		const store = signedIn();
		const user = await store.dispatch( refreshUser() );
		expect( user ).toMatchObject( {
			firstname: '42',
			lastname: '',
			email: '',
		} );
		expect( store.getState().auth.user ).toEqual( user );
	} );
} );

describe( 'GET /api/user/refresh-token', () => {
	it.each( [
		[ 'no token', { message: 'ok' } ],
		[ 'an empty token', { token: '' } ],
		[ 'a token that is no string', { token: { value: 'x' } } ],
		[ 'null', null ],
	] )( 'fails for an answer with %s', async ( _case, body ) => {
		server.use(
			http.get( api( 'user/refresh-token' ), () =>
				HttpResponse.json( body )
			)
		);
		const result = await signedIn().dispatch(
			sessionApi.endpoints.refreshToken.initiate()
		);
		expect( 'error' in result && result.error ).toEqual( {
			status: 'CUSTOM_ERROR',
			error: 'invalid_api_response_structure',
		} );
	} );

	it( 'answers the token of a good answer', async () => {
		server.use(
			http.get( api( 'user/refresh-token' ), () =>
				HttpResponse.json( { token: 'token-2' } )
			)
		);
		const result = await signedIn().dispatch(
			sessionApi.endpoints.refreshToken.initiate()
		);
		expect( 'data' in result && result.data ).toEqual( {
			token: 'token-2',
		} );
	} );
} );

describe( 'POST /api/user/forgot-password', () => {
	it( 'is one endpoint, without the token', async () => {
		const seen: Array< { auth: string | null; body: unknown } > = [];
		server.use(
			http.post( api( 'user/forgot-password' ), async ( { request } ) => {
				seen.push( {
					auth: request.headers.get( 'Authorization' ),
					body: await request.json(),
				} );
				return HttpResponse.json( { message: 'reset_link_sent' } );
			} )
		);
		const body = {
			email: 'owner@example.com',
			callback_url:
				'https://broker.example/customer-area/#/reset-password',
		};
		await signedIn().dispatch(
			sessionApi.endpoints.forgotPassword.initiate( body )
		);
		expect( seen ).toEqual( [ { auth: null, body } ] );
	} );
} );
