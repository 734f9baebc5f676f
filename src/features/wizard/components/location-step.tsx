/**
 * The location step: only the fields the server configures, in rows (postal code and city, street
 * and house number, state and country). Leaving the postal code or the city fills state and
 * country through the geocoder.
 */
import { useMemo, type ReactNode } from 'react';
import {
	CITY_FIELD,
	COUNTRY_FIELD,
	POSTAL_CODE_FIELD,
	STATE_FIELD,
} from '../constants';
import { useGetEstateCountriesQuery } from '../api';
import { useLocationLookup } from '../use-location-lookup';
import type { WizardModel } from '../use-wizard';
import { isFieldRequired } from '../validation';
import { currentAnswer } from '../visibility';
import { FieldControl } from './field-control';

/** Fields that share a row. */
const ROWS: ReadonlyArray< readonly string[] > = [
	[ POSTAL_CODE_FIELD, CITY_FIELD ],
	[ 'strasse', 'hausnummer' ],
	[ STATE_FIELD, COUNTRY_FIELD ],
];

/** Props of the location step. */
export interface LocationStepProps {
	model: WizardModel;
}

/**
 * @param props See LocationStepProps.
 */
export function LocationStep( props: LocationStepProps ) {
	const { model } = props;
	const fields = useMemo(
		() =>
			model.categories.flatMap( ( { category, fields: shown } ) =>
				shown.map( ( field ) => ( {
					field,
					required: isFieldRequired(
						model.stepName,
						category,
						field,
						shown.length
					),
				} ) )
			),
		[ model.categories, model.stepName ]
	);
	const byKey = new Map(
		fields.map( ( item ) => [ item.field.field.key, item ] )
	);
	const hasCountry = byKey.has( COUNTRY_FIELD );
	const { data: countries } = useGetEstateCountriesQuery( undefined, {
		skip: ! hasCountry,
	} );
	const knownCountries = useMemo(
		() => ( countries ? new Set( Object.keys( countries ) ) : null ),
		[ countries ]
	);
	const lookup = useLocationLookup( {
		hasState: byKey.has( STATE_FIELD ),
		hasCountry,
		knownCountries,
	} );

	const control = ( key: string ): ReactNode => {
		const item = byKey.get( key );
		if ( ! item ) {
			return null;
		}
		return (
			<FieldControl
				key={ key }
				shown={ item.field }
				value={ currentAnswer( item.field, model.answers ) }
				error={ model.errors[ key ] ?? '' }
				required={ item.required }
				onChange={ ( value ) => model.setAnswer( key, value ) }
				onLeave={ () => {
					model.leave( key );
					void lookup( key );
				} }
				grid="default"
			/>
		);
	};
	const paired = new Set( ROWS.flat() );
	const rows = [
		...ROWS.map( ( row ) => row.filter( ( key ) => byKey.has( key ) ) ),
		...fields
			.map( ( item ) => item.field.field.key )
			.filter( ( key ) => ! paired.has( key ) )
			.map( ( key ) => [ key ] ),
	].filter( ( row ) => row.length > 0 );
	return (
		<div className="ca-wizard__location">
			{ rows.map( ( row ) => (
				<div
					key={ row.join( '|' ) }
					className={ row.length > 1 ? 'ca-form__pair' : undefined }
				>
					{ row.map( control ) }
				</div>
			) ) }
		</div>
	);
}
