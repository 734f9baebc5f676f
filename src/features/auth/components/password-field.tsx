/**
 * A password input with an accessible show/hide toggle and, optionally, the strength overlay. The
 * strength label joins the input's description.
 */
import { __ } from '@wordpress/i18n';
import { useField } from 'formik';
import { useId, useState, type FocusEvent } from 'react';
import { TextField } from '../../../components/form';
import {
	PasswordStrength,
	useStrengthOverlay,
	type StrengthWording,
} from '../../../components/password-strength';

/** Props of a password field. */
export interface PasswordFieldProps {
	/** Formik field name. */
	name: string;
	/** Visible label. */
	label: string;
	/** Strength feedback with this wording; none when omitted (login). */
	strength?: StrengthWording;
	/** Lets password managers fill or generate. */
	autoComplete: 'current-password' | 'new-password';
	/** Marks the field as required. */
	required?: boolean;
}

/**
 * A password field of the auth forms.
 *
 * @param props See PasswordFieldProps.
 */
export function PasswordField( {
	name,
	label,
	strength,
	autoComplete,
	required,
}: PasswordFieldProps ) {
	const [ field ] = useField< string >( name );
	const strengthId = useId();
	const [ visible, setVisible ] = useState( false );
	const overlay = useStrengthOverlay( strength !== undefined );
	const toggleLabel = visible
		? __( 'Hide password', 'customer-area' )
		: __( 'Show password', 'customer-area' );
	return (
		<TextField
			name={ name }
			label={ label }
			required={ required }
			className="ca-field--password"
			describedBy={ strength ? strengthId : undefined }
			type={ visible ? 'text' : 'password' }
			autoComplete={ autoComplete }
			// Visible passwords must not be corrected or capitalised by phones.
			autoCapitalize="none"
			autoCorrect="off"
			spellCheck={ false }
			onFocus={ overlay.onFocus }
			onKeyUp={ overlay.onKeyUp }
			onKeyDown={ overlay.onKeyDown }
			onBlur={ ( event: FocusEvent< HTMLInputElement > ) => {
				field.onBlur( event );
				overlay.onBlur();
			} }
			addon={
				<>
					<button
						type="button"
						className="ca-password-toggle"
						aria-label={ toggleLabel }
						title={ toggleLabel }
						onClick={ () => setVisible( ( shown ) => ! shown ) }
					>
						<EyeIcon crossed={ visible } />
					</button>
					{ strength && (
						<PasswordStrength
							id={ strengthId }
							password={ field.value ?? '' }
							open={ overlay.open }
							wording={ strength }
						/>
					) }
				</>
			}
		/>
	);
}

/** Props of `EyeIcon`. */
interface EyeIconProps {
	/** Shows the crossed-out eye while the password is visible. */
	crossed: boolean;
}

/**
 * The eye icon of the toggle (decorative; the button has its own label).
 *
 * @param props See EyeIconProps.
 */
function EyeIcon( { crossed }: EyeIconProps ) {
	return (
		<svg
			aria-hidden="true"
			focusable="false"
			width="22"
			height="22"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin="round"
		>
			<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
			<circle cx="12" cy="12" r="3" />
			{ crossed && <line x1="3" y1="3" x2="21" y2="21" /> }
		</svg>
	);
}
