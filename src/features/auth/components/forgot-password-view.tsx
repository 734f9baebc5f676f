/**
 * The forgot-password view: e-mail, 'Request Now' and 'Back to Login'. On success it shows a text
 * that never says whether an account exists (see docs/behaviour.md "Backend errors and texts").
 * The request itself is `useForgotPassword`'s work.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Formik } from 'formik';
import { TextField } from '../../../components/form';
import { forgotSchema, type ForgotValues } from '../schema';
import { useForgotPassword } from '../use-forgot-password';
import type { AuthViewBaseProps } from './types';
import { useViewFocus } from './view-focus';
import { AUTH_VIEW_CLASS, ForgotPasswordTitle } from './opening-texts';
import { AuthForm, FocusedNotice, SwitchLink } from './auth-parts';

const INITIAL: ForgotValues = { email: '' };

/**
 * The forgot-password form of the auth container (loaded lazily).
 *
 * @param props See AuthViewBaseProps.
 */
export default function ForgotPasswordView( {
	onSwitchView,
}: AuthViewBaseProps ) {
	const viewRef = useViewFocus< HTMLDivElement >();
	const { submit, failure, sentTo } = useForgotPassword();

	return (
		<div ref={ viewRef } className={ AUTH_VIEW_CLASS[ 'forgot-password' ] }>
			<ForgotPasswordTitle />
			{ /* Once sent, the success text replaces the form (it takes focus, so it is read out). */ }
			{ sentTo !== null ? (
				<FocusedNotice>
					{ sprintf(
						/* translators: %s: the e-mail address the reset was requested for. */
						__(
							'Password reset for %s initiated, if the user exists, you will shortly receive an email with reset instructions.',
							'customer-area'
						),
						sentTo
					) }
				</FocusedNotice>
			) : (
				<>
					<p className="ca-auth__text">
						{ __(
							'Enter your email address and we will send you a link to reset your password',
							'customer-area'
						) }
					</p>
					<Formik
						initialValues={ INITIAL }
						validationSchema={ forgotSchema() }
						onSubmit={ submit }
					>
						{ ( { isSubmitting } ) => (
							<AuthForm
								failure={ failure }
								busy={ isSubmitting }
								submitLabel={ __(
									'Request Now',
									'customer-area'
								) }
							>
								<TextField
									name="email"
									type="email"
									label={ __( 'Email', 'customer-area' ) }
									autoComplete="email"
									inputMode="email"
									required
								/>
							</AuthForm>
						) }
					</Formik>
				</>
			) }
			<SwitchLink onClick={ () => onSwitchView( 'login' ) }>
				{ __( 'Back to Login', 'customer-area' ) }
			</SwitchLink>
		</div>
	);
}
