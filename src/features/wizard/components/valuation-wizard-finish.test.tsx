/**
 * The wizard's submit from its finish step: a failed one shows the backend errors and keeps every
 * answer, a signed-in customer's is stored with their token, and a held estate token brings the
 * account step back after a reload.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { initialAuthState } from '../../../session/auth-slice';
import { ownerUser } from '@test-support/fixtures';
import { renderWizard } from '@test-support/wizard/render-wizard';
import { api } from '@test-support/server';
import {
	COMPLETE_HOUSE_ANSWERS,
	TEST_ESTATE_TOKEN,
} from '@test-support/wizard/fixtures';
import { selectEstateToken } from '../wizard-slice';

const previous = () => screen.queryByRole( 'button', { name: 'Previous' } );
const stepHeading = () => screen.getByRole( 'heading', { level: 2 } );

describe( 'ValuationWizard', () => {
	describe( 'finish', () => {
		const answers = COMPLETE_HOUSE_ANSWERS;

		it( 'shows the backend errors on a failed submit and keeps every answer', async () => {
			const { user, store } = renderWizard( {
				wizard: { step: 6, answers },
				overrides: [
					http.post( api( 'estate/store-temporary' ), () =>
						HttpResponse.json(
							{
								message: 'validation_failed',
								errors: { plz: [ 'required' ] },
							},
							{ status: 422 }
						)
					),
				],
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
			await view.user.click(
				await screen.findByRole( 'button', {
					name: 'Get your real estate valued now',
				} )
			);
			await waitFor( () => expect( view.currentLocation() ).toBe( '/' ) );
			expect( view.calls.stored[ 0 ]?.authorization ).toBe(
				'Bearer customer-token'
			);
			expect( selectEstateToken( view.store.getState() ) ).toBeNull();
			expect( view.store.getState().wizard.answers ).toEqual( {} );
			expect( view.store.getState().wizard.step ).toBe( 0 );
		} );

		it( 'shows the account step again after a reload while the token is held', async () => {
			renderWizard( {
				wizard: {
					step: 6,
					estateToken: TEST_ESTATE_TOKEN,
					estateTokenAt: Date.now(),
				},
			} );
			expect(
				await screen.findByText(
					`Account step for ${ TEST_ESTATE_TOKEN }`
				)
			).toBeInTheDocument();
			expect( previous() ).not.toBeInTheDocument();
			expect( stepHeading() ).toHaveTextContent( 'Almost done!' );
		} );
	} );
} );
