/**
 * The connection test's server half: asks the plugin's REST route to request both saved
 * addresses through WordPress's HTTP API, and reads its answer like any input from outside.
 */
import { isObject } from '../lib/is-object';
import type { ServerError, ServerProbe, Target } from './connection-verdict';

const SERVER_ERRORS: readonly ServerError[] = [
	'',
	'dns',
	'refused',
	'tls',
	'timeout',
	'blocked',
	'private',
	'redirect',
	'other',
];

/**
 * Reads one server probe of the REST answer; null when it is not one.
 *
 * @param value Part of the answer.
 */
export function parseServerProbe( value: unknown ): ServerProbe | null {
	if ( ! isObject( value ) ) {
		return null;
	}
	const error = SERVER_ERRORS.find( ( known ) => known === value.error );
	if (
		typeof value.reached !== 'boolean' ||
		typeof value.status !== 'number' ||
		typeof value.ms !== 'number' ||
		typeof value.expected !== 'boolean' ||
		error === undefined
	) {
		return null;
	}
	return {
		reached: value.reached,
		status: value.status,
		ms: value.ms,
		expected: value.expected,
		error,
		redirectTo:
			typeof value.redirectTo === 'string' ? value.redirectTo : '',
	};
}

/**
 * Asks the server to check both addresses; a failed call gives null for both.
 *
 * @param restUrl The REST route's URL.
 * @param nonce   The REST nonce of the signed-in administrator.
 */
export async function serverCheck(
	restUrl: string,
	nonce: string
): Promise< Record< Target, ServerProbe | null > > {
	try {
		const response = await fetch( restUrl, {
			headers: { 'X-WP-Nonce': nonce, Accept: 'application/json' },
			credentials: 'same-origin',
			cache: 'no-store',
		} );
		const body: unknown = await response.json();
		if ( ! response.ok || ! isObject( body ) ) {
			return { api: null, geocoder: null };
		}
		return {
			api: parseServerProbe( body.api ),
			geocoder: parseServerProbe( body.geocoder ),
		};
	} catch {
		return { api: null, geocoder: null };
	}
}
