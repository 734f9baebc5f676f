/**
 * An amount in EUR typed the German way ('1.234,56'); leaving the field tidies what was typed into
 * that form when it is a number. The form keeps the text; the save turns it into a number.
 */
import { useField } from 'formik';
import { TextField } from '../../../components/form';
import { formatAmount, parseAmount } from '../../../lib/format';

/** Props of `MoneyField`. */
export interface MoneyFieldProps {
	/** Formik field name. */
	name: string;
	/** Visible label. */
	label: string;
}

/**
 * The `MoneyField` component.
 *
 * @param props See MoneyFieldProps.
 */
export function MoneyField( { name, label }: MoneyFieldProps ) {
	const [ field, , helpers ] = useField< string >( name );
	return (
		<TextField
			name={ name }
			label={ label }
			className="ca-money"
			inputMode="decimal"
			autoComplete="off"
			onBlur={ ( event ) => {
				const amount = parseAmount( field.value ?? '' );
				if ( amount !== null && ! Number.isNaN( amount ) ) {
					void helpers.setValue( formatAmount( amount ), false );
				}
				field.onBlur( event );
			} }
			addon={
				<span className="ca-money__currency" aria-hidden="true">
					€
				</span>
			}
		/>
	);
}
