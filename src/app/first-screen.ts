/**
 * What the first screen of an embed will be, decided from the route table (route-table.ts) before
 * the app has rendered, from the embed, the token cookie and the hash route: the entry starts that
 * screen's chunks (screen-chunks.ts) and its call (first-screen-data.ts) at once, instead of when
 * the first render asks for them. The hash is read once, into the matched route and its
 * parameters, and both the chunks and the call's argument come from that match.
 *
 * The entry imports this module itself, so it holds no `import()`: see screen-chunks.ts for why the
 * chunk loaders stay in the `app` chunk. The build reads it too (webpack.config.js,
 * scripts/budgets/check.mjs), so it imports nothing but the route table and types.
 */
import type { ChunkFiles } from '../config/config';
import type { PictureSources } from '../lib/image-url';
import {
	FILES_IN_CONFIG,
	ROUTE_TABLE,
	type DataChunk,
	type RouterChunk,
	type ScreenChunk,
	type TableRoute,
} from './route-table';

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

/** The first screen's start-up call, with its argument from the route. */
export interface FirstScreenCall {
	/** The chunk that makes the call. */
	chunk: DataChunk;
	/** Its argument (the route parameter the table names), if it takes one. */
	arg?: string;
}

/** What the entry starts for one embed's first screen. */
export interface FirstScreenPlan {
	/** The chunks it renders beside `app`. */
	chunks: ScreenChunk[];
	/** The call its first render waits for, if any. */
	call?: FirstScreenCall;
}

/** A route of the table matched against a path, with its parameters decoded. */
export interface RouteMatch {
	/** The route. */
	route: TableRoute;
	/** Its parameters (`:id` → `id`), decoded as the router decodes them. */
	params: Record< string, string >;
}

/** The table's routes. */
const ROUTES_OF_TABLE: TableRoute[] = Object.values( ROUTE_TABLE.routes );

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
	for ( const route of ROUTES_OF_TABLE ) {
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

/**
 * A signed-in customer's screen on a route: the frame, the route's screen and its call (with the
 * argument the route's parameters give; none when the parameter is missing).
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
	const startUp = route.startUp;
	const arg = startUp?.param ? params[ startUp.param ] : undefined;
	return startUp && ( arg || ! startUp.param )
		? { chunks, call: { chunk: startUp.chunk, arg } }
		: { chunks };
}

/**
 * What one embed's first screen renders, as the router will pick it from the table: a popup's view;
 * a public route's screen; for a visitor the sign-in container, or on a lead-generation page the
 * wizard (but at the sign-in route); for a signed-in customer the frame, the routed screen and its
 * call (the sign-in route and unknown routes lead home, and on a lead-generation page the
 * opened route's `leadgenStart` moves the start).
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
 * Adds a `<link rel="preload">` for a file to the page's head, unless the page already preloads
 * that file as that kind (the head's script and the entry may both ask for a first screen's
 * picture).
 *
 * @param url          The file's URL, as the page will ask for it.
 * @param as           What it is.
 * @param highPriority Whether to fetch it before the page's other images (`fetchpriority`).
 * @param responsive   A picture's `srcset` and `sizes`, which the browser then picks from.
 */
export function appendPreload(
	url: string,
	as: 'script' | 'style' | 'image',
	highPriority = false,
	responsive?: { srcSet: string; sizes: string }
): void {
	const known = Array.from(
		document.head.querySelectorAll( 'link[rel="preload"]' )
	).some(
		( link ) =>
			link.getAttribute( 'href' ) === url &&
			link.getAttribute( 'as' ) === as
	);
	if ( known ) {
		return;
	}
	const link = document.createElement( 'link' );
	link.rel = 'preload';
	link.setAttribute( 'as', as );
	link.href = url;
	if ( responsive ) {
		link.setAttribute( 'imagesrcset', responsive.srcSet );
		link.setAttribute( 'imagesizes', responsive.sizes );
	}
	if ( highPriority ) {
		link.setAttribute( 'fetchpriority', 'high' );
	}
	document.head.appendChild( link );
}

/**
 * Fetches a picture early, as the screen will show it (the same `srcset` and `sizes`, no CORS
 * mode), with high priority. Nothing for none, and nothing again when the head's script already
 * preloads it (src/app/first-view/first-calls.ts).
 *
 * @param picture The picture's sources, already checked as safe.
 */
export function preloadPicture( picture: PictureSources | null ): void {
	if ( picture ) {
		appendPreload( picture.src, 'image', true, picture );
	}
}

/**
 * Preloads the files of the first screen's chunks that the configuration names (the frame and the
 * screens of the routes in FILES_IN_CONFIG), as soon as the entry runs: otherwise
 * they would be requested only once the `app` chunk had arrived, one more round trip before the
 * screen can render. The URLs are the ones the chunk loader asks for, so the preloaded files are
 * used. Other chunks (a visitor's sign-in form or wizard) are not in the configuration and are
 * left to the `app` chunk: on a sign-in page, early downloads compete with the theme's own files.
 *
 * @param chunks The first screen's chunks (firstScreenOf).
 * @param files  The configuration's `chunks`.
 */
export function preloadChunkFiles(
	chunks: RouterChunk[],
	files: Record< string, ChunkFiles >
): void {
	for ( const chunk of new Set( chunks ) ) {
		files[ chunk ]?.css.forEach( ( url ) => appendPreload( url, 'style' ) );
		files[ chunk ]?.js.forEach( ( url ) => appendPreload( url, 'script' ) );
	}
}

/**
 * The chunks a lead-generation embed's page preloads from its head (the PHP side, from
 * build/chunks.asset.php, which the build writes with this): `app` and a visitor's first screen
 * there, the wizard, whose heading is that page's largest element.
 */
export function leadgenHeadChunks(): string[] {
	const visitor = firstScreenOf( {
		popup: false,
		isLeadgen: true,
		signedIn: false,
		hash: '',
	} );
	return [ ROUTE_TABLE.app, ...visitor.chunks ];
}

/**
 * The chunks whose file URLs every page's configuration carries (the PHP side, from
 * build/chunks.asset.php): `app`, the frame, the screens of the routes in FILES_IN_CONFIG and
 * their start-up calls' data chunks, for preloadChunkFiles: the entry preloads its first screen's
 * ones, and the head's script a signed-in customer's whole first screen before the entry has
 * arrived (src/app/first-view/first-calls.ts).
 */
export function configChunks(): RouterChunk[] {
	const routes = FILES_IN_CONFIG.map(
		( name ): TableRoute => ROUTE_TABLE.routes[ name ]
	);
	return [
		ROUTE_TABLE.app,
		ROUTE_TABLE.frame,
		...routes.flatMap( ( route ) =>
			route.screen ? [ route.screen ] : []
		),
		...routes.flatMap( ( route ) =>
			route.startUp ? [ route.startUp.chunk ] : []
		),
	];
}
