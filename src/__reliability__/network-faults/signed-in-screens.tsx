/**
 * The matrix's rows for the signed-in screens: the profile (its option lists and its save), the
 * dashboard, the estate detail, the Overview's statistics and activity log, the document list and
 * the upload. The lists the product documents keep empty on a failure (dashboard, estate, stats,
 * log, file list) must stay empty and claim nothing (no empty state, no 'no entries' text); the
 * profile save shows its toast; the upload its message, keeping the chosen file.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { ToastProvider } from '../../components/toast';
import {
	browseInput,
	chooseFiles,
	installFilePondSupport,
} from '../../components/uploader/test-support';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import {
	dashboardAnswer,
	listItem,
} from '../../features/dashboard/testing/fixtures';
import { answerEstates } from '../../features/dashboard/testing/render-dashboard';
import { DocumentsTab } from '../../features/documents';
import {
	ESTATE_ID,
	fileRow,
	mixedList,
	serveFileList,
} from '../../features/documents/testing/file-lists';
import { answerEstate } from '../../features/estates/testing/fixtures';
import { renderEstate } from '../../features/estates/testing/render-estate';
import { ProfilePage } from '../../features/profile';
import { profileHandlers } from '../../testing/profile-handlers';
import { signedIn } from '../../testing/render-profile';
import { renderWithProviders } from '../../testing/render-with-providers';
import { api, server } from '../../testing/server';
import { expectNoAlert } from './checks';
import { eventually, type Cell, type FaultScreen } from './matrix';

const NodeFile = installFilePondSupport();

// Radix positions popovers with ResizeObserver, which jsdom lacks.
window.ResizeObserver ??= class {
	observe() {}
	unobserve() {}
	disconnect() {}
} as unknown as typeof ResizeObserver;

const button = ( name: string ) => screen.getByRole( 'button', { name } );
const link = ( name: string ) => screen.getByRole( 'link', { name } );

/**
 * Fails unless some part of the tree says it is loading (a busy region or a spinner).
 */
const expectLoading = () =>
	eventually( () =>
		expect(
			document.querySelector( '[aria-busy="true"], .ca-spinner' )
		).not.toBeNull()
	);

/**
 * Leaves the page by `away` and comes back by `back` (re-entering the route).
 *
 * @param user The userEvent.
 * @param away The link that leaves.
 * @param back The link that comes back.
 */
async function reenter( user: Cell[ 'user' ], away: string, back: string ) {
	await user.click( link( away ) );
	await user.click( await eventually( () => link( back ) ) );
}

/**
 * The profile page on its route, with a way out and back.
 *
 * @param faults The fault handlers.
 */
function renderProfileRoute(
	faults: Parameters< FaultScreen[ 'render' ] >[ 0 ]
) {
	server.use( ...faults );
	return renderWithProviders(
		<ToastProvider>
			<Routes>
				<Route
					path="/profile"
					element={
						<>
							<ProfilePage />
							<Link to="/">Dashboard</Link>
						</>
					}
				/>
				<Route
					path="/"
					element={ <Link to="/profile">Profile</Link> }
				/>
			</Routes>
		</ToastProvider>,
		{ route: '/profile', preloadedState: signedIn() }
	);
}

const country = () => screen.getByRole( 'combobox', { name: 'Country' } );

const profileLoad: FaultScreen = {
	name: 'profile (load)',
	calls: [
		{ method: 'get', url: api( 'onoffice/countries' ) },
		{ method: 'get', url: api( 'onoffice/fields' ) },
	],
	healthy: () => server.use( ...profileHandlers ),
	render: renderProfileRoute,
	busy: () =>
		eventually( () =>
			expect( country() ).toHaveAttribute( 'aria-busy', 'true' )
		),
	failed: () => {
		expectNoAlert();
		// The stored values stay what they are, even without their option lists.
		expect(
			screen.getByRole( 'textbox', { name: /^First Name/ } )
		).toHaveValue( 'Olivia' );
		expect( country() ).toHaveValue( 'DEU' );
		expect( button( 'Save Profile' ) ).toBeEnabled();
	},
	recover: ( { user } ) => reenter( user, 'Dashboard', 'Profile' ),
	healthyShown: async () => {
		await eventually( () =>
			expect(
				screen.getByRole( 'option', { name: 'Österreich' } )
			).toBeInTheDocument()
		);
		expect(
			screen.getByRole( 'option', { name: 'Eheleute' } )
		).toBeInTheDocument();
		expect( country() ).toHaveValue( 'DEU' );
	},
};

const firstName = () => screen.getByRole( 'textbox', { name: /^First Name/ } );

const profileSave: FaultScreen = {
	name: 'profile (save)',
	calls: [ { method: 'patch', url: api( 'user/profile' ) } ],
	healthy: () => server.use( ...profileHandlers ),
	render: renderProfileRoute,
	act: async ( { user } ) => {
		await eventually( () =>
			screen.getByRole( 'option', { name: 'Eheleute' } )
		);
		await user.clear( firstName() );
		await user.type( firstName(), 'Erika' );
		await user.click( button( 'Save Profile' ) );
	},
	busy: () =>
		eventually( () =>
			expect( button( 'Save Profile' ) ).toHaveAttribute(
				'aria-busy',
				'true'
			)
		),
	failed: async () => {
		await eventually( () =>
			expect(
				screen.getByText( 'Failed to update profile' )
			).toBeInTheDocument()
		);
		expect( firstName() ).toHaveValue( 'Erika' );
		expect( button( 'Save Profile' ) ).toBeEnabled();
	},
	recover: ( { user } ) => user.click( button( 'Save Profile' ) ),
	healthyShown: () =>
		eventually( () =>
			expect(
				screen.getByText( 'Profile has been saved' )
			).toBeInTheDocument()
		),
};

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

const estate: FaultScreen = {
	name: 'estate detail',
	calls: [ { method: 'get', url: api( 'onoffice/estates/:id' ) } ],
	healthy: () => {
		answerEstate();
	},
	render: ( faults ) => {
		server.use( ...faults );
		return renderEstate();
	},
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
	healthy: () => {
		answerEstate();
	},
	render: ( faults ) => {
		server.use( ...faults );
		return renderEstate();
	},
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
	healthy: () => {
		answerEstate();
	},
	render: ( faults ) => {
		server.use( ...faults );
		return renderEstate();
	},
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

/**
 * The documents tab on an estate route, with a way out and back.
 *
 * @param faults The fault handlers.
 */
function renderDocuments( faults: Parameters< FaultScreen[ 'render' ] >[ 0 ] ) {
	server.use( ...faults );
	return renderWithProviders(
		<Routes>
			<Route
				path="/documents"
				element={
					<>
						<DocumentsTab estateId={ ESTATE_ID } />
						<Link to="/">Dashboard</Link>
					</>
				}
			/>
			<Route
				path="/"
				element={ <Link to="/documents">Documents</Link> }
			/>
		</Routes>,
		{ route: '/documents', preloadedState: signedIn() }
	);
}

const NO_FILES =
	'Currently there are no files available for upload or download.';

const fileList: FaultScreen = {
	name: 'document file list',
	calls: [ { method: 'get', url: api( `file/list/estate/${ ESTATE_ID }` ) } ],
	healthy: () => {
		serveFileList( mixedList() );
	},
	render: renderDocuments,
	busy: expectLoading,
	failed: () => {
		expectNoAlert();
		expect(
			screen.getByRole( 'heading', { name: 'House Sale Checklist' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'progressbar' ) ).toBeNull();
		expect( screen.queryByRole( 'listitem' ) ).toBeNull();
		expect( screen.queryByText( NO_FILES ) ).toBeNull();
	},
	recover: ( { user } ) => reenter( user, 'Dashboard', 'Documents' ),
	healthyShown: () =>
		eventually( () =>
			expect( button( 'Upload Grundbuchauszug' ) ).toBeInTheDocument()
		),
};

const dialog = () =>
	screen.getByRole( 'dialog', { name: 'Upload Grundbuchauszug' } );

const upload: FaultScreen = {
	name: 'document upload',
	calls: [ { method: 'post', url: api( 'file/upload' ) } ],
	healthy: () => {
		let uploaded = false;
		serveFileList( () => {
			const answer = mixedList();
			if ( uploaded ) {
				answer.data.personal.files[ 1 ] = fileRow(
					'grundbuchauszug',
					'Grundbuchauszug',
					'not_confirmed'
				);
			}
			return answer;
		} );
		server.use(
			http.post( api( 'file/upload' ), () => {
				uploaded = true;
				return HttpResponse.json(
					{ message: 'file_uploaded' },
					{ status: 201 }
				);
			} )
		);
	},
	render: renderDocuments,
	prepare: async ( { user } ) => {
		await user.click(
			await eventually( () => button( 'Upload Grundbuchauszug' ) )
		);
		const open = await eventually( dialog );
		await browseInput( open );
		await chooseFiles(
			open,
			new NodeFile( [ '%PDF-1.4 Grundbuch' ], 'grundbuch.pdf', {
				type: 'application/pdf',
			} ) as File
		);
		await eventually( () =>
			within( open ).getByText( /^Selected file: grundbuch\.pdf/ )
		);
	},
	act: ( { user } ) => user.click( button( 'Upload file' ) ),
	busy: () =>
		eventually( () =>
			expect(
				within( dialog() ).getByRole( 'progressbar' )
			).toBeInTheDocument()
		),
	failed: async () => {
		const open = dialog();
		await eventually( () =>
			expect( within( open ).getByRole( 'alert' ) ).toHaveTextContent(
				'File could not be uploaded'
			)
		);
		expect( open.querySelector( '.ca-uploader--invalid' ) ).not.toBeNull();
		expect(
			within( open ).getByText( /^Selected file: grundbuch\.pdf/ )
		).toBeInTheDocument();
		expect(
			within( open ).getByRole( 'button', { name: 'Try again' } )
		).toBeEnabled();
	},
	// The upload has no time limit (see docs/behaviour.md "Calls and headers"): it keeps running
	// with Cancel usable; cancelling keeps the file for another try.
	stuck: async ( { user } ) => {
		const open = dialog();
		expect( within( open ).getByRole( 'progressbar' ) ).toBeInTheDocument();
		const cancel = within( open ).getByRole( 'button', { name: 'Cancel' } );
		expect( cancel ).toBeEnabled();
		await user.click( cancel );
		await eventually( () =>
			expect( within( open ).getByRole( 'status' ) ).toHaveTextContent(
				'The upload has been cancelled.'
			)
		);
		expect(
			within( open ).getByText( /^Selected file: grundbuch\.pdf/ )
		).toBeInTheDocument();
		expect( button( 'Upload file' ) ).toBeEnabled();
	},
	recover: ( { user } ) =>
		user.click(
			screen.getByRole( 'button', { name: /^(Try again|Upload file)$/ } )
		),
	healthyShown: async () => {
		await eventually( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		await eventually( () =>
			expect(
				link( 'Download Grundbuchauszug (opens in a new tab)' )
			).toBeInTheDocument()
		);
	},
};

/** The signed-in screens' rows. */
export const SIGNED_IN_SCREENS: readonly FaultScreen[] = [
	profileLoad,
	profileSave,
	dashboard,
	estate,
	overviewStats,
	overviewLog,
	fileList,
	upload,
];
