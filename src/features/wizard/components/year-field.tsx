/**
 * The year of construction: a searchable list of the last 300 years, newest first.
 */
import { __ } from '@wordpress/i18n';
import { Combobox } from '../../../components/combobox';
import { textOf } from '../answers';
import type { FieldProps } from './field-types';
import { InfoButton } from './typed-field';

/**
 * @param props See FieldProps.
 */
export function YearField( props: FieldProps ) {
	const { shown, value, error, required, onChange, onLeave } = props;
	return (
		<Combobox
			label={ __( 'Year of Construction', 'customer-area' ) }
			labelAddon={ <InfoButton field={ shown.field } /> }
			required={ required }
			options={ shown.options }
			value={ textOf( value ) }
			onChange={ onChange }
			onBlur={ onLeave }
			placeholder={ __( 'Please Choose', 'customer-area' ) }
			searchPlaceholder={ __( 'Search years…', 'customer-area' ) }
			error={ error }
		/>
	);
}
