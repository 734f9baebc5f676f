/**
 * A toast list whose chunk cannot be loaded (e.g. offline): the failure is logged, the screen
 * around the provider stays, and the toast is still announced by its live region.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider, useToast } from './toast';

jest.mock( './toast-list', () => {
	throw new Error( 'Loading chunk toast-list failed' );
} );

function Trigger() {
	const toast = useToast();
	return (
		<button
			type="button"
			onClick={ () =>
				toast.show( { message: 'Profile has been saved' } )
			}
		>
			show
		</button>
	);
}

it( 'keeps the screen and the announcement when the toast list cannot be loaded', async () => {
	const warn = jest
		.spyOn( console, 'warn' )
		.mockImplementation( () => undefined );
	// React reports the error the boundary catches.
	jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
	render(
		<ToastProvider>
			<Trigger />
		</ToastProvider>
	);
	fireEvent.click( screen.getByRole( 'button', { name: 'show' } ) );
	await waitFor( () =>
		expect( warn ).toHaveBeenCalledWith(
			'Customer Area: the toasts could not be loaded',
			expect.anything()
		)
	);
	expect( screen.getByRole( 'button', { name: 'show' } ) ).toBeVisible();
	expect( screen.getByRole( 'status' ) ).toHaveTextContent(
		'Notification Profile has been saved'
	);
	expect(
		screen.queryByRole( 'region', { name: 'Notifications (F8)' } )
	).not.toBeInTheDocument();
} );
