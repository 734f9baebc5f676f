/**
 * Label, hint and error text shared by every field component.
 */
import type { ReactNode } from 'react';

/** Props of a field's error text. */
export interface FieldErrorProps {
	/** Element id referenced by the control. */
	id: string;
	/** The message; nothing renders while it is empty. */
	message: string;
}

/**
 * A field's error text, tied to its control by id (aria-describedby).
 *
 * @param props See FieldErrorProps.
 */
export function FieldError( props: FieldErrorProps ) {
	const { id, message } = props;
	if ( ! message ) {
		return null;
	}
	return (
		<p id={ id } className="ca-field__error">
			{ message }
		</p>
	);
}

/** Props of a field's label. */
export interface FieldLabelProps {
	/** Control id. */
	htmlFor: string;
	/** Marks the field as required (a visual asterisk; the control carries aria-required). */
	required?: boolean;
	/** Label text. */
	children: ReactNode;
}

/**
 * A field's label with the required marker.
 *
 * @param props See FieldLabelProps.
 */
export function FieldLabel( props: FieldLabelProps ) {
	const { htmlFor, required, children } = props;
	return (
		<label className="ca-field__label" htmlFor={ htmlFor }>
			{ children }
			{ required && (
				<span className="ca-field__required" aria-hidden="true">
					{ ' *' }
				</span>
			) }
		</label>
	);
}
