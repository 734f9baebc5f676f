import { act, screen, waitFor } from '@testing-library/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Link, Route, Routes } from 'react-router-dom';
import { ownerUser } from '@test-support/fixtures';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { dashboardAnswer, listItem } from '@test-support/dashboard/fixtures';
import {
	installIntersectionObserver,
	type FakeIntersection,
} from '@test-support/intersection-observer';
import {
	answerEstates,
	answerEstatesLater,
	answerShortStats,
	renderDashboard,
	signedIn,
} from '@test-support/dashboard/render-dashboard';
import { DashboardPage } from './dashboard-page';

expect.extend( toHaveNoViolations );

let intersection: FakeIntersection;
let warn: jest.SpyInstance;

beforeEach( () => {
	intersection = installIntersectionObserver();
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => {
	intersection.restore();
	warn.mockRestore();
} );

describe( 'DashboardPage', () => {
	it( "greets the customer by name, 'again' after more than one login", async () => {
		answerEstates( dashboardAnswer() );
		renderDashboard();
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Dashboard' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Hello Olivia Owner' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Nice to see you again' )
		).toBeInTheDocument();
		await screen.findByText( 'No property available' );
	} );

	it( "says 'Nice to see you' on the first login", async () => {
		answerEstates( dashboardAnswer() );
		renderDashboard( { ...ownerUser, login_count: 1 } );
		expect( screen.getByText( 'Nice to see you' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'Nice to see you again' )
		).not.toBeInTheDocument();
		await screen.findByText( 'No property available' );
	} );

	it( "shows the empty state whose 'Create Estate' opens the valuation wizard", async () => {
		answerEstates( dashboardAnswer() );
		const view = renderDashboard();
		expect(
			await screen.findByRole( 'heading', {
				name: 'No property available',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'As soon as a property is linked, it will be displayed here.'
			)
		).toBeInTheDocument();
		await view.user.click(
			screen.getByRole( 'link', { name: 'Create Estate' } )
		);
		expect( view.currentLocation() ).toBe( '/valuation' );
	} );

	it( 'shows placeholder cards while the list loads, then the cards with Create Estate above them', async () => {
		const release = answerEstatesLater(
			dashboardAnswer( { estatesInterested: [ listItem( '112' ) ] } )
		);
		const { container } = renderDashboard();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( container.querySelectorAll( '.ca-skeleton' ) ).toHaveLength(
			3
		);
		release();
		expect(
			await screen.findByRole( 'heading', { name: 'Your properties' } )
		).toBeInTheDocument();
		const create = screen.getByRole( 'link', { name: 'Create Estate' } );
		const firstCard = screen.getByRole( 'article' );
		// The action comes before the list in reading order.
		const order = Array.from(
			document.querySelectorAll( '.ca-button, .ca-card' )
		);
		expect( order.indexOf( create ) ).toBeLessThan(
			order.indexOf( firstCard )
		);
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it.each( [
		[ 'HTTP 500', { message: 'generic_error' }, 500 ],
		[ 'a malformed answer', { estatesOwned: 'nope' }, 200 ],
		[ 'an answer without lists', {}, 200 ],
	] )(
		"on %s logs the failure and shows nothing, never 'No property available'",
		async ( _case, answer, status ) => {
			answerEstates( answer, status );
			const { container } = renderDashboard();
			await waitFor( () => expect( warn ).toHaveBeenCalled() );
			expect(
				screen.queryByText( 'No property available' )
			).not.toBeInTheDocument();
			expect( screen.queryByRole( 'article' ) ).not.toBeInTheDocument();
			expect(
				screen.queryByRole( 'link', { name: 'Create Estate' } )
			).not.toBeInTheDocument();
			expect( container.querySelector( '.ca-skeleton' ) ).toBeNull();
			expect(
				screen.getByText( 'Hello Olivia Owner' )
			).toBeInTheDocument();
		}
	);

	it( 'asks for the other cards’ pictures once the first card’s has been painted, their boxes kept meanwhile', async () => {
		// jsdom loads no pictures: the first card's stays loading until the test says it has loaded.
		jest.spyOn(
			HTMLImageElement.prototype,
			'complete',
			'get'
		).mockReturnValue( false );
		answerEstates(
			dashboardAnswer( {
				estatesOwned: [ listItem( '101' ), listItem( '102' ) ],
			} )
		);
		const { container } = renderDashboard();
		await screen.findByRole( 'link', { name: 'Haus 102' } );
		const pictures = () =>
			Array.from(
				container.querySelectorAll( '.ca-card__media' ),
				( box ) =>
					box.querySelector( 'img' )?.getAttribute( 'src' ) ?? 'none'
			);
		await act( () => new Promise( ( done ) => setTimeout( done, 50 ) ) );
		expect( pictures() ).toEqual( [
			expect.stringContaining( '101-1.jpg' ),
			'none',
		] );
		act( () => {
			container
				.querySelector( 'img[fetchpriority="high"]' )
				?.dispatchEvent( new Event( 'load' ) );
		} );
		await waitFor( () =>
			expect( pictures() ).toEqual( [
				expect.stringContaining( '101-1.jpg' ),
				expect.stringContaining( '102-1.jpg' ),
			] )
		);
	} );

	it( 'recovers when the window regains focus and when the network comes back', async () => {
		let fail = true;
		let calls = 0;
		server.use(
			http.get( api( 'onoffice/estates' ), () => {
				calls++;
				return fail
					? HttpResponse.json(
							{ message: 'generic_error' },
							{ status: 500 }
						)
					: HttpResponse.json(
							dashboardAnswer( {
								estatesInterested: [ listItem( '112' ) ],
							} )
						);
			} )
		);
		const view = renderDashboard();
		// The page's store wires the browser's focus and online events to RTK Query this way.
		const unsubscribe = setupListeners( view.store.dispatch );
		await waitFor( () => expect( warn ).toHaveBeenCalled() );
		fail = false;
		act( () => {
			window.dispatchEvent( new Event( 'focus' ) );
		} );
		expect(
			await screen.findByRole( 'link', { name: 'Haus 112' } )
		).toBeInTheDocument();
		expect( calls ).toBe( 2 );
		act( () => {
			window.dispatchEvent( new Event( 'online' ) );
		} );
		await waitFor( () => expect( calls ).toBe( 3 ) );
		unsubscribe();
	} );

	it( 'fetches the list again when the route is entered again', async () => {
		let calls = 0;
		server.use(
			http.get( api( 'onoffice/estates' ), () => {
				calls++;
				return calls === 1
					? HttpResponse.json(
							{ message: 'generic_error' },
							{ status: 500 }
						)
					: HttpResponse.json( dashboardAnswer() );
			} )
		);
		const view = renderWithProviders(
			<Routes>
				<Route
					path="/"
					element={
						<>
							<DashboardPage />
							<Link to="/elsewhere">Elsewhere</Link>
						</>
					}
				/>
				<Route path="/elsewhere" element={ <Link to="/">Home</Link> } />
			</Routes>,
			{ preloadedState: signedIn() }
		);
		await waitFor( () => expect( warn ).toHaveBeenCalled() );
		await view.user.click(
			screen.getByRole( 'link', { name: 'Elsewhere' } )
		);
		await view.user.click( screen.getByRole( 'link', { name: 'Home' } ) );
		expect(
			await screen.findByText( 'No property available' )
		).toBeInTheDocument();
		expect( calls ).toBe( 2 );
	} );

	it( 'has no accessibility violations with cards', async () => {
		answerShortStats();
		answerEstates(
			dashboardAnswer( {
				estatesOwned: [
					listItem( '101', {
						elements: {
							auftragvon: '2020-01-01',
							auftragbis: '2099-01-01',
						},
					} ),
				],
				estatesInterested: [
					listItem( '101' ),
					listItem( '112', { picture: '' } ),
				],
				estatesContactPerson: [
					listItem( '113', {
						elements: { status2: 'neu', _status2: 'Neu' },
					} ),
				],
			} )
		);
		const { container } = renderDashboard();
		await screen.findByRole( 'link', { name: 'Haus 101' } );
		act( () => intersection.enter() );
		await screen.findByRole( 'list', { name: 'Key figures' } );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'has no accessibility violations in the empty state', async () => {
		answerEstates( dashboardAnswer() );
		const { container } = renderDashboard();
		await screen.findByText( 'No property available' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
