/**
 * A text field of the wizard (the location's postal code, city, street…), with the browser's
 * address autofill where the field is a known part of an address.
 */
import { useId } from 'react';
import { FieldError } from '../../../components/form/field-parts';
import { textOf } from '../answers';
import { FieldLabelRow } from './field-label-row';
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
	const base = useId();
	const id = `${ base }-input`;
	const errorId = `${ base }-error`;
	return (
		<div className="ca-field">
			<FieldLabelRow
				field={ field }
				htmlFor={ id }
				required={ required }
			/>
			<input
				id={ id }
				type="text"
				className="ca-input"
				autoComplete={ AUTOCOMPLETE[ field.key ] ?? 'off' }
				value={ textOf( value ) }
				aria-required={ required || undefined }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ error ? errorId : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
				onBlur={ onLeave }
			/>
			<FieldError id={ errorId } message={ error } />
		</div>
	);
}
