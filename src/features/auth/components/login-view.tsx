/**
 * The login view (spec 1 sections 2, 4 and 7): e-mail, password with a show/hide toggle,
 * 'Remember me' (decision 8), 'Forgot Password?' (hidden with an estate token, decision 23),
 * 'Sign In Now' and 'Create Account'. On success the session starts, loginSuccess is emitted,
 * `login-success` fires on `window` and the redirect of decisions 18–19 runs.
 */
import { __ } from '@wordpress/i18n';
import { Formik } from 'formik';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { CheckboxField, TextField } from '../../../components/form';
import { useForwardLink, useSetup } from '../../../config/config-context';
import { FEATURE_SECRET_SALE } from '../../../config/constants';
import { fireWindowEvent, goToRoute, redirectTo } from '../../../lib/browser';
import { loginRedirect } from '../../../lib/redirect';
import { startSession } from '../../../session/session-thunks';
import { useLoginMutation, type LoginPayload } from '../api';
import { validateLogin, type LoginValues } from '../login-validation';
import { PasswordField } from './password-field';
import type { LoginViewProps } from './types';
import { useViewFocus } from './view-focus';
import { ViewTitle } from './view-title';
import { AuthForm, FocusedNotice, SwitchLink } from './auth-parts';

const INITIAL: LoginValues = { email: '', password: '', remember: false };

/**
 * @param props                See LoginViewProps.
 * @param props.showTitle
 * @param props.estateToken
 * @param props.forceRedirect
 * @param props.onLoginSuccess
 * @param props.onRedirectHome
 * @param props.onSwitchView
 * @param props.notice
 */
export function LoginView( {
	showTitle = true,
	estateToken,
	forceRedirect = false,
	onLoginSuccess,
	onRedirectHome,
	onSwitchView,
	notice,
}: LoginViewProps ) {
	const viewRef = useViewFocus< HTMLDivElement >();
	const dispatch = useAppDispatch();
	const { config, embed } = useSetup();
	const forwardLink = useForwardLink();
	const [ login ] = useLoginMutation();
	const [ failure, setFailure ] = useState< unknown >( null );

	const submit = async ( values: LoginValues ) => {
		setFailure( null );
		const payload: LoginPayload = {
			email: values.email.trim(),
			password: values.password,
			...( estateToken ? { estate_token: estateToken } : {} ),
			...( forwardLink ? { feature: FEATURE_SECRET_SALE } : {} ),
		};
		const answer = await login( payload );
		if ( 'error' in answer ) {
			setFailure( answer.error );
			return;
		}
		let user;
		try {
			user = await dispatch(
				startSession( answer.data.token, values.remember )
			);
		} catch {
			// The user could not be fetched: the session layer cleared it; say so generically.
			setFailure( 'generic_error' );
			return;
		}
		onLoginSuccess?.( user );
		fireWindowEvent( 'login-success' );
		const target = loginRedirect( {
			forwardLink,
			siteOrigin: config.siteOrigin,
			inPopup: embed.popup,
			forceRedirect,
		} );
		if ( target.kind === 'url' ) {
			redirectTo( target.url );
		} else if ( target.kind === 'route' ) {
			if ( onRedirectHome ) {
				onRedirectHome();
			} else {
				goToRoute( target.path );
			}
		}
	};

	return (
		<div ref={ viewRef } className="ca-auth__view ca-auth__view--login">
			<ViewTitle
				show={ showTitle }
				title={ __( 'Sign In', 'customer-area' ) }
				subtitle={ __( 'Sign In Now', 'customer-area' ) }
			/>
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
