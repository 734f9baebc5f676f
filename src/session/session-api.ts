/**
 * Calls that belong to the signed-in session itself and that every feature may use:
 * the user, logout, token refresh, the broker's reporting design and the password-reset mail.
 * Every answer with a body the session reads goes through `checkedAnswer`.
 */
import { baseApi, checkedAnswer } from '../api/base-api';
import { BROKER_SETTINGS_PATH, USER_PATH } from '../api/api-request';
import type { components } from '../api/generated/openapi';
import { isObject, isObjectOf } from '../lib/is-object';
import { parseUser } from './parse-user';
import type { BrokerSettings, User } from './types';

type Schemas = components[ 'schemas' ];

/** A success answer that carries only a message code. */
export interface MessageAnswer {
	/** The backend's code, e.g. `reset_link_sent`. */
	message: string;
}

/**
 * The `data` of a user answer (`{ data: User }`) as the contract's User; throws for anything else.
 *
 * @param answer The parsed answer body.
 */
export const userOfAnswer = ( answer: unknown ): User =>
	parseUser(
		isObjectOf< Schemas[ 'UserResponse' ] >( answer )
			? answer.data
			: undefined
	);

/**
 * True for a token that may be stored: a non-empty string of printable ASCII. It travels in the
 * Authorization header, and a header refuses other characters (every later call would throw).
 *
 * @param token Anything.
 */
export const isUsableToken = ( token: unknown ): token is string =>
	typeof token === 'string' &&
	token.trim() !== '' &&
	/^[\x20-\x7E]+$/.test( token );

/**
 * The token of a login or refresh answer; throws unless it is a usable token (`isUsableToken`).
 *
 * @param answer The parsed answer body.
 */
export function tokenOfAnswer( answer: unknown ): string {
	const token = isObjectOf< Schemas[ 'TokenResponse' ] >( answer )
		? answer.token
		: undefined;
	if ( ! isUsableToken( token ) ) {
		throw new Error( 'The answer carries no token.' );
	}
	return token;
}

/**
 * The broker settings of a design answer (`{ data: ReportingDesign }`); throws unless `data` is an
 * object.
 *
 * @param answer The parsed answer body.
 */
export function brokerSettingsOfAnswer( answer: unknown ): BrokerSettings {
	const data = isObjectOf< Schemas[ 'ReportingDesignResponse' ] >( answer )
		? answer.data
		: undefined;
	if ( ! isObject( data ) ) {
		throw new Error( 'The answer carries no reporting design.' );
	}
	return data as unknown as BrokerSettings;
}

/**
 * The picture URL of a profile-picture answer; `''` (the avatar) when it holds none.
 *
 * @param answer The parsed answer body.
 */
export const imageUrlOfAnswer = ( answer: unknown ): string =>
	isObjectOf< Schemas[ 'ProfilePictureResponse' ] >( answer ) &&
	typeof answer.imageUrl === 'string'
		? answer.imageUrl
		: '';

/** The session's endpoints, injected into the one API slice. */
export const sessionApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/**
		 * `GET /api/user`: the answer's `data` is the user; anything else fails the query. The one
		 * user fetch of the app: the session's thunks and the signed-in screens' subscription
		 * (`useSessionUser`) both use it, and the profile save refreshes it by invalidating `User`.
		 */
		getUser: build.query< User, void >( {
			queryFn: ( _arg, _api, _extra, baseQuery ) =>
				checkedAnswer( baseQuery( USER_PATH ), userOfAnswer ),
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
			// The token is sent by hand and a 401 only fails the refresh: when tabs refresh one
			// token together, the first ends it, and the others must follow its cookie, not sign out.
			queryFn: ( _arg, api, _extra, baseQuery ) => {
				const { token } = (
					api.getState() as { auth: { token: string | null } }
				 ).auth;
				return checkedAnswer(
					baseQuery( {
						url: 'user/refresh-token',
						method: 'GET',
						headers: token
							? { Authorization: `Bearer ${ token }` }
							: {},
					} ),
					( answer ) => ( { token: tokenOfAnswer( answer ) } )
				);
			},
			extraOptions: { skipAuth: true },
		} ),
		/** `GET /api/settings/reporting/design`: the answer's `data` holds the settings. */
		getBrokerSettings: build.query< BrokerSettings, void >( {
			queryFn: ( _arg, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( BROKER_SETTINGS_PATH ),
					brokerSettingsOfAnswer
				),
		} ),
		/** `GET /api/user/profile-picture` → `{ imageUrl }` (`''` without a picture). */
		getProfilePicture: build.query< string, void >( {
			queryFn: ( _arg, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( 'user/profile-picture' ),
					imageUrlOfAnswer
				),
		} ),
		/**
		 * `POST /api/user/forgot-password`: from the forgot-password view and for the signed-in
		 * customer's own address on the profile. Carries no token.
		 */
		forgotPassword: build.mutation<
			MessageAnswer,
			Schemas[ 'ForgotPasswordRequest' ]
		>( {
			query: ( body ) => ( {
				url: 'user/forgot-password',
				method: 'POST',
				body,
			} ),
			extraOptions: { skipAuth: true },
		} ),
	} ),
} );

/** Generated hooks of the session's endpoints. */
export const {
	useGetUserQuery,
	useGetBrokerSettingsQuery,
	useForgotPasswordMutation,
} = sessionApi;
