/**
 * The wizard's calls: its configuration, the option lists of its dropdowns, the estate countries
 * and the submit (`POST /api/estate/store-temporary`). Configuration, options and countries are
 * public and kept for the page's life once loaded; the submit carries the bearer token when a
 * customer is signed in, so the new estate is linked to them at once.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi, checkedAnswer } from '../../api/base-api';
import type { components } from '../../api/generated/openapi';
import { CRM } from '../../config/constants';
import { isObject, isObjectOf } from '../../lib/is-object';
import type { ValuationPayload } from './payload';
import { parseValuationSettings, type WizardConfig } from './settings';

type Schemas = components[ 'schemas' ];

/** Cached data stays this long after its last user (seconds): in practice, the page's life. */
const KEEP_FOR_PAGE = 24 * 60 * 60;

/** An option source of a dropdown: `module.field`. */
const SOURCE = /^(address|estate)\.([A-Za-z0-9_]+)$/;

/** Error of an option list the answer does not hold (field not found or no permitted values). */
const NO_OPTIONS: FetchBaseQueryError = {
	status: 'CUSTOM_ERROR',
	error: 'no_permitted_values',
};

/**
 * Reads a code → name map (countries, permitted values); throws when it is none.
 *
 * @param answer The parsed answer.
 */
export function parseNameMap( answer: unknown ): Record< string, string > {
	if ( ! isObject( answer ) ) {
		throw new Error( 'Not a code → name map.' );
	}
	return Object.fromEntries(
		Object.entries( answer )
			.filter( ( [ , name ] ) => typeof name === 'string' )
			.map( ( [ code, name ] ) => [ code, name as string ] )
	);
}

/**
 * Reads the store-temporary answer's estate token; throws when there is none.
 *
 * @param answer The parsed answer.
 */
export function parseEstateToken( answer: unknown ): string {
	const data = isObjectOf< Schemas[ 'StoreTemporaryResponse' ] >( answer )
		? answer.data
		: undefined;
	const token = isObjectOf< Schemas[ 'StoreTemporaryResponse' ][ 'data' ] >(
		data
	)
		? data.estate_token
		: undefined;
	if ( typeof token !== 'string' || token.trim() === '' ) {
		throw new Error( 'The answer holds no estate token.' );
	}
	return token;
}

export const wizardApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** `GET /api/settings/valuation?only_selected=true`: the steps' categories. */
		getValuationSettings: build.query< WizardConfig, void >( {
			queryFn: ( _arg, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( {
						url: 'settings/valuation',
						params: { only_selected: true },
					} ),
					parseValuationSettings
				),
			extraOptions: { skipAuth: true },
			keepUnusedDataFor: KEEP_FOR_PAGE,
		} ),
		/**
		 * The options of one dropdown source (`module.field`): code → name from
		 * `GET /api/onoffice/fields`. Cached per source; two dropdowns of one source share one call.
		 */
		getOptionSource: build.query< Record< string, string >, string >( {
			async queryFn( source, _api, _extra, baseQuery ) {
				const match = SOURCE.exec( source );
				if ( ! match ) {
					return { error: NO_OPTIONS };
				}
				const result = await checkedAnswer(
					baseQuery( {
						url: `${ CRM }/fields`,
						params: {
							modules: [ match[ 1 ] ],
							fieldList: [ match[ 2 ] ],
						},
					} ),
					( answer ) => {
						const entry = isObject( answer )
							? answer[ source ]
							: null;
						return parseNameMap(
							isObjectOf< Schemas[ 'FieldMeta' ] >( entry )
								? entry.permittedvalues
								: null
						);
					}
				);
				return result.error || Object.keys( result.data ).length > 0
					? result
					: { error: NO_OPTIONS };
			},
			extraOptions: { skipAuth: true },
			keepUnusedDataFor: KEEP_FOR_PAGE,
		} ),
		/** `GET /api/onoffice/estate/countries`: alpha-3 code → name. */
		getEstateCountries: build.query< Record< string, string >, void >( {
			queryFn: ( _arg, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( `${ CRM }/estate/countries` ),
					parseNameMap
				),
			extraOptions: { skipAuth: true },
			keepUnusedDataFor: KEEP_FOR_PAGE,
		} ),
		/** `POST /api/estate/store-temporary` → the estate token. */
		storeTemporaryEstate: build.mutation< string, ValuationPayload >( {
			queryFn: ( body, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( {
						url: 'estate/store-temporary',
						method: 'POST',
						body,
					} ),
					parseEstateToken,
					'generic_error'
				),
			// A signed-in customer's new estate is theirs at once: their estate lists are stale.
			invalidatesTags: [ 'Estate' ],
		} ),
	} ),
} );

export const {
	useGetValuationSettingsQuery,
	useGetOptionSourceQuery,
	useGetEstateCountriesQuery,
	useStoreTemporaryEstateMutation,
} = wizardApi;
