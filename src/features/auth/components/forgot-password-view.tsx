/**
 * The forgot-password view (spec 1 section 2, decisions 1 and 15): e-mail, 'Request Now' and
 * 'Back to Login'. On success it shows decision 1's text, which never says whether an account
 * exists.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Formik } from 'formik';
import { useState } from 'react';
import { TextField } from '../../../components/form';
import { ROUTES } from '../../../config/routes';
import { mailCallbackUrl } from '../../../lib/browser';
import { useForgotPasswordMutation } from '../../../session/session-api';
import { forgotSchema, type ForgotValues } from '../schema';
import type { AuthViewBaseProps } from './types';
import { useViewFocus } from './view-focus';
import { ViewTitle } from './view-title';
import { AuthForm, FocusedNotice, SwitchLink } from './auth-parts';

const INITIAL: ForgotValues = { email: '' };

/**
 * @param props
 * @param props.onSwitchView The switch-view event.
 */
export default function ForgotPasswordView( {
	onSwitchView,
}: AuthViewBaseProps ) {
	const viewRef = useViewFocus< HTMLDivElement >();
	const [ forgotPassword ] = useForgotPasswordMutation();
	const [ failure, setFailure ] = useState< unknown >( null );
	const [ sentTo, setSentTo ] = useState< string | null >( null );

	const submit = async ( values: ForgotValues ) => {
		setFailure( null );
		const email = values.email.trim();
		const answer = await forgotPassword( {
			email,
			callback_url: mailCallbackUrl( ROUTES.resetPassword ),
		} );
		if ( 'error' in answer ) {
			setFailure( answer.error );
			return;
		}
		setSentTo( email );
	};

	return (
		<div ref={ viewRef } className="ca-auth__view ca-auth__view--forgot">
			{ /* Spec 1 section 2 gives this heading unconditionally: it stays without the title option. */ }
			<ViewTitle
				show
				title={ __( 'Forgot Password?', 'customer-area' ) }
			/>
			{ sentTo !== null ? (
				<SentNotice email={ sentTo } />
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

/**
 * Decision 1's success text; focus moves to it so it is read out.
 *
 * @param props
 * @param props.email The address the request was made for.
 */
function SentNotice( { email }: { email: string } ) {
	return (
		<FocusedNotice>
			{ sprintf(
				/* translators: %s: the e-mail address the reset was requested for. */
				__(
					'Password reset for %s initiated, if the user exists, you will shortly receive an email with reset instructions.',
					'customer-area'
				),
				email
			) }
		</FocusedNotice>
	);
}
