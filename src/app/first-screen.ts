/**
 * What the first screen of an embed will be, decided before the app has rendered, from the embed,
 * the token cookie and the hash route: the entry starts that screen's chunks (screen-chunks.ts)
 * and its data (first-screen-data.ts) at once, instead of when the first render asks for them.
 *
 * The entry imports this module itself, so it holds no `import()`: see screen-chunks.ts for why the
 * chunk loaders stay in the `app` chunk.
 */
import type { ChunkFiles } from '../config/config';
import { ROUTES } from '../config/routes';

/** A chunk the first screen may need besides `app`. */
export type ScreenChunk =
	'login' | 'shell' | 'dashboard' | 'estate' | 'wizard' | 'popup-account';

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

/** The estate route's path before its id. */
const ESTATE_PREFIX = ROUTES.estate.replace( /:id$/, '' );

/**
 * The routed path of a hash, as the HashRouter reads it: `#/estates/101?x` → `/estates/101`.
 *
 * @param hash `window.location.hash`.
 */
function routedPath( hash: string ): string {
	return hash.replace( /^#/, '' ).split( '?' )[ 0 ] || '/';
}

/**
 * The chunks the first screen of one embed renders, as the route table would pick them: a
 * visitor's wizard on a lead-generation page (but at `#/login`), a signed-in customer's shell and
 * the routed screen (the wizard on a lead-generation page's dashboard route), a signed-in
 * customer's popup its account view, else (a visitor, and a visitor's popup) the sign-in container.
 *
 * @param screen See FirstScreen.
 */
export function firstScreenChunks( screen: FirstScreen ): ScreenChunk[] {
	if ( screen.popup ) {
		return [ screen.signedIn ? 'popup-account' : 'login' ];
	}
	const path = routedPath( screen.hash );
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
	if ( path.startsWith( ESTATE_PREFIX ) ) {
		return [ 'shell', 'estate' ];
	}
	return [ 'shell' ];
}

/**
 * The estate id of an estate page's hash route, decoded as the router decodes it (`#/estates/a%20b`
 * → `a b`), or null for any other route or an id that cannot be decoded.
 *
 * @param hash `window.location.hash`.
 */
export function routedEstateId( hash: string ): string | null {
	const path = routedPath( hash );
	if ( ! path.startsWith( ESTATE_PREFIX ) ) {
		return null;
	}
	const segment = path.slice( ESTATE_PREFIX.length );
	if ( segment === '' || segment.includes( '/' ) ) {
		return null;
	}
	try {
		return decodeURIComponent( segment );
	} catch {
		return null;
	}
}

/**
 * Preloads the files of the first screen's chunks that the configuration names (the signed-in
 * screens': shell, dashboard, estate page), as soon as the entry runs: otherwise they would be
 * requested only once the `app` chunk had arrived, one more round trip before the screen can
 * render. The URLs are the ones the chunk loader asks for, so the preloaded files are used. Other
 * chunks (a visitor's sign-in form or wizard) are not in the configuration and are left to the
 * `app` chunk: on a sign-in page, early downloads compete with the theme's own files.
 *
 * @param chunks The first screen's chunks (firstScreenChunks).
 * @param files  The configuration's `chunks`.
 */
export function preloadChunkFiles(
	chunks: ScreenChunk[],
	files: Record< string, ChunkFiles >
): void {
	const hinted = new Set< string >();
	const hint = ( url: string, as: 'script' | 'style' ) => {
		if ( hinted.has( url ) ) {
			return;
		}
		hinted.add( url );
		const link = document.createElement( 'link' );
		link.rel = 'preload';
		link.setAttribute( 'as', as );
		link.href = url;
		document.head.appendChild( link );
	};
	for ( const chunk of new Set( chunks ) ) {
		files[ chunk ]?.css.forEach( ( url ) => hint( url, 'style' ) );
		files[ chunk ]?.js.forEach( ( url ) => hint( url, 'script' ) );
	}
}
