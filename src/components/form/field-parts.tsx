/**
 * Label, hint and error text shared by every field component.
 */
import type { ReactNode } from 'react';

/**
 * A field's error text, tied to its control by id (aria-describedby).
 *
 * @param props
 * @param props.id      Element id referenced by the control.
 * @param props.message The message; nothing renders while it is empty.
 */
export function FieldError( { id, message }: { id: string; message: string } ) {
	if ( ! message ) {
		return null;
	}
	return (
		<p id={ id } className="ca-field__error">
			{ message }
		</p>
	);
}

/**
 * A field's label with the required marker.
 *
 * @param props
 * @param props.htmlFor  Control id.
 * @param props.required Marks the field as required.
 * @param props.children Label text.
 */
export function FieldLabel( {
	htmlFor,
	required,
	children,
}: {
	htmlFor: string;
	required?: boolean;
	children: ReactNode;
} ) {
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
