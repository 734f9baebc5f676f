/**
 * Calls that belong to the signed-in session itself and that every feature may use:
 * the user, logout, token refresh, the broker's reporting design and the password-reset mail
 * (spec 1 section 7).
 */
import { baseApi, checkedAnswer } from '../api/base-api';
import { isObject } from '../lib/is-object';
import { parseUser } from './parse-user';
import type { BrokerSettings, User } from './types';

/** `POST /api/user/forgot-password` body. */
export interface ForgotPasswordPayload {
	email: string;
	callback_url: string;
}

/** A success answer that carries only a message code. */
export interface MessageAnswer {
	message: string;
}

/**
 * The `data` of a user answer (`{ data: User }`) as the contract's User; throws for anything else.
 *
 * @param answer The parsed answer body.
 */
export const userOfAnswer = ( answer: unknown ): User =>
	parseUser( isObject( answer ) ? answer.data : undefined );

/**
 * The token of a login or refresh answer; throws unless it is a non-empty string.
 *
 * @param answer The parsed answer body.
 */
export function tokenOfAnswer( answer: unknown ): string {
	const token = isObject( answer ) ? answer.token : undefined;
	if ( typeof token !== 'string' || token.trim() === '' ) {
		throw new Error( 'The answer carries no token.' );
	}
	return token;
}

export const sessionApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** `GET /api/user`: the answer's `data` is the user; anything else fails the query. */
		getUser: build.query< User, void >( {
			queryFn: ( _arg, _api, _extra, baseQuery ) =>
				checkedAnswer( baseQuery( 'user' ), userOfAnswer ),
			providesTags: [ 'User' ],
		} ),
		/** `GET /api/user/logout` with the token being ended (the state no longer holds it). */
		logout: build.mutation< unknown, string >( {
			query: ( token ) => ( {
				url: 'user/logout',
				method: 'GET',
				headers: { Authorization: `Bearer ${ token }` },
			} ),
			extraOptions: { skipAuth: true },
		} ),
		/** `GET /api/user/refresh-token`: an answer without a usable token fails the refresh. */
		refreshToken: build.mutation< { token: string }, void >( {
			queryFn: ( _arg, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( { url: 'user/refresh-token', method: 'GET' } ),
					( answer ) => ( { token: tokenOfAnswer( answer ) } )
				),
		} ),
		/** `GET /api/settings/reporting/design`: the answer's `data` holds the settings. */
		getBrokerSettings: build.query< BrokerSettings, void >( {
			query: () => 'settings/reporting/design',
			transformResponse: ( response: { data: BrokerSettings } ) =>
				response.data,
			providesTags: [ 'BrokerSettings' ],
		} ),
		/**
		 * `POST /api/user/forgot-password` (decision 1): from the forgot-password view and for the
		 * signed-in customer's own address on the profile. Carries no token.
		 */
		forgotPassword: build.mutation< MessageAnswer, ForgotPasswordPayload >(
			{
				query: ( body ) => ( {
					url: 'user/forgot-password',
					method: 'POST',
					body,
				} ),
				extraOptions: { skipAuth: true },
			}
		),
	} ),
} );

export const {
	useGetUserQuery,
	useGetBrokerSettingsQuery,
	useForgotPasswordMutation,
} = sessionApi;
