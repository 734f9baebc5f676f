/**
 * Renders a component the way the page does: a real store, the setup context and a router, with
 * MSW answering the API. Tests query the result by role and label as a person would.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
	createAppStore,
	type AppStore,
	type RootState,
} from '../../src/app/store';
import { SetupProvider, type AppSetup } from '../../src/config/config-context';
import type { EmbedOptions, PluginConfig } from '../../src/config/config';
import type { Language } from '../../src/config/constants';
import { ROUTER_FUTURE } from '../../src/config/routes';
import { sessionApi } from '../../src/session/session-api';
import { testConfig, testEmbed, TEST_SITE } from './test-config';

/** Options of a rendered test tree. */
export interface RenderOptions {
	/** The router's first entry (default `/`). */
	route?: string;
	/** Plugin settings to change from the test configuration. */
	config?: Partial< PluginConfig >;
	/** Embed attributes to change from the defaults. */
	embed?: Partial< EmbedOptions >;
	/** The resolved language (default `en`). */
	language?: Language;
	/** Initial state; a preloaded user is also the user call's cached answer. */
	preloadedState?: Partial< RootState >;
	/** A store to reuse instead of a new one. */
	store?: AppStore;
	/** Browser storage for the auth state (default none). */
	storage?: Storage;
	/** False renders without a router (popup embeds). */
	withRouter?: boolean;
}

/** What a render returns besides Testing Library's result. */
export interface RenderedTree extends RenderResult {
	/** The store the tree renders with. */
	store: AppStore;
	/** A userEvent instance to drive the tree. */
	user: ReturnType< typeof userEvent.setup >;
	/** The configuration, embed and language the tree got. */
	setup: AppSetup;
	/** The router's current path and search, for assertions on navigation. */
	currentLocation: () => string;
}

/**
 * Builds a store as the page does, with the test API.
 *
 * @param options Store options.
 */
export function createTestStore( options: RenderOptions = {} ): AppStore {
	const store = createAppStore( {
		api: {
			apiBase: options.config?.apiBase ?? testConfig().apiBase,
			language: options.language ?? 'en',
			siteOrigin: TEST_SITE,
		},
		storage: options.storage,
		preloadedState: options.preloadedState,
	} );
	// On a page, a user in the auth state always arrived through the user call, so that call's
	// cache holds it too; a preloaded user is put there the same way, without a request.
	const user = options.preloadedState?.auth?.user;
	if ( user ) {
		store.dispatch(
			sessionApi.util.upsertQueryEntries( [
				{ endpointName: 'getUser', arg: undefined, value: user },
			] )
		);
	}
	return store;
}

/**
 * Renders `ui` with providers.
 *
 * @param ui      The element under test.
 * @param options Route, configuration, embed and state.
 */
export function renderWithProviders(
	ui: ReactElement,
	options: RenderOptions = {}
): RenderedTree {
	const store = options.store ?? createTestStore( options );
	const setup: AppSetup = {
		config: testConfig( options.config ),
		embed: testEmbed( options.embed ),
		language: options.language ?? 'en',
	};
	let location = '';
	function LocationProbe() {
		const current = useLocation();
		location = current.pathname + current.search;
		return null;
	}
	const wrap = ( children: ReactNode ) =>
		options.withRouter === false ? (
			children
		) : (
			<MemoryRouter
				initialEntries={ [ options.route ?? '/' ] }
				future={ ROUTER_FUTURE }
			>
				<LocationProbe />
				{ children }
			</MemoryRouter>
		);
	const user = userEvent.setup();
	const result = render(
		<Provider store={ store }>
			<SetupProvider value={ setup }>
				<div className="ca-app">{ wrap( ui ) }</div>
			</SetupProvider>
		</Provider>
	);
	return {
		...result,
		store,
		user,
		setup,
		currentLocation: () => location,
	};
}
