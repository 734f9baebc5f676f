/**
 * The cookie is the source of truth: on load and when another tab signs in or out, the session
 * follows it.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ownerUser } from '@test-support/fixtures';
import { createTestStore } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import {
	countLogouts,
	probeApi,
	signedInSession,
} from '@test-support/session-kit';
import { recordWindowEvents } from '@test-support/window-events';
import { initialAuthState } from './auth-slice';
import { reverifySession } from './session-thunks';
import { writeTokenCookie } from './token-cookie';

const signedIn = signedInSession;
const events = recordWindowEvents( [ 'logout-success' ] );

beforeEach( () => {
	window.location.hash = '#/profile';
} );
afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 're-verification on load', () => {
	it( 'clears the user when the cookie is missing', () => {
		const store = createTestStore( { preloadedState: signedIn() } );
		store.dispatch( reverifySession() );
		const { auth } = store.getState();
		expect( auth.user ).toBeNull();
		expect( auth.token ).toBeNull();
		expect( auth.isAuthenticated ).toBe( false );
	} );

	it( 'takes the token from the cookie, the source of truth', () => {
		writeTokenCookie( 'cookie-token', true );
		const store = createTestStore( {
			preloadedState: { auth: { ...signedIn().auth, token: null } },
		} );
		store.dispatch( reverifySession() );
		expect( store.getState().auth.token ).toBe( 'cookie-token' );
		expect( store.getState().auth.user ).toEqual( ownerUser );
	} );
} );

describe( 'another tab signs in or out', () => {
	it( 'a different token in the cookie drops the API cache and fetches the user again', async () => {
		const otherUser = { ...ownerUser, id: 2, name: 'Other Person' };
		server.use(
			http.get( api( 'user' ), ( { request } ) =>
				HttpResponse.json( {
					data:
						request.headers.get( 'Authorization' ) ===
						'Bearer token-other'
							? otherUser
							: ownerUser,
				} )
			),
			http.get( api( 'probe/:n' ), () => HttpResponse.json( { n: 1 } ) )
		);
		const store = createTestStore( { preloadedState: signedIn() } );
		await store.dispatch( probeApi.endpoints.probe.initiate( 1 ) );
		expect( Object.keys( store.getState().api.queries ) ).not.toEqual( [] );
		writeTokenCookie( 'token-other', true );
		store.dispatch( reverifySession() );
		expect( store.getState().auth.token ).toBe( 'token-other' );
		expect(
			Object.keys( store.getState().api.queries ).filter( ( key ) =>
				key.startsWith( 'probe' )
			)
		).toEqual( [] );
		await waitFor( () =>
			expect( store.getState().auth.user ).toEqual( otherUser )
		);
		expect( events ).toEqual( [] );
	} );

	it( 'a cookie gone while signed in cleans up like a logout, without the logout call', async () => {
		const logouts = countLogouts();
		server.use(
			http.get( api( 'probe/:n' ), () => HttpResponse.json( { n: 1 } ) )
		);
		writeTokenCookie( 'token-1', true );
		const store = createTestStore( { preloadedState: signedIn() } );
		await store.dispatch( probeApi.endpoints.probe.initiate( 1 ) );
		document.cookie =
			'laravel_user_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
		store.dispatch( reverifySession() );
		expect( store.getState().auth ).toEqual( initialAuthState );
		expect( store.getState().api.queries ).toEqual( {} );
		expect( events ).toEqual( [ 'logout-success' ] );
		expect( window.location.hash ).toBe( '#/login' );
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( logouts ).toEqual( [] );
	} );

	it( 'on load, a stored user without cookie or token is dropped quietly', () => {
		const store = createTestStore( {
			preloadedState: { auth: { ...signedIn().auth, token: null } },
		} );
		store.dispatch( reverifySession() );
		expect( store.getState().auth.user ).toBeNull();
		expect( events ).toEqual( [] );
		expect( window.location.hash ).toBe( '#/profile' );
	} );
} );
