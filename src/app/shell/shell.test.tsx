import { act, screen, waitFor, within } from '@testing-library/react';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import { profileHandlers } from '@test-support/profile/handlers';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { inShell, signedIn } from '@test-support/shell';
/**
 * The shell's layout: the sidebar from 1200 px, the header and its drawer below, the switch
 * between them, and the profile picture fetched once. Focus and headings are in
 * shell-focus.test.tsx.
 */
describe( 'Shell layout', () => {
	beforeEach( () => server.use( ...profileHandlers ) );
	afterEach( restoreMatchMedia );

	it( 'shows the sidebar with profile card and menu from 1200 px, and no menu button', async () => {
		mockViewportWidth( 1280 );
		renderWithProviders( inShell( <h1>Profile page</h1> ), {
			route: '/profile',
			preloadedState: signedIn,
		} );
		const nav = screen.getByRole( 'navigation', { name: 'Customer area' } );
		expect(
			within( nav ).getByRole( 'link', { name: 'Profile' } )
		).toHaveAttribute( 'aria-current', 'page' );
		expect( screen.getByText( 'Olivia Owner' ) ).toBeInTheDocument();
		expect( screen.getByText( 'owner@example.com' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Menu' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Profile page' } )
		).toBeInTheDocument();
		// The header shows the page title at every width.
		expect(
			document.querySelector( '.ca-shell__title' )
		).toHaveTextContent( 'Profile' );
		await waitFor( () =>
			expect( screen.getByTestId( 'avatar-initials' ) ).toHaveTextContent(
				'OO'
			)
		);
	} );

	it( 'below 1200 px shows the header with the title and a menu button that opens a drawer', async () => {
		mockViewportWidth( 375 );
		const { user, currentLocation } = renderWithProviders(
			inShell( <p>Screen</p> ),
			{
				route: '/',
				preloadedState: signedIn,
			}
		);
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();
		expect(
			document.querySelector( '.ca-shell__title' )
		).toHaveTextContent( 'Dashboard' );
		const button = screen.getByRole( 'button', { name: 'Menu' } );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

		await user.click( button );
		const drawer = screen.getByRole( 'dialog', { name: 'Menu' } );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( button ).toHaveAttribute( 'aria-controls', drawer.id );
		// Focus moves in, onto the current page's entry.
		const dashboard = within( drawer ).getByRole( 'link', {
			name: 'Dashboard',
		} );
		await waitFor( () => expect( dashboard ).toHaveFocus() );
		expect( dashboard ).toHaveAttribute( 'aria-current', 'page' );

		// An entry closes the drawer and focus goes to the new screen's heading, the header's title.
		await user.click(
			within( drawer ).getByRole( 'link', { name: 'Profile' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( currentLocation() ).toBe( '/profile' );
		await waitFor( () =>
			expect(
				screen.getByRole( 'heading', { level: 1, name: 'Profile' } )
			).toHaveFocus()
		);
		expect(
			document.querySelector( '.ca-shell__title' )
		).toHaveTextContent( 'Profile' );
	} );

	it( "focuses the current page's entry when the drawer opens on another page", async () => {
		mockViewportWidth( 375 );
		const { user } = renderWithProviders( inShell( <p>content</p> ), {
			route: '/profile',
			preloadedState: signedIn,
		} );
		await user.click( screen.getByRole( 'button', { name: 'Menu' } ) );
		const drawer = screen.getByRole( 'dialog', { name: 'Menu' } );
		await waitFor( () =>
			expect(
				within( drawer ).getByRole( 'link', { name: 'Profile' } )
			).toHaveFocus()
		);
	} );

	it( 'closes the drawer on Escape and returns focus to the menu button', async () => {
		mockViewportWidth( 375 );
		const { user } = renderWithProviders( inShell( <p>content</p> ), {
			preloadedState: signedIn,
		} );
		const button = screen.getByRole( 'button', { name: 'Menu' } );
		await user.click( button );
		expect(
			screen.getByRole( 'dialog', { name: 'Menu' } )
		).toBeInTheDocument();
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( button ).toHaveFocus();
	} );

	it( 'says so when the drawer cannot load (offline), and the next press opens it', async () => {
		let offline = true;
		jest.doMock( './menu-drawer-dialog', () => {
			if ( offline ) {
				throw new Error(
					'ChunkLoadError: Loading chunk drawer failed.'
				);
			}
			return jest.requireActual( './menu-drawer-dialog' );
		} );
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		mockViewportWidth( 375 );
		const { user } = renderWithProviders( inShell( <p>content</p> ), {
			preloadedState: signedIn,
		} );
		const button = screen.getByRole( 'button', { name: 'Menu' } );
		// Pointing at the button starts the load; the press waits for it.
		await user.click( button );
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'The menu could not be opened. Please check your connection and try again.'
			)
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		offline = false;
		await user.click( button );
		expect(
			await screen.findByRole( 'dialog', { name: 'Menu' } )
		).toBeInTheDocument();
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		jest.dontMock( './menu-drawer-dialog' );
		warn.mockRestore();
	} );

	it( 'switches layout when the window crosses 1200 px', () => {
		const resize = mockViewportWidth( 1199 );
		renderWithProviders( inShell( <p>content</p> ), {
			preloadedState: signedIn,
		} );
		expect(
			screen.getByRole( 'button', { name: 'Menu' } )
		).toBeInTheDocument();
		act( () => resize( 1200 ) );
		expect(
			screen.queryByRole( 'button', { name: 'Menu' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'navigation', { name: 'Customer area' } )
		).toBeInTheDocument();
	} );

	it( 'fetches the profile picture once however often the drawer opens', async () => {
		mockViewportWidth( 375 );
		let pictureCalls = 0;
		server.use(
			http.get( api( 'user/profile-picture' ), () => {
				pictureCalls++;
				return HttpResponse.json( { imageUrl: '' } );
			} )
		);
		const { user } = renderWithProviders( inShell( <p>content</p> ), {
			preloadedState: signedIn,
		} );
		for ( let round = 0; round < 3; round++ ) {
			await user.click( screen.getByRole( 'button', { name: 'Menu' } ) );
			await screen.findByRole( 'dialog', { name: 'Menu' } );
			await user.keyboard( '{Escape}' );
			await waitFor( () =>
				expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
			);
		}
		// The picture is fetched once the browser is idle; later openings add no call.
		await waitFor( () => expect( pictureCalls ).toBe( 1 ) );
		await user.click( screen.getByRole( 'button', { name: 'Menu' } ) );
		await screen.findByRole( 'dialog', { name: 'Menu' } );
		await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );
		expect( pictureCalls ).toBe( 1 );
	} );
} );
