/**
 * The route table: for each route of the HashRouter, who may see it, the lazy chunk of its screen
 * and the call its first render waits for; what a visitor sees instead of a signed-in screen; and
 * what a popup shows. It is read:
 *
 * - by the router (app-routes.tsx, valuation-routes.tsx, popup-auth.tsx): each lazy screen comes
 *   from the chunk named here, and a lead-generation page's signed-in start from `leadgenStart`;
 * - by the entry, before the app has rendered (first-screen.ts: which chunks to request, which call
 *   to start; first-screen-data.ts starts it);
 * - by the build: webpack.config.js writes the chunks the PHP side preloads into
 *   build/chunks.asset.php (a lead-generation page's head, the signed-in screens' file URLs in the
 *   page's configuration), and scripts/budgets/check.mjs measures its first screens.
 *
 * So it is data only (no `import()`, no functions; only the route paths are imported), which a
 * build step reads as it is (`tsx`). See docs/architecture.md "First screens".
 *
 * Every chunk name of the router is declared here, once (`CHUNKS`). Webpack names a chunk only after
 * the `webpackChunkName` comment of its `import()`, so each loader repeats its name there
 * (screen-chunks.ts, first-screen-data.ts, `app` in src/index.tsx), and the build fails when a chunk
 * named here was not built (ChunkFilesPlugin in webpack.config.js).
 */
import { ROUTES } from '../config/routes';

/** The router's lazy chunks, by name: what each holds. */
export const CHUNKS = {
	/** The router, the screens' frame and the chunk loaders; every page requests it at once (src/index.tsx). */
	app: 'app',
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
	/** The dashboard's start-up call: its endpoint and the first card's picture. */
	'dashboard-data': 'data',
	/** The estate page's start-up call: its endpoint and the cover. */
	'estate-data': 'data',
} as const;

/** A chunk of the router. */
export type RouterChunk = keyof typeof CHUNKS;

/** A chunk whose module is a screen or a part of one (its loader is in screen-chunks.ts). */
export type ScreenChunk = {
	[ C in RouterChunk ]: ( typeof CHUNKS )[ C ] extends 'screen' | 'part'
		? C
		: never;
}[ RouterChunk ];

/** A chunk that starts a first screen's call (its loader is in first-screen-data.ts). */
export type DataChunk = {
	[ C in RouterChunk ]: ( typeof CHUNKS )[ C ] extends 'data' ? C : never;
}[ RouterChunk ];

/** The call a screen's first render waits for, which the entry starts before the screen's chunk is there. */
export interface StartUpCall {
	/** The chunk that makes the call (and preloads the picture its answer names for the screen). */
	chunk: DataChunk;
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
	/** The chunk of its screen; none for a screen in `app`. */
	screen?: ScreenChunk;
	/** The call its screen's first render waits for. */
	startUp?: StartUpCall;
	/** On a lead-generation page, a signed-in customer who opens the page here starts at this route instead. */
	leadgenStart?: RouteName;
}

/** The table's shape (what `ROUTE_TABLE` satisfies). */
export interface RouteTable {
	/** The chunk every page requests at once. */
	app: 'app';
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
	/** The routes, by the name `ROUTES` gives their paths. */
	routes: Record< RouteName, TableRoute >;
}

/** The route table (see the module's comment). */
export const ROUTE_TABLE = {
	app: 'app',
	frame: 'shell',
	home: 'dashboard',
	visitor: { screen: 'login', leadgen: 'wizard' },
	popup: { visitor: 'login', signedIn: 'popup-account' },
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
			startUp: { chunk: 'dashboard-data' },
			leadgenStart: 'valuation',
		},
		estate: {
			path: ROUTES.estate,
			access: 'signed-in',
			screen: 'estate',
			startUp: { chunk: 'estate-data', param: 'id' },
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

/**
 * The routes a signed-in customer's page often opens on: every page's configuration carries the
 * file URLs of the frame and their screens, so the entry preloads them before `app` is there
 * (preloadChunkFiles in first-screen.ts). The same for every visitor, so a cached page stays right.
 * Only the build reads it (`configChunks`), so the bundle does without it.
 */
export const FILES_IN_CONFIG: RouteName[] = [ 'dashboard', 'estate' ];
