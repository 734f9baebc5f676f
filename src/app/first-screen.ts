/**
 * What the first screen of an embed will be, decided before the app has rendered, from the embed,
 * the token cookie and the hash route: the entry starts that screen's chunks (screen-chunks.ts)
 * and its data (first-screen-data.ts) at once, instead of when the first render asks for them.
 *
 * The entry imports this module itself, so it holds no `import()`: see screen-chunks.ts for why the
 * chunk loaders stay in the `app` chunk.
 */
import { ROUTES } from '../config/routes';

/** A chunk the first screen may need besides `app`. */
export type ScreenChunk = 'login' | 'shell' | 'dashboard' | 'estate' | 'wizard';

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
 * the routed screen (the wizard on a lead-generation page's dashboard route), else (a visitor, and a
 * visitor's popup) the sign-in container.
 *
 * @param screen See FirstScreen.
 */
export function firstScreenChunks( screen: FirstScreen ): ScreenChunk[] {
	if ( screen.popup ) {
		return screen.signedIn ? [] : [ 'login' ];
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
