/**
 * A popup for a signed-in customer: who is signed in, a link to the customer area and Logout, no
 * sign-in form. A sign-in in a popup replaces its form by that view; every popup of the page
 * follows a sign-in or a Logout at once.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmbedOptions, PluginConfig } from '../config/config';
import { applyLanguage } from '../i18n/apply-language';
import { authHandlers } from '@test-support/auth/handlers';
import { ownerUser } from '@test-support/fixtures';
import {
	fillAndSubmitLogin,
	fillValidRegistration,
	submitRegistration,
} from '@test-support/auth/render-auth';
import { createTestStore } from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { countLogouts, signedInSession } from '@test-support/session-kit';
import { testConfig, testEmbed, TEST_SITE } from '@test-support/test-config';
import { writeTokenCookie } from '../session/token-cookie';
import {
	initialWizardState,
	selectEstateToken,
} from '../features/wizard/wizard-slice';
import { TEST_ESTATE_TOKEN } from '@test-support/wizard/fixtures';
import { App } from './app';
import type { AppStore } from './store';

const AREA = `${ TEST_SITE }/customer-area/`;
type View = ReturnType< typeof within >;
const POPUP = testEmbed( { popup: true } );

/**
 * Mounts one embed per entry of `embeds` into its own root, all with one store, as the page does.
 *
 * @param store  The page's store.
 * @param embeds The embeds of the page, by root id.
 * @param config Settings to change.
 * @return The roots, in order.
 */
function renderPage(
	store: AppStore,
	embeds: Record< string, EmbedOptions >,
	config: Partial< PluginConfig > = {}
): HTMLElement[] {
	const pageConfig = testConfig( { embeds, ...config } );
	return Object.entries( embeds ).map( ( [ id, embed ] ) => {
		const root = document.body.appendChild(
			document.createElement( 'div' )
		);
		root.id = id;
		render(
			<App
				store={ store }
				setup={ { config: pageConfig, embed, language: 'en' } }
			/>,
			{ container: root }
		);
		return root;
	} );
}

afterEach( () => {
	window.location.hash = '';
	document.body.replaceChildren();
} );

describe( 'a popup for a signed-in customer', () => {
	it( 'shows who is signed in, a link to the customer area page and Logout, and no sign-in form', async () => {
		const [ popup ] = renderPage(
			createTestStore( { preloadedState: signedInSession() } ),
			{ 'customer-area-1': POPUP },
			{ customerAreaUrl: AREA }
		);
		const view = within( popup as HTMLElement );
		// The signed-in view comes in its own chunk.
		expect( await signedInHeading( view ) ).toBeInTheDocument();
		expect( view.getByText( 'Olivia Owner' ) ).toBeInTheDocument();
		expect( view.getByText( ownerUser.email ) ).toBeInTheDocument();
		expect(
			view.getByRole( 'link', { name: 'Go to the customer area' } )
		).toHaveAttribute( 'href', `${ AREA }#/` );
		expect(
			view.getByRole( 'button', { name: 'Logout' } )
		).toBeInTheDocument();
		expect( view.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect(
			view.queryByRole( 'button', { name: 'Sign In Now' } )
		).not.toBeInTheDocument();
	} );

	it( 'links to the dashboard route when the full area is on the same page', async () => {
		const [ popup ] = renderPage(
			createTestStore( { preloadedState: signedInSession() } ),
			{ 'customer-area-2': POPUP },
			{
				customerAreaUrl: AREA,
				embeds: {
					'customer-area-1': testEmbed(),
					'customer-area-2': POPUP,
				},
			}
		);
		expect(
			await within( popup as HTMLElement ).findByRole( 'link', {
				name: 'Go to the customer area',
			} )
		).toHaveAttribute( 'href', '#/' );
	} );

	it( 'has no link when the site has no customer area page', async () => {
		const [ popup ] = renderPage(
			createTestStore( { preloadedState: signedInSession() } ),
			{ 'customer-area-1': POPUP }
		);
		const view = within( popup as HTMLElement );
		expect(
			await view.findByRole( 'button', { name: 'Logout' } )
		).toBeInTheDocument();
		expect( view.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'speaks German', async () => {
		await applyLanguage( 'de' );
		const [ popup ] = renderPage(
			createTestStore( { preloadedState: signedInSession() } ),
			{ 'customer-area-1': POPUP },
			{ customerAreaUrl: AREA }
		);
		const view = within( popup as HTMLElement );
		expect(
			await view.findByRole( 'heading', { name: 'Sie sind angemeldet' } )
		).toBeInTheDocument();
		expect(
			view.getByRole( 'link', { name: 'Zum Kundenbereich' } )
		).toBeInTheDocument();
		expect(
			view.getByRole( 'button', { name: 'Abmelden' } )
		).toBeInTheDocument();
	} );
} );

/**
 * The signed-in view's heading, once its lazy chunk is there.
 *
 * @param view The popup.
 */
const signedInHeading = ( view: View ) =>
	view.findByRole( 'heading', { name: 'You are signed in' } );

/** A store whose wizard holds the estate token of a valuation made in this tab. */
const storeWithHeldToken = () =>
	createTestStore( {
		preloadedState: {
			wizard: {
				...initialWizardState,
				step: 6,
				estateToken: TEST_ESTATE_TOKEN,
				estateTokenAt: Date.now(),
			},
		},
	} );

describe( 'an estate token a valuation left in the tab', () => {
	it( 'goes with a popup’s login, which then makes the wizard forget it; the login offers no Forgot Password?', async () => {
		const { handlers, calls } = authHandlers();
		server.use( ...handlers );
		const user = userEvent.setup();
		const store = storeWithHeldToken();
		const [ popup ] = renderPage( store, { 'customer-area-1': POPUP } );
		const view = within( popup as HTMLElement );
		await view.findByRole( 'heading', { name: 'Sign In' } );
		expect(
			view.queryByRole( 'button', { name: 'Forgot Password?' } )
		).not.toBeInTheDocument();
		await fillAndSubmitLogin( user );
		expect( await signedInHeading( view ) ).toBeInTheDocument();
		expect( calls.login[ 0 ] ).toMatchObject( {
			estate_token: TEST_ESTATE_TOKEN,
		} );
		expect( selectEstateToken( store.getState() ) ).toBeNull();
	} );

	it( 'goes with a popup’s registration, and stays held for the login that follows', async () => {
		const { handlers, calls } = authHandlers();
		server.use( ...handlers );
		const user = userEvent.setup();
		const store = storeWithHeldToken();
		renderPage( store, {
			'customer-area-1': testEmbed( {
				popup: true,
				initialView: 'register',
			} ),
		} );
		await screen.findByRole( 'heading', { name: 'Register' } );
		await fillValidRegistration( user );
		await submitRegistration( user );
		await screen.findByText( /^Thank you for registering!/ );
		expect( calls.register[ 0 ] ).toMatchObject( {
			estate_token: TEST_ESTATE_TOKEN,
		} );
		expect( selectEstateToken( store.getState() ) ).toBe(
			TEST_ESTATE_TOKEN
		);
	} );
} );

describe( 'popups follow the sign-in', () => {
	it( 'replaces the form by the signed-in view after a popup sign-in, and shows it empty after Logout', async () => {
		const { handlers, calls } = authHandlers();
		server.use( ...handlers );
		countLogouts();
		const user = userEvent.setup();
		const [ popup ] = renderPage( createTestStore(), {
			'customer-area-1': POPUP,
		} );
		const view = within( popup as HTMLElement );
		// The sign-in container is a lazy chunk.
		await view.findByRole( 'heading', { name: 'Sign In' } );
		await fillAndSubmitLogin( user );
		expect( await signedInHeading( view ) ).toBeInTheDocument();
		expect( view.getByText( 'Olivia Owner' ) ).toBeInTheDocument();
		expect( view.queryByLabelText( /^Email/ ) ).not.toBeInTheDocument();
		// No valuation in this tab: no token goes with the login.
		expect( calls.login[ 0 ] ).not.toHaveProperty( 'estate_token' );

		await user.click( view.getByRole( 'button', { name: 'Logout' } ) );
		expect(
			await view.findByRole( 'heading', { name: 'Sign In' } )
		).toBeInTheDocument();
		expect( view.getByLabelText( /^Email/ ) ).toHaveValue( '' );
		expect( view.getByLabelText( /^Password/ ) ).toHaveValue( '' );
	} );

	it( 'shows every popup of the page signed in after one sign-in, and signed out after one Logout', async () => {
		server.use( ...authHandlers().handlers );
		const logouts = countLogouts();
		const user = userEvent.setup();
		const roots = renderPage( createTestStore(), {
			'customer-area-1': POPUP,
			'customer-area-2': testEmbed( {
				popup: true,
				initialView: 'register',
			} ),
		} );
		const [ first, second ] = roots.map( ( root ) => within( root ) ) as [
			View,
			View,
		];
		await screen.findByRole( 'heading', { name: 'Register' } );

		// Sign in through the first popup.
		await user.type(
			first.getByLabelText( /^Email/ ),
			'owner@example.com'
		);
		await user.type( first.getByLabelText( /^Password/ ), 'demo1234' );
		await user.click(
			first.getByRole( 'button', {
				name: 'Sign In Now',
			} )
		);
		for ( const view of [ first, second ] ) {
			expect(
				await view.findByRole( 'heading', {
					name: 'You are signed in',
				} )
			).toBeInTheDocument();
		}

		// Logout in the second one.
		await user.click(
			second.getByRole( 'button', {
				name: 'Logout',
			} )
		);
		expect(
			await first.findByRole( 'heading', { name: 'Sign In' } )
		).toBeInTheDocument();
		expect(
			await second.findByRole( 'heading', { name: 'Register' } )
		).toBeInTheDocument();
		await waitFor( () => expect( logouts ).toHaveLength( 1 ) );
	} );

	it( 'follows a sign-in that happened elsewhere on the page (the stored session on load)', async () => {
		writeTokenCookie( 'token-1', true );
		const store = createTestStore( { preloadedState: signedInSession() } );
		const roots = renderPage( store, {
			'customer-area-1': POPUP,
			'customer-area-2': POPUP,
		} );
		expect(
			roots.map(
				( root ) =>
					within( root ).queryByRole( 'heading', {
						name: 'You are signed in',
					} ) !== null
			)
		).toEqual( [ true, true ] );
	} );
} );
