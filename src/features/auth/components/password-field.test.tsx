/**
 * The password field's strength overlay, as the register view shows it: it opens on focus, follows
 * the levels, is tied to the input, and closes on Escape, blur, scroll and resize.
 */
import { fireEvent, within } from '@testing-library/react';
import { field, renderRegister } from '@test-support/auth/render-auth';

const setup = renderRegister;

describe( 'password strength overlay', () => {
	const overlay = () =>
		(
			field( /^Password/ ).closest( '.ca-field' ) as HTMLElement
		 ).querySelector( '[role="status"]' ) as HTMLElement;
	const bar = () =>
		overlay().querySelector( '.ca-strength__bar' ) as HTMLElement;

	it( 'opens on focus with the prompt and follows the levels', async () => {
		const { user } = await setup();
		expect( overlay() ).toBeEmptyDOMElement();
		await user.click( field( /^Password/ ) );
		expect( overlay() ).toHaveTextContent( 'Enter a password' );
		await user.type( field( /^Password/ ), 'abc' );
		expect( overlay() ).toHaveTextContent( 'Weak Password' );
		expect( bar() ).toHaveStyle( { width: '33.33%' } );
		// Two classes but 6 characters: under the 8-character minimum it stays weak.
		await user.type( field( /^Password/ ), 'DEF' );
		expect( overlay() ).toHaveTextContent( 'Weak Password' );
		expect( bar() ).toHaveStyle( { width: '33.33%' } );
		await user.type( field( /^Password/ ), 'gh' );
		expect( overlay() ).toHaveTextContent( 'Medium Password' );
		expect( bar() ).toHaveStyle( { width: '66.66%' } );
		await user.type( field( /^Password/ ), '12' );
		expect( overlay() ).toHaveTextContent( 'Strong Password' );
		expect( bar() ).toHaveStyle( { width: '100%' } );
		expect( field( /^Password/ ) ).toHaveFocus();
	} );

	it( 'ties the label to the input and announces levels but not the prompt', async () => {
		const { user } = await setup();
		const input = field( /^Password/ );
		expect( input ).toHaveAccessibleDescription( 'Enter a password' );
		await user.click( input );
		// The prompt is read as the description on focus, not announced again by the live region.
		expect(
			within( overlay() ).queryByText( 'Enter a password' )
		).toHaveAttribute( 'aria-hidden', 'true' );
		await user.type( input, 'abc' );
		expect( input ).toHaveAccessibleDescription( 'Weak Password' );
		expect(
			within( overlay() ).getByText( 'Weak Password' )
		).not.toHaveAttribute( 'aria-hidden' );
	} );

	it( 'closes on Escape and blur, reopens on keyup', async () => {
		const { user } = await setup();
		await user.click( field( /^Password/ ) );
		expect( overlay() ).not.toBeEmptyDOMElement();
		await user.keyboard( '{Escape}' );
		expect( overlay() ).toBeEmptyDOMElement();
		await user.keyboard( 'a' );
		expect( overlay() ).toHaveTextContent( 'Weak Password' );
		await user.tab();
		expect( overlay() ).toBeEmptyDOMElement();
	} );

	it( 'closes on scroll and on resize', async () => {
		const { user } = await setup();
		await user.click( field( /^Password/ ) );
		fireEvent.scroll( window );
		expect( overlay() ).toBeEmptyDOMElement();
		await user.keyboard( 'a' );
		expect( overlay() ).not.toBeEmptyDOMElement();
		fireEvent( window, new Event( 'resize' ) );
		expect( overlay() ).toBeEmptyDOMElement();
	} );
} );
