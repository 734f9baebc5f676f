/**
 * The matrix's rows for the properties: the dashboard, the estate detail and the Overview's
 * statistics and activity log. On a failure each stays empty and claims nothing (no empty state,
 * no 'no entries' text).
 */
import { screen, within } from '@testing-library/react';
import { DashboardPage } from '../../../src/features/dashboard/components/dashboard-page';
import { dashboardAnswer, listItem } from '@test-support/dashboard/fixtures';
import { answerEstates } from '@test-support/dashboard/render-dashboard';
import { answerEstate } from '@test-support/estates/fixtures';
import { renderEstate } from '@test-support/estates/render-estate';
import { signedIn } from '@test-support/profile/render-profile';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { link, reenter } from './actions';
import { expectLoading, expectNoAlert } from './checks';
import { eventually, type FaultScreen } from './matrix';

const dashboard: FaultScreen = {
	name: 'dashboard',
	calls: [ { method: 'get', url: api( 'onoffice/estates' ) } ],
	healthy: () => {
		answerEstates(
			dashboardAnswer( { estatesInterested: [ listItem( '112' ) ] } )
		);
	},
	render: ( faults ) => {
		server.use( ...faults );
		return renderWithProviders( <DashboardPage />, {
			preloadedState: signedIn(),
		} );
	},
	busy: expectLoading,
	failed: () => {
		expectNoAlert();
		expect(
			screen.queryByText( 'No property available' )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'article' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Hello Olivia Owner' ) ).toBeInTheDocument();
	},
	// The browser's focus event refetches the list (RTK Query's listeners).
	recover: async () => {
		window.dispatchEvent( new Event( 'focus' ) );
	},
	healthyShown: () =>
		eventually( () => expect( link( 'Haus 112' ) ).toBeInTheDocument() ),
};

const estateTitle = 'Sonniges Einfamilienhaus';

/** Estate 101 on its route, every call answered by the fixtures (the matrix breaks a row's own). */
const ESTATE_ROUTE: Pick< FaultScreen, 'healthy' | 'render' > = {
	healthy: () => {
		answerEstate();
	},
	render: ( faults ) => {
		server.use( ...faults );
		return renderEstate();
	},
};

const estate: FaultScreen = {
	name: 'estate detail',
	calls: [ { method: 'get', url: api( 'onoffice/estates/:id' ) } ],
	...ESTATE_ROUTE,
	busy: expectLoading,
	failed: () => {
		expectNoAlert();
		expect(
			screen.queryByRole( 'heading', { name: estateTitle } )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'tab' ) ).not.toBeInTheDocument();
		expect( link( 'Back to the dashboard' ) ).toBeInTheDocument();
	},
	// The browser's online event refetches the estate.
	recover: async () => {
		window.dispatchEvent( new Event( 'online' ) );
	},
	healthyShown: () =>
		eventually( () =>
			expect(
				screen.getByRole( 'heading', { name: estateTitle } )
			).toBeInTheDocument()
		),
};

/**
 * The Overview's statistics section.
 */
const statistics = () => screen.getByRole( 'region', { name: 'Statistics' } );

const overviewStats: FaultScreen = {
	name: 'Overview statistics',
	calls: [
		{ method: 'get', url: api( 'onoffice/estates/:id/short-stats' ) },
		{ method: 'get', url: api( 'onoffice/estates/:id/stats' ) },
	],
	...ESTATE_ROUTE,
	busy: () =>
		eventually( () =>
			expect(
				statistics().querySelector( '[aria-busy="true"]' )
			).not.toBeNull()
		),
	failed: async () => {
		// The timeline, which did not fail, shows.
		await eventually( () =>
			expect( screen.getAllByText( /Rückruf/ ).length ).toBeGreaterThan(
				0
			)
		);
		expectNoAlert();
		expect(
			within( statistics() ).queryByText( 'Cancellations' )
		).toBeNull();
		expect( within( statistics() ).queryByRole( 'figure' ) ).toBeNull();
	},
	recover: ( { user } ) =>
		reenter( user, 'Back to the dashboard', 'Open 101' ),
	healthyShown: () =>
		eventually( () => {
			expect(
				within( statistics() ).getByText( 'Cancellations' )
			).toBeInTheDocument();
			expect(
				within( statistics() ).getAllByRole( 'figure' ).length
			).toBeGreaterThan( 0 );
		} ),
};

/**
 * The activity log section.
 */
const activities = () => screen.getByRole( 'region', { name: 'Activities' } );

const overviewLog: FaultScreen = {
	name: 'Overview activity log',
	calls: [ { method: 'get', url: api( 'onoffice/estates/:id/log' ) } ],
	...ESTATE_ROUTE,
	busy: () =>
		eventually( () =>
			expect( activities().querySelector( '.ca-spinner' ) ).not.toBeNull()
		),
	failed: async () => {
		// The statistics, which did not fail, show.
		await eventually( () =>
			expect(
				within( statistics() ).getByText( 'Cancellations' )
			).toBeInTheDocument()
		);
		expectNoAlert();
		expect( screen.queryByText( /Rückruf/ ) ).toBeNull();
		expect( screen.queryByText( 'No activities yet.' ) ).toBeNull();
	},
	recover: ( { user } ) =>
		reenter( user, 'Back to the dashboard', 'Open 101' ),
	healthyShown: () =>
		eventually( () =>
			expect( screen.getAllByText( /Rückruf/ ).length ).toBeGreaterThan(
				0
			)
		),
};

/** The properties' rows. */
export const ESTATE_SCREENS: readonly FaultScreen[] = [
	dashboard,
	estate,
	overviewStats,
	overviewLog,
];
