/**
 * Signing in, for the login view: builds the payload, calls the API, starts the session, emits the
 * success event and `login-success` on `window`, and runs the redirect after sign-in (see
 * docs/behaviour.md "After sign-in and redirects" and "Forward link and secret sale").
 */
import { useState } from 'react';
import { GENERIC_ERROR } from '../../api/base-api';
import { useAppDispatch } from '../../app/hooks';
import {
	useCustomerArea,
	useForwardLink,
	useSetup,
} from '../../config/config-context';
import { FEATURE_SECRET_SALE } from '../../config/constants';
import { fireWindowEvent, goToRoute, redirectTo } from '../../lib/browser';
import { loginRedirect } from '../../lib/redirect';
import { startSession } from '../../session/session-thunks';
import type { User } from '../../session/types';
import { useLoginMutation, type LoginPayload } from './api';
import type { LoginValues } from './login-validation';

/** What the embed and the container tell the sign-in. */
export interface LoginOptions {
	/** From the valuation wizard: sent with the login. */
	estateToken?: string;
	/** Redirect after login even inside a popup. */
	forceRedirect?: boolean;
	/** The loginSuccess event, with the signed-in user. */
	onLoginSuccess?: ( user: User ) => void;
	/** Moves the router to `/`; without it (popup) the page's hash route is set. */
	onRedirectHome?: () => void;
}

/** What the login view gets back. */
export interface Login {
	/** The form's submit handler. */
	submit: ( values: LoginValues ) => Promise< void >;
	/** The failed answer to show under the form, or null. */
	failure: unknown;
}

let noAreaReported = false;

/**
 * Says once per page, in the console, that an embed stays put after sign-in because the site has
 * no customer area page to send the customer to.
 */
function reportNoCustomerArea(): void {
	if ( noAreaReported ) {
		return;
	}
	noAreaReported = true;
	// eslint-disable-next-line no-console -- a setup hint for the site owner, not a text for customers.
	console.warn(
		'Customer Area: after sign-in this embed stays on its page, because no page holds the full customer area. Add [customer_area] to a page, or choose one under Settings → Customer Area → Customer area page.'
	);
}

/**
 * The body of `POST /api/user/login`: the trimmed address, the password as typed, the estate
 * token when there is one and `feature: 'secret_sale'` when a forward link is in force.
 *
 * @param values      The form's values.
 * @param estateToken The wizard's estate token, if any.
 * @param forwardLink The forward link in force ('' for none).
 */
export function loginPayload(
	values: LoginValues,
	estateToken: string | undefined,
	forwardLink: string
): LoginPayload {
	return {
		email: values.email.trim(),
		password: values.password,
		...( estateToken ? { estate_token: estateToken } : {} ),
		...( forwardLink ? { feature: FEATURE_SECRET_SALE } : {} ),
	};
}

/**
 * The sign-in of the login view.
 *
 * @param options The embed's and the container's options.
 */
export function useLogin( options: LoginOptions ): Login {
	const { estateToken, forceRedirect = false } = options;
	const dispatch = useAppDispatch();
	const { config, embed } = useSetup();
	const forwardLink = useForwardLink();
	const area = useCustomerArea();
	const [ login ] = useLoginMutation();
	const [ failure, setFailure ] = useState< unknown >( null );

	const submit = async ( values: LoginValues ) => {
		setFailure( null );
		const answer = await login(
			loginPayload( values, estateToken, forwardLink )
		);
		if ( 'error' in answer ) {
			setFailure( answer.error );
			return;
		}
		let user: User;
		try {
			user = await dispatch(
				startSession( answer.data.token, values.remember )
			);
		} catch {
			// The user could not be fetched: the session layer cleared it; say so generically.
			setFailure( GENERIC_ERROR );
			return;
		}
		options.onLoginSuccess?.( user );
		fireWindowEvent( 'login-success' );
		const target = loginRedirect( {
			forwardLink,
			siteOrigin: config.siteOrigin,
			inPopup: embed.popup,
			forceRedirect,
			areaOnPage: area.onThisPage,
			areaUrl: area.dashboardUrl,
		} );
		if ( target.kind === 'url' ) {
			redirectTo( target.url );
		} else if ( target.kind === 'route' ) {
			if ( options.onRedirectHome ) {
				options.onRedirectHome();
			} else {
				goToRoute( target.path );
			}
		} else if ( target.kind === 'no-area' ) {
			reportNoCustomerArea();
		}
	};

	return { submit, failure };
}
