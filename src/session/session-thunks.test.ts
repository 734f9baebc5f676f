/**
 * The session transitions (spec 1 sections 4 and 8): sign-in with a token, logout, the 401 path
 * (however many requests fail together, one logout), and the re-verification of the cookie.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { baseApi } from '../api/base-api';
import { defaultBrokerSettings, ownerUser } from '../testing/fixtures';
import { createTestStore } from '../testing/render-with-providers';
import { api, server } from '../testing/server';
import { initialAuthState, type AuthState } from './auth-slice';
import { endSession, reverifySession, startSession } from './session-thunks';
import { readTokenCookie, writeTokenCookie } from './token-cookie';

const probeApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		probe: build.query< unknown, number >( {
			query: ( n ) => `probe/${ n }`,
		} ),
	} ),
} );

const signedIn = ( token = 'token-1' ): { auth: AuthState } => ( {
	auth: {
		...initialAuthState,
		token,
		user: ownerUser,
		isAuthenticated: true,
		brokerSettings: defaultBrokerSettings,
		tokenExpiresAt: Date.now() + 60 * 60 * 1000,
	},
} );

let events: string[];
const record = ( event: Event ) => events.push( event.type );

beforeEach( () => {
	events = [];
	window.addEventListener( 'logout-success', record );
	window.location.hash = '#/profile';
} );
afterEach( () => {
	window.removeEventListener( 'logout-success', record );
	jest.restoreAllMocks();
} );

function countLogouts() {
	const seen: Array< string | null > = [];
	server.use(
		http.get( api( 'user/logout' ), ( { request } ) => {
			seen.push( request.headers.get( 'Authorization' ) );
			return HttpResponse.json( { message: 'logged_out' } );
		} )
	);
	return seen;
}

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
		server.use(
			http.get( api( 'probe/:n' ), async () => {
				await delay( 20 );
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

describe( 'logout', () => {
	it( 'clears the user, calls the endpoint, deletes the cookie, clears the token, fires and goes to /login', async () => {
		writeTokenCookie( 'token-1', true );
		const logouts = countLogouts();
		const store = createTestStore( { preloadedState: signedIn() } );
		await store.dispatch( endSession() );
		expect( logouts ).toEqual( [ 'Bearer token-1' ] );
		expect( store.getState().auth ).toEqual( initialAuthState );
		expect( readTokenCookie() ).toBeNull();
		expect( events ).toEqual( [ 'logout-success' ] );
		expect( window.location.hash ).toBe( '#/login' );
	} );

	it( 'only logs a failed logout call and cleans up anyway', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		server.use(
			http.get( api( 'user/logout' ), () =>
				HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				)
			)
		);
		writeTokenCookie( 'token-1', true );
		const store = createTestStore( { preloadedState: signedIn() } );
		await expect( store.dispatch( endSession() ) ).resolves.toBeUndefined();
		expect( warn ).toHaveBeenCalledWith(
			'Customer Area: logout call failed',
			expect.anything()
		);
		expect( store.getState().auth.token ).toBeNull();
		expect( readTokenCookie() ).toBeNull();
		expect( events ).toEqual( [ 'logout-success' ] );
	} );
} );

describe( 'sign-in with a token', () => {
	it( 'stores cookie and token, fetches the user and the broker settings', async () => {
		const store = createTestStore();
		const user = await store.dispatch( startSession( 'token-9', false ) );
		expect( user ).toEqual( ownerUser );
		expect( readTokenCookie() ).toBe( 'token-9' );
		const { auth } = store.getState();
		expect( auth.token ).toBe( 'token-9' );
		expect( auth.isAuthenticated ).toBe( true );
		expect( auth.brokerSettings ).toEqual( defaultBrokerSettings );
	} );

	it( 'clears the broker settings when they cannot be fetched', async () => {
		server.use(
			http.get( api( 'settings/reporting/design' ), () =>
				HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				)
			)
		);
		const store = createTestStore( {
			preloadedState: {
				auth: {
					...initialAuthState,
					brokerSettings: defaultBrokerSettings,
				},
			},
		} );
		await store.dispatch( startSession( 'token-9', true ) );
		expect( store.getState().auth.brokerSettings ).toBeNull();
		expect( store.getState().auth.isAuthenticated ).toBe( true );
	} );

	it( 'rejects and clears the user when the user cannot be fetched', async () => {
		server.use(
			http.get( api( 'user' ), () =>
				HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				)
			)
		);
		const store = createTestStore( { preloadedState: signedIn( 'old' ) } );
		await expect(
			store.dispatch( startSession( 'token-9', true ) )
		).rejects.toBeDefined();
		expect( store.getState().auth.user ).toBeNull();
		expect( store.getState().auth.isAuthenticated ).toBe( false );
	} );
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

describe( 'another tab signs in or out (decision 21)', () => {
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

describe( 'logout on a page with only popup embeds', () => {
	it( 'cleans up and fires the event but leaves the page’s hash alone', async () => {
		writeTokenCookie( 'token-1', true );
		countLogouts();
		window.location.hash = '#/somewhere';
		const store = createTestStore( {
			preloadedState: {
				auth: { ...signedIn().auth, inPopup: true },
			},
		} );
		await store.dispatch( endSession() );
		expect( store.getState().auth.token ).toBeNull();
		expect( events ).toEqual( [ 'logout-success' ] );
		expect( window.location.hash ).toBe( '#/somewhere' );
	} );
} );
