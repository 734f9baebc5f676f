/**
 * An amount in EUR typed the German way ('1.234,56'); leaving the field tidies what was typed into
 * that form when it is a number. The form keeps the text; the save turns it into a number.
 */
import { useField } from 'formik';
import { FieldError, FieldLabel, useFieldA11y } from '../../../components/form';
import { formatAmount, parseAmount } from '../../../lib/format';

/**
 * @param props
 * @param props.name  Formik field name.
 * @param props.label Visible label.
 */
export function MoneyField( { name, label }: { name: string; label: string } ) {
	const [ field, , helpers ] = useField< string >( name );
	const a11y = useFieldA11y( name );
	return (
		<div className="ca-field">
			<FieldLabel htmlFor={ a11y.id }>{ label }</FieldLabel>
			<div className="ca-field__control ca-money">
				<input
					type="text"
					inputMode="decimal"
					autoComplete="off"
					{ ...field }
					value={ field.value ?? '' }
					onBlur={ ( event ) => {
						const amount = parseAmount( field.value ?? '' );
						if ( amount !== null && ! Number.isNaN( amount ) ) {
							void helpers.setValue(
								formatAmount( amount ),
								false
							);
						}
						field.onBlur( event );
					} }
					id={ a11y.id }
					aria-invalid={ a11y.invalid || undefined }
					aria-describedby={ a11y.describedBy }
					className="ca-input ca-money__input"
				/>
				<span className="ca-money__currency" aria-hidden="true">
					€
				</span>
			</div>
			<FieldError id={ a11y.errorId } message={ a11y.error } />
		</div>
	);
}
