/**
 * Every field kind of the wizard with its messages: checkbox and star cards, numbers, the CRM
 * dropdown (its option cache and both option errors), the location step (text fields, the country
 * list, the geocoder), the features page's sub-steps and the reason's timeframe, and the info
 * buttons.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import {
	expectNoAxeViolations,
	renderWizard,
} from '@test-support/wizard/render-wizard';
import { api } from '@test-support/server';
import { nominatimPlace, TEST_GEOCODER } from '@test-support/profile/handlers';
import {
	wizardField,
	wizardSections,
	wizardSettings,
} from '@test-support/wizard/fixtures';
import { iconPath } from './option-icon';

const next = () => screen.getByRole( 'button', { name: 'Next' } );
/**
 * The Next button once the configuration has loaded: it shows, disabled, while it loads.
 */
const readyNext = async () => {
	await waitFor( () => expect( next() ).toBeEnabled() );
	return next();
};
const previous = () => screen.getByRole( 'button', { name: 'Previous' } );
const stepHeading = () => screen.getByRole( 'heading', { level: 2 } );
const house = { objektart: 'haus', objekttyp: 'einfamilienhaus' };

/**
 * A settings handler answering the given sections.
 *
 * @param sections The configuration's sections.
 */
const settingsWith = ( sections: ReturnType< typeof wizardSections > ) =>
	http.get( api( 'settings/valuation' ), () =>
		HttpResponse.json( wizardSettings( sections ) )
	);

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

describe( 'cards', () => {
	it( 'makes a multi-select category a group of checkboxes that Space ticks', async () => {
		const { user, store } = renderWizard( {
			wizard: { step: 3, answers: house },
		} );
		const group = await screen.findByRole( 'group', { name: 'Extras' } );
		const balcony = within( group ).getByRole( 'checkbox', {
			name: 'Balcony',
		} );
		balcony.focus();
		await user.keyboard( ' ' );
		await user.tab();
		await user.keyboard( ' ' );
		expect( balcony ).toBeChecked();
		expect(
			within( group ).getByRole( 'checkbox', { name: 'Garden' } )
		).toBeChecked();
		await user.click( balcony );
		expect( store.getState().wizard.answers.extras ).toEqual( [
			'garten',
		] );
	} );

	it( 'makes a star rating a radio group of 1–5 named in words, moved by the arrow keys', async () => {
		const { user, store, container } = renderWizard( {
			wizard: { step: 4, subStep: 0 },
		} );
		const group = await screen.findByRole( 'group', {
			name: 'Equipment quality',
		} );
		const radios = within( group ).getAllByRole( 'radio' );
		expect(
			radios.map( ( radio ) => radio.getAttribute( 'value' ) )
		).toEqual( [ '1', '2', '3', '4', '5' ] );
		expect( radios[ 2 ] ).toHaveAccessibleName(
			'Upscale (three of five stars)'
		);
		expect( radios[ 0 ] ).toHaveAccessibleName(
			'Simple (one of five stars)'
		);
		await user.click( next() );
		expect( group ).toHaveAccessibleDescription( 'This field is required' );
		expect( radios[ 0 ] ).toHaveFocus();
		await user.click( radios[ 1 ]! );
		await user.keyboard( '{ArrowRight}' );
		expect( radios[ 2 ] ).toBeChecked();
		expect( store.getState().wizard.answers.ausstattungs_qualitaet ).toBe(
			'3'
		);
		expect( group ).not.toHaveAccessibleDescription();
		await expectNoAxeViolations( container );
	} );

	it( 'maps the server’s icon names to the built-in set, with a neutral fallback', () => {
		expect( iconPath( 'house' ) ).toBe( iconPath( 'haus' ) );
		expect( iconPath( 'rooms' ) ).not.toBe( iconPath( 'bath' ) );
		expect( iconPath( 'no-such-icon' ) ).toBe( iconPath( 'garden-gnome' ) );
		expect( iconPath( 'no-such-icon' ) ).not.toBe( iconPath( 'garden' ) );
	} );

	it( 'opens the info text by keyboard and closes it with Escape', async () => {
		const { user } = renderWizard();
		const info = await screen.findByRole( 'button', {
			name: 'More information about House',
		} );
		expect(
			screen.queryByText( 'Detached, semi-detached or terraced.' )
		).not.toBeInTheDocument();
		info.focus();
		await user.keyboard( '{Enter}' );
		expect( info ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Detached, semi-detached or terraced.'
		);
		await user.keyboard( '{Escape}' );
		expect( info ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByText( 'Detached, semi-detached or terraced.' )
		).not.toBeInTheDocument();
		// A tap opens it too, and a tap elsewhere closes it.
		await user.click( info );
		expect(
			screen.getByText( 'Detached, semi-detached or terraced.' )
		).toBeInTheDocument();
		await user.click( stepHeading() );
		expect( info ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );

describe( 'number fields', () => {
	it( 'require a non-zero number and keep it within its range', async () => {
		const { user, store } = renderWizard( {
			wizard: { step: 3, answers: house },
		} );
		const rooms = await screen.findByRole( 'spinbutton', {
			name: 'Number of rooms',
		} );
		const baths = screen.getByRole( 'spinbutton', {
			name: 'Number of bathrooms',
		} );
		expect( rooms ).toHaveValue( null );
		expect( rooms ).toHaveAttribute( 'step', '0.5' );
		expect( baths ).toHaveAttribute( 'step', '1' );
		expect( rooms ).toHaveAttribute( 'max', '200' );
		expect( baths ).toHaveAttribute( 'max', '20' );
		await user.click( next() );
		expect( rooms ).toHaveAccessibleDescription( 'This field is required' );
		expect( rooms ).toHaveFocus();
		expect( stepHeading() ).toHaveTextContent( 'Step 4 of 6' );

		await user.type( rooms, '0.5' );
		expect( rooms ).toHaveAccessibleDescription( 'At least 1' );
		await user.clear( rooms );
		await user.type( rooms, '250' );
		expect( rooms ).toHaveAccessibleDescription( 'At most 200' );
		await user.clear( rooms );
		await user.type( rooms, '3.3' );
		await user.tab();
		// Half steps only for the room count: leaving the field rounds to them.
		expect( rooms ).toHaveValue( 3.5 );
		expect( rooms ).not.toHaveAccessibleDescription();

		await user.type( baths, '25' );
		await user.tab();
		expect( baths ).toHaveAccessibleDescription( 'At most 20' );
		await user.clear( baths );
		await user.type( baths, '1.6' );
		await user.tab();
		expect( baths ).toHaveValue( 2 );
		expect( store.getState().wizard.answers ).toEqual(
			expect.objectContaining( {
				anzahl_zimmer: 3.5,
				anzahl_badezimmer: 2,
			} )
		);
		// The living area has no payload key: it is not shown.
		expect(
			screen.queryByRole( 'spinbutton', { name: 'Living area (m²)' } )
		).not.toBeInTheDocument();
		// Enter submits the step before the field is left: the answers are on their steps all
		// the same.
		await user.clear( baths );
		await user.type( baths, '2.4' );
		await user.clear( rooms );
		await user.type( rooms, '4.2{Enter}' );
		expect( stepHeading() ).toHaveTextContent( 'Step 5 of 6' );
		expect( store.getState().wizard.answers ).toEqual(
			expect.objectContaining( {
				anzahl_zimmer: 4,
				anzahl_badezimmer: 2,
			} )
		);
	} );
} );

describe( 'the CRM dropdown', () => {
	it( 'loads its options, selects and unselects all, and asks once per source', async () => {
		const sections = wizardSections();
		// A second dropdown of the same source on the same step, in another category.
		sections[ 3 ]!.categories[ 4 ]!.fields.push(
			wizardField( 'befeuerung', 'Heating source', 'dropdown_select', {
				source: 'estate.befeuerung',
			} )
		);
		const { user, calls, store, container } = renderWizard( {
			wizard: { step: 3, answers: { ...house, anzahl_zimmer: 2 } },
			overrides: [
				settingsWith( sections ),
				http.get( api( 'onoffice/fields' ), async ( { request } ) => {
					calls.fields.push( new URL( request.url ).searchParams );
					await delay( 100 );
					return HttpResponse.json( {
						'estate.befeuerung': {
							label: 'Heating source',
							permittedvalues: {
								gas: 'Gas',
								oel: 'Oil',
								solar: 'Solar',
							},
						},
					} );
				} ),
			],
		} );
		const buttons = await screen.findAllByRole( 'button', {
			name: /^Heating source/,
		} );
		expect( buttons ).toHaveLength( 2 );
		expect( buttons[ 0 ] ).toHaveTextContent( 'Loading options...' );
		await waitFor( () =>
			expect( buttons[ 0 ] ).toHaveAccessibleName(
				'Heating source Please select'
			)
		);
		expect( calls.fields ).toHaveLength( 1 );
		expect( calls.fields[ 0 ]?.getAll( 'modules[]' ) ).toEqual( [
			'estate',
		] );
		expect( calls.fields[ 0 ]?.getAll( 'fieldList[]' ) ).toEqual( [
			'befeuerung',
		] );

		await user.click( buttons[ 0 ]! );
		expect( buttons[ 0 ] ).toHaveAttribute( 'aria-expanded', 'true' );
		const panel = screen.getByRole( 'group', { name: 'Heating source' } );
		await user.click(
			within( panel ).getByRole( 'checkbox', { name: 'Oil' } )
		);
		expect( buttons[ 0 ] ).toHaveAccessibleName( 'Heating source Oil' );
		await user.click(
			within( panel ).getByRole( 'button', { name: 'Select all' } )
		);
		expect( store.getState().wizard.answers.befeuerung ).toEqual( [
			'gas',
			'oel',
			'solar',
		] );
		await expectNoAxeViolations( container );
		await user.click(
			within( panel ).getByRole( 'button', { name: 'Unselect all' } )
		);
		expect( store.getState().wizard.answers.befeuerung ).toEqual( [] );
		await user.keyboard( '{Escape}' );
		expect( buttons[ 0 ] ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( buttons[ 0 ] ).toHaveFocus();
		// A press elsewhere closes it too.
		await user.click( buttons[ 0 ]! );
		await user.click( stepHeading() );
		expect( buttons[ 0 ] ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( calls.fields ).toHaveLength( 1 );
	} );

	it( 'says when a dropdown has no source and when its options fail, and does not block Next', async () => {
		const sections = wizardSections();
		sections[ 3 ]!.categories[ 0 ]!.fields.push(
			wizardField(
				'befeuerung',
				'Heating (no source)',
				'dropdown_select',
				{
					validation_rules: [ 'required' ],
				}
			)
		);
		const { user } = renderWizard( {
			wizard: { step: 3, answers: { ...house, anzahl_zimmer: 2 } },
			overrides: [
				settingsWith( sections ),
				http.get( api( 'onoffice/fields' ), () =>
					HttpResponse.json(
						{ message: 'field_not_found' },
						{ status: 422 }
					)
				),
			],
		} );
		const missing = await screen.findByRole( 'button', {
			name: /^Heating \(no source\)/,
		} );
		expect( missing ).toHaveAccessibleDescription(
			'No data source configured for this field'
		);
		const failing = screen.getByRole( 'button', {
			name: /^Heating source/,
		} );
		await waitFor( () =>
			expect( failing ).toHaveAccessibleDescription(
				'Failed to load options'
			)
		);
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'estate.befeuerung' ),
			expect.anything()
		);
		await user.click( next() );
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( 'Step 5 of 6' )
		);
	} );
} );

describe( 'the location step', () => {
	const location = { step: 2, answers: house };

	it( 'shows the configured fields in rows, requires the marked ones and clears each message when filled', async () => {
		const { user, container } = renderWizard( { wizard: location } );
		const zip = await screen.findByRole( 'textbox', {
			name: 'Postal code',
		} );
		expect( zip ).toBeRequired();
		expect(
			screen.getByRole( 'textbox', { name: 'Street' } )
		).not.toBeRequired();
		expect( zip.closest( '.ca-form__pair' ) ).toContainElement(
			screen.getByRole( 'textbox', { name: 'City' } )
		);
		await user.click( next() );
		expect( zip ).toHaveAccessibleDescription( 'This field is required' );
		expect( zip ).toHaveFocus();
		const city = screen.getByRole( 'textbox', { name: 'City' } );
		expect( city ).toHaveAccessibleDescription( 'This field is required' );
		const country = screen.getByRole( 'combobox', { name: 'Country' } );
		expect( country ).toHaveAccessibleDescription(
			'This field is required'
		);
		await user.type( city, '   ' );
		expect( city ).toHaveAccessibleDescription( 'This field is required' );
		await user.type( city, 'Wien' );
		expect( city ).not.toHaveAccessibleDescription();
		await expectNoAxeViolations( container );
	} );

	it( 'offers a searchable country list that the keyboard works', async () => {
		const { user, store } = renderWizard( { wizard: location } );
		const country = await screen.findByRole( 'combobox', {
			name: 'Country',
		} );
		expect( country ).toHaveAttribute( 'placeholder', 'Select a country' );
		expect( country ).toHaveAttribute( 'aria-expanded', 'false' );
		country.focus();
		await user.keyboard( '{ArrowDown}' );
		expect( country ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( country ).toHaveAttribute(
			'placeholder',
			'Search countries...'
		);
		// While the country list loads, the open combobox says so; then the list shows.
		const list = await screen.findByRole( 'listbox', { name: 'Country' } );
		expect(
			within( list )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Austria', 'Germany', 'Switzerland' ] );
		await user.keyboard( 'SWITZ' );
		expect( within( list ).getAllByRole( 'option' ) ).toHaveLength( 1 );
		await user.keyboard( '{Escape}' );
		expect( country ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( store.getState().wizard.answers.land ).toBeUndefined();
		await user.keyboard( '{ArrowDown}{ArrowDown}' );
		expect( country ).toHaveAttribute(
			'aria-activedescendant',
			within( list ).getByRole( 'option', { name: 'Germany' } ).id
		);
		await user.keyboard( '{Enter}' );
		expect( country ).toHaveValue( 'Germany' );
		expect( store.getState().wizard.answers.land ).toBe( 'DEU' );
		await user.type( country, 'xyz' );
		expect( screen.getByText( 'No results found' ) ).toBeInTheDocument();
		await user.tab();
		expect( country ).toHaveValue( 'Germany' );
	} );

	it( 'says when the country list fails and does not require the country then', async () => {
		const { user } = renderWizard( {
			wizard: {
				step: 2,
				answers: { ...house, postleitzahl: '10115', ort: 'Berlin' },
			},
			overrides: [
				http.get( api( 'onoffice/estate/countries' ), () =>
					HttpResponse.json(
						{ message: 'server_error' },
						{ status: 500 }
					)
				),
			],
		} );
		const country = await screen.findByRole( 'combobox', {
			name: 'Country',
		} );
		await waitFor( () =>
			expect( country ).toHaveAccessibleDescription(
				'Failed to load options'
			)
		);
		await user.click( next() );
		await waitFor( () =>
			expect( stepHeading() ).toHaveTextContent( 'Step 4 of 6' )
		);
	} );

	it( 'fills state and country from the geocoder when the postal code is left', async () => {
		const { user, store } = renderWizard( {
			wizard: location,
			overrides: [
				http.get( TEST_GEOCODER, ( { request } ) => {
					const url = new URL( request.url );
					expect( request.headers.get( 'Authorization' ) ).toBeNull();
					return HttpResponse.json(
						url.searchParams.get( 'postalcode' ) === '1010'
							? nominatimPlace( 'Wien', 'at' )
							: []
					);
				} ),
			],
		} );
		await user.type(
			await screen.findByRole( 'textbox', { name: 'Postal code' } ),
			'1010'
		);
		await user.tab();
		await waitFor( () =>
			expect(
				screen.getByRole( 'textbox', { name: 'State' } )
			).toHaveValue( 'Wien' )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'combobox', { name: 'Country' } )
			).toHaveValue( 'Austria' )
		);
		expect( store.getState().wizard.answers.land ).toBe( 'AUT' );
	} );

	it( 'ignores an answer that arrives after a newer lookup, and stays silent on failure', async () => {
		let first = true;
		const { user, store } = renderWizard( {
			wizard: location,
			overrides: [
				http.get( TEST_GEOCODER, async ( { request } ) => {
					const zip = new URL( request.url ).searchParams.get(
						'postalcode'
					);
					if ( zip === '5020' && first ) {
						first = false;
						await delay( 300 );
						return HttpResponse.json(
							nominatimPlace( 'Salzburg', 'at' )
						);
					}
					if ( zip === '8001' ) {
						return HttpResponse.json(
							nominatimPlace( 'Zürich', 'ch' )
						);
					}
					return HttpResponse.error();
				} ),
			],
		} );
		const zip = await screen.findByRole( 'textbox', {
			name: 'Postal code',
		} );
		await user.type( zip, '5020' );
		await user.tab();
		await user.clear( zip );
		await user.type( zip, '8001' );
		await user.tab();
		await waitFor( () =>
			expect( store.getState().wizard.answers.bundesland ).toBe(
				'Zürich'
			)
		);
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 400 ) )
		);
		expect( store.getState().wizard.answers.bundesland ).toBe( 'Zürich' );
		expect( store.getState().wizard.answers.land ).toBe( 'CHE' );

		// A failing lookup changes nothing and says nothing.
		await user.clear( zip );
		await user.type( zip, '9999' );
		await user.tab();
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 100 ) )
		);
		expect( store.getState().wizard.answers.bundesland ).toBe( 'Zürich' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );

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
} );
