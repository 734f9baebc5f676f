/**
 * Tabs that were signed out follow a sign-in in another tab, and tabs whose refresh timers fire
 * together stay signed in for eight hours.
 */
import { sessionApi } from '../../../src/session/session-api';
import { startSession } from '../../../src/session/session-thunks';
import { readTokenCookie } from '../../../src/session/token-cookie';
import { REFRESH_CHECK_INTERVAL_MS } from '../../../src/session/token-refresh';
import {
	HOUR,
	MINUTE,
	advance,
	installSessionHarness,
	openTab,
	settle,
	signedIn,
	type Tab,
} from './session-harness';

const START = Date.UTC( 2026, 10, 24, 8, 0, 0 );
const harness = installSessionHarness( START );

it( 'tabs signed out follow a sign-in in another tab within their check interval', async () => {
	const tabs = [ openTab(), openTab(), openTab() ];
	harness.tabs.push( ...tabs );
	await settle();
	const token = harness.api.issue();
	await tabs[ 0 ]!.store.dispatch( startSession( token, true, Date.now() ) );
	await advance( REFRESH_CHECK_INTERVAL_MS );
	for ( const tab of tabs ) {
		expect( tab.store.getState().auth.token ).toBe( token );
		expect( signedIn( tab ) ).toBe( true );
	}
} );

it( 'three tabs opened together stay signed in for eight active hours', async () => {
	const first = openTab();
	harness.tabs.push( first );
	const signing = first.store.dispatch(
		startSession( harness.api.issue(), true, Date.now() )
	);
	await settle();
	await signing;
	const tabs: Tab[] = [ first, openTab(), openTab() ];
	harness.tabs.push( tabs[ 1 ]!, tabs[ 2 ]! );
	await settle();
	await advance( 8 * HOUR, REFRESH_CHECK_INTERVAL_MS, ( elapsed ) => {
		if ( elapsed % ( 5 * MINUTE ) === 0 ) {
			tabs[ ( elapsed / ( 5 * MINUTE ) ) % 3 ]!.activity.dispatchEvent(
				new Event( 'pointerdown' )
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
	} );
	// Tabs whose timers fire together may refresh one token together: the first wins, the others'
	// refused refreshes are only logged. Nothing else is refused, nobody is signed out.
	expect(
		harness.api.calls.filter(
			( call ) =>
				call.status !== 200 && call.path !== 'user/refresh-token'
		)
	).toEqual( [] );
	expect( harness.api.callsTo( 'user/logout' ) ).toEqual( [] );
	expect( harness.events ).toEqual( [] );
	expect( tabs.every( signedIn ) ).toBe( true );
	const newest = readTokenCookie();
	tabs.forEach( ( tab ) =>
		expect( tab.store.getState().auth.token ).toBe( newest )
	);
	expect( harness.api.callsTo( 'user/refresh-token', 200 ).length ).toBe( 4 );
} );
