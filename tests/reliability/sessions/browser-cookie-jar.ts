/**
 * A browser's cookie jar for the session suites: `document.cookie` backed by a jar that judges
 * expiry by `Date.now()`, so Jest's fake clock moves it (jsdom's own jar reads the real clock), and
 * that can "close the browser" (session cookies go, dated ones stay). Every tab of a test shares
 * it, as tabs of one browser share their cookies. For tests only.
 */

/** One stored cookie. */
interface StoredCookie {
	/** The cookie's value. */
	value: string;
	/** When it expires (ms since epoch); null for a session cookie. */
	expiresAt: number | null;
}

/** One `document.cookie = …` write, with the attributes the page asked for. */
export interface CookieWrite {
	/** The cookie's name. */
	name: string;
	/** The value written ('' for a removal). */
	value: string;
	/** The attributes, lower-cased names, e.g. `{ path: '/', secure: '', samesite: 'Strict' }`. */
	attributes: Record< string, string >;
}

/** The jar and what it saw. */
export interface BrowserCookieJar {
	/** Every write, in order. */
	writes: CookieWrite[];
	/** The expiry of a stored cookie: a time, null for a session cookie, undefined when absent. */
	expiryOf: ( name: string ) => number | null | undefined;
	/** Closes the browser: session cookies are dropped. */
	closeBrowser: () => void;
	/** Puts jsdom's own `document.cookie` back. */
	uninstall: () => void;
}

/**
 * Replaces `document.cookie` with the jar.
 */
export function installCookieJar(): BrowserCookieJar {
	const cookies = new Map< string, StoredCookie >();
	const writes: CookieWrite[] = [];
	const live = () => {
		const now = Date.now();
		for ( const [ name, cookie ] of cookies ) {
			if ( cookie.expiresAt !== null && cookie.expiresAt <= now ) {
				cookies.delete( name );
			}
		}
		return cookies;
	};
	Object.defineProperty( document, 'cookie', {
		configurable: true,
		get: () =>
			Array.from( live() )
				.map( ( [ name, cookie ] ) => `${ name }=${ cookie.value }` )
				.join( '; ' ),
		set: ( header: string ) => {
			const [ pair = '', ...parts ] = header.split( ';' );
			const equals = pair.indexOf( '=' );
			const name = pair.slice( 0, equals ).trim();
			const value = pair.slice( equals + 1 ).trim();
			const attributes: Record< string, string > = {};
			for ( const part of parts ) {
				const [ key = '', ...rest ] = part.split( '=' );
				attributes[ key.trim().toLowerCase() ] = rest
					.join( '=' )
					.trim();
			}
			writes.push( { name, value, attributes } );
			let expiresAt: number | null = null;
			if ( attributes[ 'max-age' ] !== undefined ) {
				expiresAt =
					Date.now() + Number( attributes[ 'max-age' ] ) * 1000;
			} else if ( attributes.expires !== undefined ) {
				expiresAt = Date.parse( attributes.expires );
			}
			if ( expiresAt !== null && expiresAt <= Date.now() ) {
				cookies.delete( name );
			} else {
				cookies.set( name, { value, expiresAt } );
			}
		},
	} );
	return {
		writes,
		expiryOf: ( name ) => live().get( name )?.expiresAt,
		closeBrowser: () => {
			for ( const [ name, cookie ] of cookies ) {
				if ( cookie.expiresAt === null ) {
					cookies.delete( name );
				}
			}
		},
		uninstall: () => {
			// The own property shadows Document.prototype's accessor; removing it restores jsdom's.
			delete ( document as unknown as Record< string, unknown > ).cookie;
		},
	};
}
