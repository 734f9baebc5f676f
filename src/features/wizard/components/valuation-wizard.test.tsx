/**
 * The wizard from the first card to the account step: headings, progress, focus, validation on
 * Next, going back, the reload-restore and German. axe checks every step. The settings failure
 * screen and the submit have files of their own (valuation-wizard-unavailable, -finish).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
	expectNoAxeViolations,
	renderWizard,
} from '@test-support/wizard/render-wizard';
import { gate } from '@test-support/gate';
import { api } from '@test-support/server';
import { TEST_ESTATE_TOKEN } from '@test-support/wizard/fixtures';
import { WIZARD_STORAGE_KEY } from '../constants';
import { selectEstateToken } from '../wizard-slice';
import { applyLanguage } from '../../../i18n/apply-language';

const next = () => screen.getByRole( 'button', { name: 'Next' } );
const previous = () => screen.queryByRole( 'button', { name: 'Previous' } );
const stepHeading = () => screen.getByRole( 'heading', { level: 2 } );
const progress = () => screen.getByRole( 'progressbar', { name: 'Progress' } );

/**
 * Waits until the given step's heading is shown and focused.
 * @param step
 * @param text
 */
async function expectStep( step: number, text: string ) {
	await waitFor( () =>
		expect( stepHeading() ).toHaveTextContent(
			`Step ${ step } of 6 ${ text }`
		)
	);
	expect( stepHeading() ).toHaveFocus();
	expect( progress() ).toHaveAttribute(
		'aria-valuenow',
		String( Math.round( ( step / 7 ) * 100 ) )
	);
}

describe( 'ValuationWizard', () => {
	it( 'opens on the first step with its title, progress and a spinner while loading', async () => {
		// The settings wait until the test has looked at the loading state.
		const { opened: answered, release } = gate();
		const view = renderWizard( {
			overrides: [
				http.get( api( 'settings/valuation' ), async () => {
					await answered;
					return HttpResponse.json(
						(
							await import( '@test-support/wizard/fixtures' )
						).wizardSettings()
					);
				} ),
			],
		} );
		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Online Property Valuation',
			} )
		).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( next() ).toBeDisabled();
		release();
		expect(
			await screen.findByRole( 'radio', { name: 'House' } )
		).toBeInTheDocument();
		expect( stepHeading() ).toHaveTextContent(
			'Step 1 of 6 Which property would you like to evaluate?'
		);
		// The first view takes no focus.
		expect( stepHeading() ).not.toHaveFocus();
		const steps = within(
			screen.getByRole( 'list', { name: 'Valuation steps' } )
		).getAllByRole( 'listitem' );
		expect( steps.map( ( item ) => item.textContent ) ).toEqual( [
			'1Property',
			'2Type',
			'3Location',
			'4Details',
			'5Features',
			'6Reason',
		] );
		expect( steps[ 0 ] ).toHaveAttribute( 'aria-current', 'step' );
		expect( progress() ).toHaveAttribute( 'aria-valuenow', '14' );
		expect( previous() ).not.toBeInTheDocument();
		expect( next() ).toBeEnabled();
		await expectNoAxeViolations( view.container );
	} );

	it( 'keeps Next from leaving an invalid step, ties the message to the group and clears it', async () => {
		const { user } = renderWizard();
		await screen.findByRole( 'radio', { name: 'House' } );
		await user.click( next() );
		const group = screen.getByRole( 'group', { name: 'Property kind' } );
		expect( group ).toHaveAccessibleDescription(
			'Choose at least one option'
		);
		expect( screen.getByRole( 'radio', { name: 'House' } ) ).toHaveFocus();
		expect( stepHeading() ).toHaveTextContent( 'Step 1 of 6' );
		await user.click( screen.getByRole( 'radio', { name: 'Apartment' } ) );
		expect( group ).not.toHaveAccessibleDescription();
		expect(
			screen.queryByText( 'Choose at least one option' )
		).not.toBeInTheDocument();
	} );

	it( 'runs through every step by keyboard to the account step, axe-clean on each', async () => {
		const { user, container, calls, store } = renderWizard( {
			overrides: [
				http.get( 'https://geo.example/search', () =>
					HttpResponse.json( [] )
				),
			],
		} );
		// 1: the property kind, chosen with the keyboard.
		await screen.findByRole( 'radio', { name: 'House' } );
		await user.tab();
		expect( screen.getByRole( 'radio', { name: 'House' } ) ).toHaveFocus();
		await user.keyboard( ' ' );
		expect( screen.getByRole( 'radio', { name: 'House' } ) ).toBeChecked();
		await user.keyboard( '{Enter}' );

		// 2: the type of the chosen kind only.
		await expectStep(
			2,
			'Which type of property would you like to evaluate?'
		);
		expect(
			screen.queryByRole( 'radio', { name: 'Penthouse' } )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'radio', { name: 'Detached house' } )
		);
		await expectNoAxeViolations( container );
		await user.click( next() );

		// 3: the location.
		await expectStep( 3, 'Location of your property' );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Postal code' } ),
			'10115'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'City' } ),
			'Berlin'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Street' } ),
			'Invalidenstraße'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'House number' } ),
			'1'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'State' } ),
			'Berlin'
		);
		const country = screen.getByRole( 'combobox', { name: 'Country' } );
		await user.click( country );
		await user.keyboard( 'germ{Enter}' );
		expect( country ).toHaveValue( 'Germany' );
		await expectNoAxeViolations( container );
		await user.click( next() );

		// 4: the details of the chosen type.
		await expectStep( 4, 'Details about your property' );
		await user.type(
			screen.getByRole( 'spinbutton', { name: 'Number of rooms' } ),
			'4.5'
		);
		await user.click( screen.getByRole( 'checkbox', { name: 'Balcony' } ) );
		await user.click( screen.getByRole( 'checkbox', { name: 'Garage' } ) );
		await expectNoAxeViolations( container );
		await user.click( next() );

		// 5: features, sub-step 0 then 1.
		await expectStep( 5, 'Features of the property' );
		await user.click(
			screen.getByRole( 'radio', {
				name: 'High-end (four of five stars)',
			} )
		);
		await expectNoAxeViolations( container );
		await user.click( next() );
		await waitFor( () =>
			expect(
				screen.getByRole( 'combobox', {
					name: 'Year of Construction',
				} )
			).toBeInTheDocument()
		);
		expect( stepHeading() ).toHaveFocus();
		await user.click(
			screen.getByRole( 'combobox', { name: 'Year of Construction' } )
		);
		await user.keyboard( '1998{Enter}' );
		await user.click(
			screen.getByRole( 'radio', {
				name: 'Well kept (three of five stars)',
			} )
		);
		await expectNoAxeViolations( container );
		await user.click( next() );

		// 6: the reason and its timeframe.
		await expectStep( 6, 'Reason for your evaluation' );
		await user.click(
			screen.getByRole( 'radio', { name: 'I want to sell' } )
		);
		await user.click(
			screen.getByRole( 'radio', { name: 'Sell within 3 months' } )
		);
		await expectNoAxeViolations( container );
		await user.click( next() );

		// 7: finish.
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( /^Almost done!$/ )
		);
		expect( stepHeading() ).toHaveFocus();
		expect( progress() ).toHaveAttribute( 'aria-valuenow', '100' );
		expect(
			screen.queryByRole( 'button', { name: 'Next' } )
		).not.toBeInTheDocument();
		expect(
			within(
				screen.getByRole( 'list', { name: 'Valuation steps' } )
			).queryByRole( 'listitem', { current: 'step' } )
		).not.toBeInTheDocument();
		await expectNoAxeViolations( container );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Get your real estate valued now',
			} )
		);

		expect(
			await screen.findByText( `Account step for ${ TEST_ESTATE_TOKEN }` )
		).toBeInTheDocument();
		expect( previous() ).not.toBeInTheDocument();
		expect( calls.stored ).toHaveLength( 1 );
		expect( calls.stored[ 0 ]?.authorization ).toBeNull();
		expect( calls.stored[ 0 ]?.body ).toEqual( {
			objektart: 'haus',
			objekttyp: 'einfamilienhaus',
			plz: '10115',
			ort: 'Berlin',
			strasse: 'Invalidenstraße',
			hausnummer: '1',
			bundesland: 'Berlin',
			land: 'DEU',
			anzahl_zimmer: 4.5,
			// Shown and never touched: its starting value.
			anzahl_badezimmer: 0,
			extras: { balkon: true, garage: true },
			ausstattungsqualitaet: 4,
			baujahr: 1998,
			zustand: 3,
			grund: 'verkaufsabsicht',
			zeitfenster: 'verkaufsabsicht_3_monate',
		} );
		expect( selectEstateToken( store.getState() ) ).toBe(
			TEST_ESTATE_TOKEN
		);
		expect( store.getState().wizard.answers ).toEqual( {} );
		const stored = JSON.parse(
			window.sessionStorage.getItem( WIZARD_STORAGE_KEY ) ?? '{}'
		);
		expect( stored.answers ).toEqual( {} );
		expect( stored.estateToken ).toBe( TEST_ESTATE_TOKEN );
		expect( calls.settings ).toBe( 1 );
		expect( calls.countries ).toBe( 1 );
		expect( calls.fields ).toHaveLength( 1 );
	}, 60000 );

	it( 'goes back with Previous and keeps the answers', async () => {
		const { user } = renderWizard( {
			wizard: { step: 1, answers: { objektart: 'wohnung' } },
		} );
		await user.click(
			await screen.findByRole( 'radio', { name: 'Penthouse' } )
		);
		await user.click( previous()! );
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( 'Step 1 of 6' )
		);
		expect( stepHeading() ).toHaveFocus();
		expect(
			screen.getByRole( 'radio', { name: 'Apartment' } )
		).toBeChecked();
		await user.click( screen.getByRole( 'radio', { name: 'House' } ) );
		await user.click( next() );
		// A type of the other kind no longer counts.
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( 'Step 2 of 6' )
		);
		expect(
			screen.getByRole( 'radio', { name: 'Detached house' } )
		).not.toBeChecked();
		await user.click( next() );
		expect(
			screen.getByRole( 'group', { name: 'Property type' } )
		).toHaveAccessibleDescription( 'Choose at least one option' );
	} );

	it( 'restores the answers and the step after a reload of the tab', async () => {
		const first = renderWizard();
		await first.user.click(
			await screen.findByRole( 'radio', { name: 'Plot' } )
		);
		await first.user.click( next() );
		await first.user.click(
			await screen.findByRole( 'radio', { name: 'Residential plot' } )
		);
		first.unmount();

		renderWizard( { keepStorage: true } );
		expect(
			await screen.findByRole( 'radio', { name: 'Residential plot' } )
		).toBeChecked();
		expect( stepHeading() ).toHaveTextContent( 'Step 2 of 6' );
	} );

	it( 'speaks German when the page does, and shows the server’s labels as sent', async () => {
		await applyLanguage( 'de' );
		const { user } = renderWizard( { language: 'de' } );
		expect(
			await screen.findByRole( 'radio', { name: 'House' } )
		).toBeInTheDocument();
		expect( stepHeading() ).toHaveTextContent(
			'Schritt 1 von 6 Welche Immobilie möchten Sie bewerten lassen?'
		);
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Online-Immobilienbewertung'
		);
		await user.click( screen.getByRole( 'button', { name: 'Weiter' } ) );
		expect(
			screen.getByRole( 'group', { name: 'Property kind' } )
		).toHaveAccessibleDescription( 'Wählen Sie mindestens eine Option' );
	} );
} );
