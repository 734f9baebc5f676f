/**
 * The location lookup: an OpenStreetMap Nominatim-style search by city and postal code at the
 * geocoder URL the broker sets. It is not an API call: plain `fetch` with no bearer token, none of
 * the API's headers and no cookies. Any failure answers null (silent).
 * See docs/behaviour.md "Calls and headers".
 */
import { useCallback, useRef } from 'react';
import { alpha2ToAlpha3 } from '../lib/country-codes';
import { isObject } from '../lib/is-object';
import { baseApi } from './base-api';

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

/** The lookup, injected into the one API slice so screens use it like any other query. */
export const geocoderApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** Looks up a place; answers null for no match or any failure. */
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
					} );
					if ( ! response.ok ) {
						return { data: null };
					}
					return { data: parseNominatim( await response.json() ) };
				} catch {
					return { data: null };
				}
			},
		} ),
	} ),
} );

/** The lazy hook of the lookup (it runs when a field is left, not on render). */
export const { useLazyLookupPlaceQuery } = geocoderApi;

/** One lookup after a ZIP or city field was left. */
export interface PlaceLookup {
	zip: string;
	city: string;
	/** The field just left: when the pair finds nothing, it is tried on its own. */
	left: 'zip' | 'city';
	/** Whether the answer may still be applied (the fields it fills are unchanged). */
	stillApplies: () => boolean;
}

/**
 * The place lookup of a form with a ZIP and a city field (the profile, the wizard's location
 * step): it asks for the pair and, when that finds nothing, for the field just left on its own
 * (the other may still hold the old place). It answers null when nothing was found, the lookup
 * failed, a newer lookup started meanwhile, or `stillApplies` says no: answers can arrive out of
 * order, or after the person filled the fields in.
 *
 * @param geocoderUrl The configured geocoder URL; empty turns the lookup off.
 */
export function usePlaceLookup( geocoderUrl: string ) {
	const [ lookup ] = useLazyLookupPlaceQuery();
	const latest = useRef( 0 );
	return useCallback(
		async ( {
			zip,
			city,
			left,
			stillApplies,
		}: PlaceLookup ): Promise< PlaceFound | null > => {
			if ( ! geocoderUrl ) {
				return null;
			}
			const id = ++latest.current;
			const current = () => id === latest.current && stillApplies();
			const find = async ( c: string, postalcode: string ) => {
				try {
					return await lookup(
						{ geocoderUrl, city: c, postalcode },
						true
					).unwrap();
				} catch {
					return null;
				}
			};
			let place = await find( city, zip );
			if ( ! place && zip && city && current() ) {
				place =
					left === 'zip'
						? await find( '', zip )
						: await find( city, '' );
			}
			return place && current() ? place : null;
		},
		[ lookup, geocoderUrl ]
	);
}
