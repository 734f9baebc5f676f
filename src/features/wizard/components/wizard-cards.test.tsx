/**
 * The wizard's card and number fields with their messages: checkbox and star cards, the server's
 * icon names, the info buttons, and number fields within their range.
 */
import { screen, within } from '@testing-library/react';
import {
	expectNoAxeViolations,
	renderWizard,
} from '@test-support/wizard/render-wizard';
import { iconPath } from './option-icon';
import { house, next, stepHeading } from '@test-support/wizard/step-controls';

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
	it( 'start at 0, shown as 0, require a non-zero number and keep it within its range', async () => {
		const { user, store } = renderWizard( {
			wizard: { step: 3, answers: house },
		} );
		const rooms = await screen.findByRole( 'spinbutton', {
			name: 'Number of rooms',
		} );
		const baths = screen.getByRole( 'spinbutton', {
			name: 'Number of bathrooms',
		} );
		expect( rooms ).toHaveValue( 0 );
		expect( rooms ).toHaveDisplayValue( '0' );
		expect( baths ).toHaveDisplayValue( '0' );
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
		// Emptied and left, the field shows its starting value again.
		await user.clear( rooms );
		await user.tab();
		expect( rooms ).toHaveDisplayValue( '0' );
		expect( rooms ).toHaveAccessibleDescription( 'This field is required' );
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
