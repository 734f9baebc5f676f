/**
 * The location lookup: an OpenStreetMap Nominatim-style search by city and postal code at the
 * geocoder URL the broker sets. It is not an API call: plain `fetch` with no bearer token, none of
 * the API's headers and no cookies. It fails after the API's time limit like any call; the
 * screen stays silent about a failure. See docs/behaviour.md "Calls and headers".
 */
import { alpha2ToAlpha3 } from '../lib/country-codes';
import { isObject } from '../lib/is-object';
import { baseApi, CALL_TIMEOUT_MS } from './base-api';

/** What to look up. */
export interface PlaceQuery {
	/** The configured geocoder URL (from the plugin config). */
	geocoderUrl: string;
	/** The city as typed ('' for none). */
	city: string;
	/** The postal code as typed ('' for none). */
	postalcode: string;
}

/** What a lookup found: the state and the ISO 3166-1 alpha-3 country (either may be ''). */
export interface PlaceFound {
	/** The state (Bundesland), as the geocoder names it. */
	state: string;
	/** The ISO 3166-1 alpha-3 country code. */
	country: string;
}

/**
 * Reads the first place of a Nominatim answer; null when it holds neither state nor country.
 *
 * @param answer The parsed JSON answer.
 */
export function parseNominatim( answer: unknown ): PlaceFound | null {
	if ( ! Array.isArray( answer ) ) {
		return null;
	}
	for ( const place of answer ) {
		if ( ! isObject( place ) || ! isObject( place.address ) ) {
			continue;
		}
		const { state, country_code: countryCode } = place.address;
		const found: PlaceFound = {
			state: typeof state === 'string' ? state.trim() : '',
			country:
				typeof countryCode === 'string'
					? ( alpha2ToAlpha3( countryCode ) ?? '' )
					: '',
		};
		if ( found.state || found.country ) {
			return found;
		}
	}
	return null;
}

/**
 * The request URL: `{geocoderUrl}?city=…&postalcode=…&format=json&addressdetails=1&accept-language=de`;
 * null when the configured URL is not http(s).
 *
 * @param query What to look up.
 */
export function geocoderRequestUrl( query: PlaceQuery ): string | null {
	let url: URL;
	try {
		url = new URL( query.geocoderUrl );
	} catch {
		return null;
	}
	if ( url.protocol !== 'https:' && url.protocol !== 'http:' ) {
		return null;
	}
	if ( query.city.trim() ) {
		url.searchParams.set( 'city', query.city.trim() );
	}
	if ( query.postalcode.trim() ) {
		url.searchParams.set( 'postalcode', query.postalcode.trim() );
	}
	url.searchParams.set( 'format', 'json' );
	url.searchParams.set( 'addressdetails', '1' );
	url.searchParams.set( 'accept-language', 'de' );
	return url.href;
}

/**
 * A signal that aborts the lookup after the API's time limit (an abort after the answer is moot).
 */
function timeLimit(): AbortSignal {
	const controller = new AbortController();
	setTimeout( () => controller.abort(), CALL_TIMEOUT_MS );
	return controller.signal;
}

/** The lookup, injected into the one API slice so screens use it like any other query. */
export const geocoderApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/**
		 * Looks up a place; answers null for no match. A failed lookup (no answer in time, an
		 * error status, an unreadable body) is an error, so that it is not cached as "nothing
		 * found" and the same place can be looked up again.
		 */
		lookupPlace: build.query< PlaceFound | null, PlaceQuery >( {
			async queryFn( query ) {
				const url = geocoderRequestUrl( query );
				if (
					! url ||
					( ! query.city.trim() && ! query.postalcode.trim() )
				) {
					return { data: null };
				}
				try {
					// No headers and no credentials: a simple CORS GET that carries nothing of the API's.
					const response = await fetch( url, {
						credentials: 'omit',
						signal: timeLimit(),
					} );
					if ( ! response.ok ) {
						return {
							error: { status: response.status, data: null },
						};
					}
					return { data: parseNominatim( await response.json() ) };
				} catch ( failure ) {
					return {
						error: {
							status: 'FETCH_ERROR',
							error: String( failure ),
						},
					};
				}
			},
		} ),
	} ),
} );

/** The lazy hook of the lookup (it runs when a field is left, not on render). */
export const { useLazyLookupPlaceQuery } = geocoderApi;
