/**
 * Requesting the password-reset mail, for the forgot-password view: the address and the mail's
 * callback URL go to the API (see docs/behaviour.md "Mail links"); the answer never says whether
 * an account exists.
 */
import { useState } from 'react';
import { ROUTES } from '../../config/routes';
import { mailCallbackUrl } from '../../lib/browser';
import { useForgotPasswordMutation } from '../../session/session-api';
import type { ForgotValues } from './schema';

/** What the forgot-password view gets back. */
export interface ForgotPasswordRequest {
	/** The form's submit handler. */
	submit: ( values: ForgotValues ) => Promise< void >;
	/** The failed answer to show under the form, or null. */
	failure: unknown;
	/** The address the mail was requested for, once the request went through. */
	sentTo: string | null;
}

/**
 * The request of the forgot-password view.
 */
export function useForgotPassword(): ForgotPasswordRequest {
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

	return { submit, failure, sentTo };
}
