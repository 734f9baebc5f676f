/**
 * The profile's calls: the save (`PATCH /api/user/profile`, one tab's fields). The password-reset
 * mail for the customer's own address is the session's `forgotPassword`.
 */
import { baseApi, checkedAnswer } from '../../api/base-api';
import { userOfAnswer } from '../../session/session-api';
import type { User } from '../../session/types';

/** The fields one tab sends (any subset of the profile). */
export type ProfilePayload = Partial<
	Omit< User, 'id' | 'name' | 'email' | 'imageUrl' | 'login_count' >
>;

/** The profile endpoints, injected into the one API slice. */
export const profileApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/**
		 * `PATCH /api/user/profile` → `{ message: 'profile_updated', data: User }`. A saved profile
		 * answers the user (an answer that is no user fails the save); a save that worked
		 * invalidates `User`, so the subscribed user query fetches the user again.
		 */
		updateProfile: build.mutation< User, ProfilePayload >( {
			queryFn: ( body, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( { url: 'user/profile', method: 'PATCH', body } ),
					userOfAnswer
				),
			invalidatesTags: ( result ) => ( result ? [ 'User' ] : [] ),
		} ),
	} ),
} );

/** The generated hook of the save. */
export const { useUpdateProfileMutation } = profileApi;
