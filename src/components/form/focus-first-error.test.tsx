/**
 * FocusFirstError: a failed submit attempt takes focus to the first invalid field; a successful one
 * leaves focus where the customer puts it, also when a field becomes invalid afterwards.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik } from 'formik';
import { FocusFirstError } from './focus-first-error';

/**
 * A form of two required fields that marks each invalid one with `aria-invalid`. It checks a field
 * when the customer leaves it, so an emptied field turns invalid once focus is on the next one.
 */
function TwoFields() {
	return (
		<Formik
			initialValues={ { first: '', second: '' } }
			validate={ ( values ) =>
				Object.fromEntries(
					Object.entries( values )
						.filter( ( [ , value ] ) => value === '' )
						.map( ( [ name ] ) => [ name, 'Required' ] )
				)
			}
			validateOnChange={ false }
			onSubmit={ async () => undefined }
		>
			{ ( { errors } ) => (
				<Form>
					{ ( [ 'first', 'second' ] as const ).map( ( name ) => (
						<p key={ name }>
							<label htmlFor={ name }>{ name }</label>
							<Field
								id={ name }
								name={ name }
								aria-invalid={
									errors[ name ] ? 'true' : 'false'
								}
							/>
						</p>
					) ) }
					<FocusFirstError />
					<button type="submit">Save</button>
				</Form>
			) }
		</Formik>
	);
}

describe( 'FocusFirstError', () => {
	it( 'takes focus to the first invalid field after a failed submit', async () => {
		const user = userEvent.setup();
		render( <TwoFields /> );
		await user.type( screen.getByLabelText( 'second' ), 'b' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await waitFor( () =>
			expect( screen.getByLabelText( 'first' ) ).toHaveFocus()
		);
	} );

	it( 'leaves focus alone when a field is emptied after a successful submit', async () => {
		const user = userEvent.setup();
		render( <TwoFields /> );
		await user.type( screen.getByLabelText( 'first' ), 'a' );
		await user.type( screen.getByLabelText( 'second' ), 'b' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Save' } )
			).toHaveFocus()
		);
		await user.clear( screen.getByLabelText( 'first' ) );
		await user.click( screen.getByLabelText( 'second' ) );
		// The emptied field is invalid now, and focus stays where the customer clicked.
		await waitFor( () =>
			expect( screen.getByLabelText( 'first' ) ).toHaveAttribute(
				'aria-invalid',
				'true'
			)
		);
		expect( screen.getByLabelText( 'second' ) ).toHaveFocus();
	} );
} );
