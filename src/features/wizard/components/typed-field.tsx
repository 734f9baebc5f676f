/**
 * A typed field (number or text): its label with the required marker and, when the server sends
 * one, its info button; its input; and its message.
 */
import { useId, type InputHTMLAttributes } from 'react';
import { FieldError, FieldLabel } from '../../../components/form/field-parts';
import { Toggletip } from '../../../components/toggletip';
import type { WizardField } from '../settings';

/** Props of a typed field; other attributes pass through to the `<input>`. */
export interface TypedFieldProps extends Omit<
	InputHTMLAttributes< HTMLInputElement >,
	'required'
> {
	field: WizardField;
	required: boolean;
	/** Its message; '' when none is due. */
	error: string;
}

/**
 * @param props See TypedFieldProps.
 */
export function TypedField( props: TypedFieldProps ) {
	const { field, required, error, ...inputProps } = props;
	const base = useId();
	const id = `${ base }-input`;
	const errorId = `${ base }-error`;
	return (
		<div className="ca-field">
			<div className="ca-field__label-row">
				<FieldLabel htmlFor={ id } required={ required }>
					{ field.name }
				</FieldLabel>
				<InfoButton field={ field } />
			</div>
			<input
				{ ...inputProps }
				id={ id }
				className="ca-input"
				aria-required={ required || undefined }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ error ? errorId : undefined }
			/>
			<FieldError id={ errorId } message={ error } />
		</div>
	);
}

/**
 * The field's info button; nothing without a tooltip.
 *
 * @param props       The field.
 * @param props.field The field.
 */
export function InfoButton( props: { field: WizardField } ) {
	const { field } = props;
	return field.tooltip ? (
		<Toggletip text={ field.tooltip } about={ field.name } />
	) : null;
}
