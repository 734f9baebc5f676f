/**
 * A password input with an accessible show/hide toggle. The strength overlay of new passwords is
 * added by `NewPasswordField`, so that the login view's first chunk carries none of it.
 */
import { __ } from '@wordpress/i18n';
import { useField } from 'formik';
import {
	useState,
	type FocusEvent,
	type KeyboardEvent,
	type ReactNode,
} from 'react';
import { TextField } from '../../../components/form';

/** Props of a password field. */
export interface PasswordFieldProps {
	/** Formik field name. */
	name: string;
	/** Visible label. */
	label: string;
	/** Lets password managers fill or generate. */
	autoComplete: 'current-password' | 'new-password';
	/** Marks the field as required. */
	required?: boolean;
	/** Id of a further description of the input (e.g. the strength label). */
	describedBy?: string;
	/** Called when the input gets focus. */
	onFocus?: () => void;
	/** Called when the input loses focus (after Formik has been told). */
	onBlur?: () => void;
	/** Called on every key press in the input. */
	onKeyDown?: ( event: KeyboardEvent< HTMLInputElement > ) => void;
	/** Called on every key release in the input. */
	onKeyUp?: ( event: KeyboardEvent< HTMLInputElement > ) => void;
	/** Shown after the show/hide toggle (e.g. the strength overlay). */
	extra?: ReactNode;
}

/**
 * A password field of the auth forms.
 *
 * @param props See PasswordFieldProps.
 */
export function PasswordField( {
	onBlur,
	extra,
	...props
}: PasswordFieldProps ) {
	const [ field ] = useField< string >( props.name );
	const [ visible, setVisible ] = useState( false );
	const toggleLabel = visible
		? __( 'Hide password', 'customer-area' )
		: __( 'Show password', 'customer-area' );
	return (
		<TextField
			{ ...props }
			className="ca-field--password"
			type={ visible ? 'text' : 'password' }
			// Visible passwords must not be corrected or capitalised by phones.
			autoCapitalize="none"
			autoCorrect="off"
			spellCheck={ false }
			onBlur={ ( event: FocusEvent< HTMLInputElement > ) => {
				field.onBlur( event );
				onBlur?.();
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
					{ extra }
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
