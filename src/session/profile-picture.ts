/**
 * The profile picture: the thunk that puts a fresh URL into `auth.user.imageUrl`. A failed call
 * is only logged and empties the URL, so the avatar shows. The retry-once rule for an image that
 * fails to load lives in the shell's `useProfilePicture()`.
 * See docs/behaviour.md "Shell, menu and avatar".
 */
import { logFailure } from '../lib/log';
import { imageUrlChanged } from './auth-slice';
import { sessionApi } from './session-api';
import type { SessionThunk } from './session-thunks';

/**
 * Fetches a fresh picture URL into `auth.user.imageUrl` and resolves with it; a failure empties it
 * and is logged.
 */
export const loadProfilePicture =
	(): SessionThunk< Promise< string > > => async ( dispatch ) => {
		try {
			const imageUrl = await dispatch(
				sessionApi.endpoints.getProfilePicture.initiate( undefined, {
					subscribe: false,
					forceRefetch: true,
				} )
			).unwrap();
			dispatch( imageUrlChanged( imageUrl ) );
			return imageUrl;
		} catch ( error ) {
			logFailure( 'profile picture could not be loaded', error );
			dispatch( imageUrlChanged( '' ) );
			return '';
		}
	};
