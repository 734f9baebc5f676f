/**
 * Calls of account access (spec 1 section 7): login, registration, password recovery and e-mail
 * verification. None carries the bearer token.
 */
import { baseApi, checkedAnswer } from '../../api/base-api';
import { isObject } from '../../lib/is-object';
import { allowedVerificationUrl } from '../../lib/safe-url';
import { tokenOfAnswer, type MessageAnswer } from '../../session/session-api';

/** `POST /api/user/login` body. */
export interface LoginPayload {
	email: string;
	password: string;
	estate_token?: string;
	feature?: 'secret_sale';
}

/** `POST /api/user/register` body (spec 1 section 3, "Registration payload"). */
export interface RegisterPayload {
	salutation: string;
	firstname: string;
	lastname: string;
	email: string;
	password: string;
	company: string;
	category: 'Privatkunde' | 'Unternehmen';
	is_owner: boolean;
	oo_estate_officer_id: number | null;
	oo_address_officer_id: number | null;
	callback_url: string;
	estate_token?: string;
	feature?: 'secret_sale';
}

/** `POST /api/user/reset-password` body. */
export interface ResetPasswordPayload {
	password: string;
	password_confirmation: string;
	email: string;
	token: string;
}

/** A success answer that carries only a message code. */
export type { MessageAnswer };

/** The login answer. */
export interface LoginAnswer {
	token: string;
	message: string;
}

/**
 * Reads a login answer: a non-empty `token` is required, anything else is a failed login.
 *
 * @param answer The parsed answer body.
 */
export function parseLoginAnswer( answer: unknown ): LoginAnswer {
	const token = tokenOfAnswer( answer );
	const message =
		isObject( answer ) && typeof answer.message === 'string'
			? answer.message
			: '';
	return { token, message };
}

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
		login: build.mutation< LoginAnswer, LoginPayload >( {
			queryFn: ( body, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( { url: 'user/login', method: 'POST', body } ),
					parseLoginAnswer,
					'generic_error'
				),
			extraOptions: { skipAuth: true },
		} ),
		register: build.mutation< MessageAnswer, RegisterPayload >( {
			query: ( body ) => ( {
				url: 'user/register',
				method: 'POST',
				body,
			} ),
			extraOptions: { skipAuth: true },
		} ),
		resetPassword: build.mutation< MessageAnswer, ResetPasswordPayload >( {
			query: ( body ) => ( {
				url: 'user/reset-password',
				method: 'POST',
				body,
			} ),
			extraOptions: { skipAuth: true },
		} ),
		/**
		 * GET on the verification URL from the mail (decision 15). The URL is checked here as well
		 * as on the page, so that no caller can make this endpoint request anything else.
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
