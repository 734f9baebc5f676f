/**
 * Setting a new password from the reset mail's link: sends it with the link's address and token,
 * and on success goes to /login, where the success text shows; a request for a new link opens the
 * forgot-password view there.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { useResetPasswordMutation } from './api';
import {
	LOGIN_NOTICE_PASSWORD_RESET,
	type LoginRouteState,
} from './route-state';
import type { ResetValues } from './schema';

/** What the reset page gets back. */
export interface PasswordReset {
	/** The form's submit handler. */
	submit: ( values: ResetValues ) => Promise< void >;
	/** The failed answer to show under the form, or null. */
	failure: unknown;
	/** Goes to /login's forgot-password view to request a new link. */
	requestNewLink: () => void;
}

/**
 * The reset of the reset-password page.
 *
 * @param email The link's address.
 * @param token The link's reset token.
 */
export function useResetPassword(
	email: string,
	token: string
): PasswordReset {
	const navigate = useNavigate();
	const [ resetPassword ] = useResetPasswordMutation();
	const [ failure, setFailure ] = useState< unknown >( null );

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

	return { submit, failure, requestNewLink };
}
