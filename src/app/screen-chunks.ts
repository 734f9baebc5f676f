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
import { ROUTES } from '../config/routes';

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

const LOADERS = {
	login: loadLogin,
	shell: loadShell,
	dashboard: loadDashboard,
	estate: loadEstate,
	wizard: loadWizard,
} as const;

/** A chunk the first screen may need besides `app`. */
export type ScreenChunk = keyof typeof LOADERS;

/** What decides the first screen before the app has rendered. */
export interface FirstScreen {
	/** The embed is a popup (it shows only the auth container, or who is signed in). */
	popup: boolean;
	/** The embed is a lead-generation page (visitors get the wizard). */
	isLeadgen: boolean;
	/** A token cookie is there, so the signed-in routes are likely to render. */
	signedIn: boolean;
	/** `window.location.hash`, e.g. `#/estates/101`. */
	hash: string;
}

/**
 * The chunks the first screen of one embed renders, as the route table would pick them: a
 * visitor's wizard on a lead-generation page (but at `#/login`), a signed-in customer's shell and
 * the routed screen (the wizard on a lead-generation page's dashboard route), else (a visitor, and a
 * visitor's popup) the sign-in container.
 *
 * @param screen See FirstScreen.
 */
export function firstScreenChunks( screen: FirstScreen ): ScreenChunk[] {
	if ( screen.popup ) {
		return screen.signedIn ? [] : [ 'login' ];
	}
	const path = screen.hash.replace( /^#/, '' ).split( '?' )[ 0 ] || '/';
	if ( ! screen.signedIn ) {
		return screen.isLeadgen && path !== ROUTES.login
			? [ 'wizard' ]
			: [ 'login' ];
	}
	if ( path === ROUTES.valuation ) {
		return [ 'shell', 'wizard' ];
	}
	if ( path === ROUTES.dashboard ) {
		return [ 'shell', screen.isLeadgen ? 'wizard' : 'dashboard' ];
	}
	if ( path.startsWith( '/estates/' ) ) {
		return [ 'shell', 'estate' ];
	}
	return [ 'shell' ];
}

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
