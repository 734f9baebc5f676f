/**
 * The wizard when its configuration cannot be loaded: the seven steps stay, the failure is said,
 * Next is disabled, it tries again, and the finish step never submits.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
	expectNoAxeViolations,
	renderWizard,
} from '@test-support/wizard/render-wizard';
import { api } from '@test-support/server';

const next = () => screen.getByRole( 'button', { name: 'Next' } );
const stepHeading = () => screen.getByRole( 'heading', { level: 2 } );

describe( 'ValuationWizard', () => {
	describe( 'when the configuration cannot be loaded', () => {
		it( 'keeps the seven steps, says so, disables Next and tries again', async () => {
			let fail = true;
			let failures = 0;
			const { user, container, calls } = renderWizard( {
				overrides: [
					http.get( api( 'settings/valuation' ), () => {
						failures += fail ? 1 : 0;
						return fail
							? HttpResponse.json(
									{ message: 'server_error' },
									{ status: 500 }
								)
							: undefined;
					} ),
				],
			} );
			expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
				'Configuration could not be loaded. Please try again later.'
			);
			expect( next() ).toBeDisabled();
			expect( stepHeading() ).toHaveTextContent(
				'Step 1 of 6 Which property would you like to evaluate?'
			);
			expect(
				within(
					screen.getByRole( 'list', { name: 'Valuation steps' } )
				).getAllByRole( 'listitem' )
			).toHaveLength( 6 );
			await expectNoAxeViolations( container );

			fail = false;
			await user.click(
				screen.getByRole( 'button', { name: 'Try again' } )
			);
			expect(
				await screen.findByRole( 'radio', { name: 'House' } )
			).toBeInTheDocument();
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
			expect( next() ).toBeEnabled();
			expect( failures ).toBe( 1 );
			expect( calls.settings ).toBe( 1 );
		} );

		it( 'never submits from the finish step', async () => {
			renderWizard( {
				wizard: { step: 6, answers: { objektart: 'haus' } },
				overrides: [
					http.get( api( 'settings/valuation' ), () =>
						HttpResponse.json( { unexpected: true } )
					),
				],
			} );
			expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
				'Configuration could not be loaded.'
			);
			expect(
				screen.queryByRole( 'button', {
					name: 'Get your real estate valued now',
				} )
			).not.toBeInTheDocument();
		} );
	} );
} );
