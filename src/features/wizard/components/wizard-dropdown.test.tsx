/**
 * The wizard's CRM dropdown: its options, their cache per source, and both option errors.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { gate } from '@test-support/gate';
import {
	expectNoAxeViolations,
	renderWizard,
} from '@test-support/wizard/render-wizard';
import { api } from '@test-support/server';
import { wizardField, wizardSections } from '@test-support/wizard/fixtures';
import {
	house,
	next,
	settingsWith,
	stepHeading,
} from '@test-support/wizard/step-controls';

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

describe( 'the CRM dropdown', () => {
	it( 'loads its options, selects and unselects all, and asks once per source', async () => {
		const sections = wizardSections();
		// A second dropdown of the same source on the same step, in another category.
		sections[ 3 ]!.categories[ 4 ]!.fields.push(
			wizardField( 'befeuerung', 'Heating source', 'dropdown_select', {
				source: 'estate.befeuerung',
			} )
		);
		// The options wait until the test has seen the loading text.
		const { opened: answered, release } = gate();
		const { user, calls, store, container } = renderWizard( {
			wizard: { step: 3, answers: { ...house, anzahl_zimmer: 2 } },
			overrides: [
				settingsWith( sections ),
				http.get( api( 'onoffice/fields' ), async ( { request } ) => {
					calls.fields.push( new URL( request.url ).searchParams );
					await answered;
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
		release();
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
