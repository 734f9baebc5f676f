/**
 * A forward link replaces only the login view: an embed whose initial view is register or
 * forgot-password keeps that view, and login and registration still send
 * `feature: 'secret_sale'`. Checked for the full area's visitor landing and for a popup.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuthView } from '../config/config';
import * as browser from '../lib/browser';
import { authHandlers } from '@test-support/auth/handlers';
import {
	fillAndSubmitLogin,
	fillValidRegistration,
	submitRegistration,
} from '@test-support/auth/render-auth';
import {
	createTestStore,
	renderWithProviders,
} from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { testConfig, testEmbed } from '@test-support/test-config';
import { App } from './app';
import { AppRoutes } from './app-routes';

const FORWARD = '/immobilie/7/';
const NOTICE =
	'Further details about the property are available to customers with a customer account.';

/** The heading each initial view opens on while a forward link is in force. */
const OPENS_ON: ReadonlyArray< readonly [ AuthView | '', string ] > = [
	[ '', NOTICE ],
	[ 'login', NOTICE ],
	[ 'secret-sale-notice', NOTICE ],
	[ 'register', 'Register' ],
	[ 'forgot-password', 'Forgot Password?' ],
];

beforeEach( () => {
	// After a sign-in the full area shows the dashboard, which asks for the customer's estates.
	server.use(
		http.get( api( 'onoffice/estates' ), () =>
			HttpResponse.json( {
				estatesOwned: [],
				estatesInterested: [],
				estatesContactPerson: [],
			} )
		)
	);
} );
afterEach( () => {
	window.location.hash = '';
} );

describe( 'forward link and the initial view', () => {
	it.each( OPENS_ON )(
		'the full area with initial-view %p opens on %p',
		async ( initialView, heading ) => {
			server.use( ...authHandlers().handlers );
			renderWithProviders( <AppRoutes />, {
				route: '/login',
				config: { forceForwardLink: FORWARD },
				embed: { initialView },
			} );
			expect(
				await screen.findByRole( 'heading', { name: heading } )
			).toBeInTheDocument();
		}
	);

	it.each( OPENS_ON )(
		'a popup with initial-view %p opens on %p',
		async ( initialView, heading ) => {
			server.use( ...authHandlers().handlers );
			render(
				<App
					store={ createTestStore() }
					setup={ {
						config: testConfig(),
						embed: testEmbed( {
							popup: true,
							initialView,
							forwardLink: FORWARD,
						} ),
						language: 'en',
					} }
				/>
			);
			expect(
				await screen.findByRole( 'heading', { name: heading } )
			).toBeInTheDocument();
		}
	);

	it( 'keeps the register view and still sends feature secret_sale with the registration', async () => {
		const { handlers, calls } = authHandlers();
		server.use( ...handlers );
		const { user } = renderWithProviders( <AppRoutes />, {
			route: '/login',
			config: { forceForwardLink: FORWARD },
			embed: { initialView: 'register' },
		} );
		await screen.findByRole( 'heading', { name: 'Register' } );
		await fillValidRegistration( user );
		await submitRegistration( user );
		await waitFor( () => expect( calls.register ).toHaveLength( 1 ) );
		expect( calls.register[ 0 ] ).toMatchObject( {
			feature: 'secret_sale',
		} );
	} );

	it( 'keeps the forgot-password view, and its login still sends feature secret_sale', async () => {
		const { handlers, calls } = authHandlers();
		server.use( ...handlers );
		const { user } = renderWithProviders( <AppRoutes />, {
			route: '/login',
			config: { forceForwardLink: FORWARD },
			embed: { initialView: 'forgot-password' },
		} );
		await screen.findByRole( 'heading', { name: 'Forgot Password?' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Back to Login' } )
		);
		await screen.findByRole( 'heading', { name: 'Sign In' } );
		// The page would leave for the forward link; jsdom cannot navigate, so keep it here.
		const redirect = jest
			.spyOn( browser, 'redirectTo' )
			.mockImplementation( () => undefined );
		await fillAndSubmitLogin( user );
		await waitFor( () =>
			expect( redirect ).toHaveBeenCalledWith(
				`https://broker.example${ FORWARD }`
			)
		);
		expect( calls.login[ 0 ] ).toMatchObject( { feature: 'secret_sale' } );
		redirect.mockRestore();
	} );
} );
