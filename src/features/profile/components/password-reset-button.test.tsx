/**
 * The profile's password-reset button: the mail goes to the customer's own address, one request at
 * a time, confirmed by a toast.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { profileHandlers } from '@test-support/profile/handlers';
import { renderProfile } from '@test-support/profile/render-profile';
import { gate } from '@test-support/gate';
import { api, server } from '@test-support/server';

describe( 'PasswordResetButton on the profile', () => {
	// Registered first, so a test's own handlers (registered later) take precedence.
	beforeEach( () => server.use( ...profileHandlers ) );

	it( 'disables the Reset password button while the request runs', async () => {
		const { opened: answered, release } = gate();
		const { user } = renderProfile();
		server.use(
			http.post( api( 'user/forgot-password' ), async () => {
				await answered;
				return HttpResponse.json( { message: 'reset_link_sent' } );
			} )
		);
		const button = screen.getByRole( 'button', { name: 'Reset password' } );
		await user.click( button );
		await waitFor( () => expect( button ).toBeDisabled() );
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		release();
		await waitFor( () => expect( button ).toBeEnabled() );
	} );

	it( "sends the password-reset mail to the customer's own address", async () => {
		const requests: unknown[] = [];
		const { user } = renderProfile();
		server.use(
			http.post( api( 'user/forgot-password' ), async ( { request } ) => {
				requests.push( await request.json() );
				return HttpResponse.json( { message: 'reset_link_sent' } );
			} )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Reset password' } )
		);
		expect(
			await screen.findByText(
				'We have sent you an email with a link to reset your password. Please check your inbox.'
			)
		).toBeInTheDocument();
		expect( requests ).toEqual( [
			{
				email: 'owner@example.com',
				callback_url:
					'https://broker.example/customer-area/#/reset-password',
			},
		] );
	} );
} );
