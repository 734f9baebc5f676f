/**
 * The location's country: a searchable list of the estate countries (alpha-3 code kept, name
 * shown), sorted by name. When the list cannot be loaded the field says so and is not required
 * (the wizard cannot ask for what it cannot offer).
 */
import { useMemo } from 'react';
import { __ } from '@wordpress/i18n';
import { Combobox } from '../../../components/combobox';
import { textOf } from '../answers';
import { useGetEstateCountriesQuery } from '../api';
import type { FieldProps } from './field-types';
import { InfoButton } from './typed-field';

/**
 * @param props See FieldProps.
 */
export function CountryField( props: FieldProps ) {
	const { shown, value, error, required, onChange, onLeave } = props;
	const { data, isLoading, isError } = useGetEstateCountriesQuery();
	const options = useMemo(
		() =>
			Object.entries( data ?? {} )
				.map( ( [ code, name ] ) => ( { value: code, label: name } ) )
				.sort( ( a, b ) => a.label.localeCompare( b.label ) ),
		[ data ]
	);
	return (
		<Combobox
			label={ shown.field.name }
			labelAddon={ <InfoButton field={ shown.field } /> }
			required={ required }
			options={ options }
			value={ textOf( value ) }
			onChange={ onChange }
			onBlur={ onLeave }
			loading={ isLoading }
			placeholder={ __( 'Select a country', 'customer-area' ) }
			searchPlaceholder={
				// eslint-disable-next-line @wordpress/i18n-ellipsis -- the product's wording is written with three dots.
				__( 'Search countries...', 'customer-area' )
			}
			error={
				isError
					? __( 'Failed to load options', 'customer-area' )
					: error
			}
		/>
	);
}
