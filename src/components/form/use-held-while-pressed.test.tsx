/**
 * docs/behaviour.md "A press is never lost": a message that a field's blur brings shows as the press
 * on a button ends, not while the button is held down, so nothing moves the button from under the
 * pointer; the click then submits, shows every message and moves focus to the first invalid field.
 * Keyboard users, and presses on controls that act on the press itself, see the message at once.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Combobox } from '../combobox';
import {
	CheckboxField,
	FocusFirstError,
	SubmitButton,
	TextField,
	useHeldWhilePressed,
} from '.';

const REQUIRED = 'This field is required';
const INVALID = 'Invalid Email Address';

/**
 * A form like the login's: e-mail and password, validated as they are left and on submit.
 *
 * @param props          The test's callbacks.
 * @param props.onSubmit Called with the values of a valid submit.
 */
function LoginLike( props: { onSubmit: () => void } ) {
	return (
		<Formik
			initialValues={ { email: '', password: '', terms: false } }
			validate={ ( values ) => ( {
				...( values.email.includes( '@' ) ? {} : { email: INVALID } ),
				...( values.password ? {} : { password: REQUIRED } ),
			} ) }
			onSubmit={ props.onSubmit }
		>
			<Form noValidate>
				<FocusFirstError />
				<TextField name="email" label="Email" />
				<TextField name="password" label="Password" />
				<CheckboxField name="terms" label="Remember me" />
				<SubmitButton busy={ false }>Sign In Now</SubmitButton>
			</Form>
		</Formik>
	);
}

/** Renders the form; returns the user (pointer events as a mouse makes them) and its parts. */
function setup() {
	const onSubmit = jest.fn();
	const user = userEvent.setup();
	render( <LoginLike onSubmit={ onSubmit } /> );
	return {
		user,
		onSubmit,
		email: screen.getByRole( 'textbox', { name: 'Email' } ),
		password: screen.getByRole( 'textbox', { name: 'Password' } ),
		submit: screen.getByRole( 'button', { name: 'Sign In Now' } ),
	};
}

describe( 'a message that a blur brings, while a button is being pressed', () => {
	it( 'shows as the press ends; the click submits, shows every message and focuses the first invalid field', async () => {
		const { user, email, submit } = setup();
		await user.type( email, 'not-an-email' );
		await user.pointer( { keys: '[MouseLeft>]', target: submit } );
		// The press left the field (focus is on the button), but its message waits.
		expect( submit ).toHaveFocus();
		expect( screen.queryByText( INVALID ) ).not.toBeInTheDocument();
		expect( email ).not.toHaveAttribute( 'aria-invalid' );
		expect( email ).not.toHaveAttribute( 'aria-describedby' );

		await user.pointer( { keys: '[/MouseLeft]', target: submit } );
		expect( await screen.findByText( INVALID ) ).toBeInTheDocument();
		expect( screen.getByText( REQUIRED ) ).toBeInTheDocument();
		expect( email ).toHaveFocus();
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAccessibleDescription( INVALID );
	} );

	it( 'shows after the press when the pointer is released elsewhere (no click on the button)', async () => {
		const { user, email, submit, onSubmit } = setup();
		await user.type( email, 'not-an-email' );
		await user.pointer( [
			{ keys: '[MouseLeft>]', target: submit },
			{ pointerName: 'mouse', target: document.body },
		] );
		expect( screen.queryByText( INVALID ) ).not.toBeInTheDocument();
		await user.pointer( { keys: '[/MouseLeft]', target: document.body } );
		expect( await screen.findByText( INVALID ) ).toBeInTheDocument();
		// Only the left field's message: nothing was submitted.
		expect( screen.queryByText( REQUIRED ) ).not.toBeInTheDocument();
		expect( onSubmit ).not.toHaveBeenCalled();
	} );

	it( 'shows once the mouse moves with no button down, when the release was never seen', async () => {
		const { user, email, submit } = setup();
		await user.type( email, 'not-an-email' );
		await user.pointer( { keys: '[MouseLeft>]', target: submit } );
		expect( screen.queryByText( INVALID ) ).not.toBeInTheDocument();
		fireEvent.mouseMove( document.body, { buttons: 0 } );
		expect( await screen.findByText( INVALID ) ).toBeInTheDocument();
	} );

	it( 'shows at once when the field is left with the keyboard', async () => {
		const { user, email, password } = setup();
		await user.type( email, 'not-an-email' );
		await user.tab();
		expect( password ).toHaveFocus();
		expect( screen.getByText( INVALID ) ).toBeInTheDocument();
		await user.tab();
		expect( screen.getByText( REQUIRED ) ).toBeInTheDocument();
	} );

	it( 'shows at once when the press is on a field (it acts on the press, not on the click)', async () => {
		const { user, email, password } = setup();
		await user.type( email, 'not-an-email' );
		await user.pointer( { keys: '[MouseLeft>]', target: password } );
		expect( password ).toHaveFocus();
		expect( screen.getByText( INVALID ) ).toBeInTheDocument();
		await user.pointer( { keys: '[/MouseLeft]', target: password } );
	} );

	it( 'waits the same way for a press on a checkbox, which acts on the click', async () => {
		const { user, email } = setup();
		const box = screen.getByRole( 'checkbox', { name: 'Remember me' } );
		await user.type( email, 'not-an-email' );
		await user.pointer( { keys: '[MouseLeft>]', target: box } );
		expect( screen.queryByText( INVALID ) ).not.toBeInTheDocument();
		await user.pointer( { keys: '[/MouseLeft]', target: box } );
		expect( box ).toBeChecked();
		// The message comes in the task after the click (a render during it would undo the box's
		// toggle in a browser: tests/e2e/pointer/auth-presses.spec.ts presses a checkbox).
		expect( await screen.findByText( INVALID ) ).toBeInTheDocument();
		expect( box ).toBeChecked();
	} );

	it( 'waits for a finger’s tap too, whose mouse events come after the finger is lifted', async () => {
		const { user, email, submit } = setup();
		await user.type( email, 'not-an-email' );
		const shownAtRelease: boolean[] = [];
		const onMouseUp = () =>
			shownAtRelease.push( screen.queryByText( INVALID ) !== null );
		document.addEventListener( 'mouseup', onMouseUp, true );
		await user.pointer( [
			{ keys: '[TouchA>]', target: submit },
			{ keys: '[/TouchA]', target: submit },
		] );
		document.removeEventListener( 'mouseup', onMouseUp, true );
		expect( shownAtRelease ).toEqual( [ false ] );
		expect( await screen.findByText( INVALID ) ).toBeInTheDocument();
		expect( screen.getByText( REQUIRED ) ).toBeInTheDocument();
		expect( email ).toHaveFocus();
	} );

	it( 'lets the pressed button act on the click, never on the press', async () => {
		const { user, email, password, submit, onSubmit } = setup();
		await user.type( email, 'someone@example.com' );
		await user.type( password, 'secret' );
		await user.pointer( { keys: '[MouseLeft>]', target: submit } );
		expect( onSubmit ).not.toHaveBeenCalled();
		await user.pointer( { keys: '[/MouseLeft]', target: submit } );
		await screen.findByRole( 'button', { name: 'Sign In Now' } );
		expect( onSubmit ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'useHeldWhilePressed', () => {
	/**
	 * A counter whose shown value is held while a button is pressed.
	 */
	function Counter() {
		const [ count, setCount ] = useState( 0 );
		const shown = useHeldWhilePressed( count );
		return (
			<>
				<output>{ shown }</output>
				<button type="button" onMouseDown={ () => setCount( 1 ) }>
					Press
				</button>
				<button type="button" onClick={ () => setCount( 2 ) }>
					Click
				</button>
			</>
		);
	}

	it( 'holds a change made during the press, and a click sees the change already shown', async () => {
		const user = userEvent.setup();
		render( <Counter /> );
		const press = screen.getByRole( 'button', { name: 'Press' } );
		await user.pointer( { keys: '[MouseLeft>]', target: press } );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '0' );
		await user.pointer( { keys: '[/MouseLeft]', target: press } );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '1' );
		await user.click( screen.getByRole( 'button', { name: 'Click' } ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '2' );
	} );

	it( 'ends the press when the window loses focus', async () => {
		const user = userEvent.setup();
		render( <Counter /> );
		const press = screen.getByRole( 'button', { name: 'Press' } );
		await user.pointer( { keys: '[MouseLeft>]', target: press } );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '0' );
		fireEvent.blur( window );
		expect( await screen.findByText( '1' ) ).toBeInTheDocument();
	} );
} );

describe( 'a combobox left for a press on a button', () => {
	/**
	 * A combobox above a button, like the year of construction above Previous.
	 */
	function YearAndBack() {
		const [ value, setValue ] = useState( '' );
		return (
			<>
				<Combobox
					label="Year of Construction"
					options={ [
						{ value: '1999', label: '1999' },
						{ value: '2019', label: '2019' },
					] }
					value={ value }
					onChange={ setValue }
					placeholder="Please Choose"
					searchPlaceholder="Search years…"
				/>
				<button type="button">Previous</button>
			</>
		);
	}

	it( 'closes its list as the press ends; leaving it by keyboard closes it at once', async () => {
		const user = userEvent.setup();
		render( <YearAndBack /> );
		const input = screen.getByRole( 'combobox', {
			name: 'Year of Construction',
		} );
		const back = screen.getByRole( 'button', { name: 'Previous' } );
		await user.type( input, '19' );
		expect( screen.getByRole( 'listbox' ) ).toBeVisible();
		await user.pointer( { keys: '[MouseLeft>]', target: back } );
		expect( screen.getByRole( 'listbox' ) ).toBeVisible();
		expect( input ).toHaveValue( '19' );
		await user.pointer( { keys: '[/MouseLeft]', target: back } );
		expect(
			screen.getByRole( 'listbox', { hidden: true } )
		).not.toBeVisible();
		expect( input ).toHaveValue( '' );

		await user.type( input, '19' );
		expect( screen.getByRole( 'listbox' ) ).toBeVisible();
		await user.tab();
		expect(
			screen.getByRole( 'listbox', { hidden: true } )
		).not.toBeVisible();
	} );
} );
