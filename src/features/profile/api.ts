/**
 * The profile's calls (spec 1 section 7): the save (`PATCH /api/user/profile`, one tab's fields) and
 * the password-reset mail for the customer's own address.
 */
import { baseApi } from '../../api/base-api';
import type { User } from '../../session/types';

/** The fields one tab sends (any subset of the profile). */
export type ProfilePayload = Partial<
	Omit< User, 'id' | 'name' | 'email' | 'imageUrl' | 'login_count' >
>;

/** `{ email, callback_url }` of the password-reset request. */
export interface PasswordResetRequest {
	email: string;
	callback_url: string;
}

export const profileApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** `PATCH /api/user/profile` → `{ message: 'profile_updated', data: User }`. */
		updateProfile: build.mutation< User, ProfilePayload >( {
			query: ( body ) => ( {
				url: 'user/profile',
				method: 'PATCH',
				body,
			} ),
			transformResponse: ( response: { data: User } ) => response.data,
			invalidatesTags: [ 'User' ],
		} ),
		/** `POST /api/user/forgot-password` for the signed-in customer's own e-mail (decision 1). */
		requestOwnPasswordReset: build.mutation<
			unknown,
			PasswordResetRequest
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

export const { useUpdateProfileMutation, useRequestOwnPasswordResetMutation } =
	profileApi;
