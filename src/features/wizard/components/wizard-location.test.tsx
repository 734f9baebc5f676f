/**
 * The wizard's location step: its text fields, the country list and the geocoder.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
	expectNoAxeViolations,
	renderWizard,
} from '@test-support/wizard/render-wizard';
import { api } from '@test-support/server';
import {
	nominatimPlace,
	releaseLookup,
	TEST_GEOCODER,
} from '@test-support/profile/handlers';
import { gate } from '@test-support/gate';
import { house, next, stepHeading } from '@test-support/wizard/step-controls';

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

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
		// The first lookup answers only once the second one's place is shown.
		const { opened: firstHeld, release: releaseFirst } = gate();
		const fetchSpy = jest.spyOn( window, 'fetch' );
		const { user, store } = renderWizard( {
			wizard: location,
			overrides: [
				http.get( TEST_GEOCODER, async ( { request } ) => {
					const zip = new URL( request.url ).searchParams.get(
						'postalcode'
					);
					if ( zip === '5020' ) {
						await firstHeld;
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
		await act( () => releaseLookup( fetchSpy, '5020', releaseFirst ) );
		fetchSpy.mockRestore();
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
