/**
 * Calls to the broker's CRM metadata that several features share: field metadata (permitted values
 * of e.g. `address.Anrede`) and countries (spec 1 sections 3 and 7).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CRM } from '../config/constants';
import { isObject } from '../lib/is-object';
import { baseApi } from './base-api';

/** One field's metadata: its permitted values, code → name. */
export interface FieldMeta {
	label?: string;
	permittedvalues: Record< string, string >;
}

/** Field metadata keyed `module.field`. */
export type FieldMetadata = Record< string, FieldMeta >;

/** Which fields to ask for. */
export interface FieldsRequest {
	modules: string[];
	fieldList: string[];
}

/** Error code of a field-metadata answer that is not an object (spec 1 section 5). */
export const INVALID_STRUCTURE = 'invalid_api_response_structure';

const invalid: FetchBaseQueryError = {
	status: 'CUSTOM_ERROR',
	error: INVALID_STRUCTURE,
};

export const crmApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** `GET /api/{crm}/fields?modules[]=…&fieldList[]=…`. */
		getFields: build.query< FieldMetadata, FieldsRequest >( {
			async queryFn( request, _api, _extra, baseQuery ) {
				const result = await baseQuery( {
					url: `${ CRM }/fields`,
					params: request,
				} );
				if ( result.error ) {
					return { error: result.error };
				}
				if ( ! isObject( result.data ) ) {
					return { error: invalid };
				}
				const metadata: FieldMetadata = {};
				for ( const [ key, value ] of Object.entries( result.data ) ) {
					if (
						isObject( value ) &&
						isObject( value.permittedvalues )
					) {
						metadata[ key ] = {
							label:
								typeof value.label === 'string'
									? value.label
									: undefined,
							permittedvalues: Object.fromEntries(
								Object.entries( value.permittedvalues ).map(
									( [ code, name ] ) => [
										code,
										String( name ),
									]
								)
							),
						};
					}
				}
				return { data: metadata };
			},
			providesTags: [ 'Fields' ],
		} ),
		/** `GET /api/{crm}/countries`: code → name. */
		getCountries: build.query< Record< string, string >, void >( {
			async queryFn( _arg, _api, _extra, baseQuery ) {
				const result = await baseQuery( `${ CRM }/countries` );
				if ( result.error ) {
					return { error: result.error };
				}
				if ( ! isObject( result.data ) ) {
					return { error: invalid };
				}
				return {
					data: Object.fromEntries(
						Object.entries( result.data ).map(
							( [ code, name ] ) => [ code, String( name ) ]
						)
					),
				};
			},
			providesTags: [ 'Countries' ],
		} ),
	} ),
} );

export const { useGetFieldsQuery, useGetCountriesQuery } = crmApi;

/**
 * Turns a field's permitted values into select options (name shown, code sent).
 *
 * @param meta The field's metadata, if loaded.
 */
export function toSelectOptions(
	meta: FieldMeta | undefined
): Array< { value: string; label: string } > {
	if ( ! meta ) {
		return [];
	}
	return Object.entries( meta.permittedvalues ).map( ( [ code, name ] ) => ( {
		value: code,
		label: name,
	} ) );
}
