/**
 * What every API call is made of, without RTK Query: the checked URL and the API's headers. The
 * base query (base-api.ts) and the head's script's early calls (early-calls.ts) both build their
 * requests here, so an early call is exactly the request the base query would have sent, and its
 * answer can stand in for it. See docs/behaviour.md "Calls and headers".
 */

/** The signed-in user's call, `GET /api/user`. */
export const USER_PATH = 'user';

/** The broker's reporting design, `GET /api/settings/reporting/design` (after the user, on load). */
export const BROKER_SETTINGS_PATH = 'settings/reporting/design';

/**
 * The absolute URL of a request: resolved exactly as the browser will against `{apiBase}/api/`,
 * so `//host`, `\\host`, `https:host` and `user@host` tricks are seen for what they are.
 * Null when it is not on the API origin (or carries user info), the only place the token may go.
 *
 * @param url     A path below `/api/` or an absolute URL.
 * @param apiBase The configured API base.
 */
export function resolveApiUrl( url: string, apiBase: string ): string | null {
	try {
		const api = new URL( `${ apiBase }/api/` );
		const target = new URL( url, api );
		if (
			target.origin !== api.origin ||
			target.username !== '' ||
			target.password !== ''
		) {
			return null;
		}
		return target.href;
	} catch {
		return null;
	}
}

/** What the API's headers carry. */
export interface ApiHeaderValues {
	/** The resolved language, sent as `Accept-Language`. */
	language: string;
	/** The site's origin, sent as `X-Broker-Url`. */
	siteOrigin: string;
	/** The bearer token; none for a call without it. */
	token: string | null;
	/** Whether the body is JSON (every call but an upload's form data). */
	json: boolean;
}

/**
 * Sets the API's headers on a request's headers.
 *
 * @param headers The request's headers.
 * @param values  What they carry.
 * @return The same headers.
 */
export function setApiHeaders(
	headers: Headers,
	{ language, siteOrigin, token, json }: ApiHeaderValues
): Headers {
	headers.set( 'Accept', 'application/json' );
	headers.set( 'Accept-Language', language );
	if ( json ) {
		headers.set( 'Content-Type', 'application/json' );
	}
	headers.set( 'X-Requested-With', 'XMLHttpRequest' );
	headers.set( 'X-Broker-Url', siteOrigin );
	if ( token ) {
		headers.set( 'Authorization', `Bearer ${ token }` );
	}
	return headers;
}
