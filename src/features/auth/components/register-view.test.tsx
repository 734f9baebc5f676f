/**
 * The register view: texts and props, the salutation options and links, and validation. What a
 * registration sends and does is tested with `useRegister`; the password's strength overlay with
 * the password field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
	field,
	fillValidRegistration,
	renderRegister,
	submitRegistration,
} from '@test-support/auth/render-auth';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { AuthContainer } from '../container';

const setup = renderRegister;
const fillValid = fillValidRegistration;
const submit = submitRegistration;
type WithLayer = { dataLayer?: unknown[] };

beforeEach( () => {
	( window as unknown as WithLayer ).dataLayer = [];
} );
afterEach( () => {
	delete ( window as unknown as WithLayer ).dataLayer;
} );

describe( 'register view: texts and props', () => {
	it( 'shows title, subtitle, category toggle, fields and checkboxes', async () => {
		await setup();
		expect(
			screen.getByRole( 'heading', { name: 'Register' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Create an account now' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'radio', { name: 'Individual' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: 'Commercial' } )
		).not.toBeChecked();
		expect( screen.queryByLabelText( /^Company/ ) ).not.toBeInTheDocument();
		for ( const label of [
			/^Salutation/,
			/^First Name/,
			/^Last Name/,
			/^Email Address/,
			/^Password/,
		] ) {
			expect( field( label ) ).toBeInTheDocument();
		}
		expect(
			screen.getByRole( 'checkbox', { name: 'I am a property owner' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Back to Login' } )
		).toBeInTheDocument();
	} );

	it( 'hides the title with the title option off', async () => {
		await setup( { showTitle: false } );
		expect(
			screen.queryByRole( 'heading', { name: 'Register' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'Create an account now' )
		).not.toBeInTheDocument();
	} );

	it( 'hides the owner checkbox and takes the register and back labels from props', async () => {
		const { user } = await setup( {
			hideOwnerCheckbox: true,
			registerLabel: 'Evaluate Now',
			backLabel: 'Back',
		} );
		expect(
			screen.queryByRole( 'checkbox', { name: 'I am a property owner' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Register Now' } )
		).not.toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		expect(
			await screen.findByRole( 'heading', { name: 'Sign In' } )
		).toBeInTheDocument();
	} );

	it( 'fills the salutation from address.Anrede', async () => {
		await setup();
		await screen.findByRole( 'option', { name: 'Herr' } );
		const options = within( field( /^Salutation/ ) ).getAllByRole(
			'option'
		);
		expect(
			options.map( ( o ) => [ o.getAttribute( 'value' ), o.textContent ] )
		).toEqual( [
			[ '', 'Please choose' ],
			[ 'Herr', 'Herr' ],
			[ 'Frau', 'Frau' ],
			[ 'Firma', 'Firma' ],
		] );
	} );

	it( 'says "Invalid API response structure" when the metadata is not an object', async () => {
		server.use(
			http.get( api( 'onoffice/fields' ), () =>
				HttpResponse.json( [ 'Herr' ] )
			)
		);
		renderWithProviders( <AuthContainer initialView="register" /> );
		expect(
			await screen.findByText( 'Invalid API response structure' )
		).toBeInTheDocument();
		expect( field( /^Salutation/ ) ).toHaveAccessibleDescription(
			'Invalid API response structure'
		);
	} );

	it( 'ties a failed metadata request to the salutation select', async () => {
		server.use(
			http.get( api( 'onoffice/fields' ), () =>
				HttpResponse.json(
					{ message: 'server_error' },
					{ status: 500 }
				)
			)
		);
		renderWithProviders( <AuthContainer initialView="register" /> );
		await waitFor( () =>
			expect( field( /^Salutation/ ) ).toHaveAttribute(
				'aria-describedby'
			)
		);
		const description = document.getElementById(
			field( /^Salutation/ )
				.getAttribute( 'aria-describedby' )
				?.split( ' ' )
				.pop() ?? ''
		);
		expect( description ).toHaveClass( 'ca-backend-errors' );
		expect( description ).toHaveAttribute( 'role', 'alert' );
	} );

	it( 'links the privacy policy from the settings', async () => {
		await setup(
			{},
			{
				config: {
					privacyPolicyUrl: 'https://broker.example/datenschutz/',
				},
			}
		);
		const link = screen.getByRole( 'link', { name: 'privacy policy' } );
		expect( link ).toHaveAttribute(
			'href',
			'https://broker.example/datenschutz/'
		);
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	} );

	it( 'never links a javascript: privacy URL', async () => {
		await setup(
			{},
			{ config: { privacyPolicyUrl: 'javascript:alert(1)' } }
		);
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'checkbox', {
				name: 'I accept the privacy policy.',
			} )
		).toBeInTheDocument();
	} );

	it( 'shows the terms checkbox only with a terms label, and then requires it', async () => {
		const { user, calls } = await setup(
			{},
			{
				config: {
					termsLabel: 'I accept the terms and conditions',
					termsUrl: '/agb/',
				},
			}
		);
		const terms = screen.getByRole( 'checkbox', {
			name: 'I accept the terms and conditions',
		} );
		expect(
			screen.getByRole( 'link', {
				name: 'I accept the terms and conditions',
			} )
		).toHaveAttribute( 'href', 'https://broker.example/agb/' );
		await fillValid( user );
		await submit( user );
		await waitFor( () =>
			expect( terms ).toHaveAttribute( 'aria-invalid', 'true' )
		);
		expect( terms ).toHaveAccessibleDescription( 'This field is required' );
		expect( calls.register ).toHaveLength( 0 );
		await user.click( terms );
		await submit( user );
		await waitFor( () => expect( calls.register ).toHaveLength( 1 ) );
	} );

	it( 'has no terms checkbox without a terms label', async () => {
		await setup();
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 2 );
	} );
} );

describe( 'register view: validation', () => {
	it( 'requires salutation, names, e-mail, password and privacy', async () => {
		const { user, calls } = await setup();
		await submit( user );
		await waitFor( () =>
			expect(
				screen.getAllByText( 'This field is required' )
			).toHaveLength( 5 )
		);
		for ( const label of [ /^Salutation/, /^First Name/, /^Last Name/ ] ) {
			expect( field( label ) ).toHaveAccessibleDescription(
				'This field is required'
			);
		}
		// The password's description also holds the strength label.
		expect( field( /^Password/ ) ).toHaveAccessibleDescription(
			'This field is required Enter a password'
		);
		// The e-mail rule has one text, also for an empty field.
		expect( field( /^Email Address/ ) ).toHaveAccessibleDescription(
			'Invalid Email Address'
		);
		expect(
			screen.getByRole( 'checkbox', { name: /privacy policy/ } )
		).toHaveAccessibleDescription( 'This field is required' );
		expect( field( /^Salutation/ ) ).toHaveFocus();
		expect( calls.register ).toHaveLength( 0 );
	} );

	it( "refuses a password under 8 characters before sending, with the reset form's message", async () => {
		const { user, calls } = await setup();
		await fillValid( user );
		await user.clear( field( /^Password/ ) );
		// Three classes and 7 characters: the meter stays at its weakest level.
		await user.type( field( /^Password/ ), 'Secret1' );
		await submit( user );
		await waitFor( () =>
			expect( field( /^Password/ ) ).toHaveAccessibleDescription(
				'Password must contain at least 8 characters Weak Password'
			)
		);
		expect( field( /^Password/ ) ).toHaveFocus();
		expect( calls.register ).toHaveLength( 0 );
		await user.type( field( /^Password/ ), '2' );
		expect( field( /^Password/ ) ).toHaveAccessibleDescription(
			'Strong Password'
		);
		await submit( user );
		await waitFor( () => expect( calls.register ).toHaveLength( 1 ) );
		expect( calls.register[ 0 ] ).toMatchObject( { password: 'Secret12' } );
	} );

	it( 'says "Invalid Email Address" for a malformed address', async () => {
		const { user } = await setup();
		await user.type( field( /^Email Address/ ), 'erika@' );
		await submit( user );
		await waitFor( () =>
			expect( field( /^Email Address/ ) ).toHaveAccessibleDescription(
				'Invalid Email Address'
			)
		);
	} );

	it( 'requires the company for Commercial only', async () => {
		const { user, calls } = await setup();
		await user.click( screen.getByRole( 'radio', { name: 'Commercial' } ) );
		await fillValid( user );
		await submit( user );
		await waitFor( () =>
			expect( field( /^Company/ ) ).toHaveAccessibleDescription(
				'This field is required'
			)
		);
		expect( calls.register ).toHaveLength( 0 );
		await user.click( screen.getByRole( 'radio', { name: 'Individual' } ) );
		expect( screen.queryByLabelText( /^Company/ ) ).not.toBeInTheDocument();
		await submit( user );
		await waitFor( () => expect( calls.register ).toHaveLength( 1 ) );
	} );
} );
