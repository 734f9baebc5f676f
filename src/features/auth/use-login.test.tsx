/**
 * Signing in through the login view: the exact payload, the session start (cookie, user, broker
 * settings), the events, the busy button and the redirect rule.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as browser from '../../lib/browser';
import { authHandlers, TEST_TOKEN } from '@test-support/auth/handlers';
import { ownerUser } from '@test-support/fixtures';
import {
	fillAndSubmitLogin,
	renderLogin,
} from '@test-support/auth/render-auth';
import { renderWithProviders } from '@test-support/render-with-providers';
import { gate } from '@test-support/gate';
import { api, server } from '@test-support/server';
import { testEmbed, TEST_SITE } from '@test-support/test-config';
import { recordWindowEvents } from '@test-support/window-events';
import { AuthContainer } from './container';

const setup = renderLogin;
const fillAndSubmit = fillAndSubmitLogin;
const events = recordWindowEvents( [ 'login-success' ] );

beforeEach( () => {
	window.location.hash = '';
} );
afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'login view: success', () => {
	it( 'sends exactly email and password, starts the session and fires the events once', async () => {
		const onLoginSuccess = jest.fn();
		const { user, calls, store, onRedirectHome } = setup( {
			onLoginSuccess,
		} );
		await fillAndSubmit( user, ' owner@example.com ' );
		await waitFor( () =>
			expect( onRedirectHome ).toHaveBeenCalledTimes( 1 )
		);
		expect( calls.login ).toEqual( [
			{ email: 'owner@example.com', password: 'demo1234' },
		] );
		expect( calls.authorization ).toEqual( [ null ] );
		expect( document.cookie ).toContain(
			`laravel_user_token=${ TEST_TOKEN }`
		);
		const { auth } = store.getState();
		expect( auth.token ).toBe( TEST_TOKEN );
		expect( auth.user ).toEqual( ownerUser );
		expect( auth.isAuthenticated ).toBe( true );
		expect( auth.brokerSettings?.selected_color_scheme ).toBe( 'default' );
		expect( onLoginSuccess ).toHaveBeenCalledWith( ownerUser );
		expect( events ).toEqual( [ 'login-success' ] );
	} );

	it( 'disables the button and marks it busy while submitting', async () => {
		const { user } = setup();
		// The answer waits until the test has looked at the button.
		const { opened: answered, release: answer } = gate();
		server.use(
			http.post( api( 'user/login' ), async () => {
				await answered;
				return HttpResponse.json( {
					token: TEST_TOKEN,
					message: 'login_success',
				} );
			} )
		);
		await fillAndSubmit( user );
		const button = screen.getByRole( 'button', { name: 'Sign In Now' } );
		expect( button ).toBeDisabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		answer();
		await waitFor( () => expect( events ).toEqual( [ 'login-success' ] ) );
		await waitFor( () => expect( button ).toBeEnabled() );
	} );

	it( 'keeps "Remember me" in the session', async () => {
		const { user, store } = setup();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Remember me' } )
		);
		await fillAndSubmit( user );
		await waitFor( () =>
			expect( store.getState().auth.rememberMe ).toBe( true )
		);
	} );

	it( 'goes to a same-site forward link and sends feature secret_sale', async () => {
		const redirect = jest
			.spyOn( browser, 'redirectTo' )
			.mockImplementation( () => undefined );
		const { user, calls, onRedirectHome } = setup(
			{},
			{ config: { forceForwardLink: '/immobilie/4711/' } }
		);
		await fillAndSubmit( user );
		await waitFor( () =>
			expect( redirect ).toHaveBeenCalledWith(
				'https://broker.example/immobilie/4711/'
			)
		);
		expect( calls.login[ 0 ] ).toEqual( {
			email: 'owner@example.com',
			password: 'demo1234',
			feature: 'secret_sale',
		} );
		expect( onRedirectHome ).not.toHaveBeenCalled();
	} );

	it( 'lets the embed’s forward-link attribute win over the setting', async () => {
		const redirect = jest
			.spyOn( browser, 'redirectTo' )
			.mockImplementation( () => undefined );
		const { user } = setup(
			{},
			{
				config: { forceForwardLink: '/a/' },
				embed: { forwardLink: '/b/' },
			}
		);
		await fillAndSubmit( user );
		await waitFor( () =>
			expect( redirect ).toHaveBeenCalledWith(
				'https://broker.example/b/'
			)
		);
	} );

	it.each( [
		'//evil.example',
		'https://evil.example/x',
		'javascript:alert(1)',
	] )( 'never follows the hostile forward link %p', async ( target ) => {
		const redirect = jest
			.spyOn( browser, 'redirectTo' )
			.mockImplementation( () => undefined );
		const { user, onRedirectHome } = setup(
			{},
			{ config: { forceForwardLink: target } }
		);
		await fillAndSubmit( user );
		await waitFor( () =>
			expect( onRedirectHome ).toHaveBeenCalledTimes( 1 )
		);
		expect( redirect ).not.toHaveBeenCalled();
	} );

	it( 'stays put in a popup', async () => {
		const { handlers } = authHandlers();
		server.use( ...handlers );
		const redirect = jest
			.spyOn( browser, 'redirectTo' )
			.mockImplementation( () => undefined );
		const { user, store } = renderWithProviders(
			<AuthContainer initialView="login" />,
			{
				embed: { popup: true },
				withRouter: false,
			}
		);
		await fillAndSubmit( user );
		await waitFor( () => expect( events ).toEqual( [ 'login-success' ] ) );
		expect( store.getState().auth.isAuthenticated ).toBe( true );
		expect( redirect ).not.toHaveBeenCalled();
		expect( window.location.hash ).toBe( '' );
	} );

	it( 'sends a force-redirect popup to the dashboard route when the full area is on the page', async () => {
		const { handlers } = authHandlers();
		server.use( ...handlers );
		const redirect = jest
			.spyOn( browser, 'redirectTo' )
			.mockImplementation( () => undefined );
		const { user } = renderWithProviders(
			<AuthContainer initialView="login" forceRedirect />,
			{
				embed: { popup: true },
				config: {
					customerAreaUrl: `${ TEST_SITE }/customer-area/`,
					embeds: {
						'customer-area-1': testEmbed(),
						'customer-area-2': testEmbed( { popup: true } ),
					},
				},
				withRouter: false,
			}
		);
		await fillAndSubmit( user );
		await waitFor( () => expect( window.location.hash ).toBe( '#/' ) );
		expect( redirect ).not.toHaveBeenCalled();
	} );
} );

describe( 'login view: the customer area page', () => {
	it( 'sends a force-redirect popup on a page without the full area to the customer area page’s dashboard', async () => {
		const { handlers } = authHandlers();
		server.use( ...handlers );
		const redirect = jest
			.spyOn( browser, 'redirectTo' )
			.mockImplementation( () => undefined );
		// The URL is the 'Customer area page' setting's, or the page found automatically: the
		// browser receives either as customerAreaUrl.
		const { user } = renderWithProviders(
			<AuthContainer initialView="login" forceRedirect />,
			{
				embed: { popup: true },
				config: {
					customerAreaUrl: `${ TEST_SITE }/customer-area/`,
					embeds: { 'customer-area-1': testEmbed( { popup: true } ) },
				},
				withRouter: false,
			}
		);
		await fillAndSubmit( user );
		await waitFor( () =>
			expect( redirect ).toHaveBeenCalledWith(
				`${ TEST_SITE }/customer-area/#/`
			)
		);
		expect( window.location.hash ).toBe( '' );
	} );

	it( 'sends a login on a page with only the wizard to the customer area page’s dashboard', async () => {
		const { handlers } = authHandlers();
		server.use( ...handlers );
		const redirect = jest
			.spyOn( browser, 'redirectTo' )
			.mockImplementation( () => undefined );
		const { user, onRedirectHome } = renderLogin(
			{},
			{
				embed: { isLeadgen: true },
				config: {
					customerAreaUrl: `${ TEST_SITE }/?page_id=12`,
				},
			}
		);
		await fillAndSubmit( user );
		await waitFor( () =>
			expect( redirect ).toHaveBeenCalledWith(
				`${ TEST_SITE }/?page_id=12#/`
			)
		);
		expect( onRedirectHome ).not.toHaveBeenCalled();
	} );

	it( 'stays put without a customer area page and says so in the console once', async () => {
		const { handlers } = authHandlers();
		server.use( ...handlers );
		const redirect = jest
			.spyOn( browser, 'redirectTo' )
			.mockImplementation( () => undefined );
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		const { user, store } = renderWithProviders(
			<AuthContainer initialView="login" forceRedirect />,
			{ embed: { popup: true }, withRouter: false }
		);
		await fillAndSubmit( user );
		await waitFor( () => expect( events ).toEqual( [ 'login-success' ] ) );
		expect( store.getState().auth.isAuthenticated ).toBe( true );
		// A second sign-in on the same page (after a logout) does not repeat the hint.
		await user.clear( screen.getByLabelText( /^Email/ ) );
		await user.clear( screen.getByLabelText( /^Password/ ) );
		await fillAndSubmit( user );
		await waitFor( () =>
			expect( events ).toEqual( [ 'login-success', 'login-success' ] )
		);
		expect( redirect ).not.toHaveBeenCalled();
		expect( window.location.hash ).toBe( '' );
		const hints = warn.mock.calls.filter( ( [ message ] ) =>
			String( message ).includes( 'no page holds the full customer area' )
		);
		expect( hints ).toHaveLength( 1 );
	} );
} );
