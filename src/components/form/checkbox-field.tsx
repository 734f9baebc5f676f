/**
 * A checkbox bound to Formik, its label may contain a link.
 */
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldError } from './field-parts';
import { useFieldA11y } from './use-field-a11y';

/** Props of a checkbox field. */
export interface CheckboxFieldProps {
	name: string;
	label: ReactNode;
	required?: boolean;
}

/**
 * @param props
 * @param props.name     Formik field name (boolean value).
 * @param props.label    Label content.
 * @param props.required Marks the box as required.
 */
export function CheckboxField( { name, label, required }: CheckboxFieldProps ) {
	const [ field ] = useField( { name, type: 'checkbox' } );
	const a11y = useFieldA11y( name );
	return (
		<div className="ca-field ca-field--checkbox">
			<input
				type="checkbox"
				{ ...field }
				id={ a11y.id }
				aria-required={ required || undefined }
				aria-invalid={ a11y.invalid || undefined }
				aria-describedby={ a11y.describedBy }
				className="ca-checkbox"
			/>
			<label htmlFor={ a11y.id } className="ca-field__label">
				{ label }
			</label>
			<FieldError id={ a11y.errorId } message={ a11y.error } />
		</div>
	);
}
