/**
 * Keeps the signed-in user's query subscribed while a screen that shows the user is mounted, so
 * that invalidating the `User` tag (the profile save does) fetches the user again and the auth
 * state follows the answer. A failed refetch is only logged: the user that is shown stays.
 */
import { useEffect } from 'react';
import { logFailure } from '../lib/log';
import { useGetUserQuery } from './session-api';

/**
 * Subscribes to `GET /api/user` (the same query `fetchUser` runs). The answer reaches the auth
 * state through the auth slice; screens read it with `selectUser`.
 *
 * @param signedIn Subscribe only while a customer is signed in.
 */
export function useUserSubscription( signedIn: boolean ): void {
	const { error } = useGetUserQuery( undefined, { skip: ! signedIn } );
	useEffect( () => {
		if ( error ) {
			logFailure( 'user could not be fetched', error );
		}
	}, [ error ] );
}
