/**
 * A link followed while the area starts: a hash change after the router read the hash and before it
 * listened is followed, and links after it still work.
 */
import { render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { ROUTER_FUTURE } from '../config/routes';
import { HashCatchUp } from './hash-catch-up';

afterEach( () => {
	jest.restoreAllMocks();
	window.history.replaceState( null, '', '#' );
} );

it( 'shows the screen of a link followed before the router listened, and follows the next link', async () => {
	window.history.replaceState( null, '', '#/' );
	// The router starts to listen in its first commit, after it has read the hash: the link is
	// followed just before that, and the browser's event comes too early for the router.
	const addListener = window.addEventListener.bind( window );
	jest.spyOn( window, 'addEventListener' ).mockImplementation(
		( type, listener, options ) => {
			if ( type === 'popstate' ) {
				window.history.replaceState( null, '', '#/profile' );
			}
			addListener( type, listener, options );
		}
	);
	render(
		<HashRouter future={ ROUTER_FUTURE }>
			<HashCatchUp />
			<Routes>
				<Route path="/" element={ <h1>Dashboard</h1> } />
				<Route path="/profile" element={ <h1>Profile</h1> } />
			</Routes>
		</HashRouter>
	);
	expect(
		await screen.findByRole( 'heading', { name: 'Profile' } )
	).toBeInTheDocument();
	expect( window.location.hash ).toBe( '#/profile' );
	window.location.hash = '#/';
	expect(
		await screen.findByRole( 'heading', { name: 'Dashboard' } )
	).toBeInTheDocument();
} );
