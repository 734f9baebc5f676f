/**
 * The wizard's submit from its finish step: a visitor reads what happens next and chooses the
 * button (then registration) or 'Login into existing Account' (then login), both of which send
 * the data first; a failed submit shows the backend errors and keeps every answer; a signed-in
 * customer's is stored with their token; and a held estate token brings the chosen account view
 * back after a reload.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { initialAuthState } from '../../../session/auth-slice';
import { ownerUser } from '@test-support/fixtures';
import {
	expectNoAxeViolations,
	renderWizard,
} from '@test-support/wizard/render-wizard';
import { api } from '@test-support/server';
import {
	COMPLETE_HOUSE_ANSWERS,
	TEST_ESTATE_TOKEN,
} from '@test-support/wizard/fixtures';
import { selectEstateToken } from '../wizard-slice';

const previous = () => screen.queryByRole( 'button', { name: 'Previous' } );
const loginLink = () =>
	screen.queryByRole( 'button', { name: 'Login into existing Account' } );
/** Spec 2's registration text: what happens next. */
const WHAT_NEXT =
	'We use your details to set up your free personal login area and to contact you by e-mail or telephone about your valuation.';
/** A failed store-temporary call. */
const refused = http.post( api( 'estate/store-temporary' ), () =>
	HttpResponse.json(
		{
			message: 'validation_failed',
			errors: { plz: [ 'required' ] },
		},
		{ status: 422 }
	)
);
const stepHeading = () => screen.getByRole( 'heading', { level: 2 } );

describe( 'ValuationWizard', () => {
	describe( 'finish', () => {
		const answers = COMPLETE_HOUSE_ANSWERS;

		it( 'says what happens next and offers both ways; the login link sends the data, then the login shows', async () => {
			const { user, calls, container, store } = renderWizard( {
				wizard: { step: 6, answers },
			} );
			const submit = await screen.findByRole( 'button', {
				name: 'Get your real estate valued now',
			} );
			expect( screen.getByText( WHAT_NEXT ) ).toBeInTheDocument();
			expect( loginLink() ).toBeInTheDocument();
			expect( submit ).toBeInTheDocument();
			expect( previous() ).toBeInTheDocument();
			await expectNoAxeViolations( container );

			await user.click( loginLink()! );
			expect(
				await screen.findByText( 'Account view: login' )
			).toBeInTheDocument();
			expect( calls.stored ).toHaveLength( 1 );
			expect( calls.stored[ 0 ]?.body ).toMatchObject( {
				objektart: 'haus',
				plz: '10115',
			} );
			expect( selectEstateToken( store.getState() ) ).toBe(
				TEST_ESTATE_TOKEN
			);
			expect( previous() ).not.toBeInTheDocument();
			expect( stepHeading() ).toHaveFocus();
		} );

		it( 'keeps every answer when the submit for the login fails', async () => {
			const { user, store } = renderWizard( {
				wizard: { step: 6, answers },
				overrides: [ refused ],
			} );
			await user.click(
				await screen.findByRole( 'button', {
					name: 'Login into existing Account',
				} )
			);
			expect( await screen.findByRole( 'alert' ) ).toBeInTheDocument();
			expect( loginLink() ).toHaveAccessibleDescription();
			expect( loginLink() ).toBeEnabled();
			expect( store.getState().wizard.answers ).toEqual( answers );
			expect( selectEstateToken( store.getState() ) ).toBeNull();
			expect( screen.queryByText( /^Account view/ ) ).toBeNull();
			expect( previous() ).toBeInTheDocument();
		} );

		it( 'shows the backend errors on a failed submit and keeps every answer', async () => {
			const { user, store } = renderWizard( {
				wizard: { step: 6, answers },
				overrides: [ refused ],
			} );
			const submit = await screen.findByRole( 'button', {
				name: 'Get your real estate valued now',
			} );
			await user.click( submit );
			expect( await screen.findByRole( 'alert' ) ).toBeInTheDocument();
			expect( submit ).toHaveAccessibleDescription();
			expect( store.getState().wizard.answers ).toEqual( answers );
			expect( selectEstateToken( store.getState() ) ).toBeNull();
			expect( previous() ).toBeInTheDocument();
		} );

		it( 'shows the generic text for an answer without estate token', async () => {
			const { user } = renderWizard( {
				wizard: { step: 6, answers },
				overrides: [
					http.post( api( 'estate/store-temporary' ), () =>
						HttpResponse.json( { data: {} }, { status: 201 } )
					),
				],
			} );
			await user.click(
				await screen.findByRole( 'button', {
					name: 'Get your real estate valued now',
				} )
			);
			expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
				'Error while submitting the form'
			);
		} );

		it( 'stores a signed-in customer’s valuation with their token and opens the dashboard', async () => {
			const view = renderWizard( {
				wizard: { step: 6, answers },
				preloadedState: {
					auth: {
						...initialAuthState,
						user: ownerUser,
						token: 'customer-token',
						isAuthenticated: true,
					},
				},
			} );
			const submit = await screen.findByRole( 'button', {
				name: 'Get your real estate valued now',
			} );
			// Nobody to sign in: no login link, and the text says where the valuation goes.
			expect( loginLink() ).not.toBeInTheDocument();
			expect( screen.queryByText( WHAT_NEXT ) ).toBeNull();
			expect(
				screen.getByText(
					/^We add the valuation to your customer area/
				)
			).toBeInTheDocument();
			await view.user.click( submit );
			await waitFor( () => expect( view.currentLocation() ).toBe( '/' ) );
			expect( view.calls.stored[ 0 ]?.authorization ).toBe(
				'Bearer customer-token'
			);
			expect( selectEstateToken( view.store.getState() ) ).toBeNull();
			expect( view.store.getState().wizard.answers ).toEqual( {} );
			expect( view.store.getState().wizard.step ).toBe( 0 );
		} );

		it( 'shows the chosen account view again after a reload while the token is held', async () => {
			renderWizard( {
				wizard: {
					step: 6,
					estateToken: TEST_ESTATE_TOKEN,
					estateTokenAt: Date.now(),
					accountView: 'login',
				},
			} );
			expect(
				await screen.findByText(
					`Account step for ${ TEST_ESTATE_TOKEN }`
				)
			).toBeInTheDocument();
			expect( screen.getByText( 'Account view: login' ) ).toBeVisible();
			expect( previous() ).not.toBeInTheDocument();
			expect( stepHeading() ).toHaveTextContent( 'Almost done!' );
		} );
	} );
} );
