/**
 * The reset-password page: reachable without an account through the link of the reset mail
 * (`#/reset-password?email=…&token=…`, see docs/behaviour.md "Mail links"). Two password fields
 * with the strength meter, 'Save Password'; the reset itself is `useResetPassword`'s work.
 */
import { __ } from '@wordpress/i18n';
import { Formik } from 'formik';
import { useSearchParams } from 'react-router-dom';
import { resetSchema, type ResetValues } from '../schema';
import { useResetPassword } from '../use-reset-password';
import { NewPasswordField } from './new-password-field';
import { AuthForm, SwitchLink } from './auth-parts';
import './auth.scss';

const INITIAL: ResetValues = { password: '', passwordConfirmation: '' };

/**
 * The page of the reset link.
 */
export function ResetPasswordPage() {
	const [ params ] = useSearchParams();
	const email = params.get( 'email' )?.trim() ?? '';
	const token = params.get( 'token' )?.trim() ?? '';
	const { submit, failure, requestNewLink } = useResetPassword(
		email,
		token
	);

	const missing = [
		email === ''
			? __( 'The link has no e-mail address.', 'customer-area' )
			: '',
		token === ''
			? __( 'The link has no reset token.', 'customer-area' )
			: '',
	].filter( Boolean );

	return (
		<section className="ca-auth ca-auth--page">
			<div className="ca-auth__view">
				<div className="ca-auth__header">
					<h2 className="ca-auth__title">
						{ __( 'Reset Password', 'customer-area' ) }
					</h2>
				</div>
				{ missing.length > 0 ? (
					<div className="ca-notice ca-notice--error" role="alert">
						<p>
							{ __(
								'This password reset link is incomplete. Please request a new one.',
								'customer-area'
							) }
						</p>
						{ missing.map( ( text ) => (
							<p key={ text }>{ text }</p>
						) ) }
					</div>
				) : (
					<Formik
						initialValues={ INITIAL }
						validationSchema={ resetSchema() }
						onSubmit={ submit }
					>
						{ ( { isSubmitting } ) => (
							<AuthForm
								failure={ failure }
								busy={ isSubmitting }
								submitLabel={ __(
									'Save Password',
									'customer-area'
								) }
							>
								{ /* Lets password managers store the new password for this account. */ }
								<input
									type="email"
									name="username"
									autoComplete="username"
									value={ email }
									readOnly
									hidden
								/>
								<NewPasswordField
									name="password"
									label={ __( 'Password', 'customer-area' ) }
									strength="reset"
									required
								/>
								<NewPasswordField
									name="passwordConfirmation"
									label={ __(
										'Confirm Password',
										'customer-area'
									) }
									strength="reset"
									required
								/>
							</AuthForm>
						) }
					</Formik>
				) }
				{ ( missing.length > 0 || failure !== null ) && (
					<SwitchLink onClick={ requestNewLink }>
						{ __( 'Request a new link', 'customer-area' ) }
					</SwitchLink>
				) }
			</div>
		</section>
	);
}
