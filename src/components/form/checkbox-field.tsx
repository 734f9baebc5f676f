/**
 * A checkbox bound to Formik, its label may contain a link.
 */
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldError } from './field-parts';
import { useFieldA11y } from './use-field-a11y';

/** Props of a checkbox field. */
export interface CheckboxFieldProps {
	/** Formik field name (boolean value). */
	name: string;
	/** Label content; may hold a link. */
	label: ReactNode;
	/** Marks the box as required. */
	required?: boolean;
}

/**
 * A checkbox field.
 *
 * @param props See CheckboxFieldProps.
 */
export function CheckboxField( props: CheckboxFieldProps ) {
	const { name, label, required } = props;
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
