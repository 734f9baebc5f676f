/**
 * URL guards for the security list of GUIDE section 6: redirects stay on the site, links from
 * data open only http(s), and the verify-email page fetches only the API's verification path.
 */

const parse = ( value: string, base?: string ): URL | null => {
	try {
		return new URL( value, base );
	} catch {
		return null;
	}
};

const LOCAL_HOSTS = new Set( [ 'localhost', '127.0.0.1', '[::1]' ] );

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
 * Returns the URL when it is safe to put into an `href` of a link from data (download links, social
 * links): `https:` anywhere, `http:` only to localhost in development. Anything else gives null, so
 * `javascript:`, `data:` and the like never reach the DOM.
 *
 * @param value A URL from the API.
 */
export function safeExternalHref( value: unknown ): string | null {
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
	if ( url.protocol === 'http:' && LOCAL_HOSTS.has( url.hostname ) ) {
		return url.href;
	}
	return null;
}

/** Path of e-mail verification links below the API base (decision 15). */
export const VERIFICATION_PATH = '/api/email/verify/';

/**
 * Returns the verification URL when it may be requested: absolute, on the API origin, no user
 * info, and with a path under `/api/email/verify/` (decision 15). Anything else gives null.
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
		url.pathname.length === prefix.length
	) {
		return null;
	}
	return url.href;
}
