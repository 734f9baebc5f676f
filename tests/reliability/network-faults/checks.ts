/**
 * Checks the matrix's screens share: the backend-error display with the generic text, and that
 * nothing of a broken answer (a gateway's page, a cut or malformed body) reaches the screen.
 */
import { screen } from '@testing-library/react';
import { GATEWAY_PAGE_TEXT } from './faults';
import { eventually } from './matrix';

/** The backend-error display's text for a failure without a usable message. */
export const GENERIC_TEXT = 'Error while submitting the form';

/**
 * Fails when text of a broken answer shows anywhere on the page.
 */
export function expectNoBrokenAnswerText(): void {
	const text = document.body.textContent ?? '';
	expect( text ).not.toContain( GATEWAY_PAGE_TEXT );
	expect( text ).not.toContain( '<html' );
	expect( text ).not.toContain( '{"message' );
	expect( text ).not.toContain( 'SyntaxError' );
	expect( text ).not.toContain( 'TypeError' );
}

/**
 * Fails unless the backend-error display shows exactly the generic text, once.
 */
export function expectGenericBackendError(): void {
	const alerts = screen
		.getAllByRole( 'alert' )
		.filter( ( alert ) => alert.classList.contains( 'ca-backend-errors' ) );
	expect( alerts ).toHaveLength( 1 );
	expect(
		Array.from( alerts[ 0 ]!.querySelectorAll( '.ca-error-text' ) ).map(
			( line ) => line.textContent
		)
	).toEqual( [ GENERIC_TEXT ] );
	expectNoBrokenAnswerText();
}

/**
 * Fails when any alert says something (a screen the product documents keep silent or empty); an empty live
 * region, such as the toast region's, says nothing.
 */
export function expectNoAlert(): void {
	const speaking = screen
		.queryAllByRole( 'alert' )
		.filter( ( alert ) => ( alert.textContent ?? '' ).trim() !== '' );
	expect( speaking ).toEqual( [] );
	expectNoBrokenAnswerText();
}

/**
 * Fails unless some part of the tree says it is loading (a busy region or a spinner).
 */
export const expectLoading = () =>
	eventually( () =>
		expect(
			document.querySelector( '[aria-busy="true"], .ca-spinner' )
		).not.toBeNull()
	);
