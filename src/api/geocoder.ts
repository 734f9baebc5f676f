/**
 * The location lookup: an OpenStreetMap Nominatim-style search by city and postal code at the
 * geocoder URL the broker sets. It is not an API call: plain `fetch` with no bearer token, none of
 * the API's headers and no cookies. It fails after the API's time limit like any call; the
 * screen stays silent about a failure. See docs/behaviour.md "Calls and headers".
 */
import { useCallback, useRef } from 'react';
import { alpha2ToAlpha3 } from '../lib/country-codes';
import { isObjectOf } from '../lib/is-object';
import { baseApi, CALL_TIMEOUT_MS } from './base-api';
import type { components } from './generated/openapi';

/** A place as Nominatim answers it (the contract describes the sandbox's stand-in). */
type Place = components[ 'schemas' ][ 'GeocoderPlace' ];

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
		if (
			! isObjectOf< Place >( place ) ||
			! isObjectOf< Place[ 'address' ] >( place.address )
		) {
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
 * A signal for one lookup: it aborts after the API's time limit, or when RTK Query drops the
 * lookup (`request`). Call `done()` once the lookup has ended, so no timer or listener stays.
 *
 * @param request RTK Query's signal of the lookup.
 */
export function timeLimit( request: AbortSignal ): {
	signal: AbortSignal;
	done: () => void;
} {
	const controller = new AbortController();
	const abort = () => controller.abort();
	const timer = setTimeout( abort, CALL_TIMEOUT_MS );
	request.addEventListener( 'abort', abort );
	return {
		signal: controller.signal,
		done: () => {
			clearTimeout( timer );
			request.removeEventListener( 'abort', abort );
		},
	};
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
			async queryFn( query, { signal } ) {
				const url = geocoderRequestUrl( query );
				if (
					! url ||
					( ! query.city.trim() && ! query.postalcode.trim() )
				) {
					return { data: null };
				}
				const limit = timeLimit( signal );
				try {
					// No headers and no credentials: a simple CORS GET that carries nothing of the API's.
					const response = await fetch( url, {
						credentials: 'omit',
						signal: limit.signal,
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
				} finally {
					limit.done();
				}
			},
		} ),
	} ),
} );

/** The lazy hook of the lookup (it runs when a field is left, not on render). */
export const { useLazyLookupPlaceQuery } = geocoderApi;

/** One lookup after a ZIP or city field was left. */
export interface PlaceLookup {
	/** The ZIP and the city, trimmed. */
	zip: string;
	city: string;
	/** The field just left: when the pair finds nothing, it is tried on its own. */
	left: 'zip' | 'city';
	/** What the answer would fill (state and country) as it is now; read again when it arrives. */
	filled: () => string;
}

/**
 * The place lookup of a form with a ZIP and a city field (the profile, the wizard's location
 * step). Only a changed ZIP/city pair is looked up, so tabbing through never overwrites a state
 * someone typed by hand; a pair whose lookup failed (rather than found nothing) is tried again
 * when a field is left again, as long as state and country are unchanged. It asks for the pair
 * and, when that finds nothing, for the field just left on its own (the other may still hold the
 * old place). It answers the place to fill in, or null: nothing found, the lookup failed, a newer
 * lookup started meanwhile, or state or country changed while it ran (answers can arrive out of
 * order, or after the person filled the fields in).
 *
 * @param geocoderUrl The configured geocoder URL; empty turns the lookup off.
 * @param initialPair `zip|city` of the form as it opened: not looked up until it changes.
 */
export function usePlaceLookup( geocoderUrl: string, initialPair: string ) {
	const [ lookup ] = useLazyLookupPlaceQuery();
	const lastPair = useRef( initialPair );
	// What `filled` said when the lookup of `lastPair` failed; null when it did not fail.
	const failedWith = useRef< string | null >( null );
	const latest = useRef( 0 );
	return useCallback(
		async ( {
			zip,
			city,
			left,
			filled,
		}: PlaceLookup ): Promise< PlaceFound | null > => {
			const pair = `${ zip }|${ city }`;
			const before = filled();
			if (
				! geocoderUrl ||
				( ! zip && ! city ) ||
				( pair === lastPair.current && failedWith.current !== before )
			) {
				return null;
			}
			lastPair.current = pair;
			failedWith.current = null;
			const id = ++latest.current;
			const current = () => id === latest.current && filled() === before;
			const find = async ( c: string, postalcode: string ) => {
				try {
					return await lookup(
						{ geocoderUrl, city: c, postalcode },
						true
					).unwrap();
				} catch {
					return 'failed' as const;
				}
			};
			let place = await find( city, zip );
			if ( place === null && zip && city && current() ) {
				place =
					left === 'zip'
						? await find( '', zip )
						: await find( city, '' );
			}
			if ( ! current() ) {
				return null;
			}
			if ( place === 'failed' ) {
				failedWith.current = before;
				return null;
			}
			return place;
		},
		[ lookup, geocoderUrl ]
	);
}
