/**
 * Session storage that belongs to one sign-in (docs/behaviour.md "Stored auth state"): the keys
 * under `customer-area:sign-in:` (in the site's storage namespace, src/config/session-scope.ts) are removed when a customer signs in and when the session ends,
 * so nothing noted during one customer's visit carries over to the next customer in the same tab.
 * Features keep such notes under this prefix (e.g. which estates' reports were opened).
 */
import { storageKey } from '../config/config';
import { tabStorage } from '../lib/browser';

/** A single site's prefix of the keys that belong to one sign-in (a network's sites scope it). */
export const SIGN_IN_STORAGE_PREFIX = 'customer-area:sign-in:';

/**
 * The key of a note that belongs to one sign-in, e.g. `customer-area:sign-in:reporting-visits`.
 *
 * @param name The note's name.
 * @return The key.
 */
export const signInStorageKey = ( name: string ): string =>
	storageKey( `sign-in:${ name }` );

/**
 * Removes every key of one sign-in from the tab's session storage.
 *
 * @param storage The tab's session storage (injectable for tests).
 */
export function forgetSignInStorage(
	storage: Storage | undefined = tabStorage()
): void {
	if ( ! storage ) {
		return;
	}
	const keys: string[] = [];
	for ( let index = 0; index < storage.length; index++ ) {
		const key = storage.key( index );
		if ( key?.startsWith( signInStorageKey( '' ) ) ) {
			keys.push( key );
		}
	}
	keys.forEach( ( key ) => storage.removeItem( key ) );
}
