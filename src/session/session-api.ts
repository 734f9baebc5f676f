/**
 * Calls that belong to the signed-in session itself and that every feature may use:
 * the user, logout, token refresh and the broker's reporting design (spec 1 section 7).
 */
import { baseApi } from '../api/base-api';
import type { BrokerSettings, User } from './types';

export const sessionApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** `GET /api/user`: the answer's `data` is the user. */
		getUser: build.query< User, void >( {
			query: () => 'user',
			transformResponse: ( response: { data: User } ) => response.data,
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
		/** `GET /api/user/refresh-token`. */
		refreshToken: build.mutation< { token: string }, void >( {
			query: () => ( { url: 'user/refresh-token', method: 'GET' } ),
		} ),
		/** `GET /api/settings/reporting/design`: the answer's `data` holds the settings. */
		getBrokerSettings: build.query< BrokerSettings, void >( {
			query: () => 'settings/reporting/design',
			transformResponse: ( response: { data: BrokerSettings } ) =>
				response.data,
			providesTags: [ 'BrokerSettings' ],
		} ),
	} ),
} );

export const { useGetUserQuery, useGetBrokerSettingsQuery } = sessionApi;
