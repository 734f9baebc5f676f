/**
 * The profile picture (spec 1 section 4): its call and the thunk that puts a fresh URL into
 * `auth.user.imageUrl`. A failed call is only logged and empties the URL (spec 1 section 8).
 * The retry-once rule for an image that fails to load lives in the shell's `useProfilePicture()`.
 */
import { baseApi } from '../api/base-api';
import { logFailure } from '../lib/log';
import { imageUrlChanged } from './auth-slice';
import type { SessionThunk } from './session-thunks';

export const profilePictureApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** `GET /api/user/profile-picture` → `{ imageUrl }` (`''` without a picture). */
		getProfilePicture: build.query< string, void >( {
			query: () => 'user/profile-picture',
			transformResponse: ( response: { imageUrl?: unknown } ) =>
				typeof response?.imageUrl === 'string' ? response.imageUrl : '',
			providesTags: [ 'ProfilePicture' ],
		} ),
	} ),
} );

/**
 * Fetches a fresh picture URL into `auth.user.imageUrl` and resolves with it; a failure empties it
 * and is logged.
 */
export const loadProfilePicture =
	(): SessionThunk< Promise< string > > => async ( dispatch ) => {
		try {
			const imageUrl = await dispatch(
				profilePictureApi.endpoints.getProfilePicture.initiate(
					undefined,
					{
						subscribe: false,
						forceRefetch: true,
					}
				)
			).unwrap();
			dispatch( imageUrlChanged( imageUrl ) );
			return imageUrl;
		} catch ( error ) {
			logFailure( 'profile picture could not be loaded', error );
			dispatch( imageUrlChanged( '' ) );
			return '';
		}
	};
