/**
 * The session transitions: sign-in with a token (cookie, user, broker settings) and logout, also on
 * a page with only popup embeds. The 401 path and the cookie's re-verification have their own
 * tests.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultBrokerSettings, ownerUser } from '@test-support/fixtures';
import { createTestStore } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { countLogouts, signedInSession } from '@test-support/session-kit';
import { recordWindowEvents } from '@test-support/window-events';
import { initialAuthState } from './auth-slice';
import { endSession, reverifySession, startSession } from './session-thunks';
import { readTokenCookie, writeTokenCookie } from './token-cookie';

const signedIn = signedInSession;
const events = recordWindowEvents( [ 'logout-success' ] );

beforeEach( () => {
	window.location.hash = '#/profile';
} );
afterEach( () => {
	jest.restoreAllMocks();
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

	it( 'rejects and undoes the sign-in completely, cookie included, when the user cannot be fetched', async () => {
		server.use(
			http.get( api( 'user' ), () =>
				HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				)
			)
		);
		const logouts = countLogouts();
		const store = createTestStore( { preloadedState: signedIn( 'old' ) } );
		await expect(
			store.dispatch( startSession( 'token-9', true ) )
		).rejects.toBeDefined();
		expect( store.getState().auth ).toEqual( initialAuthState );
		expect( readTokenCookie() ).toBeNull();
		// The server is asked to end the token; nothing is announced, nothing navigates.
		await waitFor( () =>
			expect( logouts ).toEqual( [ 'Bearer token-9' ] )
		);
		expect( events ).toEqual( [] );
		expect( window.location.hash ).toBe( '#/profile' );

		// A reload finds no cookie, so it does not sign in with the unfinished session.
		const reloaded = createTestStore();
		reloaded.dispatch( reverifySession() );
		expect( reloaded.getState().auth.token ).toBeNull();
		expect( reloaded.getState().auth.isAuthenticated ).toBe( false );
	} );

	it( 'leaves a cookie that another tab wrote meanwhile', async () => {
		server.use(
			http.get( api( 'user' ), () => {
				writeTokenCookie( 'token-other-tab', true );
				return HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				);
			} )
		);
		countLogouts();
		const store = createTestStore();
		await expect(
			store.dispatch( startSession( 'token-9', true ) )
		).rejects.toBeDefined();
		expect( readTokenCookie() ).toBe( 'token-other-tab' );
		expect( store.getState().auth.token ).toBeNull();
	} );

	it( 'only logs a failed logout call of an unfinished sign-in', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		server.use(
			http.get( api( 'user' ), () => HttpResponse.error() ),
			http.get( api( 'user/logout' ), () => HttpResponse.error() )
		);
		const store = createTestStore();
		await expect(
			store.dispatch( startSession( 'token-9', false ) )
		).rejects.toBeDefined();
		await waitFor( () =>
			expect( warn ).toHaveBeenCalledWith(
				'Customer Area: logout call failed',
				expect.anything()
			)
		);
		expect( readTokenCookie() ).toBeNull();
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
