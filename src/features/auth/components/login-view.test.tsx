/**
 * The login view inside the auth container: texts and props, validation and the error states. What
 * a sign-in does (payload, session, events, redirect) is tested with `useLogin`.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
	fillAndSubmitLogin,
	renderLogin,
} from '@test-support/auth/render-auth';
import { api, server } from '@test-support/server';
import { recordWindowEvents } from '@test-support/window-events';

const setup = renderLogin;
const fillAndSubmit = fillAndSubmitLogin;
const events = recordWindowEvents( [ 'login-success' ] );

beforeEach( () => {
	window.location.hash = '';
} );
afterEach( () => {
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

describe( 'login view: validation', () => {
	it( 'requires both fields and sends nothing', async () => {
		const { user, calls } = setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Sign In Now' } )
		);
		// The e-mail rule has one text, also for an empty field.
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

	it( 'shows the generic error and undoes the sign-in, cookie included, when the user cannot be fetched', async () => {
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
		expect( store.getState().auth.token ).toBeNull();
		// A reload must not sign in with the session that never finished.
		expect( document.cookie ).not.toContain( 'laravel_user_token' );
		expect( onLoginSuccess ).not.toHaveBeenCalled();
		expect( onRedirectHome ).not.toHaveBeenCalled();
		expect( events ).toEqual( [] );
	} );
} );
