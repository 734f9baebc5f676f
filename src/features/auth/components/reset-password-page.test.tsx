/**
 * The reset-password page reached from the mail link: the query, validation, the strength labels,
 * the call through the store, and the way to /login with the success status message.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useNavigationType } from 'react-router-dom';
import { AppRoutes } from '../../../app/app-routes';
import { authHandlers } from '@test-support/auth/handlers';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';

const LINK = '/reset-password?email=owner%40example.com&token=reset-token-1';

async function open( route = LINK ) {
	const { handlers, calls } = authHandlers();
	server.use( ...handlers );
	const view = renderWithProviders( <AppRoutes />, { route } );
	await screen.findByRole( 'heading', { name: 'Reset Password' } );
	return { ...view, calls };
}

const password = () => screen.getByLabelText( /^Password/ );
const confirmation = () => screen.getByLabelText( /^Confirm Password/ );
const save = () => screen.getByRole( 'button', { name: 'Save Password' } );

describe( 'reset-password page', () => {
	it( 'is reachable without an account and shows two password fields', async () => {
		await open();
		expect( password() ).toHaveAttribute( 'type', 'password' );
		expect( confirmation() ).toHaveAttribute( 'type', 'password' );
		expect( save() ).toBeInTheDocument();
	} );

	// Each description ends with the strength label (the fields' strength overlay).
	it( 'validates length, confirmation and match', async () => {
		const { user, calls } = await open();
		await user.click( save() );
		await waitFor( () =>
			expect( password() ).toHaveAccessibleDescription(
				/^Password must contain at least 8 characters/
			)
		);
		expect( confirmation() ).toHaveAccessibleDescription(
			/^This field is required/
		);
		await user.type( password(), 'Short1' );
		await user.type( confirmation(), 'Other123' );
		await user.click( save() );
		await waitFor( () =>
			expect( confirmation() ).toHaveAccessibleDescription(
				/^Passwords must match/
			)
		);
		expect( password() ).toHaveAccessibleDescription(
			/^Password must contain at least 8 characters/
		);
		expect( calls.reset ).toHaveLength( 0 );
	} );

	it( 'uses the reset wording of the strength labels', async () => {
		const { user } = await open();
		const status = () =>
			( password().closest( '.ca-field' ) as HTMLElement ).querySelector(
				'[role="status"]'
			);
		await user.click( password() );
		expect( status() ).toHaveTextContent( 'Enter a password' );
		await user.type( password(), 'abc' );
		expect( status() ).toHaveTextContent( /^Weak$/ );
		// Two classes but 6 characters: under the 8-character minimum it stays weak.
		await user.type( password(), 'DEF' );
		expect( status() ).toHaveTextContent( /^Weak$/ );
		await user.type( password(), 'gh' );
		expect( status() ).toHaveTextContent( /^Medium$/ );
		await user.type( password(), '12' );
		expect( status() ).toHaveTextContent( 'Strong Password' );
	} );

	it( 'posts through the store and lands on /login with the success status', async () => {
		const { user, calls, currentLocation } = await open();
		await user.type( password(), 'NewSecret9' );
		await user.type( confirmation(), 'NewSecret9' );
		await user.click( save() );
		const status = await screen.findByText(
			'Your password has been successfully reset. You can now log in.'
		);
		expect( status ).toHaveAttribute( 'role', 'status' );
		// Already there on mount, so it is focused to be read out (not left on <body>).
		await waitFor( () => expect( status ).toHaveFocus() );
		expect( currentLocation() ).toBe( '/login' );
		expect(
			screen.getByRole( 'button', { name: 'Sign In Now' } )
		).toBeInTheDocument();
		expect( calls.reset ).toEqual( [
			{
				password: 'NewSecret9',
				password_confirmation: 'NewSecret9',
				email: 'owner@example.com',
				token: 'reset-token-1',
			},
		] );
		expect( calls.authorization ).toEqual( [ null ] );
	} );

	it( 'replaces the reset link in the history on success', async () => {
		const { handlers } = authHandlers();
		server.use( ...handlers );
		function NavigationType() {
			return <p data-testid="navigation-type">{ useNavigationType() }</p>;
		}
		const { user } = renderWithProviders(
			<>
				<AppRoutes />
				<NavigationType />
			</>,
			{ route: LINK }
		);
		await screen.findByRole( 'heading', { name: 'Reset Password' } );
		await user.type( password(), 'NewSecret9' );
		await user.type( confirmation(), 'NewSecret9' );
		await user.click( save() );
		await screen.findByText(
			'Your password has been successfully reset. You can now log in.'
		);
		expect( screen.getByTestId( 'navigation-type' ) ).toHaveTextContent(
			'REPLACE'
		);
	} );

	it( 'shows the error answer, keeps the input and offers a new link', async () => {
		const { user, currentLocation } = await open();
		server.use(
			http.post( api( 'user/reset-password' ), () =>
				HttpResponse.json(
					{ message: 'invalid_reset_token' },
					{ status: 422 }
				)
			)
		);
		await user.type( password(), 'NewSecret9' );
		await user.type( confirmation(), 'NewSecret9' );
		await user.click( save() );
		expect(
			await screen.findByText(
				'This password reset link is invalid or has expired.'
			)
		).toBeInTheDocument();
		expect( password() ).toHaveValue( 'NewSecret9' );
		await user.click(
			screen.getByRole( 'button', { name: 'Request a new link' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Forgot Password?' } )
		).toBeInTheDocument();
		expect( currentLocation() ).toBe( '/login' );
	} );

	it.each( [
		[
			'/reset-password',
			[
				'The link has no e-mail address.',
				'The link has no reset token.',
			],
		],
		[ '/reset-password?token=abc', [ 'The link has no e-mail address.' ] ],
		[
			'/reset-password?email=owner%40example.com',
			[ 'The link has no reset token.' ],
		],
	] )(
		'says plainly what %s lacks and offers a new link',
		async ( route, lacks ) => {
			const { user } = await open( route );
			const alert = screen.getByRole( 'alert' );
			expect( alert ).toHaveTextContent(
				'This password reset link is incomplete. Please request a new one.'
			);
			for ( const text of lacks ) {
				expect( alert ).toHaveTextContent( text );
			}
			expect(
				screen.queryByRole( 'button', { name: 'Save Password' } )
			).not.toBeInTheDocument();
			await user.click(
				screen.getByRole( 'button', { name: 'Request a new link' } )
			);
			expect(
				await screen.findByRole( 'button', { name: 'Request Now' } )
			).toBeInTheDocument();
		}
	);
} );
