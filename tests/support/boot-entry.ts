/**
 * Helpers of the tests that boot the real entry (`src/index.tsx`) on a page: roots, a stored
 * signed-in session, and the boot itself.
 */
import { AUTH_STORAGE_KEY } from '../../src/config/constants';
import type { BrokerSettings } from '../../src/session/types';
import { writeTokenCookie } from '../../src/session/token-cookie';
import { defaultBrokerSettings, ownerUser } from './fixtures';

/**
 * Puts `count` customer-area roots into the page, as the shortcode prints them.
 *
 * @param count How many roots.
 */
export function mountRoots( count: number ): void {
	document.body.innerHTML = Array.from(
		{ length: count },
		( _, index ) =>
			`<div id="customer-area-${ index + 1 }" class="customer-area-root" data-customer-area-root></div>`
	).join( '' );
}

/**
 * Stores what a signed-in customer's browser holds on page load: the token cookie and the stored
 * auth state.
 *
 * @param token          The token in the cookie.
 * @param brokerSettings The stored broker design.
 */
export function storeSignedInSession(
	token = 'token-cookie',
	brokerSettings: BrokerSettings = defaultBrokerSettings
): void {
	window.localStorage.setItem(
		AUTH_STORAGE_KEY,
		JSON.stringify( {
			user: ownerUser,
			isAuthenticated: true,
			brokerSettings,
			rememberMe: true,
			tokenExpiresAt: Date.now() + 60 * 60 * 1000,
		} )
	);
	writeTokenCookie( token, true );
}

/**
 * Boots the entry in a fresh module registry, kept for the whole test: lazy chunks the page loads
 * later (the signed-in shell) must resolve in the same registry, or they would get a second React.
 */
export function bootEntry(): void {
	jest.resetModules();
	require( '../../src/index' );
}

/**
 * Sets up each test of a boot suite (call it inside `describe`): `console.warn` is silenced and
 * spied on, React's act environment is off (the page mounts with createRoot outside act(), as a
 * browser does), and the page, its configuration, head and hash are cleaned up after.
 *
 * @return The current test's `console.warn` spy.
 */
export function bootTestEnvironment(): () => jest.SpyInstance {
	const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
	let warn: jest.SpyInstance;
	beforeEach( () => {
		warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
	} );
	afterEach( () => {
		actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
		warn.mockRestore();
		delete window.customerAreaConfig;
		delete window.wp;
		document.body.innerHTML = '';
		document.head.innerHTML = '';
		window.location.hash = '';
	} );
	return () => warn;
}
