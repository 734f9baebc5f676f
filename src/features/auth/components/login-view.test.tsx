/**
 * The login view inside the auth container: texts and props, validation, the payload, the session
 * start (cookie, user, broker settings), the events, the redirect rule and the error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import * as browser from '../../../lib/browser';
import { authHandlers, TEST_TOKEN } from '../../../testing/auth-handlers';
import { ownerUser } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { api, server } from '../../../testing/server';
import { AuthContainer, type AuthContainerProps } from '../index';

function setup(
	props: Partial< AuthContainerProps > = {},
	options: Parameters< typeof renderWithProviders >[ 1 ] = {}
) {
	const { handlers, calls } = authHandlers();
	server.use( ...handlers );
	const onRedirectHome = jest.fn();
	const view = renderWithProviders(
		<AuthContainer
			initialView="login"
			onRedirectHome={ onRedirectHome }
			{ ...props }
		/>,
		options
	);
	return { ...view, calls, onRedirectHome };
}

async function fillAndSubmit(
	user: ReturnType< typeof setup >[ 'user' ],
	email = 'owner@example.com',
	password = 'demo1234'
) {
	await user.type( screen.getByLabelText( /^Email/ ), email );
	await user.type( screen.getByLabelText( /^Password/ ), password );
	await user.click( screen.getByRole( 'button', { name: 'Sign In Now' } ) );
}

let events: string[];
const record = ( event: Event ) => events.push( event.type );

beforeEach( () => {
	events = [];
	window.addEventListener( 'login-success', record );
	window.location.hash = '';
} );
afterEach( () => {
	window.removeEventListener( 'login-success', record );
	jest.restoreAllMocks();
} );

describe( 'login view: texts and props', () => {
	it( 'shows the title, subtitle, fields and links', () => {
		setup();
		expect(
			screen.getByRole( 'heading', { name: 'Sign In' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Sign In Now', { selector: 'p' } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( /^Email/ ) ).toHaveAttribute(
			'type',
			'email'
		);
		expect( screen.getByLabelText( /^Password/ ) ).toHaveAttribute(
			'type',
			'password'
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Remember me' } )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'button', { name: 'Forgot Password?' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Sign In Now' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Create Account' } )
		).toBeInTheDocument();
	} );

	it( 'hides title and subtitle when the title option is off', () => {
		setup( { showTitle: false } );
		expect(
			screen.queryByRole( 'heading', { name: 'Sign In' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'Sign In Now', { selector: 'p' } )
		).not.toBeInTheDocument();
	} );

	it( 'has no strength meter on the password', async () => {
		const { user } = setup();
		await user.type( screen.getByLabelText( /^Password/ ), 'abc' );
		expect( screen.queryByText( 'Weak Password' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'Enter a password' )
		).not.toBeInTheDocument();
	} );

	it( 'shows and hides the password with an accessible toggle', async () => {
		const { user } = setup();
		const input = screen.getByLabelText( /^Password/ );
		await user.type( input, 'demo1234' );
		await user.click(
			screen.getByRole( 'button', { name: 'Show password' } )
		);
		expect( input ).toHaveAttribute( 'type', 'text' );
		await user.click(
			screen.getByRole( 'button', { name: 'Hide password' } )
		);
		expect( input ).toHaveAttribute( 'type', 'password' );
		expect( input ).toHaveValue( 'demo1234' );
	} );

	it( 'hides "Forgot Password?" with an estate token and sends the token', async () => {
		const { user, calls } = setup( { estateToken: 'estate-abc' } );
		expect(
			screen.queryByRole( 'button', { name: 'Forgot Password?' } )
		).not.toBeInTheDocument();
		await fillAndSubmit( user );
		await waitFor( () => expect( calls.login ).toHaveLength( 1 ) );
		expect( calls.login[ 0 ] ).toEqual( {
			email: 'owner@example.com',
			password: 'demo1234',
			estate_token: 'estate-abc',
		} );
	} );

	it( 'shows a notice as a status message', () => {
		setup( {
			notice: 'Your password has been successfully reset. You can now log in.',
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Your password has been successfully reset. You can now log in.'
		);
	} );
} );

describe( 'login view: validation (spec 1 section 5)', () => {
	it( 'requires both fields and sends nothing', async () => {
		const { user, calls } = setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Sign In Now' } )
		);
		// Spec 1 section 5: the e-mail rule has one text, also for an empty field.
		expect(
			await screen.findByText( 'Invalid Email Address' )
		).toBeInTheDocument();
		expect( screen.getAllByText( 'This field is required' ) ).toHaveLength(
			1
		);
		expect( screen.getByLabelText( /^Email/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( screen.getByLabelText( /^Email/ ) ).toHaveFocus();
		expect( calls.login ).toHaveLength( 0 );
	} );

	it( 'says "Invalid Email Address" for a malformed address', async () => {
		const { user, calls } = setup();
		await fillAndSubmit( user, 'owner@example' );
		expect(
			await screen.findByText( 'Invalid Email Address' )
		).toBeInTheDocument();
		const email = screen.getByLabelText( /^Email/ );
		expect( email ).toHaveAccessibleDescription( 'Invalid Email Address' );
		expect( calls.login ).toHaveLength( 0 );
	} );
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
		server.use(
			http.post( api( 'user/login' ), async () => {
				await delay( 50 );
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
		await waitFor( () => expect( events ).toEqual( [ 'login-success' ] ) );
	} );

	it( 'keeps "Remember me" in the session (decision 8)', async () => {
		const { user, store } = setup();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Remember me' } )
		);
		await fillAndSubmit( user );
		await waitFor( () =>
			expect( store.getState().auth.rememberMe ).toBe( true )
		);
	} );

	it( 'goes to a same-site forward link and sends feature secret_sale (decision 18)', async () => {
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

	it( 'stays put in a popup (decision 19)', async () => {
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

	it( 'redirects from a popup when force-redirect is set', async () => {
		const { handlers } = authHandlers();
		server.use( ...handlers );
		const { user } = renderWithProviders(
			<AuthContainer initialView="login" forceRedirect />,
			{ embed: { popup: true }, withRouter: false }
		);
		await fillAndSubmit( user );
		await waitFor( () => expect( window.location.hash ).toBe( '#/' ) );
	} );
} );

describe( 'login view: errors', () => {
	it( 'shows the server’s message under the form and keeps the input', async () => {
		const { user, store } = setup();
		server.use(
			http.post( api( 'user/login' ), () =>
				HttpResponse.json(
					{ message: 'invalid_credentials' },
					{ status: 422 }
				)
			)
		);
		await fillAndSubmit( user );
		const alert = await screen.findByText(
			'These credentials do not match our records.'
		);
		const form = alert.closest( 'form' ) as HTMLFormElement;
		expect( form ).toHaveAccessibleDescription(
			'These credentials do not match our records.'
		);
		expect( screen.getByLabelText( /^Email/ ) ).toHaveValue(
			'owner@example.com'
		);
		expect( screen.getByLabelText( /^Password/ ) ).toHaveValue(
			'demo1234'
		);
		expect( store.getState().auth.token ).toBeNull();
		expect( events ).toEqual( [] );
	} );

	it( 'explains an unverified address and a lock-out', async () => {
		const { user } = setup();
		server.use(
			http.post( api( 'user/login' ), () =>
				HttpResponse.json(
					{ message: 'email_not_verified' },
					{ status: 403 }
				)
			)
		);
		await fillAndSubmit( user );
		expect(
			await screen.findByText(
				'Please confirm your e-mail address first: use the link in the e-mail we sent when you registered.'
			)
		).toBeInTheDocument();
		server.use(
			http.post( api( 'user/login' ), () =>
				HttpResponse.json(
					{ message: 'too_many_attempts' },
					{ status: 429, headers: { 'Retry-After': '60' } }
				)
			)
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Sign In Now' } )
		);
		expect(
			await screen.findByText(
				'Too many login attempts. Please try again later.'
			)
		).toBeInTheDocument();
	} );

	it( 'shows the generic error and clears the user when the user cannot be fetched', async () => {
		const onLoginSuccess = jest.fn();
		const { user, store, onRedirectHome } = setup( { onLoginSuccess } );
		server.use(
			http.get( api( 'user' ), () =>
				HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				)
			)
		);
		await fillAndSubmit( user );
		expect(
			await screen.findByText( 'Error while submitting the form' )
		).toBeInTheDocument();
		expect( store.getState().auth.user ).toBeNull();
		expect( store.getState().auth.isAuthenticated ).toBe( false );
		expect( onLoginSuccess ).not.toHaveBeenCalled();
		expect( onRedirectHome ).not.toHaveBeenCalled();
		expect( events ).toEqual( [] );
	} );
} );

describe( 'auth container: switching views', () => {
	it( 'switches to register and forgot-password without a route change', async () => {
		const { user, currentLocation } = setup( {}, { route: '/login' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Create Account' } )
		);
		const heading = await screen.findByRole( 'heading', {
			name: 'Register',
		} );
		expect( heading ).toHaveFocus();
		expect( currentLocation() ).toBe( '/login' );
		await user.click(
			screen.getByRole( 'button', { name: 'Back to Login' } )
		);
		await user.click(
			await screen.findByRole( 'button', { name: 'Forgot Password?' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Forgot Password?' } )
		).toBeInTheDocument();
		expect( currentLocation() ).toBe( '/login' );
	} );

	it.each( [
		[ 'login', 'Sign In' ],
		[ 'register', 'Register' ],
		[ 'forgot-password', 'Forgot Password?' ],
		[
			'secret-sale-notice',
			'Further details about the property are available to customers with a customer account.',
		],
	] as const )(
		'starts on the initial view %s',
		async ( initialView, heading ) => {
			setup( { initialView } );
			const title = await screen.findByRole( 'heading', {
				name: heading,
			} );
			// The first view takes no focus: a page load must not jump.
			expect( title ).not.toHaveFocus();
			expect(
				within(
					title.closest( 'section' ) as HTMLElement
				).getAllByRole( 'heading' )
			).toHaveLength( 1 );
		}
	);
} );
