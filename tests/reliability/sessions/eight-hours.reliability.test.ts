/**
 * Eight simulated hours with a fake clock, real stores, the refresh timer, MSW and a cookie jar
 * that expires cookies on that clock (docs/behaviour.md "Session token, refresh and remember me"):
 *
 * - an active customer's token is refreshed ten minutes before it expires, on schedule, and the
 *   customer is never signed out, with Remember me or without, in one tab or several;
 * - with Remember me, an idle customer's session ends when the two-hour cookie expires: the local
 *   cleanup once, without a logout call;
 * - without it, the session cookie outlives the token until the browser closes; the server's expiry
 *   of the idle token ends the session at the next call, with one clean logout; after the browser
 *   closes, the next page load starts signed out without a call.
 */
import { AUTH_STORAGE_KEY, TOKEN_COOKIE } from '../../../src/config/constants';
import { sessionApi } from '../../../src/session/session-api';
import { startSession } from '../../../src/session/session-thunks';
import { readTokenCookie } from '../../../src/session/token-cookie';
import { REFRESH_CHECK_INTERVAL_MS } from '../../../src/session/token-refresh';
import {
	HOUR,
	MINUTE,
	advance,
	openTab,
	settle,
	signedIn,
	installSessionHarness,
	type Tab,
} from './session-harness';

const START = Date.UTC( 2026, 10, 24, 8, 0, 0 );
// Eight hours are 960 checks of each tab's timer; on a busy machine that may take a while.
jest.setTimeout( 60_000 );
const harness = installSessionHarness( START );

/** Two hours: the server's token lifetime and the remembered cookie's. */
const LIFETIME = 2 * HOUR;
const LEAD = 10 * MINUTE;

/**
 * Opens `count` tabs and signs the customer in in the first; the others pick the session up from
 * the cookie as a page load does.
 *
 * @param rememberMe Remember me.
 * @param count      How many tabs.
 */
async function signIn(
	rememberMe: boolean,
	count = 1
): Promise< [ Tab, ...Tab[] ] > {
	const first = openTab();
	harness.tabs.push( first );
	const signing = first.store.dispatch(
		startSession( harness.api.issue(), rememberMe, Date.now() )
	);
	await settle();
	await signing;
	const tabs: [ Tab, ...Tab[] ] = [ first ];
	for ( let i = 1; i < count; i++ ) {
		const tab = openTab();
		harness.tabs.push( tab );
		tabs.push( tab );
	}
	await settle();
	expect( tabs.every( signedIn ) ).toBe( true );
	return tabs;
}

/**
 * Fires a pointer event in the tab, as a customer's tap.
 *
 * @param tab The tab.
 */
const tap = ( tab: Tab ) =>
	tab.activity.dispatchEvent( new Event( 'pointerdown' ) );

/**
 * The token cookie writes, with the attributes the page set.
 */
const tokenWrites = () =>
	harness.jar.writes.filter( ( write ) => write.name === TOKEN_COOKIE );

/**
 * Eight active hours: the customer taps every 5 minutes in one tab or another, and each tab's
 * screen asks for the user every 20 minutes.
 *
 * @param tabs The open tabs.
 */
const eightActiveHours = ( tabs: [ Tab, ...Tab[] ] ) =>
	advance(
		8 * HOUR,
		REFRESH_CHECK_INTERVAL_MS,
		( elapsed ) => {
			if ( elapsed % ( 5 * MINUTE ) === 0 ) {
				tap(
					tabs[ ( elapsed / ( 5 * MINUTE ) ) % tabs.length ] ??
						tabs[ 0 ]
				);
			}
			if ( elapsed % ( 20 * MINUTE ) === 0 ) {
				tabs.forEach( ( tab ) =>
					tab.store.dispatch(
						sessionApi.endpoints.getUser.initiate( undefined, {
							subscribe: false,
							forceRefetch: true,
						} )
					)
				);
			}
		},
		// Several tabs' timers fire one after the other, each tab's requests done in between.
		tabs.length > 1
	);

/**
 * Asserts that nothing ended the session: no refused call, no logout, no event, and every tab
 * and the cookie hold the newest token.
 *
 * @param tabs The open tabs.
 */
function expectNeverSignedOut( tabs: [ Tab, ...Tab[] ] ): void {
	expect(
		harness.api.calls.filter( ( call ) => call.status !== 200 )
	).toEqual( [] );
	expect( harness.events ).toEqual( [] );
	expect( tabs.every( signedIn ) ).toBe( true );
	const newest = tabs[ 0 ].store.getState().auth.token;
	expect( readTokenCookie() ).toBe( newest );
	tabs.forEach( ( tab ) =>
		expect( tab.store.getState().auth.token ).toBe( newest )
	);
}

const ACTIVE: Array< [ string, boolean ] > = [
	[ 'with Remember me', true ],
	[ 'without Remember me', false ],
];

describe( `eight hours of activity: ${ ACTIVE.length + 1 } cases`, () => {
	it.each( ACTIVE )(
		'%s: refreshed ten minutes before each expiry, never signed out',
		async ( _case, rememberMe ) => {
			const tabs = await signIn( rememberMe );
			await eightActiveHours( tabs );
			// One refresh per token, each in the first check at or after ten minutes before expiry.
			const refreshes = harness.api.callsTo( 'user/refresh-token', 200 );
			let issuedAt = START;
			for ( const refresh of refreshes ) {
				expect( refresh.at - issuedAt ).toBeGreaterThanOrEqual(
					LIFETIME - LEAD
				);
				expect( refresh.at - issuedAt ).toBeLessThan(
					LIFETIME - LEAD + REFRESH_CHECK_INTERVAL_MS + 1000
				);
				issuedAt = refresh.at;
			}
			expect( refreshes ).toHaveLength( 4 );
			expectNeverSignedOut( tabs );
			// Every cookie write keeps the security attributes and the Remember me choice.
			const writes = tokenWrites();
			expect( writes.length ).toBeGreaterThanOrEqual( 5 );
			for ( const write of writes ) {
				expect( write.attributes ).toMatchObject( {
					path: '/',
					secure: '',
					samesite: 'Strict',
				} );
			}
			expect(
				writes
					.filter( ( write ) => write.value !== '' )
					.map( ( write ) => write.attributes.expires !== undefined )
			).toEqual( Array( 5 ).fill( rememberMe ) );
			// A remembered cookie has an expiry; a session cookie has none (null).
			expect(
				typeof harness.jar.expiryOf( TOKEN_COOKIE ) === 'number'
			).toBe( rememberMe );
		}
	);

	it( 'with Remember me in three tabs opened at different moments: never signed out, every tab on the newest token', async () => {
		const tabs = await signIn( true, 3 );
		await eightActiveHours( tabs );
		expect(
			harness.api.callsTo( 'user/refresh-token', 200 ).length
		).toBeGreaterThanOrEqual( 4 );
		expectNeverSignedOut( tabs );
	} );
} );

describe( 'eight idle hours: 3 cases', () => {
	it( 'with Remember me, the session ends as the cookie expires: one local cleanup, no call', async () => {
		const [ tab ] = await signIn( true );
		const expiry = harness.jar.expiryOf( TOKEN_COOKIE ) as number;
		expect( expiry ).toBeGreaterThan( START + LIFETIME - 1000 );
		await advance( expiry - 1000 - Date.now() );
		expect( signedIn( tab ) ).toBe( true );
		await advance( REFRESH_CHECK_INTERVAL_MS + 1000, 1000 );
		expect( signedIn( tab ) ).toBe( false );
		expect( harness.events ).toEqual( [ 'logout-success' ] );
		expect( window.location.hash ).toBe( '#/login' );
		await advance( 8 * HOUR - ( Date.now() - START ) );
		// Idle: no refresh was asked for, and the cleanup needed no call.
		expect( harness.api.callsTo( 'user/refresh-token' ) ).toEqual( [] );
		expect( harness.api.callsTo( 'user/logout' ) ).toEqual( [] );
		expect( harness.events ).toEqual( [ 'logout-success' ] );
		expect(
			JSON.parse(
				window.localStorage.getItem( AUTH_STORAGE_KEY ) ?? '{}'
			)
		).toMatchObject( { isAuthenticated: false } );
	} );

	it( 'without Remember me, the session cookie stays; the expired token ends the session at the next call, once', async () => {
		const [ tab ] = await signIn( false );
		await advance( 8 * HOUR );
		// The browser is still open: the session cookie and the tab's session are still there.
		expect( harness.jar.expiryOf( TOKEN_COOKIE ) ).toBeNull();
		expect( signedIn( tab ) ).toBe( true );
		expect( harness.events ).toEqual( [] );
		expect( harness.api.calls ).toHaveLength( 2 );
		// The next screen asks for the user and the design together; the server says 401 to both.
		await Promise.all( [
			tab.store.dispatch(
				sessionApi.endpoints.getUser.initiate( undefined, {
					subscribe: false,
					forceRefetch: true,
				} )
			),
			tab.store.dispatch(
				sessionApi.endpoints.getBrokerSettings.initiate( undefined, {
					subscribe: false,
					forceRefetch: true,
				} )
			),
		] );
		await settle();
		await advance( 2 * REFRESH_CHECK_INTERVAL_MS );
		expect( signedIn( tab ) ).toBe( false );
		expect( tab.store.getState().auth.token ).toBeNull();
		expect( readTokenCookie() ).toBeNull();
		expect( harness.events ).toEqual( [ 'logout-success' ] );
		expect( harness.api.callsTo( 'user/logout' ) ).toHaveLength( 1 );
		expect( window.location.hash ).toBe( '#/login' );
	} );

	it( 'without Remember me, closing the browser ends the session: the next page load starts signed out, without a call', async () => {
		const [ tab ] = await signIn( false );
		await advance( 30 * MINUTE );
		tab.close();
		harness.jar.closeBrowser();
		const calls = harness.api.calls.length;
		const next = openTab();
		harness.tabs.push( next );
		await settle();
		expect( next.store.getState().auth ).toMatchObject( {
			token: null,
			user: null,
			isAuthenticated: false,
		} );
		expect( harness.api.calls ).toHaveLength( calls );
		expect( harness.events ).toEqual( [] );
	} );
} );
