/**
 * The matrix's rows for the account screens: login, registration (its submit and its salutation
 * list) and forgot password. A failed submit shows the backend-error display and keeps every
 * value; pressing the button again, once the network is back, works.
 */
import { screen } from '@testing-library/react';
import { AuthContainer } from '../../../src/features/auth/container';
import { authHandlers } from '@test-support/auth/handlers';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { expectGenericBackendError, expectNoBrokenAnswerText } from './checks';
import { eventually, type Cell, type FaultScreen } from './matrix';
import { button } from './actions';

const box = ( label: RegExp ) => screen.getByLabelText( label );

/**
 * Fails unless `name`'s button is usable again.
 *
 * @param name The button's name.
 */
const expectUsable = ( name: string ) => {
	expect( button( name ) ).toBeEnabled();
	expect( button( name ) ).not.toHaveAttribute( 'aria-busy', 'true' );
};

/**
 * Fails unless `name`'s button shows that it is busy.
 *
 * @param name The button's name.
 */
const expectBusyButton = ( name: string ) =>
	eventually( () =>
		expect( button( name ) ).toHaveAttribute( 'aria-busy', 'true' )
	);

let redirectedHome = jest.fn();

const login: FaultScreen = {
	name: 'login',
	calls: [ { method: 'post', url: api( 'user/login' ) } ],
	healthy: () => {
		server.use( ...authHandlers().handlers );
	},
	render: ( faults ) => {
		server.use( ...faults );
		redirectedHome = jest.fn();
		return renderWithProviders(
			<AuthContainer
				initialView="login"
				onRedirectHome={ redirectedHome }
			/>
		);
	},
	act: async ( { user }: Cell ) => {
		await user.type( box( /^Email/ ), 'owner@example.com' );
		await user.type( box( /^Password/ ), 'demo1234' );
		await user.click( button( 'Sign In Now' ) );
	},
	busy: () => expectBusyButton( 'Sign In Now' ),
	failed: async () => {
		await eventually( expectGenericBackendError );
		expect( box( /^Email/ ) ).toHaveValue( 'owner@example.com' );
		expect( box( /^Password/ ) ).toHaveValue( 'demo1234' );
		expectUsable( 'Sign In Now' );
		expect( redirectedHome ).not.toHaveBeenCalled();
	},
	recover: ( { user } ) => user.click( button( 'Sign In Now' ) ),
	healthyShown: async ( { view } ) => {
		await eventually( () => expect( redirectedHome ).toHaveBeenCalled() );
		expect( view.store.getState().auth.isAuthenticated ).toBe( true );
	},
};

/**
 * Renders the container on the register view once its form shows.
 *
 * @param faults The fault handlers.
 */
async function renderRegisterView(
	faults: Parameters< FaultScreen[ 'render' ] >[ 0 ]
) {
	server.use( ...faults );
	const view = renderWithProviders(
		<AuthContainer initialView="register" />
	);
	await eventually( () => button( 'Register Now' ) );
	return view;
}

const registration: FaultScreen = {
	name: 'registration',
	calls: [ { method: 'post', url: api( 'user/register' ) } ],
	healthy: () => {
		server.use( ...authHandlers().handlers );
	},
	render: renderRegisterView,
	act: async ( { user } ) => {
		await eventually( () =>
			screen.getByRole( 'option', { name: 'Frau' } )
		);
		await user.selectOptions( box( /^Salutation/ ), 'Frau' );
		await user.type( box( /^First Name/ ), 'Erika' );
		await user.type( box( /^Last Name/ ), 'Mustermann' );
		await user.type( box( /^Email Address/ ), 'erika@example.com' );
		await user.type( box( /^Password/ ), 'Secret123' );
		await user.click(
			screen.getByRole( 'checkbox', { name: /privacy policy/ } )
		);
		await user.click( button( 'Register Now' ) );
	},
	busy: () => expectBusyButton( 'Register Now' ),
	failed: async () => {
		await eventually( expectGenericBackendError );
		expect( box( /^Salutation/ ) ).toHaveValue( 'Frau' );
		expect( box( /^First Name/ ) ).toHaveValue( 'Erika' );
		expect( box( /^Last Name/ ) ).toHaveValue( 'Mustermann' );
		expect( box( /^Email Address/ ) ).toHaveValue( 'erika@example.com' );
		expect( box( /^Password/ ) ).toHaveValue( 'Secret123' );
		expect(
			screen.getByRole( 'checkbox', { name: /privacy policy/ } )
		).toBeChecked();
		expectUsable( 'Register Now' );
	},
	recover: ( { user } ) => user.click( button( 'Register Now' ) ),
	healthyShown: () =>
		eventually( () =>
			expect(
				screen.getByText( /Thank you for registering!/ )
			).toBeInTheDocument()
		),
};

const salutations: FaultScreen = {
	name: 'registration salutation list',
	calls: [ { method: 'get', url: api( 'onoffice/fields' ) } ],
	healthy: () => {
		server.use( ...authHandlers().handlers );
	},
	render: renderRegisterView,
	busy: () =>
		eventually( () =>
			expect( box( /^Salutation/ ) ).toHaveAttribute(
				'aria-busy',
				'true'
			)
		),
	failed: async ( { user } ) => {
		await eventually( expectGenericBackendError );
		expect(
			screen.queryByRole( 'option', { name: 'Frau' } )
		).not.toBeInTheDocument();
		// What the visitor types meanwhile stays through the recovery below.
		await user.type( box( /^First Name/ ), 'Erika' );
		expectUsable( 'Register Now' );
	},
	// Leaving the view and coming back asks again.
	recover: async ( { user } ) => {
		await user.click( button( 'Back to Login' ) );
		await user.click(
			await eventually( () => button( 'Create Account' ) )
		);
		await eventually( () => button( 'Register Now' ) );
	},
	healthyShown: async () => {
		await eventually( () =>
			expect(
				screen.getByRole( 'option', { name: 'Frau' } )
			).toBeInTheDocument()
		);
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expectNoBrokenAnswerText();
	},
};

const forgotPassword: FaultScreen = {
	name: 'forgot password',
	calls: [ { method: 'post', url: api( 'user/forgot-password' ) } ],
	healthy: () => {
		server.use( ...authHandlers().handlers );
	},
	render: async ( faults ) => {
		server.use( ...faults );
		const view = renderWithProviders(
			<AuthContainer initialView="forgot-password" />
		);
		await eventually( () => button( 'Request Now' ) );
		return view;
	},
	act: async ( { user } ) => {
		await user.type( box( /^Email/ ), 'erika@example.com' );
		await user.click( button( 'Request Now' ) );
	},
	busy: () => expectBusyButton( 'Request Now' ),
	failed: async () => {
		await eventually( expectGenericBackendError );
		expect( box( /^Email/ ) ).toHaveValue( 'erika@example.com' );
		expectUsable( 'Request Now' );
	},
	recover: ( { user } ) => user.click( button( 'Request Now' ) ),
	healthyShown: () =>
		eventually( () =>
			expect(
				screen.getByText(
					'Password reset for erika@example.com initiated, if the user exists, you will shortly receive an email with reset instructions.'
				)
			).toBeInTheDocument()
		),
};

/** The account screens' rows. */
export const AUTH_SCREENS: readonly FaultScreen[] = [
	login,
	registration,
	salutations,
	forgotPassword,
];
