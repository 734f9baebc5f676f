/**
 * The matrix's rows for the profile: its option lists and its save (the toast says so).
 */
import { screen } from '@testing-library/react';
import { ToastProvider } from '../../../src/components/toast';
import { ProfilePage } from '../../../src/features/profile';
import { profileHandlers } from '@test-support/profile/handlers';
import { signedIn } from '@test-support/profile/render-profile';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { AWAY, button, reenter, routeWithWayBack } from './actions';
import { expectNoAlert } from './checks';
import { eventually, type FaultScreen } from './matrix';

// Radix positions popovers with ResizeObserver, which jsdom lacks.
window.ResizeObserver ??= class {
	observe() {}
	unobserve() {}
	disconnect() {}
} as unknown as typeof ResizeObserver;

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
			{ routeWithWayBack( '/profile', <ProfilePage />, 'Profile' ) }
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
	recover: ( { user } ) => reenter( user, AWAY, 'Profile' ),
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

/** The profile's rows. */
export const PROFILE_SCREENS: readonly FaultScreen[] = [
	profileLoad,
	profileSave,
];
