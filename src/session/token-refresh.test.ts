/**
 * Token refresh with fake timers: an active customer's token is refreshed ten minutes before it
 * expires, an idle one's is not, and a failed refresh does not log out.
 */
import { http, HttpResponse } from 'msw';
import { ownerUser } from '@test-support/fixtures';
import { createTestStore } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { initialAuthState } from './auth-slice';
import { readTokenCookie, writeTokenCookie } from './token-cookie';
import { startTokenRefresh } from './token-refresh';

const MINUTE = 60 * 1000;
// Near the real clock: jsdom's cookie jar judges expiry by it.
const START = Date.now();

function signedInStore() {
	writeTokenCookie( 'token-old', true, START );
	return createTestStore( {
		preloadedState: {
			auth: {
				...initialAuthState,
				token: 'token-old',
				user: ownerUser,
				isAuthenticated: true,
				rememberMe: true,
				tokenExpiresAt: START + 120 * MINUTE,
			},
		},
	} );
}

function refreshAnswers( status = 200 ) {
	const seen: Array< string | null > = [];
	server.use(
		http.get( api( 'user/refresh-token' ), ( { request } ) => {
			seen.push( request.headers.get( 'Authorization' ) );
			return status === 200
				? HttpResponse.json( { token: 'token-new-0123456789abcdef' } )
				: HttpResponse.json( { message: 'generic_error' }, { status } );
		} )
	);
	return seen;
}

let stop: () => void = () => undefined;
const activity = new EventTarget() as unknown as Document;

beforeEach( () => {
	jest.useFakeTimers( {
		now: START,
		doNotFake: [ 'nextTick', 'setImmediate', 'queueMicrotask' ],
	} );
} );
afterEach( () => {
	stop();
	jest.useRealTimers();
	jest.restoreAllMocks();
} );

/** Lets the refresh request and its answer complete. */
const settle = () => jest.advanceTimersByTimeAsync( 1 );

async function waitForToken(
	store: ReturnType< typeof signedInStore >,
	token: string
) {
	for ( let i = 0; i < 50 && store.getState().auth.token !== token; i++ ) {
		await settle();
	}
}

describe( 'token refresh', () => {
	it( 'refreshes an active customer’s token ten minutes before it expires', async () => {
		const seen = refreshAnswers();
		const store = signedInStore();
		stop = startTokenRefresh( store, activity );
		// Not yet: 100 minutes in, the token has 20 minutes left.
		for ( let minute = 5; minute <= 100; minute += 5 ) {
			await jest.advanceTimersByTimeAsync( 5 * MINUTE );
			activity.dispatchEvent( new Event( 'keydown' ) );
		}
		expect( seen ).toEqual( [] );
		// Into the last ten minutes, the customer still active.
		await jest.advanceTimersByTimeAsync( 11 * MINUTE );
		await waitForToken( store, 'token-new-0123456789abcdef' );
		expect( seen ).toEqual( [ 'Bearer token-old' ] );
		const { auth } = store.getState();
		expect( auth.token ).toBe( 'token-new-0123456789abcdef' );
		expect( auth.tokenExpiresAt ).toBeGreaterThan( START + 120 * MINUTE );
		expect( readTokenCookie() ).toBe( 'token-new-0123456789abcdef' );
	} );

	it( 'does not refresh an idle customer’s token', async () => {
		const seen = refreshAnswers();
		const store = signedInStore();
		stop = startTokenRefresh( store, activity );
		// No activity at all for 115 minutes (the last 15 of them count).
		await jest.advanceTimersByTimeAsync( 115 * MINUTE );
		await settle();
		expect( seen ).toEqual( [] );
		expect( store.getState().auth.token ).toBe( 'token-old' );
	} );

	it( 'only logs a failed refresh; the customer stays signed in', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		const seen = refreshAnswers( 500 );
		const store = signedInStore();
		stop = startTokenRefresh( store, activity );
		await jest.advanceTimersByTimeAsync( 105 * MINUTE );
		activity.dispatchEvent( new Event( 'pointerdown' ) );
		await jest.advanceTimersByTimeAsync( 6 * MINUTE );
		for ( let i = 0; i < 20 && warn.mock.calls.length === 0; i++ ) {
			await settle();
		}
		expect( seen.length ).toBeGreaterThan( 0 );
		expect( warn ).toHaveBeenCalledWith(
			'Customer Area: token refresh failed',
			expect.anything()
		);
		const { auth } = store.getState();
		expect( auth.token ).toBe( 'token-old' );
		expect( auth.isAuthenticated ).toBe( true );
		expect( auth.user ).toEqual( ownerUser );
		expect( readTokenCookie() ).toBe( 'token-old' );
	} );
} );

describe( 'a refresh answer without a token', () => {
	it( 'counts as a failed refresh: logged, the old token kept in state and cookie', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		server.use(
			http.get( api( 'user/refresh-token' ), () =>
				HttpResponse.json( { message: 'token_refreshed' } )
			)
		);
		const store = signedInStore();
		stop = startTokenRefresh( store, activity );
		await jest.advanceTimersByTimeAsync( 105 * MINUTE );
		activity.dispatchEvent( new Event( 'pointerdown' ) );
		await jest.advanceTimersByTimeAsync( 6 * MINUTE );
		for ( let i = 0; i < 20 && warn.mock.calls.length === 0; i++ ) {
			await settle();
		}
		expect( warn ).toHaveBeenCalledWith(
			'Customer Area: token refresh failed',
			expect.anything()
		);
		expect( store.getState().auth.token ).toBe( 'token-old' );
		expect( readTokenCookie() ).toBe( 'token-old' );
	} );
} );

describe( 'the cookie decides', () => {
	it( 'clears the session when the cookie is gone (expired, or logged out in another tab)', async () => {
		const seen = refreshAnswers();
		const store = signedInStore();
		stop = startTokenRefresh( store, activity );
		document.cookie =
			'laravel_user_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
		await jest.advanceTimersByTimeAsync( 60 * 1000 );
		const { auth } = store.getState();
		expect( auth.token ).toBeNull();
		expect( auth.user ).toBeNull();
		expect( auth.isAuthenticated ).toBe( false );
		expect( seen ).toEqual( [] );
		// The same local cleanup as a logout.
		expect( window.location.hash ).toBe( '#/login' );
	} );

	it( 'adopts a token another tab wrote into the cookie', async () => {
		const store = signedInStore();
		stop = startTokenRefresh( store, activity );
		const seen: Array< string | null > = [];
		server.use(
			http.get( api( 'user' ), ( { request } ) => {
				seen.push( request.headers.get( 'Authorization' ) );
				return HttpResponse.json( {
					data: { ...ownerUser, id: 2, name: 'Other Person' },
				} );
			} )
		);
		writeTokenCookie( 'token-from-another-tab', true, START );
		await jest.advanceTimersByTimeAsync( 60 * 1000 );
		expect( store.getState().auth.token ).toBe( 'token-from-another-tab' );
		// The other tab may have signed in as someone else: the user is fetched with the new token.
		for ( let i = 0; i < 50 && store.getState().auth.user?.id !== 2; i++ ) {
			await settle();
		}
		expect( seen ).toEqual( [ 'Bearer token-from-another-tab' ] );
		expect( store.getState().auth.user?.name ).toBe( 'Other Person' );
	} );
} );
