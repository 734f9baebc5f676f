/**
 * Popup embeds: the auth container only, no routes and no shell, sharing the sign-in state with the
 * rest of the page; a forward link shows the secret-sale notice first.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { authHandlers } from '@test-support/auth/handlers';
import { createTestStore } from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { testConfig, testEmbed } from '@test-support/test-config';

describe( 'popup embed', () => {
	afterEach( () => {
		window.location.hash = '';
	} );

	it( 'shows only the auth container, on its initial view, whatever the route', async () => {
		window.location.hash = '#/profile';
		const store = createTestStore();
		render(
			<App
				store={ store }
				setup={ {
					config: testConfig(),
					embed: testEmbed( {
						popup: true,
						initialView: 'register',
						registerLabel: 'Join',
					} ),
					language: 'en',
				} }
			/>
		);
		server.use( ...authHandlers().handlers );
		expect(
			await screen.findByRole( 'button', { name: 'Join' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();
	} );

	it( 'starts on the secret-sale notice with a forward link', () => {
		render(
			<App
				store={ createTestStore() }
				setup={ {
					config: testConfig(),
					embed: testEmbed( {
						popup: true,
						forwardLink: '/immobilie/1/',
					} ),
					language: 'en',
				} }
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Log into existing account' } )
		).toBeInTheDocument();
	} );

	it( 'signs in the shared store and stays put', async () => {
		server.use( ...authHandlers().handlers );
		const store = createTestStore();
		const user = userEvent.setup();
		render(
			<App
				store={ store }
				setup={ {
					config: testConfig(),
					embed: testEmbed( { popup: true } ),
					language: 'en',
				} }
			/>
		);
		await user.type(
			screen.getByLabelText( /^Email/ ),
			'owner@example.com'
		);
		await user.type( screen.getByLabelText( /^Password/ ), 'demo1234' );
		await user.click(
			screen.getByRole( 'button', { name: 'Sign In Now' } )
		);
		await waitFor( () =>
			expect( store.getState().auth.isAuthenticated ).toBe( true )
		);
		expect( window.location.hash ).toBe( '' );
	} );
} );
