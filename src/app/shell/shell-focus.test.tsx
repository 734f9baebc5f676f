import { screen, waitFor, within } from '@testing-library/react';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import { profileHandlers } from '@test-support/profile/handlers';
import { renderWithProviders } from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { inShell, quietErrorBoundary, signedIn } from '@test-support/shell';
import { Link, useLocation } from 'react-router-dom';
import { ScreenTitle } from '../../components/screen-title';
/**
 * The shell's focus and headings: a screen's title shown once as the header's heading, focus on
 * the new screen's heading (or its error heading) after a route change but not on the first load,
 * on the sidebar entry that changed the route, and the menu kept when a screen throws.
 */
describe( 'Shell focus and headings', () => {
	beforeEach( () => server.use( ...profileHandlers ) );
	afterEach( restoreMatchMedia );

	it( 'keeps the menu and Logout when the screen throws', async () => {
		mockViewportWidth( 1280 );
		const restoreConsole = quietErrorBoundary();
		const Broken = () => {
			throw new Error( 'hostile answer' );
		};
		renderWithProviders( inShell( <Broken /> ), {
			route: '/profile',
			preloadedState: signedIn,
		} );
		expect(
			( await screen.findByText( 'Something went wrong' ) ).closest(
				'[role="alert"]'
			)
		).toHaveClass( 'ca-screen-error' );
		const nav = screen.getByRole( 'navigation', { name: 'Customer area' } );
		expect(
			within( nav ).getByRole( 'button', { name: 'Logout' } )
		).toBeInTheDocument();
		restoreConsole();
	} );

	it( "focuses the screen's heading on a route change, not on the first load", async () => {
		mockViewportWidth( 1280 );
		const { user, currentLocation } = renderWithProviders(
			inShell(
				<>
					<h1>Screen</h1>
					<Link to="/estates/12">A property</Link>
				</>
			),
			{ route: '/', preloadedState: signedIn }
		);
		const heading = screen.getByRole( 'heading', { name: 'Screen' } );
		expect( heading ).not.toHaveFocus();
		await user.click( screen.getByRole( 'link', { name: 'A property' } ) );
		expect( currentLocation() ).toBe( '/estates/12' );
		await waitFor( () => expect( heading ).toHaveFocus() );
		expect( heading ).toHaveAttribute( 'tabindex', '-1' );
		// A property's page names itself: the header shows no title of its own there.
		expect( document.querySelector( '.ca-shell__title' ) ).toBeNull();
		expect( screen.getAllByRole( 'heading', { level: 1 } ) ).toEqual( [
			heading,
		] );
	} );

	it( "focuses a failed screen's error heading after a route change, not the header's title", async () => {
		mockViewportWidth( 1280 );
		const restoreConsole = quietErrorBoundary();
		const BrokenOnProfile = () => {
			if ( useLocation().pathname === '/profile' ) {
				throw new Error( 'hostile answer' );
			}
			return <Link to="/profile">Your profile</Link>;
		};
		const { user } = renderWithProviders( inShell( <BrokenOnProfile /> ), {
			route: '/',
			preloadedState: signedIn,
		} );
		await user.click(
			screen.getByRole( 'link', { name: 'Your profile' } )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'heading', { name: 'Something went wrong' } )
			).toHaveFocus()
		);
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Profile' } )
		).toBeInTheDocument();
		restoreConsole();
	} );

	it( "shows a screen's title once, as the header's heading, and focuses it after a route change", async () => {
		mockViewportWidth( 375 );
		const { user, currentLocation } = renderWithProviders(
			inShell(
				<>
					<ScreenTitle>Dashboard</ScreenTitle>
					<Link to="/profile">Your profile</Link>
				</>
			),
			{ route: '/', preloadedState: signedIn }
		);
		expect(
			screen
				.getAllByRole( 'heading', { level: 1 } )
				.map( ( h ) => h.textContent )
		).toEqual( [ 'Dashboard' ] );
		await user.click(
			screen.getByRole( 'link', { name: 'Your profile' } )
		);
		expect( currentLocation() ).toBe( '/profile' );
		const title = screen.getByRole( 'heading', {
			level: 1,
			name: 'Profile',
		} );
		await waitFor( () => expect( title ).toHaveFocus() );
		expect( screen.getAllByRole( 'heading', { level: 1 } ) ).toEqual( [
			title,
		] );
	} );

	it( 'keeps focus on the entry of the sidebar that changed the route, now the current one', async () => {
		mockViewportWidth( 1280 );
		const { user, currentLocation } = renderWithProviders(
			inShell( <h1>Screen</h1> ),
			{ route: '/', preloadedState: signedIn }
		);
		const nav = screen.getByRole( 'navigation', { name: 'Customer area' } );
		const profile = within( nav ).getByRole( 'link', { name: 'Profile' } );
		await user.click( profile );
		expect( currentLocation() ).toBe( '/profile' );
		await waitFor( () =>
			expect( profile ).toHaveAttribute( 'aria-current', 'page' )
		);
		expect( profile ).toHaveFocus();
		expect(
			screen.getByRole( 'heading', { name: 'Screen' } )
		).not.toHaveFocus();
		// Only one entry is current: the one that has focus.
		expect(
			within( nav ).getByRole( 'link', { name: 'Dashboard' } )
		).not.toHaveAttribute( 'aria-current' );

		// By keyboard as well: Enter on the Dashboard entry.
		const dashboard = within( nav ).getByRole( 'link', {
			name: 'Dashboard',
		} );
		dashboard.focus();
		await user.keyboard( '{Enter}' );
		expect( currentLocation() ).toBe( '/' );
		await waitFor( () =>
			expect( dashboard ).toHaveAttribute( 'aria-current', 'page' )
		);
		expect( dashboard ).toHaveFocus();
	} );

	it( "sends focus to the new screen's heading after an entry of the drawer, not back to the menu button", async () => {
		mockViewportWidth( 375 );
		const { user, currentLocation } = renderWithProviders(
			inShell( <p>Screen</p> ),
			{ route: '/', preloadedState: signedIn }
		);
		const menuButton = screen.getByRole( 'button', { name: 'Menu' } );
		await user.click( menuButton );
		const drawer = screen.getByRole( 'dialog', { name: 'Menu' } );
		await user.click(
			within( drawer ).getByRole( 'link', { name: 'Profile' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( currentLocation() ).toBe( '/profile' );
		const title = screen.getByRole( 'heading', {
			level: 1,
			name: 'Profile',
		} );
		await waitFor( () => expect( title ).toHaveFocus() );
		// It stays there: the drawer's closing does not take it back to the button.
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( menuButton ).not.toHaveFocus();
		expect( title ).toHaveFocus();
	} );
} );
