/**
 * Session storage that belongs to one sign-in (docs/behaviour.md "Stored auth state"): the keys
 * under `customer-area:sign-in:` are removed when a customer signs in and when the session ends,
 * so nothing noted during one customer's visit carries over to the next customer in the same tab.
 * Features keep such notes under this prefix (e.g. which estates' reports were opened).
 */
import { tabStorage } from '../lib/browser';

/** The prefix of the keys that belong to one sign-in. */
export const SIGN_IN_STORAGE_PREFIX = 'customer-area:sign-in:';

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
		if ( key?.startsWith( SIGN_IN_STORAGE_PREFIX ) ) {
			keys.push( key );
		}
	}
	keys.forEach( ( key ) => storage.removeItem( key ) );
}
