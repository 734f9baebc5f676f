/**
 * The Redux store: the session's auth slice (persisted without personal data), the RTK Query
 * cache, and a feature's UI slice when it has one (one line each in `rootReducer`).
 */
import {
	combineReducers,
	configureStore,
	type Reducer,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiContext } from '../api/base-api';
import { IS_PRODUCTION_BUILD } from '../config/constants';
import {
	authReducer,
	selectToken,
	type AuthState,
} from '../session/auth-slice';
import { loadAuthState, saveAuthState } from '../session/persistence';
import { handleUnauthorized } from '../session/session-thunks';
import { keepWizardState } from '../features/wizard/persistence';
import { fetchOrAdopt, keepEarlyAnswersFor } from '../first-paint/hand-over';
import { wizardReducer } from '../features/wizard/wizard-slice';

/** Every slice of the state by name; a feature's UI slice is one more line here. */
const rootReducer = combineReducers( {
	auth: authReducer as Reducer< AuthState >,
	wizard: wizardReducer,
	[ baseApi.reducerPath ]: baseApi.reducer,
} );

/** The whole state tree. */
export type RootState = ReturnType< typeof rootReducer >;

/** Options for building a store (the page or a test). */
export interface StoreOptions {
	/** API base, language and site origin; the store adds the token getter and the 401 handler. */
	api: Omit< ApiContext, 'onUnauthorized' | 'getToken' >;
	/** Browser storage for the auth state; tests pass their own or none. */
	storage?: Storage;
	/** Initial state for tests. */
	preloadedState?: Partial< RootState >;
}

/**
 * Builds the store. The token getter and the 401 handler are injected here, so that the API layer
 * never imports the session (see docs/architecture.md "The API layer").
 *
 * @param options Store options.
 */
export function createAppStore( options: StoreOptions ) {
	const { storage } = options;
	const preloadedState: Partial< RootState > = {
		auth: loadAuthState( storage ),
		...options.preloadedState,
	};
	// The thunk's extra argument is read by the base query; the 401 handler needs the store itself.
	const context: ApiContext = {
		...options.api,
		getToken: ( state ) => selectToken( state as RootState ),
		onUnauthorized: () => undefined,
		fetch: fetchOrAdopt,
	};
	const store = configureStore( {
		reducer: rootReducer,
		preloadedState,
		// Redux's devtools hook is an undeclared global of `window`: in a production build page
		// content named like it (an element's `id`) would stand in for it and break the store.
		devTools: ! IS_PRODUCTION_BUILD,
		middleware: ( getDefaultMiddleware ) =>
			getDefaultMiddleware( {
				thunk: { extraArgument: context },
			} ).concat( baseApi.middleware ),
	} );
	// Queries that ask for it refetch when the window regains focus or the network comes back.
	setupListeners( store.dispatch );
	context.onUnauthorized = ( tokenUsed ) => {
		void store.dispatch( handleUnauthorized( tokenUsed ) );
	};
	// The wizard's answers and estate token follow the tab (session storage).
	keepWizardState( store );
	// Early answers were asked with the token cookie the page started with: none outlives it.
	let token = selectToken( store.getState() );
	store.subscribe( () => {
		const next = selectToken( store.getState() );
		if ( next !== token ) {
			token = next;
			keepEarlyAnswersFor( token );
		}
	} );
	if ( storage ) {
		let previous = store.getState().auth;
		store.subscribe( () => {
			const { auth } = store.getState();
			if ( auth !== previous ) {
				previous = auth;
				saveAuthState( storage, auth );
			}
		} );
	}
	return store;
}

/** The store type. */
export type AppStore = ReturnType< typeof createAppStore >;
/** The dispatch type. */
export type AppDispatch = AppStore[ 'dispatch' ];
