/**
 * The first-screen plan: what an embed's first screen is, decided before the app renders, from the
 * route table (src/app/route-table.ts), the embed, the token cookie and the hash route. The head's
 * script reads it for a signed-in customer's first calls and files and for the view that fits the
 * visitor; the entry for the chunks it requests at once; the app for the auth container's first
 * view; the build for the pre-rendered views' table and the chunk lists; the budgets for the first
 * views. Data in, data out: no DOM, no React. See docs/architecture.md "First paint and start-up".
 */
import type { AuthView } from '../config/config';
import { resolveLanguage } from '../config/language';
import { loadWizardState } from '../features/wizard/persistence';
import {
	matchRoute,
	routedPath,
	ROUTE_TABLE,
	type DataCall,
	type ScreenChunk,
	type TableRoute,
} from '../app/route-table';

/** What decides an embed's first screen before the app has rendered. */
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

/** The call a first screen's largest element waits for, with its argument from the route. */
export interface FirstScreenCall {
	/** Which call (the route table's `startUp`). */
	call: DataCall;
	/** Its argument (the route parameter the table names), if it takes one. */
	arg?: string;
	/** The screen whose first render waits for its answer (src/app/screen-chunks.ts). */
	screen: ScreenChunk;
}

/** What one embed's first screen needs. */
export interface FirstScreenPlan {
	/** The chunks it renders beside the entry bundle. */
	chunks: ScreenChunk[];
	/** The call its largest element waits for, if any. */
	call?: FirstScreenCall;
}

/**
 * A signed-in customer's screen on a route: the frame, the route's screen and its call (with the
 * argument the route's parameters give; none when the parameter is missing, or the route has no
 * screen to wait for it).
 *
 * @param route  The route.
 * @param params Its parameters.
 */
function signedInPlan(
	route: TableRoute,
	params: Record< string, string > = {}
): FirstScreenPlan {
	const chunks: ScreenChunk[] = route.screen
		? [ ROUTE_TABLE.frame, route.screen ]
		: [ ROUTE_TABLE.frame ];
	const { startUp, screen } = route;
	const arg = startUp?.param ? params[ startUp.param ] : undefined;
	return startUp && screen && ( arg || ! startUp.param )
		? { chunks, call: { call: startUp.call, arg, screen } }
		: { chunks };
}

/**
 * What one embed's first screen renders, as the router will pick it from the table: a popup's view;
 * a public route's screen; for a visitor the sign-in container, or on a lead-generation page the
 * wizard (but at the sign-in route); for a signed-in customer the frame, the routed screen and its
 * call (the sign-in route and unknown routes lead home, and on a lead-generation page the opened
 * route's `leadgenStart` moves the start).
 *
 * @param screen See FirstScreen.
 */
export function firstScreenOf( screen: FirstScreen ): FirstScreenPlan {
	const { routes, home, popup, visitor } = ROUTE_TABLE;
	if ( screen.popup ) {
		return { chunks: [ screen.signedIn ? popup.signedIn : popup.visitor ] };
	}
	const match = matchRoute( routedPath( screen.hash ) );
	const route = match?.route ?? routes[ home ];
	if ( route.access === 'public' ) {
		return { chunks: route.screen ? [ route.screen ] : [] };
	}
	if ( ! screen.signedIn ) {
		return {
			chunks: [
				screen.isLeadgen && route.access !== 'sign-in'
					? visitor.leadgen
					: visitor.screen,
			],
		};
	}
	if ( route.access === 'sign-in' ) {
		return signedInPlan( routes[ home ] );
	}
	// Only where the page opened: a route reached through a redirect keeps its screen.
	const start = screen.isLeadgen && match ? route.leadgenStart : undefined;
	return start
		? signedInPlan( routes[ start ] )
		: signedInPlan( route, match?.params );
}

/**
 * The chunks a signed-in customer's first screen can need, by the routes the head's script preloads
 * them for (`signedInRoutes` of the table): the frame and those routes' screens. The build writes
 * their files into build/chunks.asset.php for the head's script.
 */
export function signedInChunks(): ScreenChunk[] {
	return [
		ROUTE_TABLE.frame,
		...ROUTE_TABLE.signedInRoutes.flatMap( ( name ) => {
			const screen = ROUTE_TABLE.routes[ name ].screen;
			return screen ? [ screen ] : [];
		} ),
	];
}

/**
 * The chunks a lead-generation embed's page preloads: a visitor's first screen there, the wizard,
 * whose heading is that page's largest element.
 */
export function leadgenHeadChunks(): ScreenChunk[] {
	return firstScreenOf( {
		popup: false,
		isLeadgen: true,
		signedIn: false,
		hash: '',
	} ).chunks;
}

/** The views that have a pre-rendered opening: the wizard and the auth container's views. */
export type OpeningView = AuthView | 'wizard';

/**
 * The auth container's first view: the embed's initial view, else login; a forward link in force
 * replaces only the login view by the secret-sale notice (docs/behaviour.md "Forward link and
 * secret sale").
 *
 * @param initialView    The embed's `initial-view` ('' for none).
 * @param hasForwardLink Whether a forward link is in force.
 */
export function authViewOf(
	initialView: AuthView | '',
	hasForwardLink: boolean
): AuthView {
	const view = initialView || 'login';
	return hasForwardLink && view === 'login' ? 'secret-sale-notice' : view;
}

/**
 * The view a visitor first sees in an embed, which the server pre-renders into a full root; null
 * for a popup, which gets none. The PHP side reads the build's table of it
 * (includes/Frontend/FirstPaintViews.php).
 *
 * @param embed                The embed's attributes.
 * @param embed.popup          A popup.
 * @param embed.isLeadgen      A lead-generation page.
 * @param embed.initialView    Its `initial-view`.
 * @param embed.hasForwardLink Whether a forward link is in force.
 */
export function openingViewOf( embed: {
	popup: boolean;
	isLeadgen: boolean;
	initialView: AuthView | '';
	hasForwardLink: boolean;
} ): OpeningView | null {
	if ( embed.popup ) {
		return null;
	}
	return embed.isLeadgen
		? 'wizard'
		: authViewOf( embed.initialView, embed.hasForwardLink );
}

/**
 * Whether the pre-rendered opening fits the visitor:
 * - `text`: it does;
 * - `skeleton`: the visitor will see another screen or another language (signed in, a public route
 *   such as `#/reset-password`, a customer's page other than home such as `#/estates/101`, where a
 *   link from an e-mail leads, the wizard's progress or a held estate token, a language cookie that
 *   names another language than the page's), so a neutral skeleton shows in its place;
 * - `sign-in-route`: the hash is the sign-in route (`#/login`): right for a sign-in page, while a
 *   lead-generation page shows the sign-in form there instead of the wizard.
 */
export type ViewFit = 'text' | 'skeleton' | 'sign-in-route';

/** What the head's script reads about the visitor and the page. */
export interface Visitor {
	/** `document.cookie`. */
	cookies: string;
	/** The token cookie of this site (its name follows the site, src/config/session-scope.ts). */
	token: string | null;
	/** `location.hash`. */
	hash: string;
	/** The wizard's stored state in the tab's session storage, or null. */
	wizard: string | null;
	/** The current time. */
	now: number;
	/** The plugin's language setting: `auto` or a language code. */
	languageSetting: string;
	/** The site's locale, which WPML and Polylang set to the page's language. */
	siteLocale: string;
}

/**
 * Whether the tab holds the wizard's progress or an estate token that is still valid.
 *
 * @param stored The stored state, or null.
 * @param now    The current time.
 */
function wizardHeld( stored: string | null, now: number ): boolean {
	if ( stored === null ) {
		return false;
	}
	const state = loadWizardState(
		{ getItem: () => stored } as unknown as Storage,
		now
	);
	return (
		state.step > 0 ||
		state.subStep > 0 ||
		state.estateToken !== null ||
		Object.keys( state.answers ).length > 0
	);
}

/**
 * Decides whether the pre-rendered opening fits the visitor (see ViewFit).
 *
 * @param visitor What the browser knows of the visitor and the page.
 */
export function viewFit( visitor: Visitor ): ViewFit {
	const { languageSetting, siteLocale } = visitor;
	if (
		visitor.token ||
		resolveLanguage( languageSetting, visitor.cookies, siteLocale ) !==
			resolveLanguage( languageSetting, '', siteLocale ) ||
		wizardHeld( visitor.wizard, visitor.now )
	) {
		return 'skeleton';
	}
	const route = matchRoute( routedPath( visitor.hash ) )?.route;
	if (
		route?.access === 'public' ||
		( route?.access === 'signed-in' &&
			route !== ROUTE_TABLE.routes[ ROUTE_TABLE.home ] )
	) {
		return 'skeleton';
	}
	return route?.access === 'sign-in' ? 'sign-in-route' : 'text';
}
