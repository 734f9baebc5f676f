/**
 * A labelled text input bound to Formik.
 */
import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldLabel } from './field-parts';
import { useFieldA11y } from './use-field-a11y';

/**
 * Input types whose values read left to right in every language: on a right-to-left page a
 * telephone number would otherwise show its leading '+' at the far end ('49 30 1234567+').
 */
const LEFT_TO_RIGHT_TYPES = new Set( [ 'email', 'tel', 'url' ] );

/** Props of a text field. */
export interface TextFieldProps extends Omit<
	InputHTMLAttributes< HTMLInputElement >,
	'name' | 'id'
> {
	/** Formik field name. */
	name: string;
	/** Visible label. */
	label: string;
	/** A hint below the input, tied to it by aria-describedby. */
	hint?: ReactNode;
	/** Rendered after the input inside the same wrapper (e.g. a show/hide button). */
	addon?: ReactNode;
	/** Ids of further elements that describe the input (joined to aria-describedby). */
	describedBy?: string;
}

/**
 * A text field.
 *
 * @param props See TextFieldProps; other input attributes pass through to the `<input>`
 *              (`className` goes to the wrapper).
 */
export function TextField( props: TextFieldProps ) {
	const {
		name,
		label,
		hint,
		addon,
		required,
		className,
		describedBy,
		...inputProps
	} = props;
	const [ field ] = useField( name );
	const a11y = useFieldA11y( name, !! hint, describedBy );
	return (
		<div className={ `ca-field ${ className ?? '' }`.trim() }>
			<FieldLabel htmlFor={ a11y.id } required={ required }>
				{ label }
			</FieldLabel>
			<div className="ca-field__control">
				<input
					type="text"
					dir={
						LEFT_TO_RIGHT_TYPES.has( inputProps.type ?? '' )
							? 'ltr'
							: undefined
					}
					{ ...field }
					value={ field.value ?? '' }
					{ ...inputProps }
					id={ a11y.id }
					aria-required={ required || undefined }
					aria-invalid={ a11y.invalid || undefined }
					aria-describedby={ a11y.describedBy }
					className="ca-input"
				/>
				{ addon }
			</div>
			{ hint && (
				<p id={ a11y.hintId } className="ca-field__hint">
					{ hint }
				</p>
			) }
			<FieldError id={ a11y.errorId } message={ a11y.error } />
		</div>
	);
}
