/**
 * A dropdown_select field: several options from the field's CRM source.
 */
import { MultiSelect } from '../../../components/multi-select';
import { listOf } from '../answers';
import { useOptionSource } from '../use-option-source';
import type { FieldProps } from './field-types';
import { InfoButton } from './typed-field';

/**
 * @param props See FieldProps.
 */
export function DropdownField( props: FieldProps ) {
	const { shown, value, error, required, onChange, onLeave } = props;
	const { field } = shown;
	const { options, loading, problem } = useOptionSource( field.source );
	return (
		<MultiSelect
			label={ field.name }
			labelAddon={ <InfoButton field={ field } /> }
			required={ required }
			options={ options }
			value={ listOf( value ) }
			onChange={ onChange }
			onBlur={ onLeave }
			loading={ loading }
			problem={ problem }
			error={ error }
		/>
	);
}
