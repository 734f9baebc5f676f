/**
 * The auth container: it switches among its views without a route change, and starts on the
 * embed's initial view without taking focus.
 */
import { screen, within } from '@testing-library/react';
import { renderLogin } from '@test-support/auth/render-auth';

const setup = renderLogin;

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
