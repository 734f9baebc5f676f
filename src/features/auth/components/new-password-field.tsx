/**
 * A field for a new password (registration, reset): the password field with the strength overlay,
 * whose label joins the input's description. Kept apart from `PasswordField` so that only the
 * lazy screens that set a password load the strength meter.
 */
import { useField } from 'formik';
import { useId } from 'react';
import {
	PasswordStrength,
	useStrengthOverlay,
	type StrengthWording,
} from '../../../components/password-strength';
import { PasswordField } from './password-field';

/** Props of a new-password field. */
export interface NewPasswordFieldProps {
	/** Formik field name. */
	name: string;
	/** Visible label. */
	label: string;
	/** The strength meter's wording. */
	strength: StrengthWording;
	/** Marks the field as required. */
	required?: boolean;
}

/**
 * A new password with its strength overlay.
 *
 * @param props See NewPasswordFieldProps.
 */
export function NewPasswordField( {
	strength,
	...props
}: NewPasswordFieldProps ) {
	const [ field ] = useField< string >( props.name );
	const strengthId = useId();
	const { open, ...overlayHandlers } = useStrengthOverlay();
	return (
		<PasswordField
			{ ...props }
			autoComplete="new-password"
			describedBy={ strengthId }
			{ ...overlayHandlers }
			extra={
				<PasswordStrength
					id={ strengthId }
					password={ field.value ?? '' }
					open={ open }
					wording={ strength }
				/>
			}
		/>
	);
}
