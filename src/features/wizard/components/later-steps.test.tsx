/**
 * The wizard's later parts come in a chunk of their own: the first view does without it, the
 * visitor's first answer fetches it, and a step that needs it waits for it. When it cannot be
 * loaded (offline), the step says so, keeps every answer and tries again on request.
 *
 * The chunk's module is mocked to count its loads and to fail the first ones; everything else is
 * the real wizard against the mocked API. The chunk stays loaded for the rest of this file, so the
 * one test walks through the whole story.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWizard } from '@test-support/wizard/render-wizard';
import { selectWizardAnswers } from '../wizard-slice';

/** How often the chunk was asked for. */
let mockLoads = 0;
/** How many of the next loads fail. */
let mockFailures = 0;

jest.mock( './later-steps', () => {
	mockLoads += 1;
	if ( mockFailures > 0 ) {
		mockFailures -= 1;
		throw new Error( 'offline' );
	}
	return jest.requireActual( './later-steps' );
} );

const next = () => screen.getByRole( 'button', { name: 'Next' } );

it( 'fetches the later steps on the first answer, waits for them, and tries again after a failure', async () => {
	const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	// Offline: the early download and the location step's own attempt fail.
	mockFailures = 2;
	const { user, store } = renderWizard( {
		// Leaving the postal code asks the geocoder.
		overrides: [
			http.get( 'https://geo.example/search', () =>
				HttpResponse.json( [] )
			),
		],
	} );

	// The first view carries no later part.
	const house = await screen.findByRole( 'radio', { name: 'House' } );
	expect( mockLoads ).toBe( 0 );

	// The first answer starts the download.
	await user.click( house );
	await waitFor( () => expect( mockLoads ).toBe( 1 ) );
	await user.click( next() );
	await user.click(
		await screen.findByRole( 'radio', { name: 'Detached house' } )
	);
	await user.click( next() );

	// The location step needs it: its own attempt fails too, and it says so.
	expect(
		await screen.findByText(
			'This part of the customer area could not be shown. Please try again.'
		)
	).toHaveAttribute( 'role', 'alert' );
	expect( mockLoads ).toBe( 2 );
	expect( next() ).toBeDisabled();
	expect( screen.getByRole( 'button', { name: 'Previous' } ) ).toBeEnabled();
	expect(
		screen.queryByRole( 'textbox', { name: 'Postal code' } )
	).not.toBeInTheDocument();
	expect( selectWizardAnswers( store.getState() ) ).toMatchObject( {
		objektart: 'haus',
	} );
	expect( warn ).toHaveBeenCalledWith(
		'Customer Area: the valuation wizard’s steps could not be loaded',
		expect.any( Error )
	);

	// Try again: the step shows and works.
	await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
	const postalCode = await screen.findByRole( 'textbox', {
		name: 'Postal code',
	} );
	expect( mockLoads ).toBe( 3 );
	expect(
		screen.queryByText(
			'This part of the customer area could not be shown. Please try again.'
		)
	).not.toBeInTheDocument();
	expect( next() ).toBeEnabled();
	await user.type( postalCode, '10115' );
	expect( postalCode ).toHaveValue( '10115' );

	// Once there, it is not fetched again.
	await user.click( screen.getByRole( 'button', { name: 'Previous' } ) );
	await user.click( next() );
	expect(
		await screen.findByRole( 'textbox', { name: 'Postal code' } )
	).toHaveValue( '10115' );
	expect( mockLoads ).toBe( 3 );
	warn.mockRestore();
} );
