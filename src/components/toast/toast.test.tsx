import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_LIFE_MS } from '../../config/constants';
import { ToastProvider, useToast } from './toast';

function Trigger( { message }: { message: string } ) {
	const toast = useToast();
	return (
		<button
			type="button"
			onClick={ () => toast.show( { message, kind: 'success' } ) }
		>
			show
		</button>
	);
}

function renderToasts() {
	return render(
		<ToastProvider>
			<Trigger message="Profile has been saved" />
		</ToastProvider>
	);
}

/**
 * Clicks a trigger and waits until its toast shows: the first toast of the file loads the list's
 * chunk, later ones find it loaded. Under fake timers the wait advances the clock before the toast
 * exists, so a toast's own clock still starts in full.
 *
 * @param name    The trigger's name.
 * @param message The toast's text.
 */
async function showToast( name = 'show', message = 'Profile has been saved' ) {
	fireEvent.click( screen.getByRole( 'button', { name } ) );
	await screen.findByText( message );
}

// jsdom has no pointer capture; Radix Toast's swipe handling asks for it on every pointer release.
beforeAll( () => {
	Element.prototype.hasPointerCapture ??= () => false;
	Element.prototype.setPointerCapture ??= () => undefined;
	Element.prototype.releasePointerCapture ??= () => undefined;
} );

describe( 'toasts', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	// First in the file, so the list's chunk is not loaded yet when it runs.
	it( 'loads the visible list with the first toast, while the live regions are there from the start', async () => {
		renderToasts();
		const status = screen.getByRole( 'status' );
		expect( status ).toBeEmptyDOMElement();
		expect( screen.getByRole( 'alert' ) ).toBeEmptyDOMElement();
		expect(
			screen.queryByRole( 'region', { name: 'Notifications (F8)' } )
		).not.toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'show' } ) );
		// Announced at once, before the list's chunk has arrived.
		expect( status ).toHaveTextContent(
			'Notification Profile has been saved'
		);
		const viewport = await screen.findByRole( 'region', {
			name: 'Notifications (F8)',
		} );
		expect( viewport ).toContainElement(
			screen.getByText( 'Profile has been saved' )
		);
		expect( status ).toHaveTextContent(
			'Notification Profile has been saved'
		);
		// Radix's own announcer renders into the hidden container, never into document.body, so the
		// toast is announced once.
		const announcers = Array.from(
			document.querySelectorAll( '[role="status"]' )
		);
		expect( announcers ).toHaveLength( 2 );
		expect( screen.getAllByRole( 'status' ) ).toEqual( [ status ] );
		for ( const announcer of announcers ) {
			expect( announcer.parentElement ).not.toBe( document.body );
		}
	} );

	it( 'keeps the list once the last toast has gone, so F8 still works', async () => {
		jest.useRealTimers();
		const user = userEvent.setup();
		renderToasts();
		await showToast();
		await user.click( screen.getByRole( 'button', { name: 'Dismiss' } ) );
		expect(
			screen.queryByText( 'Profile has been saved' )
		).not.toBeInTheDocument();
		const region = screen.getByRole( 'region', {
			name: 'Notifications (F8)',
		} );
		await user.keyboard( '[F8]' );
		expect( region ).toContainElement(
			document.activeElement as HTMLElement
		);
	} );

	it( 'announces the message in a polite status region and removes it after 3000 ms', async () => {
		renderToasts();
		await showToast();
		const region = screen.getByRole( 'status' );
		expect( region ).toHaveAttribute( 'aria-live', 'polite' );
		expect( region ).toHaveTextContent( 'Profile has been saved' );
		act( () => jest.advanceTimersByTime( TOAST_LIFE_MS - 1 ) );
		expect( region ).toHaveTextContent( 'Profile has been saved' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( region ).not.toHaveTextContent( 'Profile has been saved' );
	} );

	it( 'announces an error toast in an alert region, not the polite one', async () => {
		function ErrorTrigger() {
			const toast = useToast();
			return (
				<button
					type="button"
					onClick={ () =>
						toast.show( {
							message: 'Failed to update profile',
							kind: 'error',
						} )
					}
				>
					fail
				</button>
			);
		}
		render(
			<ToastProvider>
				<ErrorTrigger />
			</ToastProvider>
		);
		await showToast( 'fail', 'Failed to update profile' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Failed to update profile'
		);
		expect( screen.getByRole( 'status' ) ).not.toHaveTextContent(
			'Failed to update profile'
		);
	} );

	it( 'pauses while hovered and resumes with the time that was left', async () => {
		renderToasts();
		await showToast();
		const toast = screen
			.getByText( 'Profile has been saved' )
			.closest( 'li' ) as HTMLElement;
		// The pointer over the toasts pauses them; leaving their region resumes them.
		const toasts = toast.closest( '[role="region"]' ) as HTMLElement;
		act( () => jest.advanceTimersByTime( 2000 ) );
		fireEvent.pointerMove( toast );
		act( () => jest.advanceTimersByTime( 10000 ) );
		expect(
			screen.getByText( 'Profile has been saved' )
		).toBeInTheDocument();
		fireEvent.pointerLeave( toasts );
		act( () => jest.advanceTimersByTime( 900 ) );
		expect(
			screen.getByText( 'Profile has been saved' )
		).toBeInTheDocument();
		act( () => jest.advanceTimersByTime( 200 ) );
		expect(
			screen.queryByText( 'Profile has been saved' )
		).not.toBeInTheDocument();
	} );

	it( 'pauses while focus is inside it', async () => {
		renderToasts();
		await showToast();
		const dismiss = screen.getByRole( 'button', { name: 'Dismiss' } );
		act( () => dismiss.focus() );
		act( () => jest.advanceTimersByTime( 10000 ) );
		expect(
			screen.getByText( 'Profile has been saved' )
		).toBeInTheDocument();
		act( () => dismiss.blur() );
		act( () => jest.advanceTimersByTime( TOAST_LIFE_MS ) );
		expect(
			screen.queryByText( 'Profile has been saved' )
		).not.toBeInTheDocument();
	} );

	it( 'can be dismissed', async () => {
		jest.useRealTimers();
		const user = userEvent.setup();
		renderToasts();
		await user.click( screen.getByRole( 'button', { name: 'show' } ) );
		await user.click(
			await screen.findByRole( 'button', { name: 'Dismiss' } )
		);
		expect(
			screen.queryByText( 'Profile has been saved' )
		).not.toBeInTheDocument();
	} );

	it( 'pauses while the window is in the background', async () => {
		renderToasts();
		await showToast();
		act( () => jest.advanceTimersByTime( 1000 ) );
		fireEvent.blur( window );
		act( () => jest.advanceTimersByTime( 10000 ) );
		expect(
			screen.getByText( 'Profile has been saved' )
		).toBeInTheDocument();
		fireEvent.focus( window );
		act( () => jest.advanceTimersByTime( 1900 ) );
		expect(
			screen.getByText( 'Profile has been saved' )
		).toBeInTheDocument();
		act( () => jest.advanceTimersByTime( 200 ) );
		expect(
			screen.queryByText( 'Profile has been saved' )
		).not.toBeInTheDocument();
	} );

	it( 'F8 moves focus to the toasts, and Tab reaches each one', async () => {
		jest.useRealTimers();
		const user = userEvent.setup();
		renderToasts();
		await user.click( screen.getByRole( 'button', { name: 'show' } ) );
		await screen.findByText( 'Profile has been saved' );
		const region = screen.getByRole( 'region', {
			name: 'Notifications (F8)',
		} );
		await user.keyboard( '[F8]' );
		expect( region ).toContainElement(
			document.activeElement as HTMLElement
		);
		await user.tab();
		expect( document.activeElement ).toHaveTextContent(
			'Profile has been saved'
		);
	} );

	it( 'closes on Escape while focused', async () => {
		jest.useRealTimers();
		const user = userEvent.setup();
		renderToasts();
		await user.click( screen.getByRole( 'button', { name: 'show' } ) );
		const dismiss = await screen.findByRole( 'button', {
			name: 'Dismiss',
		} );
		act( () => dismiss.focus() );
		await user.keyboard( '{Escape}' );
		expect(
			screen.queryByText( 'Profile has been saved' )
		).not.toBeInTheDocument();
	} );

	it( 'is dismissed by a swipe to the right, and stays after a short one', async () => {
		renderToasts();
		await showToast();
		const toast = screen
			.getByText( 'Profile has been saved' )
			.closest( 'li' ) as HTMLElement;
		// jsdom has no PointerEvent: mouse events of the pointer types carry the coordinates.
		const pointer = ( type: string, clientX: number ) =>
			fireEvent(
				toast,
				new MouseEvent( type, {
					bubbles: true,
					button: 0,
					clientX,
					clientY: 100,
				} )
			);
		const swipe = ( distance: number ) => {
			pointer( 'pointerdown', 100 );
			pointer( 'pointermove', 110 );
			pointer( 'pointermove', 100 + distance );
			pointer( 'pointerup', 100 + distance );
		};
		swipe( 30 );
		expect(
			screen.getByText( 'Profile has been saved' )
		).toBeInTheDocument();
		swipe( 80 );
		expect(
			screen.queryByText( 'Profile has been saved' )
		).not.toBeInTheDocument();
	} );

	it( 'refuses to be used outside its provider', () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		expect( () => render( <Trigger message="x" /> ) ).toThrow(
			/ToastProvider/
		);
	} );
} );
