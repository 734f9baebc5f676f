/**
 * The estate system's field metadata and country lists, and the location lookup (a Nominatim-compatible
 * geocoder the broker can point the plugin at).
 */
import { error, ok, type HandlersOf } from '../pipeline';
import { countryNames } from '../seed/countries';
import { CRM_FIELDS } from '../seed/crm';
import { searchPlaces } from '../seed/geocoder';
import type { Schemas } from '../types';

type CrmOperation =
	'getFields' | 'getCountries' | 'getEstateCountries' | 'geocoderSearch';

/**
 * The handlers of field metadata, countries and the geocoder (their answers depend on the seed only).
 */
export function crmHandlers(): HandlersOf< CrmOperation > {
	return {
		getFields( { lang, query } ) {
			const modules = query[ 'modules[]' ];
			const out: Schemas[ 'FieldsResponse' ] = {};
			for ( const name of query[ 'fieldList[]' ] ) {
				const found = modules.filter(
					( m ) => CRM_FIELDS[ m ][ name ]
				);
				if ( ! found.length ) {
					return error( 422, 'field_not_found' );
				}
				for ( const m of found ) {
					const values = CRM_FIELDS[ m ][ name ]?.permittedvalues;
					if ( ! values ) {
						return error( 422, 'no_permitted_values' );
					}
					out[ `${ m }.${ name }` ] = {
						label: CRM_FIELDS[ m ][ name ]?.label[ lang ] ?? name,
						permittedvalues: Object.fromEntries(
							Object.entries( values ).map(
								( [ code, label ] ) => [ code, label[ lang ] ]
							)
						),
					};
				}
			}
			return ok( out );
		},

		getCountries: ( { lang } ) => ok( countryNames( lang ) ),
		getEstateCountries: ( { lang } ) => ok( countryNames( lang ) ),

		geocoderSearch( { query } ) {
			const city = String( query.city ?? '' );
			const postalcode = String( query.postalcode ?? '' );
			if ( ! city.trim() && ! postalcode.trim() ) {
				return error( 400, 'validation_failed' );
			}
			return ok( searchPlaces( city, postalcode ) );
		},
	};
}
