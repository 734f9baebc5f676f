/**
 * The lazy screens' chunk loaders, one per named chunk, shared by the routes (`React.lazy`) and the
 * entry. The entry starts the first screen's chunks as soon as the `app` chunk is there, before
 * the first render asks for them: the screen's request no longer waits for React to render the
 * routes. See docs/architecture.md "Dependencies".
 *
 * Only modules of the `app` chunk import this one (the entry reaches it through `app`): an
 * `import()` written in the entry would make the screens' chunks children of the entry, and webpack
 * would copy into them the code they share with `app` (about 3–4 KiB gzip more per first view).
 */
import type { ScreenChunk } from './first-screen';

/** The shell: menu, avatar, drawer; the frame of every signed-in screen. */
export const loadShell = () =>
	import( /* webpackChunkName: "shell" */ './shell/shell' );

/** The dashboard. */
export const loadDashboard = () =>
	import( /* webpackChunkName: "dashboard" */ '../features/dashboard' );

/** The estate detail page. */
export const loadEstate = () =>
	import( /* webpackChunkName: "estate" */ '../features/estates' );

/** A visitor's sign-in container (login, registration, forgot password) and its form library. */
export const loadLogin = () =>
	import( /* webpackChunkName: "login" */ '../features/auth/container' );

/** The valuation wizard. */
export const loadWizard = () =>
	import( /* webpackChunkName: "wizard" */ '../features/wizard' );

/** A signed-in customer's popup: who is signed in, and Logout. */
export const loadPopupAccount = () =>
	import( /* webpackChunkName: "popup-account" */ './popup-signed-in' );

const LOADERS: Record< ScreenChunk, () => Promise< unknown > > = {
	login: loadLogin,
	shell: loadShell,
	dashboard: loadDashboard,
	estate: loadEstate,
	wizard: loadWizard,
	'popup-account': loadPopupAccount,
};

/**
 * Starts downloading the given chunks. A failure is left to the route that renders the chunk: its
 * own `import()` tries again and its error boundary reports.
 *
 * @param chunks Chunks to fetch.
 */
export function preloadScreenChunks( chunks: ScreenChunk[] ): void {
	new Set( chunks ).forEach( ( chunk ) => {
		LOADERS[ chunk ]().catch( () => undefined );
	} );
}
