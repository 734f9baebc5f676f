/**
 * The boot's second half: the store and the session's first steps. The entry imports this module
 * in a task of its own, after the one that evaluates the state libraries (see state-libraries.ts
 * for why).
 */
import { logFailure } from '../lib/log';
import { popupChanged, selectToken } from '../session/auth-slice';
import { refreshUser, reverifySession } from '../session/session-thunks';
import { createAppStore, type AppStore, type StoreOptions } from './store';

export { startTokenRefresh } from '../session/token-refresh';

/**
 * Creates the page's store and starts the session: the stored session is checked against the
 * token cookie, and a valid one refreshes the user (it may have changed since it was stored). The
 * broker's design waits for a screen that shows its colours (docs/behaviour.md "Colour schemes and
 * palettes").
 *
 * @param options          Store options (API context and storage).
 * @param onlyPopupsOnPage Every embed on the page is a popup (a cleanup must know whether a full
 *                         area is on the page, before the cookie is checked).
 * @return The store.
 */
export function startStore(
	options: StoreOptions,
	onlyPopupsOnPage: boolean
): { store: AppStore } {
	const store = createAppStore( options );
	store.dispatch( popupChanged( onlyPopupsOnPage ) );
	store.dispatch( reverifySession() );
	if ( selectToken( store.getState() ) ) {
		store
			.dispatch( refreshUser() )
			.catch( ( error: unknown ) =>
				logFailure( 'could not load the signed-in user', error )
			);
	}
	return { store };
}
