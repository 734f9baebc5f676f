/**
 * The route table: visitors get the sign-in view on protected routes, the public routes stay
 * reachable, signed-in customers reach the placeholder pages, unknown routes go home, a screen that
 * throws shows a message, and each route change scrolls to the top.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '@test-support/server';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import { renderWithProviders } from '@test-support/render-with-providers';
import { ownerUser } from '@test-support/fixtures';
import { initialAuthState } from '../session/auth-slice';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';
import { RouteErrorBoundary } from './route-error-boundary';

const signedIn = {
	auth: {
		...initialAuthState,
		user: ownerUser,
		token: 'token-1',
		isAuthenticated: true,
	},
};

describe( 'routes', () => {
	// The dashboard asks for the customer's estates.
	beforeEach( () =>
		server.use(
			http.get( api( 'onoffice/estates' ), () =>
				HttpResponse.json( {
					estatesOwned: [],
					estatesInterested: [],
					estatesContactPerson: [],
				} )
			)
		)
	);

	it.each( [ '/', '/profile', '/estates/12', '/searchorder' ] )(
		'shows a visitor the sign-in view on %s, without the shell',
		async ( route ) => {
			renderWithProviders( <AppRoutes />, { route } );
			expect(
				await screen.findByRole( 'heading', { name: 'Sign In' } )
			).toBeInTheDocument();
			expect(
				screen.queryByRole( 'navigation' )
			).not.toBeInTheDocument();
			expect(
				screen.queryByRole( 'button', { name: 'Menu' } )
			).not.toBeInTheDocument();
		}
	);

	it.each( [
		[ '/searchorder', 'Search order' ],
		[ '/favorites', 'Favorites' ],
		[ '/documents', 'Documents' ],
	] )(
		'shows a signed-in customer the heading and Hello on %s',
		async ( route, heading ) => {
			renderWithProviders( <AppRoutes />, {
				route,
				preloadedState: signedIn,
			} );
			expect(
				await screen.findByRole( 'heading', { name: heading } )
			).toBeInTheDocument();
			expect( screen.getByText( 'Hello' ) ).toBeInTheDocument();
		}
	);

	it( 'keeps the shell and its loaded picture across the signed-in routes', async () => {
		mockViewportWidth( 1280 );
		let pictureCalls = 0;
		server.use(
			http.get( api( 'user/profile-picture' ), () => {
				pictureCalls++;
				return HttpResponse.json( { imageUrl: '' } );
			} )
		);
		const view = renderWithProviders( <AppRoutes />, {
			route: '/searchorder',
			preloadedState: signedIn,
		} );
		await screen.findByRole( 'heading', { name: 'Search order' } );
		const shell = document.querySelector( '.ca-shell' );
		const nav = screen.getByRole( 'navigation', { name: 'Customer area' } );
		await view.user.click(
			within( nav ).getByRole( 'link', { name: 'Dashboard' } )
		);
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		expect( document.querySelector( '.ca-shell' ) ).toBe( shell );
		await waitFor( () => expect( pictureCalls ).toBe( 1 ) );
		restoreMatchMedia();
	} );

	it( 'sends a signed-in customer from /login to the dashboard', async () => {
		const view = renderWithProviders( <AppRoutes />, {
			route: '/login',
			preloadedState: signedIn,
		} );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		expect( view.currentLocation() ).toBe( '/' );
	} );

	it( 'sends an unknown route to the dashboard', async () => {
		const view = renderWithProviders( <AppRoutes />, {
			route: '/no-such-page',
			preloadedState: signedIn,
		} );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		expect( view.currentLocation() ).toBe( '/' );
	} );

	it( 'shows the valuation wizard instead of the sign-in view with is-leadgen', async () => {
		renderWithProviders( <AppRoutes />, {
			route: '/',
			embed: { isLeadgen: true },
		} );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Online Property Valuation',
			} )
		).toBeInTheDocument();
	} );
} );

describe( 'RouteErrorBoundary', () => {
	it( 'shows a message instead of a blank page when a screen throws', async () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		const Broken = () => {
			throw new Error( 'hostile answer' );
		};
		renderWithProviders(
			<RouteErrorBoundary>
				<Broken />
			</RouteErrorBoundary>
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Something went wrong'
		);
		expect(
			screen.getByRole( 'button', { name: 'Try again' } )
		).toBeInTheDocument();
		error.mockRestore();
		warn.mockRestore();
	} );
} );

describe( 'ScrollToTop', () => {
	it( 'scrolls to the top when the route changes', () => {
		const scrollTo = jest.mocked( window.scrollTo );
		scrollTo.mockClear();
		renderWithProviders( <ScrollToTop />, { route: '/profile' } );
		expect( scrollTo ).toHaveBeenCalledWith( 0, 0 );
	} );
} );
