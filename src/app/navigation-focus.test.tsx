/**
 * Focus after navigation: after a sign-in, a sign-out and a route change focus lands on the new
 * view's main heading, in the embed the customer used and nowhere else; a page load moves nothing.
 * The menus' own cases (sidebar keeps focus, drawer hands it to the heading) are tested with the
 * shell.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { authHandlers } from '@test-support/auth/handlers';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import { fillAndSubmitLogin } from '@test-support/auth/render-auth';
import {
	createTestStore,
	renderWithProviders,
} from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { countLogouts, signedInSession } from '@test-support/session-kit';
import { testConfig, testEmbed } from '@test-support/test-config';
import { writeTokenCookie } from '../session/token-cookie';
import { App } from './app';
import { AppRoutes } from './app-routes';
import { RouteFocus } from './navigation-focus';
import type { AppStore } from './store';

const fullArea = () => (
	<RouteFocus>
		<AppRoutes />
	</RouteFocus>
);

beforeEach( () => {
	// The dashboard asks for the customer's estates.
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
	restoreMatchMedia();
	window.location.hash = '';
	document.body.replaceChildren();
} );

describe( 'focus in the full area', () => {
	it( "lands on the dashboard's heading after a keyboard-only sign-in", async () => {
		mockViewportWidth( 1280 );
		server.use( ...authHandlers().handlers );
		const { user } = renderWithProviders( fullArea(), { route: '/login' } );
		const heading = await screen.findByRole( 'heading', {
			name: 'Sign In',
		} );
		// A page load moves nothing.
		expect( heading ).not.toHaveFocus();
		await user.tab();
		expect( screen.getByLabelText( /^Email/ ) ).toHaveFocus();
		await user.keyboard( 'owner@example.com' );
		await user.tab();
		await user.keyboard( 'demo1234{Enter}' );
		const dashboard = await screen.findByRole( 'heading', {
			level: 1,
			name: 'Dashboard',
		} );
		await waitFor( () => expect( dashboard ).toHaveFocus() );
	} );

	it( "lands on the dashboard's heading after a sign-in by pointer, at 375 px", async () => {
		mockViewportWidth( 375 );
		server.use( ...authHandlers().handlers );
		const { user } = renderWithProviders( fullArea(), { route: '/' } );
		await fillAndSubmitLogin( user );
		const dashboard = await screen.findByRole( 'heading', {
			level: 1,
			name: 'Dashboard',
		} );
		await waitFor( () => expect( dashboard ).toHaveFocus() );
	} );

	it.each( [ 1280, 375 ] )(
		'lands on the sign-in heading after Logout, at %p px',
		async ( width ) => {
			mockViewportWidth( width );
			writeTokenCookie( 'token-1', true );
			countLogouts();
			const { user } = renderWithProviders( fullArea(), {
				route: '/',
				preloadedState: signedInSession(),
			} );
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Dashboard',
			} );
			if ( width < 1200 ) {
				await user.click(
					screen.getByRole( 'button', { name: 'Menu' } )
				);
			}
			await user.click(
				await screen.findByRole( 'button', { name: 'Logout' } )
			);
			const signIn = await screen.findByRole( 'heading', {
				name: 'Sign In',
			} );
			await waitFor( () => expect( signIn ).toHaveFocus() );
		}
	);

	it( 'lands on the heading of the view a public page leads to', async () => {
		const { user } = renderWithProviders( fullArea(), {
			route: '/verify-email',
		} );
		await user.click(
			await screen.findByRole( 'button', { name: 'Sign In' } )
		);
		const signIn = await screen.findByRole( 'heading', {
			name: 'Sign In',
		} );
		await waitFor( () => expect( signIn ).toHaveFocus() );
	} );
} );

/**
 * A route change whose new screen arrives late while the old one stays in the page, hidden (as
 * React keeps it while a lazy chunk loads).
 */
function LateScreen() {
	const { pathname } = useLocation();
	const [ arrived, setArrived ] = useState( false );
	useEffect( () => {
		if ( pathname !== '/next' ) {
			return undefined;
		}
		const timer = setTimeout( () => setArrived( true ), 30 );
		return () => clearTimeout( timer );
	}, [ pathname ] );
	return (
		<>
			<div
				style={ pathname === '/next' ? { display: 'none' } : undefined }
			>
				<h1>Old screen</h1>
				<Link to="/next">Next</Link>
			</div>
			{ arrived && <h1>New screen</h1> }
		</>
	);
}

describe( 'focus while a screen loads', () => {
	it( "never lands on the hidden previous screen's heading, and waits for the new one", async () => {
		const { user } = renderWithProviders(
			<RouteFocus>
				<LateScreen />
			</RouteFocus>
		);
		await user.click( screen.getByRole( 'link', { name: 'Next' } ) );
		const fresh = await screen.findByRole( 'heading', {
			name: 'New screen',
		} );
		await waitFor( () => expect( fresh ).toHaveFocus() );
		expect( screen.getByText( 'Old screen' ) ).not.toHaveAttribute(
			'tabindex'
		);
	} );
} );

/**
 * Mounts the embeds into roots of their own, all with one store, as the page does.
 *
 * @param store The page's store.
 * @param count How many popups.
 */
function renderPopups( store: AppStore, count: number ): HTMLElement[] {
	const embeds = Object.fromEntries(
		Array.from( { length: count }, ( _, index ) => [
			`customer-area-${ index + 1 }`,
			testEmbed( { popup: true } ),
		] )
	);
	return Object.entries( embeds ).map( ( [ id, embed ] ) => {
		const root = document.body.appendChild(
			document.createElement( 'div' )
		);
		root.id = id;
		render(
			<App
				store={ store }
				setup={ {
					config: testConfig( { embeds } ),
					embed,
					language: 'en',
				} }
			/>,
			{ container: root }
		);
		return root;
	} );
}

describe( 'focus in popups', () => {
	it( 'moves to the signed-in view of the popup used, and leaves the other popup alone', async () => {
		server.use( ...authHandlers().handlers );
		const user = userEvent.setup();
		const [ first, second ] = renderPopups( createTestStore(), 2 ).map(
			( root ) => within( root )
		) as [ ReturnType< typeof within >, ReturnType< typeof within > ];
		await user.type(
			first.getByLabelText( /^Email/ ),
			'owner@example.com'
		);
		await user.type( first.getByLabelText( /^Password/ ), 'demo1234' );
		await user.click(
			first.getByRole( 'button', { name: 'Sign In Now' } )
		);
		const signedIn = await first.findByRole( 'heading', {
			name: 'You are signed in',
		} );
		await waitFor( () => expect( signedIn ).toHaveFocus() );
		expect(
			await second.findByRole( 'heading', { name: 'You are signed in' } )
		).not.toHaveFocus();

		// Logout in the second popup: its own sign-in heading takes focus.
		countLogouts();
		await user.click( second.getByRole( 'button', { name: 'Logout' } ) );
		const signInAgain = await second.findByRole( 'heading', {
			name: 'Sign In',
		} );
		await waitFor( () => expect( signInAgain ).toHaveFocus() );
		expect(
			first.getByRole( 'heading', { name: 'Sign In' } )
		).not.toHaveFocus();
	} );
} );
