/**
 * The wizard's pages with steps of their own: the features page's sub-steps and the reason's
 * timeframe.
 */
import { screen, waitFor, within } from '@testing-library/react';
import {
	expectNoAxeViolations,
	renderWizard,
} from '@test-support/wizard/render-wizard';
import { wizardSections } from '@test-support/wizard/fixtures';
import {
	house,
	next,
	previous,
	readyNext,
	settingsWith,
	stepHeading,
} from '@test-support/wizard/step-controls';

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

describe( 'the features page', () => {
	it( 'moves through its sub-steps with Next and Previous before leaving the page', async () => {
		const { user, container } = renderWizard( {
			wizard: {
				step: 3,
				answers: { ...house, anzahl_zimmer: 3 },
			},
		} );
		await user.click( await readyNext() );
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( 'Step 5 of 6' )
		);
		await user.click(
			screen.getByRole( 'radio', { name: 'Luxury (five of five stars)' } )
		);
		await user.click( next() );
		const year = await screen.findByRole( 'combobox', {
			name: 'Year of Construction',
		} );
		expect( stepHeading() ).toHaveTextContent( 'Step 5 of 6' );
		expect( stepHeading() ).toHaveFocus();
		expect( year ).toHaveAttribute( 'placeholder', 'Please Choose' );
		await user.click( next() );
		expect( year ).toHaveAccessibleDescription( 'This field is required' );
		expect(
			screen.getByRole( 'group', { name: 'Condition' } )
		).toHaveAccessibleDescription( 'This field is required' );
		await expectNoAxeViolations( container );

		// Previous goes back to the first sub-step, with its answer.
		await user.click( previous() );
		await waitFor( () =>
			expect(
				screen.getByRole( 'radio', {
					name: 'Luxury (five of five stars)',
				} )
			).toBeChecked()
		);
		await user.click( next() );
		await user.click(
			await screen.findByRole( 'combobox', {
				name: 'Year of Construction',
			} )
		);
		const options = within(
			screen.getByRole( 'listbox', { name: 'Year of Construction' } )
		).getAllByRole( 'option' );
		expect( options ).toHaveLength( 300 );
		expect( options[ 0 ] ).toHaveTextContent(
			String( new Date().getFullYear() )
		);
		await user.keyboard( '1965{Enter}' );
		await user.click(
			screen.getByRole( 'radio', { name: 'Worn (two of five stars)' } )
		);
		await user.click( next() );
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( 'Step 6 of 6' )
		);
		// Back from the reason lands on the last sub-step.
		await user.click( previous() );
		expect(
			await screen.findByRole( 'combobox', {
				name: 'Year of Construction',
			} )
		).toHaveValue( '1965' );
	} );

	it( 'skips an absent sub-step', async () => {
		const sections = wizardSections();
		sections[ 4 ]!.categories = sections[ 4 ]!.categories.filter(
			( category ) => category.subPageIndex !== 1
		);
		const { user } = renderWizard( {
			wizard: { step: 4, answers: { ausstattungs_qualitaet: '3' } },
			overrides: [ settingsWith( sections ) ],
		} );
		await screen.findByRole( 'group', { name: 'Equipment quality' } );
		await user.click( next() );
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( 'Step 6 of 6' )
		);
	} );

	it( 'starts on the second sub-step when the first is absent', async () => {
		const sections = wizardSections();
		sections[ 4 ]!.categories = sections[ 4 ]!.categories.filter(
			( category ) => category.subPageIndex !== 0
		);
		const { user } = renderWizard( {
			wizard: { step: 3, answers: { ...house, anzahl_zimmer: 3 } },
			overrides: [ settingsWith( sections ) ],
		} );
		await user.click( await readyNext() );
		expect(
			await screen.findByRole( 'combobox', {
				name: 'Year of Construction',
			} )
		).toBeInTheDocument();
		await user.click( previous() );
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( 'Step 4 of 6' )
		);
	} );
} );

describe( 'the reason page', () => {
	it( 'asks for a timeframe only for purchase or sale intent, with that reason’s horizons', async () => {
		const { user, container, store } = renderWizard( {
			wizard: { step: 5 },
		} );
		await user.click( await readyNext() );
		expect(
			screen.getByRole( 'group', { name: 'Reason for your evaluation' } )
		).toHaveAccessibleDescription( 'Choose at least one option' );
		expect(
			screen.queryByRole( 'heading', { name: 'Timeframe' } )
		).not.toBeInTheDocument();

		await user.click(
			screen.getByRole( 'radio', { name: 'I want to buy' } )
		);
		expect(
			screen.getByRole( 'heading', { level: 3, name: 'Timeframe' } )
		).toBeInTheDocument();
		const timeframe = screen.getByRole( 'group', { name: 'Timeframe' } );
		expect(
			within( timeframe )
				.getAllByRole( 'radio' )
				.map( ( radio ) => radio.getAttribute( 'value' ) )
		).toEqual( [ 'kaufabsicht_sofort', 'kaufabsicht_3_monate' ] );
		await user.click( next() );
		expect( timeframe ).toHaveAccessibleDescription(
			'Choose at least one option'
		);
		await expectNoAxeViolations( container );

		await user.click(
			screen.getByRole( 'radio', { name: 'I want to sell' } )
		);
		expect(
			within( screen.getByRole( 'group', { name: 'Timeframe' } ) )
				.getAllByRole( 'radio' )
				.map( ( radio ) => radio.getAttribute( 'value' ) )
		).toEqual( [ 'verkaufsabsicht_sofort', 'verkaufsabsicht_3_monate' ] );

		// Hidden means unvalidated.
		await user.click(
			screen.getByRole( 'radio', { name: 'Inheritance' } )
		);
		expect(
			screen.queryByRole( 'group', { name: 'Timeframe' } )
		).not.toBeInTheDocument();
		await user.click( next() );
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( 'Almost done!' )
		);
		expect( store.getState().wizard.answers.grund_bewertung ).toBe(
			'erbschaft'
		);
	} );

	it( 'shows the timeframe’s message only after the Next that follows its appearance', async () => {
		const { user } = renderWizard( { wizard: { step: 5 } } );
		await user.click( await readyNext() );
		const reason = screen.getByRole( 'group', {
			name: 'Reason for your evaluation',
		} );
		expect( reason ).toHaveAccessibleDescription(
			'Choose at least one option'
		);

		await user.click(
			screen.getByRole( 'radio', { name: 'I want to sell' } )
		);
		const timeframe = screen.getByRole( 'group', { name: 'Timeframe' } );
		expect( reason ).not.toHaveAccessibleDescription();
		expect( timeframe ).not.toHaveAccessibleDescription();
		expect(
			within( timeframe ).getAllByRole( 'radio' )[ 0 ]
		).not.toHaveAttribute( 'aria-invalid' );
		expect( screen.queryByText( 'Choose at least one option' ) ).toBeNull();

		await user.click( next() );
		expect( timeframe ).toHaveAccessibleDescription(
			'Choose at least one option'
		);
		expect( stepHeading() ).toHaveTextContent( 'Step 6 of 6' );

		// Hidden and shown again, it is new again; a choice clears the message.
		await user.click(
			screen.getByRole( 'radio', { name: 'Inheritance' } )
		);
		await user.click(
			screen.getByRole( 'radio', { name: 'I want to buy' } )
		);
		expect(
			screen.getByRole( 'group', { name: 'Timeframe' } )
		).not.toHaveAccessibleDescription();
		await user.click( next() );
		await user.click(
			screen.getByRole( 'radio', { name: 'Buy immediately' } )
		);
		expect(
			screen.getByRole( 'group', { name: 'Timeframe' } )
		).not.toHaveAccessibleDescription();
	} );
} );
