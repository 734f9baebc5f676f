/**
 * The password-reset button of the profile: sends the reset mail to the customer's own address and
 * confirms with a toast. The link in the mail leads back to this page's reset view.
 */
import { __ } from '@wordpress/i18n';
import { backendErrorMessages } from '../../../components/backend-errors';
import { useToast } from '../../../components/toast';
import { mailCallbackUrl } from '../../../lib/browser';
import { ROUTES } from '../../../config/routes';
import { useForgotPasswordMutation } from '../../../session/session-api';

/** Props of `PasswordResetButton`. */
export interface PasswordResetButtonProps {
	/** The signed-in customer's e-mail. */
	email: string;
}

/**
 * The `PasswordResetButton` component.
 *
 * @param props See PasswordResetButtonProps.
 */
export function PasswordResetButton( { email }: PasswordResetButtonProps ) {
	const [ request, { isLoading } ] = useForgotPasswordMutation();
	const toast = useToast();
	return (
		<button
			type="button"
			className="ca-button ca-button--secondary"
			// One request at a time, the guard pattern of every submit button: `disabled` +
			// `aria-busy` while it runs (see SubmitButton in components/form).
			disabled={ isLoading }
			aria-busy={ isLoading }
			onClick={ async () => {
				try {
					await request( {
						email,
						callback_url: mailCallbackUrl( ROUTES.resetPassword ),
					} ).unwrap();
					toast.show( {
						kind: 'success',
						message: __(
							'We have sent you an email with a link to reset your password. Please check your inbox.',
							'customer-area'
						),
					} );
				} catch ( error ) {
					toast.show( {
						kind: 'error',
						message: backendErrorMessages( error ).join( ' ' ),
					} );
				}
			} }
		>
			{ __( 'Reset password', 'customer-area' ) }
		</button>
	);
}
