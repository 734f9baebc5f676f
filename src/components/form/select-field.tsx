/**
 * A labelled native select bound to Formik (native controls are the most robust on phones and
 * with screen readers).
 */
import { useField } from 'formik';
import type { SelectHTMLAttributes } from 'react';
import { FieldError, FieldLabel } from './field-parts';
import { useFieldA11y } from './use-field-a11y';

/** One option of a select. */
export interface SelectOption {
	value: string;
	label: string;
}

/** Props of a select field. */
export interface SelectFieldProps extends Omit<
	SelectHTMLAttributes< HTMLSelectElement >,
	'name' | 'id'
> {
	/** Formik field name. */
	name: string;
	/** Visible label. */
	label: string;
	/** The choices, in order. */
	options: SelectOption[];
	/** Text of the empty first option; none when omitted. */
	placeholder?: string;
	/** Ids of further elements that describe the select (joined to aria-describedby). */
	describedBy?: string;
}

/**
 * A select field.
 *
 * @param props See SelectFieldProps; other select attributes pass through to the `<select>`.
 */
export function SelectField( props: SelectFieldProps ) {
	const {
		name,
		label,
		options,
		placeholder,
		required,
		describedBy,
		...selectProps
	} = props;
	const [ field ] = useField( name );
	const a11y = useFieldA11y( name, false, describedBy );
	return (
		<div className="ca-field">
			<FieldLabel htmlFor={ a11y.id } required={ required }>
				{ label }
			</FieldLabel>
			<select
				{ ...field }
				value={ field.value ?? '' }
				{ ...selectProps }
				id={ a11y.id }
				aria-required={ required || undefined }
				aria-invalid={ a11y.invalid || undefined }
				aria-describedby={ a11y.describedBy }
				className="ca-input ca-select"
			>
				{ placeholder !== undefined && (
					<option value="">{ placeholder }</option>
				) }
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
			<FieldError id={ a11y.errorId } message={ a11y.error } />
		</div>
	);
}
