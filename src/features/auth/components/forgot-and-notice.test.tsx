/**
 * The forgot-password view and the secret-sale notice inside the auth container, and the visitor
 * landing that chooses the container's first view.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from '../../../app/app-routes';
import { authHandlers } from '@test-support/auth/handlers';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { AuthContainer } from '../container';

async function forgot(
	options: Parameters< typeof renderWithProviders >[ 1 ] = {}
) {
	const { handlers, calls } = authHandlers();
	server.use( ...handlers );
	const view = renderWithProviders(
		<AuthContainer initialView="forgot-password" />,
		options
	);
	await screen.findByRole( 'heading', { name: 'Forgot Password?' } );
	return { ...view, calls };
}

describe( 'forgot-password view', () => {
	it( 'shows heading, text, field, button and back link', async () => {
		await forgot();
		expect(
			screen.getByText(
				'Enter your email address and we will send you a link to reset your password'
			)
		).toBeInTheDocument();
		expect( screen.getByLabelText( /^Email/ ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Request Now' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Back to Login' } )
		).toBeInTheDocument();
	} );

	it( 'keeps the heading with the title option off (the view has no other)', async () => {
		renderWithProviders(
			<AuthContainer initialView="forgot-password" showTitle={ false } />
		);
		await screen.findByRole( 'button', { name: 'Request Now' } );
		expect(
			screen.getByRole( 'heading', { name: 'Forgot Password?' } )
		).toBeInTheDocument();
	} );

	it( 'validates the e-mail address', async () => {
		const { user, calls } = await forgot();
		await user.click(
			screen.getByRole( 'button', { name: 'Request Now' } )
		);
		// The e-mail rule has one text, also for an empty field.
		await waitFor( () =>
			expect(
				screen.getByLabelText( /^Email/ )
			).toHaveAccessibleDescription( 'Invalid Email Address' )
		);
		await user.type( screen.getByLabelText( /^Email/ ), 'nobody' );
		await user.click(
			screen.getByRole( 'button', { name: 'Request Now' } )
		);
		await waitFor( () =>
			expect(
				screen.getByLabelText( /^Email/ )
			).toHaveAccessibleDescription( 'Invalid Email Address' )
		);
		expect( calls.forgot ).toHaveLength( 0 );
	} );

	it( 'posts e-mail and callback_url and shows the text that reveals no account', async () => {
		const { user, calls } = await forgot();
		await user.type(
			screen.getByLabelText( /^Email/ ),
			'owner@example.com'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Request Now' } )
		);
		const notice = await screen.findByText(
			'Password reset for owner@example.com initiated, if the user exists, you will shortly receive an email with reset instructions.'
		);
		expect( notice ).toHaveFocus();
		expect( calls.forgot ).toEqual( [
			{
				email: 'owner@example.com',
				callback_url:
					'https://broker.example/customer-area/#/reset-password',
			},
		] );
		expect( calls.authorization ).toEqual( [ null ] );
		await user.click(
			screen.getByRole( 'button', { name: 'Back to Login' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Sign In' } )
		).toBeInTheDocument();
	} );

	it( 'shows the error answer and keeps the address', async () => {
		const { user } = await forgot();
		server.use(
			http.post( api( 'user/forgot-password' ), () =>
				HttpResponse.json(
					{
						message: 'validation_failed',
						errors: { email: [ 'invalid_email' ] },
					},
					{ status: 422 }
				)
			)
		);
		await user.type(
			screen.getByLabelText( /^Email/ ),
			'owner@example.com'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Request Now' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Invalid Email Address'
		);
		expect( screen.getByLabelText( /^Email/ ) ).toHaveValue(
			'owner@example.com'
		);
	} );
} );

describe( 'secret-sale notice', () => {
	it( 'shows its five texts and switches both ways', async () => {
		server.use( ...authHandlers().handlers );
		const { user } = renderWithProviders(
			<AuthContainer initialView="secret-sale-notice" />
		);
		expect(
			screen.getByRole( 'heading', {
				name: 'Further details about the property are available to customers with a customer account.',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'This property is being marketed exclusively to selected interested parties. Register here or log in.'
			)
		).toBeInTheDocument();
		expect( screen.getByText( 'Or Log in' ) ).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Register Now' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Register' } )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Back to Login' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Sign In' } )
		).toBeInTheDocument();
	} );

	it( 'leads to the login with "Log into existing account"', async () => {
		const { user } = renderWithProviders(
			<AuthContainer initialView="secret-sale-notice" />
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Log into existing account' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Sign In' } )
		).toHaveFocus();
	} );
} );

describe( 'visitor landing', () => {
	it( 'shows the secret-sale notice instead of the login with a forward link', async () => {
		renderWithProviders( <AppRoutes />, {
			route: '/login',
			config: { forceForwardLink: '/immobilie/7/' },
		} );
		expect(
			await screen.findByRole( 'button', {
				name: 'Log into existing account',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Sign In Now' } )
		).not.toBeInTheDocument();
	} );

	it( 'starts on the embed’s initial view and feeds its attributes to the views', async () => {
		server.use( ...authHandlers().handlers );
		renderWithProviders( <AppRoutes />, {
			route: '/',
			embed: {
				initialView: 'register',
				hideOwnerCheckbox: true,
				registerLabel: 'Evaluate Now',
				backLabel: 'Back',
			},
		} );
		expect(
			await screen.findByRole( 'button', { name: 'Evaluate Now' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Back' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'checkbox', { name: 'I am a property owner' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the wizard route with is-leadgen', async () => {
		renderWithProviders( <AppRoutes />, {
			route: '/',
			embed: { isLeadgen: true },
		} );
		expect(
			await screen.findByRole( 'heading', { level: 1 } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Sign In Now' } )
		).not.toBeInTheDocument();
	} );
} );
