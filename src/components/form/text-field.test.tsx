/**
 * A text field writes an address or a number left to right whatever the page's direction, and
 * any other text in the page's.
 */
import { render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { TextField } from './text-field';

describe( 'TextField', () => {
	it( 'writes e-mail addresses, telephone numbers and links left to right, other text as the page does', () => {
		render(
			<Formik
				initialValues={ {
					email: '',
					telephone: '+49 30 1234567',
					website: '',
					city: '',
				} }
				onSubmit={ () => undefined }
			>
				<>
					<TextField name="email" type="email" label="Email" />
					<TextField name="telephone" type="tel" label="Telephone" />
					<TextField name="website" type="url" label="Website" />
					<TextField name="city" label="City" />
				</>
			</Formik>
		);
		for ( const name of [ 'Email', 'Telephone', 'Website' ] ) {
			expect( screen.getByRole( 'textbox', { name } ) ).toHaveAttribute(
				'dir',
				'ltr'
			);
		}
		expect(
			screen.getByRole( 'textbox', { name: 'City' } )
		).not.toHaveAttribute( 'dir' );
	} );
} );
