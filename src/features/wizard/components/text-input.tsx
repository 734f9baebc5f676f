/**
 * A text field of the wizard (the location's postal code, city, street…), with the browser's
 * address autofill where the field is a known part of an address.
 */
import { textOf } from '../answers';
import { TypedField } from './typed-field';
import type { FieldProps } from './field-types';

/** Address autofill hints of the location fields. */
const AUTOCOMPLETE: Readonly< Record< string, string > > = {
	postleitzahl: 'postal-code',
	ort: 'address-level2',
	strasse: 'address-line1',
	bundesland: 'address-level1',
};

/**
 * @param props See FieldProps.
 */
export function TextInput( props: FieldProps ) {
	const { shown, value, error, required, onChange, onLeave } = props;
	const { field } = shown;
	return (
		<TypedField
			field={ field }
			required={ required }
			error={ error }
			type="text"
			autoComplete={ AUTOCOMPLETE[ field.key ] ?? 'off' }
			value={ textOf( value ) }
			onChange={ ( event ) => onChange( event.target.value ) }
			onBlur={ onLeave }
		/>
	);
}
