/**
 * The 401 path: however many requests fail together, one logout; a 401 to a request without a
 * token or for a token no longer in use changes nothing; and a 401 for an old token keeps the
 * cookie when it holds another tab's fresh sign-in.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { ownerUser } from '@test-support/fixtures';
import { gate } from '@test-support/gate';
import { createTestStore } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import {
	countLogouts,
	probeApi,
	signedInSession,
} from '@test-support/session-kit';
import { recordWindowEvents } from '@test-support/window-events';
import { startSession } from './session-thunks';
import { readTokenCookie, writeTokenCookie } from './token-cookie';

const signedIn = signedInSession;
const events = recordWindowEvents( [ 'logout-success' ] );

beforeEach( () => {
	window.location.hash = '#/profile';
} );
afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'the 401 path', () => {
	it( 'logs out exactly once when five requests fail with 401 together', async () => {
		writeTokenCookie( 'token-1', true );
		const logouts = countLogouts();
		const answered: Array< string | null > = [];
		server.use(
			http.get( api( 'probe/:n' ), async ( { request } ) => {
				answered.push( request.headers.get( 'Authorization' ) );
				await delay( 10 );
				return HttpResponse.json(
					{ message: 'unauthenticated' },
					{ status: 401 }
				);
			} )
		);
		const store = createTestStore( { preloadedState: signedIn() } );
		await Promise.all(
			[ 1, 2, 3, 4, 5 ].map( ( n ) =>
				store.dispatch( probeApi.endpoints.probe.initiate( n ) )
			)
		);
		// All five went out with the token and were refused.
		expect( answered ).toEqual( Array( 5 ).fill( 'Bearer token-1' ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
		expect( events ).toEqual( [ 'logout-success' ] );
		expect( logouts ).toEqual( [ 'Bearer token-1' ] );
		const { auth } = store.getState();
		expect( auth.user ).toBeNull();
		expect( auth.token ).toBeNull();
		expect( auth.isAuthenticated ).toBe( false );
		expect( auth.brokerSettings ).toBeNull();
		expect( readTokenCookie() ).toBeNull();
		expect( window.location.hash ).toBe( '#/login' );
	} );

	it( 'ignores a 401 to a request that carried no token (login with wrong data)', async () => {
		server.use(
			http.get( api( 'probe/:n' ), () =>
				HttpResponse.json(
					{ message: 'unauthenticated' },
					{ status: 401 }
				)
			)
		);
		const store = createTestStore();
		await store.dispatch( probeApi.endpoints.probe.initiate( 1 ) );
		expect( events ).toEqual( [] );
		expect( window.location.hash ).toBe( '#/profile' );
	} );

	it( 'does not end a newer session for a 401 to an older token', async () => {
		const store = createTestStore( {
			preloadedState: signedIn( 'old-token' ),
		} );
		// The 401 answers only once the customer has signed in again.
		const { opened: signedInAgain, release } = gate();
		server.use(
			http.get( api( 'probe/:n' ), async () => {
				await signedInAgain;
				return HttpResponse.json(
					{ message: 'unauthenticated' },
					{ status: 401 }
				);
			} )
		);
		const pending = store.dispatch(
			probeApi.endpoints.probe.initiate( 1 )
		);
		// Meanwhile the customer signed in again.
		await store.dispatch(
			startSession( 'new-token-0123456789abcdef', true )
		);
		release();
		await pending;
		expect( events ).toEqual( [] );
		expect( store.getState().auth.token ).toBe(
			'new-token-0123456789abcdef'
		);
	} );
} );

describe( 'a 401 for an old token while another tab signed in', () => {
	it( 'keeps the cookie holding the other tab’s fresh token, and follows it', async () => {
		const logouts = countLogouts();
		const authorizations: Array< string | null > = [];
		server.use(
			http.get( api( 'probe/:n' ), async () => {
				await delay( 10 );
				return HttpResponse.json(
					{ message: 'unauthenticated' },
					{ status: 401 }
				);
			} ),
			http.get( api( 'user' ), ( { request } ) => {
				authorizations.push( request.headers.get( 'Authorization' ) );
				return HttpResponse.json( { data: ownerUser } );
			} )
		);
		writeTokenCookie( 'old-token', true );
		const store = createTestStore( {
			preloadedState: signedIn( 'old-token' ),
		} );
		const pending = store.dispatch(
			probeApi.endpoints.probe.initiate( 1 )
		);
		// Meanwhile another tab signs in: the shared cookie now holds its token.
		writeTokenCookie( 'fresh-token', true );
		await pending;
		await waitFor( () =>
			expect( authorizations ).toEqual( [ 'Bearer fresh-token' ] )
		);
		expect( readTokenCookie() ).toBe( 'fresh-token' );
		expect( store.getState().auth.token ).toBe( 'fresh-token' );
		expect( store.getState().auth.isAuthenticated ).toBe( true );
		expect( events ).toEqual( [] );
		expect( logouts ).toEqual( [] );
		expect( window.location.hash ).toBe( '#/profile' );
	} );

	it( 'removes the cookie when it still holds the refused token', async () => {
		server.use(
			http.get( api( 'probe/:n' ), () =>
				HttpResponse.json(
					{ message: 'unauthenticated' },
					{ status: 401 }
				)
			)
		);
		writeTokenCookie( 'old-token', true );
		const store = createTestStore( {
			preloadedState: signedIn( 'old-token' ),
		} );
		await store.dispatch( probeApi.endpoints.probe.initiate( 1 ) );
		await waitFor( () => expect( events ).toEqual( [ 'logout-success' ] ) );
		expect( readTokenCookie() ).toBeNull();
		expect( store.getState().auth.token ).toBeNull();
	} );
} );
