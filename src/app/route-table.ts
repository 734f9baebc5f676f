/**
 * The route table: for each route of the HashRouter, who may see it, the lazy chunk of its screen
 * and the call its largest element waits for; what a visitor sees instead of a signed-in screen;
 * what a popup shows. The router takes each lazy screen from it (app-routes.tsx,
 * valuation-routes.tsx, popup-auth.tsx), and the first-screen plan reads it before the app has
 * rendered (src/first-paint/plan.ts: the head's script, the entry, the build, the budgets). It
 * imports only the route paths, so a build step reads it as it is (`tsx`). See
 * docs/architecture.md "First paint and start-up".
 *
 * Every chunk name of the router is declared here, once (`CHUNKS`). Webpack names a chunk only after
 * the `webpackChunkName` comment of its `import()`, so each loader repeats its name there
 * (screen-chunks.ts), and the build fails when a chunk named here was not
 * built (ChunkFilesPlugin in webpack.config.js).
 */
import { ROUTES } from '../config/routes';

/** The router's lazy chunks, by name: what each holds. */
export const CHUNKS = {
	/** A visitor's sign-in container (login, registration, forgot password) and its form library. */
	login: 'screen',
	/** The valuation wizard's frame and its first steps. */
	wizard: 'screen',
	/** A signed-in customer's popup: who is signed in, and Logout. */
	'popup-account': 'screen',
	/** The shell: menu, avatar, drawer button; the frame of every signed-in screen. */
	shell: 'screen',
	/** The dashboard. */
	dashboard: 'screen',
	/** The estate detail page. */
	estate: 'screen',
	/** The profile. */
	profile: 'screen',
	/** The password reset and e-mail verification pages. */
	'auth-pages': 'screen',
	/** The estate page's Documents tab (the documents feature). */
	documents: 'part',
	/** The account step after a visitor's valuation (registration or login with the estate token). */
	'valuation-account': 'part',
} as const;

/** A chunk of the router: a screen or a part of one (its loader is in screen-chunks.ts). */
export type ScreenChunk = keyof typeof CHUNKS;

/**
 * A call a screen's largest element waits for, which the head's script starts before any bundle
 * has arrived (src/first-paint/first-calls.ts): the estates list, an estate.
 */
export type DataCall = 'estates' | 'estate';

/** The call a screen's first render waits for. */
export interface StartUpCall {
	/** The call. */
	call: DataCall;
	/** The route parameter that is the call's argument, if it takes one. */
	param?: string;
}

/** A route's name: its key in `ROUTES` and in the table. */
export type RouteName = keyof typeof ROUTES;

/** One route. */
export interface TableRoute {
	/** Its path in the HashRouter (`:name` segments are parameters). */
	path: string;
	/**
	 * Who sees its screen: `public` everyone, `signed-in` a signed-in customer (inside the frame;
	 * a visitor gets `visitor`), `sign-in` a visitor (a signed-in customer goes `home`).
	 */
	access: 'public' | 'signed-in' | 'sign-in';
	/** The chunk of its screen; none for a screen in the entry bundle. */
	screen?: ScreenChunk;
	/** The call its screen's first render waits for. */
	startUp?: StartUpCall;
	/** On a lead-generation page, a signed-in customer who opens the page here starts at this route instead. */
	leadgenStart?: RouteName;
}

/** The table's shape (what `ROUTE_TABLE` satisfies). */
export interface RouteTable {
	/** The frame of every signed-in screen. */
	frame: ScreenChunk;
	/** Where an unknown route, and a signed-in customer at the sign-in route, go. */
	home: RouteName;
	/**
	 * What a visitor sees on a route that is not public: the sign-in container; on a
	 * lead-generation page the wizard, but at the sign-in route (unless the visitor holds an estate
	 * token from a valuation).
	 */
	visitor: { screen: ScreenChunk; leadgen: ScreenChunk };
	/** A popup: the sign-in container for a visitor, who is signed in for a customer. */
	popup: { visitor: ScreenChunk; signedIn: ScreenChunk };
	/**
	 * The routes a signed-in customer's page often opens on: the head's script preloads the frame
	 * and their screens' files with the first calls (`signedInChunks` in src/first-paint/plan.ts).
	 */
	signedInRoutes: RouteName[];
	/** The routes, by the name `ROUTES` gives their paths. */
	routes: Record< RouteName, TableRoute >;
}

/** The route table (see the module's comment). */
export const ROUTE_TABLE = {
	frame: 'shell',
	home: 'dashboard',
	visitor: { screen: 'login', leadgen: 'wizard' },
	popup: { visitor: 'login', signedIn: 'popup-account' },
	signedInRoutes: [ 'dashboard', 'estate' ],
	routes: {
		login: { path: ROUTES.login, access: 'sign-in' },
		resetPassword: {
			path: ROUTES.resetPassword,
			access: 'public',
			screen: 'auth-pages',
		},
		verifyEmail: {
			path: ROUTES.verifyEmail,
			access: 'public',
			screen: 'auth-pages',
		},
		dashboard: {
			path: ROUTES.dashboard,
			access: 'signed-in',
			screen: 'dashboard',
			startUp: { call: 'estates' },
			leadgenStart: 'valuation',
		},
		estate: {
			path: ROUTES.estate,
			access: 'signed-in',
			screen: 'estate',
			startUp: { call: 'estate', param: 'id' },
		},
		profile: {
			path: ROUTES.profile,
			access: 'signed-in',
			screen: 'profile',
		},
		searchOrder: { path: ROUTES.searchOrder, access: 'signed-in' },
		favorites: { path: ROUTES.favorites, access: 'signed-in' },
		documents: { path: ROUTES.documents, access: 'signed-in' },
		valuation: {
			path: ROUTES.valuation,
			access: 'signed-in',
			screen: 'wizard',
		},
	},
} as const satisfies RouteTable;

/** A route of the table matched against a path, with its parameters decoded. */
export interface RouteMatch {
	/** The route. */
	route: TableRoute;
	/** Its parameters (`:id` → `id`), decoded as the router decodes them. */
	params: Record< string, string >;
}

/**
 * The routed path of a hash, as the HashRouter reads it: `#/estates/101?x` → `/estates/101`.
 *
 * @param hash `window.location.hash`.
 */
export function routedPath( hash: string ): string {
	return hash.replace( /^#/, '' ).split( '?' )[ 0 ] || '/';
}

/**
 * The path's segments, without the empty ones a leading or trailing slash gives.
 *
 * @param path A path.
 */
const segmentsOf = ( path: string ) =>
	path.split( '/' ).filter( ( segment ) => segment !== '' );

/**
 * The table's route for a path, matched as the router matches it: literal segments regardless of
 * case, a `:name` segment any one non-empty segment, a trailing slash allowed. Null for a path no
 * route has, or a parameter that cannot be decoded.
 *
 * @param path The routed path, e.g. `/estates/101`.
 */
export function matchRoute( path: string ): RouteMatch | null {
	const segments = segmentsOf( path );
	for ( const route of Object.values< TableRoute >( ROUTE_TABLE.routes ) ) {
		const pattern = segmentsOf( route.path );
		if ( pattern.length !== segments.length ) {
			continue;
		}
		const params: Record< string, string > = {};
		const matches = pattern.every( ( part, index ) => {
			const segment = segments[ index ] ?? '';
			if ( ! part.startsWith( ':' ) ) {
				return part.toLowerCase() === segment.toLowerCase();
			}
			try {
				params[ part.slice( 1 ) ] = decodeURIComponent( segment );
				return true;
			} catch {
				return false;
			}
		} );
		if ( matches ) {
			return { route, params };
		}
	}
	return null;
}
