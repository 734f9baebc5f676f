/**
 * The Redux store: the auth slice (persisted), UI slices of the features, and the RTK Query cache.
 */
import {
	combineReducers,
	configureStore,
	type Reducer,
} from '@reduxjs/toolkit';
import { baseApi, type ApiContext } from '../api/base-api';
import { authReducer, type AuthState } from '../session/auth-slice';
import { loadAuthState, saveAuthState } from '../session/persistence';
import { handleUnauthorized } from '../session/session-thunks';
import { featureReducers } from './feature-reducers';

const rootReducer = combineReducers( {
	auth: authReducer as Reducer< AuthState >,
	[ baseApi.reducerPath ]: baseApi.reducer,
	...featureReducers,
} );

/** The whole state tree. */
export type RootState = ReturnType< typeof rootReducer >;

/** Options for building a store (the page or a test). */
export interface StoreOptions {
	api: Omit< ApiContext, 'onUnauthorized' >;
	/** Browser storage for the auth state; tests pass their own or none. */
	storage?: Storage;
	/** Initial state for tests. */
	preloadedState?: Partial< RootState >;
}

/**
 * Builds the store. The 401 handler is wired here so that the API layer stays below the session.
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
		onUnauthorized: () => undefined,
	};
	const store = configureStore( {
		reducer: rootReducer,
		preloadedState,
		middleware: ( getDefaultMiddleware ) =>
			getDefaultMiddleware( {
				thunk: { extraArgument: context },
			} ).concat( baseApi.middleware ),
	} );
	context.onUnauthorized = ( tokenUsed ) => {
		void store.dispatch( handleUnauthorized( tokenUsed ) );
	};
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
