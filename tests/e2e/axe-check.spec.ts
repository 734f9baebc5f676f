/**
 * The accessibility check every screen test relies on (support/axe.ts) finds what it must: the
 * violations inside the checked part and none outside it, in a document it has checked before, and
 * a frame it cannot read.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';

/** A root with two violations (a picture without a text, a button without a name). */
const BROKEN_ROOT =
	'<div class="customer-area-root"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></div>';

/**
 * The rule ids of the check's lines, sorted.
 *
 * @param lines The lines `axeViolations` returned.
 */
const ruleIds = ( lines: string[] ) =>
	lines.map( ( line ) => line.split( ' ' )[ 0 ] ).sort();

test( 'axe reports the violations inside the checked part only, again after the page changes', async ( {
	page,
} ) => {
	await page.setContent(
		`<!doctype html><html lang="en"><title>t</title><main>${ BROKEN_ROOT }<div class="outside"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div></main></html>`
	);
	expect(
		ruleIds( await axeViolations( page, '.customer-area-root' ) )
	).toEqual( [ 'button-name', 'image-alt' ] );

	// The same document, mended: axe, already in it, reads the new state.
	await page.evaluate( () => {
		document
			.querySelector( '.customer-area-root img' )!
			.setAttribute( 'alt', 'Cover' );
		document.querySelector( '.customer-area-root button' )!.textContent =
			'Save';
	} );
	expect( await axeViolations( page, '.customer-area-root' ) ).toEqual( [] );
	expect( ruleIds( await axeViolations( page, '.outside' ) ) ).toEqual( [
		'image-alt',
	] );
} );

test( 'a frame inside the checked part is reported, since axe does not read it', async ( {
	page,
} ) => {
	await page.setContent(
		'<!doctype html><html lang="en"><title>t</title><main><div class="customer-area-root"><iframe title="Map" srcdoc="<p>map</p>"></iframe></div></main></html>'
	);
	expect( await axeViolations( page, '.customer-area-root' ) ).toEqual( [
		'.customer-area-root holds a frame, which this check does not read',
	] );
} );
