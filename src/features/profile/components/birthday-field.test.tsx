/**
 * The birthday field of the profile form: typed as DD.MM.YYYY or chosen in a calendar that
 * refuses dates after today.
 */
import { screen, waitFor } from '@testing-library/react';
import { profileHandlers } from '@test-support/profile/handlers';
import { box, renderProfile } from '@test-support/profile/render-profile';
import { server } from '@test-support/server';

describe( 'BirthdayField in the profile form', () => {
	// Registered first, so a test's own handlers (registered later) take precedence.
	beforeEach( () => server.use( ...profileHandlers ) );

	describe( 'birthday picker', () => {
		it( 'refuses dates after today and puts a chosen date into the field as DD.MM.YYYY', async () => {
			const { user } = renderProfile();
			await user.click(
				screen.getByRole( 'button', {
					name: 'Choose the birthday in a calendar',
				} )
			);
			const picker = screen.getByLabelText( 'Birthday', {
				selector: 'input[type="date"]',
			} );
			const today = new Date();
			const iso = ( d: Date ) =>
				`${ d.getFullYear() }-${ String( d.getMonth() + 1 ).padStart( 2, '0' ) }-${ String( d.getDate() ).padStart( 2, '0' ) }`;
			expect( picker ).toHaveAttribute( 'max', iso( today ) );
			expect( picker ).toHaveValue( '1980-04-23' );
			const tomorrow = new Date(
				today.getFullYear(),
				today.getMonth(),
				today.getDate() + 1
			);
			// Native date inputs take their value as typed text in jsdom.
			await user.clear( picker );
			await user.type( picker, iso( tomorrow ) );
			expect(
				screen.getByRole( 'button', { name: 'Use this date' } )
			).toBeDisabled();
			await user.clear( picker );
			await user.type( picker, '1990-12-24' );
			await user.click(
				screen.getByRole( 'button', { name: 'Use this date' } )
			);
			expect( box( 'Birthday' ) ).toHaveValue( '24.12.1990' );
			await waitFor( () =>
				expect(
					screen.getByRole( 'button', {
						name: 'Choose the birthday in a calendar',
					} )
				).toHaveFocus()
			);
		} );
	} );
} );
