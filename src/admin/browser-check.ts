/**
 * The connection test's browser half: requests the saved addresses exactly as a customer's
 * browser will, so CORS and the certificate are judged by a real browser.
 *
 * - The API: a public contract call, `GET {API base}/api/onoffice/countries`, with the headers
 *   every API call sends (docs/behaviour.md "Calls and headers"), no token and no cookies.
 * - The geocoder: a search for a known address, with no custom headers and no cookies, as the
 *   valuation wizard sends it.
 */
import { isObject } from '../lib/is-object';
import { TIME_LIMIT_SECONDS, type BrowserProbe } from './connection-verdict';

/** The known address the geocoder must find. */
export const GEOCODER_TEST_QUERY = {
	city: 'Berlin',
	postalcode: '10115',
} as const;

/**
 * The URL of the API's test call.
 *
 * @param apiBase The saved API base (no trailing slash).
 */
export function apiTestUrl( apiBase: string ): string {
	return `${ apiBase }/api/onoffice/countries`;
}

/**
 * The URL of the geocoder's test search.
 *
 * @param geocoderUrl The saved geocoder URL.
 */
export function geocoderTestUrl( geocoderUrl: string ): string {
	const url = new URL( geocoderUrl );
	url.searchParams.set( 'city', GEOCODER_TEST_QUERY.city );
	url.searchParams.set( 'postalcode', GEOCODER_TEST_QUERY.postalcode );
	url.searchParams.set( 'format', 'json' );
	url.searchParams.set( 'addressdetails', '1' );
	url.searchParams.set( 'accept-language', 'de' );
	return url.href;
}

/**
 * Whether an answer is the API's: the countries call answers an object of code → name.
 *
 * @param body The parsed JSON answer.
 */
export function isApiAnswer( body: unknown ): boolean {
	return (
		isObject( body ) &&
		Object.values( body ).every( ( name ) => typeof name === 'string' )
	);
}

/**
 * Whether an answer is a geocoder's: Nominatim's list of places, at least one with an address.
 *
 * @param body The parsed JSON answer.
 */
export function isGeocoderAnswer( body: unknown ): boolean {
	return (
		Array.isArray( body ) &&
		body.some( ( place ) => isObject( place ) && isObject( place.address ) )
	);
}

/**
 * Sends one request and reports what came back.
 *
 * @param url      The URL.
 * @param headers  Request headers.
 * @param expected Whether the parsed answer is the expected one.
 * @param now      Clock in milliseconds (tests pass their own).
 */
export async function probe(
	url: string,
	headers: Record< string, string >,
	expected: ( body: unknown ) => boolean,
	now: () => number = () => performance.now()
): Promise< BrowserProbe > {
	const started = now();
	try {
		const response = await fetch( url, {
			method: 'GET',
			headers,
			mode: 'cors',
			credentials: 'omit',
			cache: 'no-store',
			redirect: 'follow',
			signal: AbortSignal.timeout( TIME_LIMIT_SECONDS * 1000 ),
		} );
		const ms = Math.round( now() - started );
		let body: unknown = null;
		try {
			body = await response.json();
		} catch {
			body = null;
		}
		return {
			reached: true,
			status: response.status,
			ms,
			expected: expected( body ),
			timedOut: false,
		};
	} catch ( error ) {
		return {
			reached: false,
			status: 0,
			ms: Math.round( now() - started ),
			expected: false,
			timedOut: error instanceof Error && error.name === 'TimeoutError',
		};
	}
}

/**
 * Checks the API from this browser.
 *
 * @param apiBase    The saved API base.
 * @param siteOrigin This site's origin (sent as `X-Broker-Url`, as the customer area does).
 */
export function checkApi(
	apiBase: string,
	siteOrigin: string
): Promise< BrowserProbe > {
	return probe(
		apiTestUrl( apiBase ),
		{
			Accept: 'application/json',
			'Accept-Language': 'en',
			'X-Requested-With': 'XMLHttpRequest',
			'X-Broker-Url': siteOrigin,
		},
		isApiAnswer
	);
}

/**
 * Checks the geocoder from this browser.
 *
 * @param geocoderUrl The saved geocoder URL.
 */
export function checkGeocoder( geocoderUrl: string ): Promise< BrowserProbe > {
	return probe( geocoderTestUrl( geocoderUrl ), {}, isGeocoderAnswer );
}
