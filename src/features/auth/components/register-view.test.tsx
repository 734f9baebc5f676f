/**
 * The register view: texts and props, the salutation options, validation, the exact payload,
 * success (text, events, tracking), errors, and the password strength overlay.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authHandlers } from '../../../testing/auth-handlers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { api, server } from '../../../testing/server';
import { AuthContainer, type AuthContainerProps } from '../index';

type Options = Parameters< typeof renderWithProviders >[ 1 ];

async function setup(
	props: Partial< AuthContainerProps > = {},
	options: Options = {}
) {
	const { handlers, calls } = authHandlers();
	server.use( ...handlers );
	const view = renderWithProviders(
		<AuthContainer initialView="register" { ...props } />,
		options
	);
	await screen.findByRole( 'button', {
		name: props.registerLabel || 'Register Now',
	} );
	return { ...view, calls };
}

const field = ( label: RegExp | string ) => screen.getByLabelText( label );

async function fillValid(
	user: Awaited< ReturnType< typeof setup > >[ 'user' ]
) {
	await screen.findByRole( 'option', { name: 'Frau' } );
	await user.selectOptions( field( /^Salutation/ ), 'Frau' );
	await user.type( field( /^First Name/ ), 'Erika' );
	await user.type( field( /^Last Name/ ), 'Mustermann' );
	await user.type( field( /^Email Address/ ), 'erika@example.com' );
	await user.type( field( /^Password/ ), 'Secret123' );
	await user.click(
		screen.getByRole( 'checkbox', { name: /privacy policy/ } )
	);
}

const submit = (
	user: Awaited< ReturnType< typeof setup > >[ 'user' ],
	label = 'Register Now'
) => user.click( screen.getByRole( 'button', { name: label } ) );

let events: string[];
const record = ( event: Event ) => events.push( event.type );
type WithLayer = { dataLayer?: unknown[] };

beforeEach( () => {
	events = [];
	window.addEventListener( 'register-success', record );
	( window as unknown as WithLayer ).dataLayer = [];
} );
afterEach( () => {
	window.removeEventListener( 'register-success', record );
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

describe( 'register view: validation (spec 1 section 5)', () => {
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
		// Spec 1 section 5: the e-mail rule has one text, also for an empty field.
		expect( field( /^Email Address/ ) ).toHaveAccessibleDescription(
			'Invalid Email Address'
		);
		expect(
			screen.getByRole( 'checkbox', { name: /privacy policy/ } )
		).toHaveAccessibleDescription( 'This field is required' );
		expect( field( /^Salutation/ ) ).toHaveFocus();
		expect( calls.register ).toHaveLength( 0 );
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

describe( 'register view: payload', () => {
	it( 'sends exactly the spec’s payload for an Individual, company cleared', async () => {
		const { user, calls } = await setup();
		await user.click( screen.getByRole( 'radio', { name: 'Commercial' } ) );
		await user.type( field( /^Company/ ), 'Typed Before Switching GmbH' );
		await user.click( screen.getByRole( 'radio', { name: 'Individual' } ) );
		await fillValid( user );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'I am a property owner' } )
		);
		await submit( user );
		await waitFor( () => expect( calls.register ).toHaveLength( 1 ) );
		expect( calls.register[ 0 ] ).toEqual( {
			salutation: 'Frau',
			firstname: 'Erika',
			lastname: 'Mustermann',
			email: 'erika@example.com',
			password: 'Secret123',
			company: '',
			category: 'Privatkunde',
			is_owner: true,
			oo_estate_officer_id: 7,
			oo_address_officer_id: 9,
			callback_url: 'https://broker.example/customer-area/#/verify-email',
		} );
		expect( calls.authorization ).toEqual( [ null ] );
	} );

	it( 'sends Unternehmen with the company, null officers, the estate token and the feature', async () => {
		const { user, calls } = await setup(
			{ estateToken: 'estate-xyz' },
			{
				config: { ooEstateOfficer: null, ooAddressOfficer: null },
				embed: { forwardLink: '/immobilie/1/' },
			}
		);
		await user.click( screen.getByRole( 'radio', { name: 'Commercial' } ) );
		await user.type( field( /^Company/ ), 'Muster GmbH' );
		await fillValid( user );
		await submit( user );
		await waitFor( () => expect( calls.register ).toHaveLength( 1 ) );
		expect( calls.register[ 0 ] ).toEqual( {
			salutation: 'Frau',
			firstname: 'Erika',
			lastname: 'Mustermann',
			email: 'erika@example.com',
			password: 'Secret123',
			company: 'Muster GmbH',
			category: 'Unternehmen',
			is_owner: false,
			oo_estate_officer_id: null,
			oo_address_officer_id: null,
			callback_url: 'https://broker.example/customer-area/#/verify-email',
			estate_token: 'estate-xyz',
			feature: 'secret_sale',
		} );
	} );
} );

describe( 'register view: outcome', () => {
	it( 'thanks, emits the success event, fires register-success and tracks once', async () => {
		const onRegisterSuccess = jest.fn();
		const { user } = await setup( { onRegisterSuccess } );
		await fillValid( user );
		await submit( user );
		const thanks = await screen.findByText(
			'Thank you for registering! To complete your sign-up, please click the confirmation link in the email we just sent you.'
		);
		expect( thanks ).toHaveFocus();
		expect( onRegisterSuccess ).toHaveBeenCalledTimes( 1 );
		expect( events ).toEqual( [ 'register-success' ] );
		expect( ( window as unknown as WithLayer ).dataLayer ).toEqual( [
			{ event: 'customer_area_registration' },
		] );
		await user.click(
			screen.getByRole( 'button', { name: 'Sign In Now' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Sign In' } )
		).toBeInTheDocument();
	} );

	it( 'shows the backend errors and keeps everything typed', async () => {
		const onRegisterSuccess = jest.fn();
		const { user } = await setup( { onRegisterSuccess } );
		server.use(
			http.post( api( 'user/register' ), () =>
				HttpResponse.json(
					{
						message: 'validation_failed',
						errors: { password: [ 'password_too_short' ] },
					},
					{ status: 422 }
				)
			)
		);
		await fillValid( user );
		await submit( user );
		expect(
			await screen.findByText(
				'Password must contain at least 8 characters'
			)
		).toBeInTheDocument();
		expect( field( /^First Name/ ) ).toHaveValue( 'Erika' );
		expect( field( /^Password/ ) ).toHaveValue( 'Secret123' );
		expect( field( /^Salutation/ ) ).toHaveValue( 'Frau' );
		expect( onRegisterSuccess ).not.toHaveBeenCalled();
		expect( events ).toEqual( [] );
		expect( ( window as unknown as WithLayer ).dataLayer ).toEqual( [] );
	} );

	it( 'shows the generic text for an empty failure', async () => {
		const { user } = await setup();
		server.use(
			http.post(
				api( 'user/register' ),
				() => new HttpResponse( null, { status: 500 } )
			)
		);
		await fillValid( user );
		await submit( user );
		expect(
			await screen.findByText( 'Error while submitting the form' )
		).toBeInTheDocument();
	} );
} );

describe( 'password strength overlay (spec 1 section 4)', () => {
	const overlay = () =>
		(
			field( /^Password/ ).closest( '.ca-field' ) as HTMLElement
		 ).querySelector( '[role="status"]' ) as HTMLElement;
	const bar = () =>
		overlay().querySelector( '.ca-strength__bar' ) as HTMLElement;

	it( 'opens on focus with the prompt and follows the levels', async () => {
		const { user } = await setup();
		expect( overlay() ).toBeEmptyDOMElement();
		await user.click( field( /^Password/ ) );
		expect( overlay() ).toHaveTextContent( 'Enter a password' );
		await user.type( field( /^Password/ ), 'abc' );
		expect( overlay() ).toHaveTextContent( 'Weak Password' );
		expect( bar() ).toHaveStyle( { width: '33.33%' } );
		await user.type( field( /^Password/ ), 'DEF' );
		expect( overlay() ).toHaveTextContent( 'Medium Password' );
		expect( bar() ).toHaveStyle( { width: '66.66%' } );
		await user.type( field( /^Password/ ), '12' );
		expect( overlay() ).toHaveTextContent( 'Strong Password' );
		expect( bar() ).toHaveStyle( { width: '100%' } );
		expect( field( /^Password/ ) ).toHaveFocus();
	} );

	it( 'ties the label to the input and announces levels but not the prompt', async () => {
		const { user } = await setup();
		const input = field( /^Password/ );
		expect( input ).toHaveAccessibleDescription( 'Enter a password' );
		await user.click( input );
		// The prompt is read as the description on focus, not announced again by the live region.
		expect(
			within( overlay() ).queryByText( 'Enter a password' )
		).toHaveAttribute( 'aria-hidden', 'true' );
		await user.type( input, 'abc' );
		expect( input ).toHaveAccessibleDescription( 'Weak Password' );
		expect(
			within( overlay() ).getByText( 'Weak Password' )
		).not.toHaveAttribute( 'aria-hidden' );
	} );

	it( 'closes on Escape and blur, reopens on keyup', async () => {
		const { user } = await setup();
		await user.click( field( /^Password/ ) );
		expect( overlay() ).not.toBeEmptyDOMElement();
		await user.keyboard( '{Escape}' );
		expect( overlay() ).toBeEmptyDOMElement();
		await user.keyboard( 'a' );
		expect( overlay() ).toHaveTextContent( 'Weak Password' );
		await user.tab();
		expect( overlay() ).toBeEmptyDOMElement();
	} );

	it( 'closes on scroll and on resize', async () => {
		const { user } = await setup();
		await user.click( field( /^Password/ ) );
		fireEvent.scroll( window );
		expect( overlay() ).toBeEmptyDOMElement();
		await user.keyboard( 'a' );
		expect( overlay() ).not.toBeEmptyDOMElement();
		fireEvent( window, new Event( 'resize' ) );
		expect( overlay() ).toBeEmptyDOMElement();
	} );
} );
