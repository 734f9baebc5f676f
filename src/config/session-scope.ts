/**
 * Which site of an origin the session belongs to (docs/behaviour.md "Session token, refresh and
 * remember me", "Stored auth state"): the token cookie's name and path, and the namespace of the
 * browser storage keys. A single site gets `laravel_user_token`, `Path=/` and `customer-area`,
 * as the specification says. The sites of a subdirectory network share one origin: each keeps its
 * cookie on its own path and its storage under its own namespace, and the main site at `/`, whose
 * path covers every other site, names its cookie apart. PHP decides
 * (`CustomerArea\Frontend\SessionScope`) and hands it over in the configuration (`session`).
 */
import { isObject } from '../lib/is-object';
import { TOKEN_COOKIE } from './constants';

/** The session's scope on this page. */
export interface SessionScope {
	/** The token cookie's name: `laravel_user_token`, with a suffix on a network's main site. */
	tokenCookie: string;
	/** The cookie's path: the site's path, `/` or e.g. `/broker-b/`. */
	cookiePath: string;
	/** The prefix of every storage key: `customer-area`, or `customer-area@/broker-b/`. */
	storageNamespace: string;
}

/** A single site's scope: the specification's cookie and the plain storage keys. */
export const SINGLE_SITE_SCOPE: SessionScope = Object.freeze( {
	tokenCookie: TOKEN_COOKIE,
	cookiePath: '/',
	storageNamespace: 'customer-area',
} );

/** A cookie name the plugin may use: the contract's name, alone or with a suffix of its own. */
const COOKIE_NAME = /^laravel_user_token(?:_[a-z0-9]{1,32})?$/;

/** A site path as WordPress gives it: slash-separated segments of URL-safe characters, no `.` or `..`. */
const SITE_PATH = /^\/(?:(?!\.\.?\/)[A-Za-z0-9._~-]+\/){0,8}$/;

/**
 * Reads the configuration's `session` value; anything unusable falls back on the single site's
 * scope, part by part.
 *
 * @param raw The configuration's `session` value.
 * @return The scope.
 */
export function parseSessionScope( raw: unknown ): SessionScope {
	if ( ! isObject( raw ) ) {
		return SINGLE_SITE_SCOPE;
	}
	const cookie = typeof raw.cookie === 'string' ? raw.cookie : '';
	const path = typeof raw.path === 'string' ? raw.path : '';
	const cookiePath = SITE_PATH.test( path ) ? path : '/';
	return {
		tokenCookie: COOKIE_NAME.test( cookie ) ? cookie : TOKEN_COOKIE,
		cookiePath,
		storageNamespace:
			cookiePath === '/'
				? SINGLE_SITE_SCOPE.storageNamespace
				: `${ SINGLE_SITE_SCOPE.storageNamespace }@${ cookiePath }`,
	};
}

/**
 * A storage key of this site: `customer-area:auth`, or `customer-area@/broker-b/:auth`.
 *
 * @param name  The key's own part, e.g. `auth`, `wizard`, `sign-in:`.
 * @param scope The scope.
 * @return The key.
 */
export function scopedStorageKey( name: string, scope: SessionScope ): string {
	return `${ scope.storageNamespace }:${ name }`;
}
