/**
 * Calls to the broker's CRM metadata that several features share: field metadata (permitted values
 * of e.g. `address.Anrede`) and countries. Both answers go through `checkedAnswer`, like every
 * other answer: one that is not an object fails with `INVALID_ANSWER`.
 */
import { CRM } from '../config/constants';
import { isObject, isObjectOf } from '../lib/is-object';
import { baseApi, checkedAnswer } from './base-api';
import type { components } from './generated/openapi';

/** One field's metadata: its permitted values, code → name. */
export interface FieldMeta {
	/** The CRM's label of the field, when it sends one. */
	label?: string;
	/** Permitted values, code (sent) → name (shown). */
	permittedvalues: Record< string, string >;
}

/** Field metadata keyed `module.field`. */
export type FieldMetadata = Record< string, FieldMeta >;

/** Which fields to ask for. */
export interface FieldsRequest {
	/** CRM modules, e.g. `address`. */
	modules: string[];
	/** Field names within them, e.g. `Anrede`. */
	fieldList: string[];
}

/**
 * Reads a field-metadata answer: an object of `module.field` entries; entries without permitted
 * values are skipped, names become text.
 *
 * @param  answer The parsed answer body.
 * @throws {Error} When the answer is not an object.
 */
export function parseFieldMetadata( answer: unknown ): FieldMetadata {
	if ( ! isObject( answer ) ) {
		throw new Error( 'The field metadata is not an object.' );
	}
	const metadata: FieldMetadata = {};
	for ( const [ key, value ] of Object.entries( answer ) ) {
		if (
			isObjectOf< components[ 'schemas' ][ 'FieldMeta' ] >( value ) &&
			isObject( value.permittedvalues )
		) {
			metadata[ key ] = {
				label:
					typeof value.label === 'string' ? value.label : undefined,
				permittedvalues: Object.fromEntries(
					Object.entries( value.permittedvalues ).map(
						( [ code, name ] ) => [ code, String( name ) ]
					)
				),
			};
		}
	}
	return metadata;
}

/**
 * Reads a countries answer: an object of code → name, names as text.
 *
 * @param  answer The parsed answer body.
 * @throws {Error} When the answer is not an object.
 */
export function parseCountries( answer: unknown ): Record< string, string > {
	if ( ! isObject( answer ) ) {
		throw new Error( 'The countries answer is not an object.' );
	}
	return Object.fromEntries(
		Object.entries( answer ).map( ( [ code, name ] ) => [
			code,
			String( name ),
		] )
	);
}

/** The CRM metadata endpoints, injected into the one API slice. */
export const crmApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** `GET /api/{crm}/fields?modules[]=…&fieldList[]=…`. */
		getFields: build.query< FieldMetadata, FieldsRequest >( {
			queryFn: ( request, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( { url: `${ CRM }/fields`, params: request } ),
					parseFieldMetadata
				),
		} ),
		/** `GET /api/{crm}/countries`: code → name. */
		getCountries: build.query< Record< string, string >, void >( {
			queryFn: ( _arg, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( `${ CRM }/countries` ),
					parseCountries
				),
		} ),
	} ),
} );

/** Generated hooks of the CRM metadata endpoints. */
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
