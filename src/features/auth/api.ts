/**
 * Calls of account access: login, registration, password recovery and e-mail verification. None
 * carries the bearer token.
 */
import { baseApi, checkedAnswer, GENERIC_ERROR } from '../../api/base-api';
import type { components } from '../../api/generated/openapi';
import { allowedVerificationUrl } from '../../lib/safe-url';
import { tokenOfAnswer, type MessageAnswer } from '../../session/session-api';

type Schemas = components[ 'schemas' ];

/** `POST /api/user/login` body (the front end never sends `remember`). */
export type LoginPayload = Schemas[ 'LoginRequest' ];

/** `POST /api/user/register` body. */
export interface RegisterPayload {
	/** A permitted value of `address.Anrede`. */
	salutation: string;
	/** First name, trimmed. */
	firstname: string;
	/** Last name, trimmed. */
	lastname: string;
	/** The address, trimmed. */
	email: string;
	/** The password as typed. */
	password: string;
	/** The company for commercial customers; '' for individuals. */
	company: string;
	/** Individual or commercial customer. */
	category: 'Privatkunde' | 'Unternehmen';
	/** 'I am a property owner'. */
	is_owner: boolean;
	/** The estate officer id of the plugin settings, or null. */
	oo_estate_officer_id: number | null;
	/** The address officer id of the plugin settings, or null. */
	oo_address_officer_id: number | null;
	/** Where the verification mail's link leads. */
	callback_url: string;
	/** The valuation wizard's estate token, when there is one. */
	estate_token?: string;
	/** Sent when a forward link is in force. */
	feature?: 'secret_sale';
}

/**
 * A POST of the call's argument as the body, without the bearer token.
 *
 * @param url The path below `/api/`.
 */
const postWithoutToken = < Body >( url: string ) => ( {
	query: ( body: Body ) => ( { url, method: 'POST', body } ),
	extraOptions: { skipAuth: true },
} );

/** Arguments of the verification call. */
export interface VerifyEmailArgs {
	/** The `url` query parameter of the verify-email page. */
	url: string;
	/** The configured API base, against which the URL is checked. */
	apiBase: string;
}

/** The account-access endpoints, injected into the one API slice. */
export const authApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/**
		 * `POST /api/user/login`. An answer without a token fails with `generic_error`, which the
		 * backend-error display shows as the generic text.
		 */
		login: build.mutation< { token: string }, LoginPayload >( {
			queryFn: ( body, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( { url: 'user/login', method: 'POST', body } ),
					( answer ) => ( { token: tokenOfAnswer( answer ) } ),
					GENERIC_ERROR
				),
			extraOptions: { skipAuth: true },
		} ),
		register: build.mutation< MessageAnswer, RegisterPayload >(
			postWithoutToken< RegisterPayload >( 'user/register' )
		),
		resetPassword: build.mutation<
			MessageAnswer,
			Schemas[ 'ResetPasswordRequest' ]
		>(
			postWithoutToken< Schemas[ 'ResetPasswordRequest' ] >(
				'user/reset-password'
			)
		),
		/**
		 * GET on the verification URL from the mail. The URL is checked here as well as on the page,
		 * so that no caller can make this endpoint request anything else.
		 * See docs/behaviour.md "Mail links".
		 */
		verifyEmail: build.query< MessageAnswer, VerifyEmailArgs >( {
			async queryFn( { url, apiBase }, _api, _extra, baseQuery ) {
				const allowed = allowedVerificationUrl( url, apiBase );
				if ( ! allowed ) {
					return {
						error: {
							status: 400,
							data: { message: 'invalid_verification_link' },
						},
					};
				}
				const result = await baseQuery( {
					url: allowed,
					method: 'GET',
				} );
				return result.error
					? { error: result.error }
					: { data: result.data as MessageAnswer };
			},
			extraOptions: { skipAuth: true },
			// Each link is verified once per page view; there is nothing to keep.
			keepUnusedDataFor: 0,
		} ),
	} ),
} );

/** Generated hooks of the account-access endpoints. */
export const {
	useLoginMutation,
	useRegisterMutation,
	useResetPasswordMutation,
	useVerifyEmailQuery,
} = authApi;
