/**
 * Registering through the register view: the exact payload, and the outcome — the thank-you text,
 * the events and tracking, or the backend errors with everything typed kept.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
	field,
	fillValidRegistration,
	renderRegister,
	submitRegistration,
} from '@test-support/auth/render-auth';
import { api, server } from '@test-support/server';
import { recordWindowEvents } from '@test-support/window-events';

const setup = renderRegister;
const fillValid = fillValidRegistration;
const submit = submitRegistration;
const events = recordWindowEvents( [ 'register-success' ] );
type WithLayer = { dataLayer?: unknown[] };

beforeEach( () => {
	( window as unknown as WithLayer ).dataLayer = [];
} );
afterEach( () => {
	delete ( window as unknown as WithLayer ).dataLayer;
} );

describe( 'register view: payload', () => {
	it( 'sends exactly the contract’s payload for an Individual, company cleared', async () => {
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
