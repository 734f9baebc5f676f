/**
 * The reset-password page (spec 1 sections 2, 5, 7 and 8): reachable without an account through the
 * link of the reset mail (`#/reset-password?email=…&token=…`, decision 15). Two password fields
 * with the strength meter, 'Save Password'; on success the visitor goes to /login, where the
 * success text is shown as a status message.
 */
import { __ } from '@wordpress/i18n';
import { Formik } from 'formik';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../config/routes';
import { useResetPasswordMutation } from '../api';
import {
	LOGIN_NOTICE_PASSWORD_RESET,
	type LoginRouteState,
} from '../route-state';
import { resetSchema, type ResetValues } from '../schema';
import { PasswordField } from './password-field';
import { AuthForm, SwitchLink } from './auth-parts';
import './auth.scss';

const INITIAL: ResetValues = { password: '', passwordConfirmation: '' };

/**
 * The page of the reset link.
 */
export function ResetPasswordPage() {
	const [ params ] = useSearchParams();
	const navigate = useNavigate();
	const [ resetPassword ] = useResetPasswordMutation();
	const [ failure, setFailure ] = useState< unknown >( null );
	const email = params.get( 'email' )?.trim() ?? '';
	const token = params.get( 'token' )?.trim() ?? '';

	const requestNewLink = () => {
		const state: LoginRouteState = { authView: 'forgot-password' };
		navigate( ROUTES.login, { state } );
	};

	const submit = async ( values: ResetValues ) => {
		setFailure( null );
		const answer = await resetPassword( {
			password: values.password,
			password_confirmation: values.passwordConfirmation,
			email,
			token,
		} );
		if ( 'error' in answer ) {
			setFailure( answer.error );
			return;
		}
		const state: LoginRouteState = { notice: LOGIN_NOTICE_PASSWORD_RESET };
		// Replace: the used reset token leaves the history. The login view focuses the notice.
		navigate( ROUTES.login, { state, replace: true } );
	};

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
								<PasswordField
									name="password"
									label={ __( 'Password', 'customer-area' ) }
									autoComplete="new-password"
									strength="reset"
									required
								/>
								<PasswordField
									name="passwordConfirmation"
									label={ __(
										'Confirm Password',
										'customer-area'
									) }
									autoComplete="new-password"
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
