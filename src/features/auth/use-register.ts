/**
 * Registering, for the register view: builds the payload from the form and the plugin settings,
 * calls the API, and on success emits the success event, fires `register-success` on `window` and
 * reports the registration to the site's tracking.
 */
import { useState } from 'react';
import { useForwardLink, useSetup } from '../../config/config-context';
import type { PluginConfig } from '../../config/config';
import {
	CATEGORY_COMMERCIAL,
	FEATURE_SECRET_SALE,
} from '../../config/constants';
import { ROUTES } from '../../config/routes';
import { fireWindowEvent, mailCallbackUrl } from '../../lib/browser';
import { trackRegistration } from '../../lib/tracking';
import { useRegisterMutation, type RegisterPayload } from './api';
import type { RegisterValues } from './schema';

/** What the embed and the container tell the registration. */
export interface RegisterOptions {
	/** From the valuation wizard: sent with the registration. */
	estateToken?: string;
	/** The register success event. */
	onRegisterSuccess?: () => void;
}

/** What the register view gets back. */
export interface Registration {
	/** The form's submit handler. */
	submit: ( values: RegisterValues ) => Promise< void >;
	/** The failed answer to show under the form, or null. */
	failure: unknown;
	/** The registration went through: the view shows its thank-you text. */
	done: boolean;
}

/**
 * The body of `POST /api/user/register`: names and addresses trimmed, the company only for
 * commercial customers, the officers from the settings, the mail's callback URL (see
 * docs/behaviour.md "Mail links"), the estate token when there is one and
 * `feature: 'secret_sale'` when a forward link is in force.
 *
 * @param values      The form's values.
 * @param config      The plugin settings (officer ids).
 * @param estateToken The wizard's estate token, if any.
 * @param forwardLink The forward link in force ('' for none).
 */
export function registerPayload(
	values: RegisterValues,
	config: Pick< PluginConfig, 'ooEstateOfficer' | 'ooAddressOfficer' >,
	estateToken: string | undefined,
	forwardLink: string
): RegisterPayload {
	return {
		salutation: values.salutation,
		firstname: values.firstName.trim(),
		lastname: values.lastName.trim(),
		email: values.email.trim(),
		password: values.password,
		company:
			values.category === CATEGORY_COMMERCIAL
				? values.company.trim()
				: '',
		category: values.category,
		is_owner: values.isOwner,
		oo_estate_officer_id: config.ooEstateOfficer,
		oo_address_officer_id: config.ooAddressOfficer,
		callback_url: mailCallbackUrl( ROUTES.verifyEmail ),
		...( estateToken ? { estate_token: estateToken } : {} ),
		...( forwardLink ? { feature: FEATURE_SECRET_SALE } : {} ),
	};
}

/**
 * The registration of the register view.
 *
 * @param options The embed's and the container's options.
 */
export function useRegister( options: RegisterOptions ): Registration {
	const { config } = useSetup();
	const forwardLink = useForwardLink();
	const [ register ] = useRegisterMutation();
	const [ failure, setFailure ] = useState< unknown >( null );
	const [ done, setDone ] = useState( false );

	const submit = async ( values: RegisterValues ) => {
		setFailure( null );
		const answer = await register(
			registerPayload( values, config, options.estateToken, forwardLink )
		);
		if ( 'error' in answer ) {
			setFailure( answer.error );
			return;
		}
		setDone( true );
		options.onRegisterSuccess?.();
		fireWindowEvent( 'register-success' );
		trackRegistration();
	};

	return { submit, failure, done };
}
