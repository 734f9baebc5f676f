/**
 * URL guards: redirects stay on the site, links from data open only `https:` (plain `http:` only to
 * loopback in a development setup), and the verify-email page fetches only the API's verification
 * path. See docs/behaviour.md "Safe links and CRM HTML" and "Mail links".
 * @param value
 * @param base
 */
const parse = ( value: string, base?: string ): URL | null => {
	try {
		return new URL( value, base );
	} catch {
		return null;
	}
};

/** Hosts that only ever reach the visitor's own machine. */
const LOOPBACK_HOSTS = new Set( [ 'localhost', '127.0.0.1', '[::1]' ] );

/**
 * True when the URL's host is a loopback address.
 *
 * @param url A parsed URL.
 */
const isLoopback = ( url: URL ): boolean => LOOPBACK_HOSTS.has( url.hostname );

/**
 * Returns the absolute URL when `target` points to the same origin as `siteOrigin`, else null.
 * Relative paths are resolved against the site; `//host`, other schemes and other origins are refused.
 *
 * @param target     A redirect target (absolute or relative).
 * @param siteOrigin The site's origin, e.g. `https://broker.example`.
 */
export function sameSiteUrl(
	target: string,
	siteOrigin: string
): string | null {
	const site = parse( siteOrigin );
	const trimmed = target.trim();
	if ( ! site || trimmed === '' ) {
		return null;
	}
	const url = parse( trimmed, site.origin + '/' );
	if (
		! url ||
		( url.protocol !== 'https:' && url.protocol !== 'http:' ) ||
		url.origin !== site.origin ||
		url.username !== '' ||
		url.password !== ''
	) {
		return null;
	}
	return url.href;
}

/**
 * What decides whether a plain `http:` link may be used. The caller passes it in; this page's is
 * `currentLinkPolicy()` (src/config/config.ts).
 */
export interface LinkPolicy {
	/** True in production builds: `http:` only on a loopback API base's own origin. */
	production: boolean;
	/** The configured API base (`''` when unknown). */
	apiBase: string;
}

/**
 * True when a plain `http:` URL may be linked: a loopback host, and in production builds only on
 * the API base's own origin when that base is itself loopback (a development setup such as the
 * sandbox served by a production build). Never otherwise.
 *
 * @param url    A parsed `http:` URL.
 * @param policy Build mode and API base.
 */
function plainHttpAllowed( url: URL, policy: LinkPolicy ): boolean {
	if ( ! isLoopback( url ) ) {
		return false;
	}
	if ( ! policy.production ) {
		return true;
	}
	const api = parse( policy.apiBase );
	return api !== null && isLoopback( api ) && url.origin === api.origin;
}

/**
 * Returns the URL when it is safe to put into an `href` of a link from data (download links, social
 * links, CRM text): `https:` anywhere, `http:` only to loopback as `plainHttpAllowed` says. Anything
 * else gives null, so `javascript:`, `data:` and the like never reach the DOM.
 *
 * @param value  A URL from the API.
 * @param policy Build mode and API base.
 */
export function safeExternalHref(
	value: unknown,
	policy: LinkPolicy
): string | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const url = parse( value.trim() );
	if ( ! url || url.username !== '' || url.password !== '' ) {
		return null;
	}
	if ( url.protocol === 'https:' ) {
		return url.href;
	}
	if ( url.protocol === 'http:' && plainHttpAllowed( url, policy ) ) {
		return url.href;
	}
	return null;
}

/** Path of e-mail verification links below the API base. */
export const VERIFICATION_PATH = '/api/email/verify/';

/**
 * Returns the verification URL when it may be requested: absolute, on the API origin, no user
 * info, and with a path under `/api/email/verify/` in plain segments. A percent-escape after the
 * prefix is refused: a server may decode `%2F`, `%5C` or `%2E` into a path of another endpoint,
 * and a real verification path (an id and a hash) never holds one. Anything else gives null.
 *
 * @param value   The `url` query parameter of the verify-email page.
 * @param apiBase The configured API base.
 */
export function allowedVerificationUrl(
	value: string | null | undefined,
	apiBase: string
): string | null {
	if ( ! value || ! /^https?:\/\//i.test( value.trim() ) ) {
		return null;
	}
	const url = parse( value.trim() );
	const api = parse( apiBase );
	if (
		! url ||
		! api ||
		url.origin !== api.origin ||
		url.username !== '' ||
		url.password !== ''
	) {
		return null;
	}
	const prefix = api.pathname.replace( /\/+$/, '' ) + VERIFICATION_PATH;
	if (
		! url.pathname.startsWith( prefix ) ||
		url.pathname.length === prefix.length ||
		url.pathname.slice( prefix.length ).includes( '%' )
	) {
		return null;
	}
	return url.href;
}
