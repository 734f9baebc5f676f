/**
 * Where the wizard shows: instead of the sign-in view for visitors on an is-leadgen embed, at
 * #/valuation for signed-in customers, and first for a signed-in customer on an is-leadgen embed.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from './app-routes';
import { initialAuthState } from '../session/auth-slice';
import { ownerUser } from '@test-support/fixtures';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { newWizardCalls, wizardHandlers } from '@test-support/wizard/handlers';

const signedIn = {
	auth: {
		...initialAuthState,
		user: ownerUser,
		token: 'token-1',
		isAuthenticated: true,
	},
};

beforeEach( () => {
	window.sessionStorage.clear();
	server.use(
		...wizardHandlers( newWizardCalls() ),
		// The dashboard asks for the customer's estates.
		http.get( api( 'onoffice/estates' ), () =>
			HttpResponse.json( {
				estatesOwned: [],
				estatesInterested: [],
				estatesContactPerson: [],
			} )
		)
	);
} );

describe( 'wizard routes', () => {
	it( 'shows a visitor on an is-leadgen embed the wizard instead of the sign-in view', async () => {
		renderWithProviders( <AppRoutes />, {
			route: '/',
			embed: { isLeadgen: true },
		} );
		expect(
			await screen.findByRole( 'radio', { name: 'House' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Sign In Now' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows a signed-in customer the wizard at #/valuation inside the shell', async () => {
		const view = renderWithProviders( <AppRoutes />, {
			route: '/valuation',
			preloadedState: signedIn,
		} );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Online Property Valuation',
			} )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'radio', { name: 'House' } )
		).toBeInTheDocument();
		expect( view.currentLocation() ).toBe( '/valuation' );
	} );

	it( 'starts a signed-in customer on an is-leadgen embed at #/valuation', async () => {
		const view = renderWithProviders( <AppRoutes />, {
			route: '/',
			embed: { isLeadgen: true },
			preloadedState: signedIn,
		} );
		await waitFor( () =>
			expect( view.currentLocation() ).toBe( '/valuation' )
		);
		expect(
			await screen.findByRole( 'radio', { name: 'House' } )
		).toBeInTheDocument();
	} );

	it( 'leaves a signed-in customer elsewhere on the dashboard', async () => {
		const view = renderWithProviders( <AppRoutes />, {
			route: '/',
			preloadedState: signedIn,
		} );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		expect( view.currentLocation() ).toBe( '/' );
	} );
} );
