import { act, fireEvent, screen } from '@testing-library/react';
import { initialAuthState } from '../../session/auth-slice';
import { TYPEAHEAD_RESET_MS } from '../../config/constants';
import { ownerUser } from '@test-support/fixtures';
import { renderWithProviders } from '@test-support/render-with-providers';
import { Menu } from './menu';

const signedIn = {
	auth: {
		...initialAuthState,
		user: ownerUser,
		isAuthenticated: true,
		token: 'tok',
	},
};

describe( 'Menu', () => {
	it( 'lists Dashboard, Profile and Logout for a signed-in customer', () => {
		renderWithProviders( <Menu isAuthenticated />, {
			preloadedState: signedIn,
		} );
		const nav = screen.getByRole( 'navigation', { name: 'Customer area' } );
		expect( nav ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Dashboard' } )
		).toHaveAttribute( 'href', '/' );
		expect(
			screen.getByRole( 'link', { name: 'Profile' } )
		).toHaveAttribute( 'href', '/profile' );
		expect(
			screen.getByRole( 'button', { name: 'Logout' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Login' } )
		).not.toBeInTheDocument();
	} );

	it( 'lists only Login for a visitor', () => {
		renderWithProviders( <Menu isAuthenticated={ false } />, {
			route: '/login',
		} );
		expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 1 );
		const login = screen.getByRole( 'link', { name: 'Login' } );
		expect( login ).toHaveAttribute( 'href', '/login' );
		expect( login ).toHaveAttribute( 'aria-current', 'page' );
	} );

	it.each( [
		[ '/', 'Dashboard' ],
		[ '/estates/12', 'Dashboard' ],
		[ '/profile', 'Profile' ],
	] )(
		'marks the entry of %s as the current page, in bold',
		( route, current ) => {
			renderWithProviders( <Menu isAuthenticated />, {
				route,
				preloadedState: signedIn,
			} );
			const links = screen.getAllByRole( 'link' );
			for ( const link of links ) {
				const isCurrent = link.textContent === current;
				expect( link.getAttribute( 'aria-current' ) ).toBe(
					isCurrent ? 'page' : null
				);
				expect(
					link.classList.contains( 'ca-menu__entry--current' )
				).toBe( isCurrent );
			}
		}
	);

	it( 'marks nothing on a page without an entry', () => {
		renderWithProviders( <Menu isAuthenticated />, {
			route: '/documents',
			preloadedState: signedIn,
		} );
		expect( document.querySelector( '[aria-current]' ) ).toBeNull();
	} );

	it( 'goes to the chosen page and tells the drawer to close', async () => {
		const onNavigate = jest.fn();
		const { user, currentLocation } = renderWithProviders(
			<Menu isAuthenticated onNavigate={ onNavigate } />,
			{ preloadedState: signedIn }
		);
		await user.click( screen.getByRole( 'link', { name: 'Profile' } ) );
		expect( currentLocation() ).toBe( '/profile' );
		expect( onNavigate ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByRole( 'link', { name: 'Profile' } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	it( 'logs out from the Logout entry', async () => {
		const { user, store } = renderWithProviders( <Menu isAuthenticated />, {
			preloadedState: signedIn,
		} );
		await user.click( screen.getByRole( 'button', { name: 'Logout' } ) );
		expect( store.getState().auth.token ).toBeNull();
		expect( store.getState().auth.user ).toBeNull();
		expect( window.location.hash ).toBe( '#/login' );
	} );

	describe( 'type-ahead', () => {
		beforeEach( () => jest.useFakeTimers() );
		afterEach( () => jest.useRealTimers() );

		const type = ( key: string ) =>
			fireEvent.keyDown( document.activeElement as Element, { key } );

		it( 'focuses the next entry starting with the typed letter', () => {
			renderWithProviders( <Menu isAuthenticated />, {
				preloadedState: signedIn,
			} );
			act( () =>
				screen.getByRole( 'link', { name: 'Dashboard' } ).focus()
			);
			type( 'l' );
			expect(
				screen.getByRole( 'button', { name: 'Logout' } )
			).toHaveFocus();
			act( () => jest.advanceTimersByTime( TYPEAHEAD_RESET_MS ) );
			type( 'P' );
			expect(
				screen.getByRole( 'link', { name: 'Profile' } )
			).toHaveFocus();
		} );

		it( 'keeps the typed text together within 500 ms', () => {
			renderWithProviders( <Menu isAuthenticated />, {
				preloadedState: signedIn,
			} );
			act( () =>
				screen.getByRole( 'link', { name: 'Dashboard' } ).focus()
			);
			type( 'p' );
			act( () => jest.advanceTimersByTime( TYPEAHEAD_RESET_MS - 1 ) );
			type( 'r' );
			// "pr" still matches Profile: focus stays there.
			expect(
				screen.getByRole( 'link', { name: 'Profile' } )
			).toHaveFocus();
			act( () => jest.advanceTimersByTime( TYPEAHEAD_RESET_MS - 1 ) );
			type( 'x' );
			// "prx" matches nothing: focus does not move.
			expect(
				screen.getByRole( 'link', { name: 'Profile' } )
			).toHaveFocus();
		} );

		it( 'starts a new search after 500 ms without typing', () => {
			renderWithProviders( <Menu isAuthenticated />, {
				preloadedState: signedIn,
			} );
			act( () =>
				screen.getByRole( 'link', { name: 'Dashboard' } ).focus()
			);
			type( 'p' );
			act( () => jest.advanceTimersByTime( TYPEAHEAD_RESET_MS ) );
			type( 'd' );
			// After the reset "d" is a new search (not "pd"): focus moves to Dashboard.
			expect(
				screen.getByRole( 'link', { name: 'Dashboard' } )
			).toHaveFocus();
		} );

		it( 'ignores keys with modifiers', () => {
			renderWithProviders( <Menu isAuthenticated />, {
				preloadedState: signedIn,
			} );
			act( () =>
				screen.getByRole( 'link', { name: 'Dashboard' } ).focus()
			);
			fireEvent.keyDown( document.activeElement as Element, {
				key: 'p',
				ctrlKey: true,
			} );
			expect(
				screen.getByRole( 'link', { name: 'Dashboard' } )
			).toHaveFocus();
		} );
	} );
} );
