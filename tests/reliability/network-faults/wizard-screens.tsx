/**
 * The matrix's rows for the valuation wizard: each step's calls (the configuration, a dropdown's
 * option source, the estate countries, the geocoder) and the finish (the submit). The product
 * documents give each its own outcome: the configuration says 'Configuration could not be loaded.
 * Please try again later.' with a retry; a dropdown and the country list say 'Failed to load
 * options' and leave Next usable; the geocoder fails silently; the submit uses the backend-error
 * display. Every answer the visitor gave stays.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { nominatimPlace, TEST_GEOCODER } from '@test-support/profile/handlers';
import { renderWizard } from '@test-support/wizard/render-wizard';
import { api, server } from '@test-support/server';
import {
	COMPLETE_HOUSE_ANSWERS,
	TEST_ESTATE_TOKEN,
} from '@test-support/wizard/fixtures';
import type { Answers } from '../../../src/features/wizard/answers';
import { expectGenericBackendError, expectNoAlert } from './checks';
import { eventually, type Cell, type FaultScreen } from './matrix';
import { button } from './actions';

const next = () => button( 'Next' );
const stepHeading = () => screen.getByRole( 'heading', { level: 2 } );
const house = { objektart: 'haus', objekttyp: 'einfamilienhaus' };

/**
 * Fails unless the wizard holds exactly `answers`.
 *
 * @param cell    The cell.
 * @param answers The answers given.
 */
const expectAnswers = ( cell: Cell, answers: Answers ) =>
	expect( cell.view.store.getState().wizard.answers ).toEqual( answers );

/**
 * Leaves the step with Previous and comes back with Next (re-entering it).
 *
 * @param cell The cell.
 * @param step The step's heading text.
 */
async function reenterStep( cell: Cell, step: RegExp ) {
	await cell.user.click( button( 'Previous' ) );
	await eventually( () =>
		expect( stepHeading() ).not.toHaveTextContent( step )
	);
	await cell.user.click( await eventually( () => next() ) );
	await eventually( () => expect( stepHeading() ).toHaveTextContent( step ) );
}

const settingsAnswers: Answers = { ...house, postleitzahl: '10115' };

const settings: FaultScreen = {
	name: 'wizard configuration',
	calls: [ { method: 'get', url: api( 'settings/valuation' ) } ],
	healthy: () => undefined,
	render: ( faults ) =>
		renderWizard( {
			wizard: { step: 2, answers: settingsAnswers },
			overrides: faults,
		} ),
	busy: () =>
		eventually( () => {
			expect( document.querySelector( '.ca-spinner' ) ).not.toBeNull();
			expect( next() ).toBeDisabled();
		} ),
	failed: async ( cell ) => {
		await eventually( () =>
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Configuration could not be loaded. Please try again later.'
			)
		);
		expect( button( 'Try again' ) ).toBeEnabled();
		expectAnswers( cell, settingsAnswers );
	},
	recover: ( { user } ) => user.click( button( 'Try again' ) ),
	healthyShown: async ( cell ) => {
		await eventually( () =>
			expect(
				screen.getByRole( 'textbox', { name: 'Postal code' } )
			).toHaveValue( '10115' )
		);
		expect( next() ).toBeEnabled();
		expectNoAlert();
		expectAnswers( cell, settingsAnswers );
	},
};

const heating = () => screen.getByRole( 'button', { name: /^Heating source/ } );
// The location is complete, so that Previous and Next can leave and re-enter the step.
const detailsAnswers: Answers = {
	...house,
	postleitzahl: '10115',
	ort: 'Berlin',
	land: 'DEU',
	anzahl_zimmer: 2,
};
const DETAILS = /Details about your property/;

const optionSource: FaultScreen = {
	name: 'wizard option source',
	calls: [ { method: 'get', url: api( 'onoffice/fields' ) } ],
	healthy: () => undefined,
	render: ( faults ) =>
		renderWizard( {
			wizard: { step: 3, answers: detailsAnswers },
			overrides: faults,
		} ),
	busy: () =>
		eventually( () => {
			expect( heating() ).toHaveTextContent( 'Loading options...' );
			expect( heating() ).toHaveAttribute( 'aria-busy', 'true' );
		} ),
	failed: async ( cell ) => {
		await eventually( () =>
			expect( heating() ).toHaveAccessibleDescription(
				'Failed to load options'
			)
		);
		expectNoAlert();
		expect( next() ).toBeEnabled();
		expectAnswers( cell, detailsAnswers );
	},
	recover: ( cell ) => reenterStep( cell, DETAILS ),
	healthyShown: async ( cell ) => {
		await eventually( () =>
			expect( heating() ).toHaveAccessibleName(
				'Heating source Please select'
			)
		);
		expect( heating() ).not.toHaveAccessibleDescription(
			'Failed to load options'
		);
		expectAnswers( cell, detailsAnswers );
	},
};

const country = () => screen.getByRole( 'combobox', { name: 'Country' } );
const locationAnswers: Answers = {
	...house,
	postleitzahl: '10115',
	ort: 'Berlin',
};
const LOCATION = /Location of your property/;

const countries: FaultScreen = {
	name: 'wizard countries',
	calls: [ { method: 'get', url: api( 'onoffice/estate/countries' ) } ],
	healthy: () => undefined,
	render: ( faults ) =>
		renderWizard( {
			wizard: { step: 2, answers: locationAnswers },
			overrides: faults,
		} ),
	busy: async ( { user } ) => {
		const field = await eventually( country );
		field.focus();
		await user.keyboard( '{ArrowDown}' );
		await eventually( () =>
			expect( screen.getByText( 'Loading…' ) ).toBeInTheDocument()
		);
		await user.keyboard( '{Escape}' );
	},
	failed: async ( cell ) => {
		await eventually( () =>
			expect( country() ).toHaveAccessibleDescription(
				'Failed to load options'
			)
		);
		expectNoAlert();
		expect( next() ).toBeEnabled();
		expectAnswers( cell, locationAnswers );
	},
	recover: ( cell ) => reenterStep( cell, LOCATION ),
	healthyShown: async ( cell ) => {
		const field = await eventually( () => {
			const found = country();
			expect( found ).not.toHaveAccessibleDescription(
				'Failed to load options'
			);
			return found;
		} );
		field.focus();
		await cell.user.keyboard( '{ArrowDown}' );
		await eventually( () =>
			expect(
				screen.getByRole( 'option', { name: 'Germany' } )
			).toBeInTheDocument()
		);
		await cell.user.keyboard( '{Escape}' );
		expectAnswers( cell, locationAnswers );
	},
};

const postalCode = () => screen.getByRole( 'textbox', { name: 'Postal code' } );
const stateBox = () => screen.getByRole( 'textbox', { name: 'State' } );

const geocoder: FaultScreen = {
	name: 'wizard geocoder',
	calls: [ { method: 'get', url: TEST_GEOCODER } ],
	healthy: () => {
		server.use(
			http.get( TEST_GEOCODER, () =>
				HttpResponse.json( nominatimPlace( 'Wien', 'at' ) )
			)
		);
	},
	render: ( faults ) =>
		renderWizard( {
			wizard: { step: 2, answers: house },
			overrides: faults,
		} ),
	act: async ( { user } ) => {
		await user.type( await eventually( postalCode ), '1010' );
		await user.tab();
	},
	// The lookup runs in the background: nothing waits for it, nothing is blocked.
	busy: () => {
		expect( postalCode() ).toHaveValue( '1010' );
		expect( next() ).toBeEnabled();
	},
	failed: ( cell ) => {
		// A failed lookup says nothing and changes nothing.
		expectNoAlert();
		expect( postalCode() ).toHaveValue( '1010' );
		expect( stateBox() ).toHaveValue( '' );
		expect( next() ).toBeEnabled();
		expectAnswers( cell, { ...house, postleitzahl: '1010' } );
	},
	// Leaving the postal code again looks it up again.
	recover: async ( { user } ) => {
		await user.click( postalCode() );
		await user.tab();
	},
	healthyShown: async () => {
		await eventually( () => expect( stateBox() ).toHaveValue( 'Wien' ) );
		expect( country() ).toHaveValue( 'Austria' );
		expect( postalCode() ).toHaveValue( '1010' );
	},
};

const finishAnswers: Answers = COMPLETE_HOUSE_ANSWERS;
const SUBMIT = 'Get your real estate valued now';

const finish: FaultScreen = {
	name: 'wizard finish (submit)',
	calls: [ { method: 'post', url: api( 'estate/store-temporary' ) } ],
	healthy: () => undefined,
	render: ( faults ) =>
		renderWizard( {
			wizard: { step: 6, answers: finishAnswers },
			overrides: faults,
		} ),
	act: async ( { user } ) => {
		await user.click( await eventually( () => button( SUBMIT ) ) );
	},
	busy: () =>
		eventually( () =>
			expect( button( SUBMIT ) ).toHaveAttribute( 'aria-busy', 'true' )
		),
	failed: async ( cell ) => {
		await eventually( expectGenericBackendError );
		expect( button( SUBMIT ) ).toBeEnabled();
		expect( button( 'Previous' ) ).toBeEnabled();
		expectAnswers( cell, finishAnswers );
	},
	recover: ( { user } ) => user.click( button( SUBMIT ) ),
	healthyShown: () =>
		eventually( () =>
			expect(
				screen.getByText( `Account step for ${ TEST_ESTATE_TOKEN }` )
			).toBeInTheDocument()
		),
};

/** The wizard's rows. */
export const WIZARD_SCREENS: readonly FaultScreen[] = [
	settings,
	optionSource,
	countries,
	geocoder,
	finish,
];
