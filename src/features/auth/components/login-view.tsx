/**
 * The login view: e-mail, password with a show/hide toggle, 'Remember me', 'Forgot Password?'
 * (hidden with an estate token), 'Sign In Now' and 'Create Account'. The sign-in itself (session,
 * events, redirect) is `useLogin`'s work.
 */
import { __ } from '@wordpress/i18n';
import { Formik } from 'formik';
import { CheckboxField, TextField } from '../../../components/form';
import { validateLogin, type LoginValues } from '../login-validation';
import { useLogin } from '../use-login';
import { PasswordField } from './password-field';
import type { LoginViewProps } from './types';
import { useViewFocus } from './view-focus';
import { AUTH_VIEW_CLASS, LoginTitle } from './opening-texts';
import { AuthForm, FocusedNotice, SwitchLink } from './auth-parts';

const INITIAL: LoginValues = { email: '', password: '', remember: false };

/**
 * The login form of the auth container.
 *
 * @param props See LoginViewProps.
 */
export function LoginView( props: LoginViewProps ) {
	const { showTitle = true, estateToken, onSwitchView, notice } = props;
	const viewRef = useViewFocus< HTMLDivElement >();
	const { submit, failure } = useLogin( props );

	return (
		<div ref={ viewRef } className={ AUTH_VIEW_CLASS.login }>
			<LoginTitle show={ showTitle } />
			{ /* A notice another screen sent along (e.g. after a password reset). */ }
			{ notice && <FocusedNotice>{ notice }</FocusedNotice> }
			<Formik
				initialValues={ INITIAL }
				validate={ validateLogin }
				onSubmit={ submit }
			>
				{ ( { isSubmitting } ) => (
					<AuthForm
						failure={ failure }
						busy={ isSubmitting }
						submitLabel={ __( 'Sign In Now', 'customer-area' ) }
					>
						<TextField
							name="email"
							type="email"
							label={ __( 'Email', 'customer-area' ) }
							autoComplete="username"
							inputMode="email"
							required
						/>
						<PasswordField
							name="password"
							label={ __( 'Password', 'customer-area' ) }
							autoComplete="current-password"
							required
						/>
						<div className="ca-form__row">
							<CheckboxField
								name="remember"
								label={ __( 'Remember me', 'customer-area' ) }
							/>
							{ ! estateToken && (
								<button
									type="button"
									className="ca-link-button"
									onClick={ () =>
										onSwitchView( 'forgot-password' )
									}
								>
									{ __(
										'Forgot Password?',
										'customer-area'
									) }
								</button>
							) }
						</div>
					</AuthForm>
				) }
			</Formik>
			<SwitchLink onClick={ () => onSwitchView( 'register' ) }>
				{ __( 'Create Account', 'customer-area' ) }
			</SwitchLink>
		</div>
	);
}
