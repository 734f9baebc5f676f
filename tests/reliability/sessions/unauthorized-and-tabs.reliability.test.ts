/**
 * Many calls failing together and many tabs, with real stores, MSW and a fake clock
 * (docs/behaviour.md "Session token, refresh and remember me"):
 *
 * - however many calls get 401 at once, the session ends once: one logout call, one
 *   `logout-success`;
 * - tabs share the cookie, and each follows a sign-out or a new sign-in of another tab within its
 *   check interval.
 */
import { popupChanged } from '../../../src/session/auth-slice';
import { sessionApi } from '../../../src/session/session-api';
import { endSession, startSession } from '../../../src/session/session-thunks';
import { readTokenCookie } from '../../../src/session/token-cookie';
import { REFRESH_CHECK_INTERVAL_MS } from '../../../src/session/token-refresh';
import {
	advance,
	openTab,
	probeApi,
	settle,
	signedIn,
	installSessionHarness,
	type Tab,
} from './session-harness';

const START = Date.UTC( 2026, 10, 24, 8, 0, 0 );
const harness = installSessionHarness( START );

/**
 * Opens a tab and signs it in.
 *
 * @param rememberMe Remember me.
 */
async function signedInTab( rememberMe = true ): Promise< Tab > {
	const tab = openTab();
	harness.tabs.push( tab );
	const signIn = tab.store.dispatch(
		startSession( harness.api.issue(), rememberMe, Date.now() )
	);
	await settle();
	await signIn;
	return tab;
}

/**
 * Ways five calls can fail with 401 together.
 * @param tab
 */
const BURSTS: Array<
	[ string, ( tab: Tab ) => Array< Promise< unknown > >, boolean? ]
> = [
	[
		'five calls of one kind at the same moment',
		( tab ) =>
			[ 1, 2, 3, 4, 5 ].map( ( n ) =>
				tab.store.dispatch(
					probeApi.endpoints.reliabilityProbe.initiate( n )
				)
			),
	],
	[
		'the user, the design, a refresh and two more calls at the same moment',
		( tab ) => [
			tab.store.dispatch(
				sessionApi.endpoints.getUser.initiate( undefined, {
					forceRefetch: true,
				} )
			),
			tab.store.dispatch(
				sessionApi.endpoints.getBrokerSettings.initiate( undefined, {
					forceRefetch: true,
				} )
			),
			tab.store.dispatch( sessionApi.endpoints.refreshToken.initiate() ),
			tab.store.dispatch(
				probeApi.endpoints.reliabilityProbe.initiate( 1 )
			),
			tab.store.dispatch(
				probeApi.endpoints.reliabilityProbe.initiate( 2 )
			),
		],
	],
	[
		'five calls whose answers arrive over 400 ms',
		( tab ) => {
			harness.api.probeDelays = { 1: 0, 2: 100, 3: 200, 4: 300, 5: 400 };
			return [ 1, 2, 3, 4, 5 ].map( ( n ) =>
				tab.store.dispatch(
					probeApi.endpoints.reliabilityProbe.initiate( n )
				)
			);
		},
	],
	[
		'five calls in a page with only popup embeds',
		( tab ) => {
			tab.store.dispatch( popupChanged( true ) );
			return [ 1, 2, 3, 4, 5 ].map( ( n ) =>
				tab.store.dispatch(
					probeApi.endpoints.reliabilityProbe.initiate( n )
				)
			);
		},
		true,
	],
	[
		'five calls of a customer without Remember me',
		( tab ) =>
			[ 1, 2, 3, 4, 5 ].map( ( n ) =>
				tab.store.dispatch(
					probeApi.endpoints.reliabilityProbe.initiate( n )
				)
			),
	],
];

describe( `401 to many calls at once: ${ BURSTS.length } bursts`, () => {
	it.each( BURSTS )(
		'%s: one logout call, one logout-success, signed out',
		async ( name, burst, popupOnly = false ) => {
			const tab = await signedInTab( ! name.includes( 'without' ) );
			harness.api.revokeAll();
			const hashBefore = window.location.hash;
			const calls = burst( tab );
			await jest.advanceTimersByTimeAsync( 500 );
			await settle();
			await Promise.all( calls );
			await settle();
			// Five or more calls were refused.
			const refused = harness.api.calls.filter(
				( call ) => call.status === 401 && call.path !== 'user/logout'
			);
			expect( refused.length ).toBeGreaterThanOrEqual( 5 );
			expect( harness.api.callsTo( 'user/logout' ) ).toHaveLength( 1 );
			expect( harness.events ).toEqual( [ 'logout-success' ] );
			expect( signedIn( tab ) ).toBe( false );
			expect( tab.store.getState().auth.token ).toBeNull();
			expect( readTokenCookie() ).toBeNull();
			expect( window.location.hash ).toBe(
				popupOnly ? hashBefore : '#/login'
			);
			// Nothing more happens later either.
			await advance( 2 * REFRESH_CHECK_INTERVAL_MS );
			expect( harness.api.callsTo( 'user/logout' ) ).toHaveLength( 1 );
			expect( harness.events ).toEqual( [ 'logout-success' ] );
		}
	);
} );

/**
 * Opens three tabs on a browser whose cookie already holds a session (as a customer opening more
 * tabs after signing in), and waits until all have their user.
 */
async function tabsOfOneSession(): Promise< [ Tab, Tab, Tab ] > {
	const first = await signedInTab();
	const tabs: [ Tab, Tab, Tab ] = [ first, openTab(), openTab() ];
	harness.tabs.push( tabs[ 1 ], tabs[ 2 ] );
	await settle();
	expect( tabs.every( signedIn ) ).toBe( true );
	return tabs;
}

describe( 'tabs: 3 cases, 3 tabs each', () => {
	it( 'a sign-out in one tab is followed by the others within their check interval', async () => {
		const [ a, b, c ] = await tabsOfOneSession();
		harness.events.length = 0;
		await a.store.dispatch( endSession() );
		await settle();
		expect( signedIn( a ) ).toBe( false );
		await advance( REFRESH_CHECK_INTERVAL_MS );
		expect( [ b, c ].map( signedIn ) ).toEqual( [ false, false ] );
		// Each tab cleans up once; only the tab that signed out calls the API.
		expect( harness.events ).toEqual( [
			'logout-success',
			'logout-success',
			'logout-success',
		] );
		expect( harness.api.callsTo( 'user/logout' ) ).toHaveLength( 1 );
		await advance( 4 * REFRESH_CHECK_INTERVAL_MS );
		expect( harness.events ).toHaveLength( 3 );
	} );

	it( 'a new sign-in in one tab is followed by the others within their check interval', async () => {
		const [ a, b, c ] = await tabsOfOneSession();
		const before = harness.api.callsTo( 'user' ).length;
		// Tab A signs out and in again (maybe as someone else): a new token.
		await a.store.dispatch( endSession() );
		const newToken = harness.api.issue();
		await a.store.dispatch( startSession( newToken, true, Date.now() ) );
		await advance( REFRESH_CHECK_INTERVAL_MS );
		for ( const tab of [ a, b, c ] ) {
			expect( tab.store.getState().auth.token ).toBe( newToken );
			expect( signedIn( tab ) ).toBe( true );
		}
		// Each other tab fetched the user with the new token, and no call used the old one after.
		const userCalls = harness.api.callsTo( 'user' ).slice( before );
		expect( userCalls.map( ( call ) => call.token ) ).toEqual( [
			newToken,
			newToken,
			newToken,
		] );
		expect(
			harness.api.calls.filter(
				( call ) => call.status === 401 && call.path !== 'user/logout'
			)
		).toEqual( [] );
	} );

	it( 'a 401 in one tab ends the session in every tab, each once, with one logout call', async () => {
		const [ a, b, c ] = await tabsOfOneSession();
		harness.events.length = 0;
		harness.api.revokeAll();
		await Promise.all(
			[ 1, 2, 3, 4, 5 ].map( ( n ) =>
				a.store.dispatch(
					probeApi.endpoints.reliabilityProbe.initiate( n )
				)
			)
		);
		await settle();
		await advance( REFRESH_CHECK_INTERVAL_MS );
		expect( [ a, b, c ].map( signedIn ) ).toEqual( [
			false,
			false,
			false,
		] );
		expect( harness.events ).toHaveLength( 3 );
		expect( harness.api.callsTo( 'user/logout' ) ).toHaveLength( 1 );
	} );
} );
