/**
 * One embed of the customer area: the full area with its HashRouter, or a popup that shows only the
 * auth container (or, signed in, who is signed in and Logout) and shares the sign-in state with
 * the rest of the page. See docs/behaviour.md "Embeds and popups".
 */
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { SetupProvider, type AppSetup } from '../config/config-context';
import { ROUTER_FUTURE } from '../config/routes';
import { AppRoutes } from './app-routes';
import { FirstScreenCommit } from '../first-paint/first-screen-commit';
import { HashCatchUp } from './hash-catch-up';
import { PopupFocus, RouteFocus } from './navigation-focus';
import { PopupAuth } from './popup-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import type { AppStore } from './store';

/** Inputs of one mounted embed. */
export interface AppProps {
	/** The page's one store. */
	store: AppStore;
	/** Configuration, embed attributes and language. */
	setup: AppSetup;
	/**
	 * Called once the first screen has committed without a loading fallback (the entry then swaps
	 * it in for the pre-rendered first screen; see `FirstScreenCommit`).
	 */
	onFirstScreen?: () => void;
}

/**
 * One mounted embed: its store, setup, router or popup.
 *
 * @param props See AppProps.
 */
export function App( { store, setup, onFirstScreen }: AppProps ) {
	const { embed } = setup;
	return (
		<StrictMode>
			<Provider store={ store }>
				<SetupProvider value={ setup }>
					<FirstScreenCommit onCommit={ onFirstScreen }>
						<div className="ca-app" lang={ setup.language }>
							{ embed.popup ? (
								<RouteErrorBoundary>
									<PopupFocus>
										<PopupAuth />
									</PopupFocus>
								</RouteErrorBoundary>
							) : (
								<HashRouter future={ ROUTER_FUTURE }>
									<HashCatchUp />
									<ScrollToTop />
									<RouteFocus>
										<AppRoutes />
									</RouteFocus>
								</HashRouter>
							) }
						</div>
					</FirstScreenCommit>
				</SetupProvider>
			</Provider>
		</StrictMode>
	);
}
