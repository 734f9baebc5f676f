/**
 * The wizard's finish as the app composes it: a visitor's submit leads to the wizard's
 * registration or login with the estate token, the token is forgotten once a login used it, and
 * the customer area's dashboard opens (on this page, or the customer area page from an is-leadgen
 * embed). Also the `#/login` route of an is-leadgen embed, and the signed-in customer's wizard.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from './app-routes';
import { customerAreaHome } from './use-customer-area-home';
import * as browser from '../lib/browser';
import { initialAuthState } from '../session/auth-slice';
import {
	initialWizardState,
	selectEstateToken,
	type WizardState,
} from '../features/wizard/wizard-slice';
import { authHandlers } from '@test-support/auth/handlers';
import { ownerUser } from '@test-support/fixtures';
import {
	fillAndSubmitLogin,
	fillValidRegistration,
	submitRegistration,
} from '@test-support/auth/render-auth';
import {
	renderWithProviders,
	type RenderOptions,
} from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { TEST_SITE } from '@test-support/test-config';
import { WIZARD_STORAGE_KEY } from '../features/wizard/constants';
import {
	COMPLETE_HOUSE_ANSWERS,
	TEST_ESTATE_TOKEN,
} from '@test-support/wizard/fixtures';
import { newWizardCalls, wizardHandlers } from '@test-support/wizard/handlers';

/** Answers of a complete wizard, resumed on the finish step. */
const answers = COMPLETE_HOUSE_ANSWERS;

const signedIn = {
	auth: {
		...initialAuthState,
		user: ownerUser,
		token: 'customer-token',
		isAuthenticated: true,
	},
};

/** The customer area page; the tests' page (jsdom's URL) is another one, `/customer-area/`. */
const CUSTOMER_AREA = `${ TEST_SITE }/kundenbereich/`;
/** The tests' page. */
const THIS_PAGE = `${ TEST_SITE }/customer-area/`;

// The wizard and the account step are lazy chunks (waiting: tests/support/setup-tests.ts).
jest.setTimeout( 30000 );

/**
 * Renders the routes with the wizard's and the account's handlers answering.
 *
 * @param wizard  The wizard's state to resume.
 * @param options Route, embed, configuration and state.
 */
function renderRoutes(
	wizard: Partial< WizardState >,
	options: RenderOptions = {}
) {
	window.sessionStorage.clear();
	const wizardCalls = newWizardCalls();
	const { handlers, calls } = authHandlers();
	// The first matching handler answers: the account step's salutation options come from the
	// auth handlers (the wizard asks for no options on its finish step).
	server.use(
		...handlers,
		...wizardHandlers( wizardCalls ),
		http.get( api( 'onoffice/estates' ), () =>
			HttpResponse.json( {
				estatesOwned: [],
				estatesInterested: [],
				estatesContactPerson: [],
			} )
		)
	);
	const view = renderWithProviders( <AppRoutes />, {
		route: '/',
		embed: { isLeadgen: true },
		...options,
		preloadedState: {
			...options.preloadedState,
			wizard: { ...initialWizardState, ...wizard },
		},
	} );
	return { ...view, calls, wizardCalls };
}

const heldToken = {
	step: 6,
	estateToken: TEST_ESTATE_TOKEN,
	estateTokenAt: Date.now(),
};

const stepHeading = () => screen.getByRole( 'heading', { level: 2 } );
const previous = () => screen.queryByRole( 'button', { name: 'Previous' } );

let redirect: jest.SpyInstance;
beforeEach( () => {
	redirect = jest
		.spyOn( browser, 'redirectTo' )
		.mockImplementation( () => undefined );
} );
afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'a visitor’s finish on an is-leadgen embed', () => {
	it( 'submits, registers with Evaluate Now, signs in with the token and opens the dashboard', async () => {
		const { user, calls, wizardCalls, store, currentLocation } =
			renderRoutes( { step: 6, answers } );
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Get your real estate valued now',
			} )
		);

		// The registration replaces the button; focus is on the step's heading, Previous is gone.
		const evaluate = await screen.findByRole( 'button', {
			name: 'Evaluate Now',
		} );
		expect( stepHeading() ).toHaveTextContent( 'Almost done!' );
		expect( stepHeading() ).toHaveFocus();
		expect( previous() ).not.toBeInTheDocument();
		expect(
			evaluate.closest( 'form' )?.parentElement?.closest( 'form' )
		).toBeNull();
		expect( wizardCalls.stored ).toHaveLength( 1 );
		expect( selectEstateToken( store.getState() ) ).toBe(
			TEST_ESTATE_TOKEN
		);

		await fillValidRegistration( user );
		await submitRegistration( user, 'Evaluate Now' );
		await screen.findByText( /^Thank you for registering!/ );
		expect( calls.register[ 0 ] ).toMatchObject( {
			estate_token: TEST_ESTATE_TOKEN,
		} );
		// Registration cannot tell whether the address had an account: the token stays held.
		expect( selectEstateToken( store.getState() ) ).toBe(
			TEST_ESTATE_TOKEN
		);
		expect( window.sessionStorage.getItem( WIZARD_STORAGE_KEY ) ).toContain(
			TEST_ESTATE_TOKEN
		);
		expect( previous() ).not.toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', {
				name: 'Login into existing Account',
			} )
		);
		await fillAndSubmitLogin( user );
		expect(
			await screen.findByRole( 'heading', { name: 'Dashboard' } )
		).toBeInTheDocument();
		expect( currentLocation() ).toBe( '/' );
		expect( calls.login[ 0 ] ).toMatchObject( {
			estate_token: TEST_ESTATE_TOKEN,
		} );
		expect( selectEstateToken( store.getState() ) ).toBeNull();
		expect( store.getState().wizard.step ).toBe( 0 );
		// The wizard's screen was gone before the token was forgotten; the tab forgets it too.
		expect(
			window.sessionStorage.getItem( WIZARD_STORAGE_KEY )
		).toBeNull();
		expect( redirect ).not.toHaveBeenCalled();
	} );

	it( 'sends the data and shows the wizard’s login when the visitor chooses Login into existing Account', async () => {
		const { user, calls, wizardCalls, store, currentLocation } =
			renderRoutes( { step: 6, answers } );
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Login into existing Account',
			} )
		);
		expect(
			await screen.findByRole( 'button', { name: 'Sign In Now' } )
		).toBeInTheDocument();
		expect( wizardCalls.stored ).toHaveLength( 1 );
		expect( stepHeading() ).toHaveTextContent( 'Almost done!' );
		expect( previous() ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Forgot Password?' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Evaluate Now' } )
		).not.toBeInTheDocument();

		await fillAndSubmitLogin( user );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		expect( currentLocation() ).toBe( '/' );
		expect( calls.login[ 0 ] ).toMatchObject( {
			estate_token: TEST_ESTATE_TOKEN,
		} );
		expect( selectEstateToken( store.getState() ) ).toBeNull();
	} );

	it( 'goes to the customer area page’s dashboard after the login when one is known', async () => {
		const { user, store } = renderRoutes( heldToken, {
			config: { customerAreaUrl: CUSTOMER_AREA },
		} );
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Login into existing Account',
			} )
		);
		await fillAndSubmitLogin( user );
		await waitFor( () =>
			expect( redirect ).toHaveBeenCalledWith( `${ CUSTOMER_AREA }#/` )
		);
		expect( selectEstateToken( store.getState() ) ).toBeNull();
	} );

	it( 'ignores the forward link: no secret-sale feature, no redirect there', async () => {
		const { user, calls } = renderRoutes( heldToken, {
			config: { forceForwardLink: '/immobilie/4711/' },
		} );
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Login into existing Account',
			} )
		);
		await fillAndSubmitLogin( user );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		expect( calls.login[ 0 ] ).not.toHaveProperty( 'feature' );
		expect( redirect ).not.toHaveBeenCalled();
	} );
} );

describe( 'the #/login route of an is-leadgen embed', () => {
	it( 'shows the wizard’s login while a token is held', async () => {
		const { user, calls } = renderRoutes( heldToken, { route: '/login' } );
		expect(
			await screen.findByRole( 'button', { name: 'Sign In Now' } )
		).toBeInTheDocument();
		expect( stepHeading() ).toHaveTextContent( 'Almost done!' );
		expect(
			screen.queryByRole( 'button', { name: 'Forgot Password?' } )
		).not.toBeInTheDocument();
		await fillAndSubmitLogin( user );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		expect( calls.login[ 0 ] ).toMatchObject( {
			estate_token: TEST_ESTATE_TOKEN,
		} );
	} );

	it( 'shows the plain login without a token (a link asked for it)', async () => {
		renderRoutes( {}, { route: '/login' } );
		expect(
			await screen.findByRole( 'button', { name: 'Forgot Password?' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'heading', {
				name: 'Online Property Valuation',
			} )
		).not.toBeInTheDocument();
	} );
} );

describe( 'a signed-in customer’s wizard', () => {
	it( 'titles the shell’s header and goes to the customer area page after the submit from an is-leadgen embed', async () => {
		const { user, wizardCalls, container } = renderRoutes(
			{ step: 6, answers },
			{
				route: '/valuation',
				preloadedState: signedIn,
				config: { customerAreaUrl: CUSTOMER_AREA },
			}
		);
		// The header shows the screen's title as its one heading; the wizard does not repeat it.
		await waitFor( () =>
			expect(
				container.querySelector( '.ca-shell__title' )
			).toHaveTextContent( 'Online Property Valuation' )
		);
		expect(
			screen
				.getAllByRole( 'heading', { level: 1 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( [ 'Online Property Valuation' ] );
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Get your real estate valued now',
			} )
		);
		await waitFor( () =>
			expect( redirect ).toHaveBeenCalledWith( `${ CUSTOMER_AREA }#/` )
		);
		expect( wizardCalls.stored[ 0 ]?.authorization ).toBe(
			'Bearer customer-token'
		);
	} );

	it( 'opens this area’s dashboard after the submit inside the full area', async () => {
		const { user, currentLocation } = renderRoutes(
			{ step: 6, answers },
			{
				route: '/valuation',
				embed: { isLeadgen: false },
				preloadedState: signedIn,
				config: { customerAreaUrl: CUSTOMER_AREA },
			}
		);
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Get your real estate valued now',
			} )
		);
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		expect( currentLocation() ).toBe( '/' );
		expect( redirect ).not.toHaveBeenCalled();
	} );
} );

describe( 'customerAreaHome', () => {
	const base = {
		isLeadgen: true,
		customerAreaUrl: CUSTOMER_AREA,
		siteOrigin: TEST_SITE,
		currentPage: `${ TEST_SITE }/property-valuation/`,
	};

	it( 'is the customer area page plus #/ from an is-leadgen embed', () => {
		expect( customerAreaHome( base ) ).toEqual( {
			kind: 'url',
			url: `${ CUSTOMER_AREA }#/`,
		} );
		expect(
			customerAreaHome( {
				...base,
				customerAreaUrl: `${ CUSTOMER_AREA }#/profile`,
			} )
		).toEqual( { kind: 'url', url: `${ CUSTOMER_AREA }#/` } );
	} );

	it( 'is this area’s route / inside the full area, without a page, on that page or for a page of another site', () => {
		for ( const input of [
			{ ...base, isLeadgen: false },
			{ ...base, customerAreaUrl: '' },
			{ ...base, currentPage: CUSTOMER_AREA },
			{ ...base, customerAreaUrl: THIS_PAGE, currentPage: THIS_PAGE },
			{ ...base, customerAreaUrl: 'https://evil.example/area/' },
			{ ...base, customerAreaUrl: 'javascript:alert(1)' },
		] ) {
			expect( customerAreaHome( input ) ).toEqual( { kind: 'route' } );
		}
	} );
} );
