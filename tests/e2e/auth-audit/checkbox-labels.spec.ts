/**
 * Long checkbox labels wrap beside their box, never under it: German registration, with a long
 * terms label besides 'I am a property owner' and the privacy checkbox, at 375 and 1280 px.
 */
import {
	WP_URL,
	expect,
	expectNoAxeViolations,
	test,
} from '../support/fixtures';
import { changeSettings } from '../support/wordpress';
import { AREA, root } from '../auth/helpers';

/** A terms label long enough to take several lines on a phone. */
const TERMS_LABEL =
	'Ich habe die Allgemeinen Geschäftsbedingungen der Immobilienvermittlungsgesellschaft einschließlich der Widerrufsbelehrung gelesen und akzeptiere sie.';

/** Where a checkbox and its label are, and the label's line height. */
interface Placement {
	box: { left: number; right: number; top: number; bottom: number };
	label: { left: number; top: number; height: number };
	lineHeight: number;
}

let restoreSettings: () => void = () => undefined;

test.beforeAll( () => {
	restoreSettings = changeSettings( { terms_label: TERMS_LABEL } );
} );

test.afterAll( () => restoreSettings() );

for ( const width of [ 375, 1280 ] ) {
	test( `German registration at ${ width } px keeps each checkbox beside its label`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		await page
			.context()
			.addCookies( [
				{ name: 'wp-wpml_current_language', value: 'de', url: WP_URL },
			] );
		await page.goto( AREA );
		const area = root( page );
		await area.getByRole( 'button', { name: 'Konto erstellen' } ).click();
		await expect(
			area.getByRole( 'heading', { name: 'Registrieren' } )
		).toBeVisible();
		const boxes = area.getByRole( 'checkbox' );
		await expect( boxes ).toHaveCount( 3 );

		const placements: Placement[] = [];
		for ( const box of await boxes.all() ) {
			placements.push(
				await box.evaluate( ( input ) => {
					const label = ( input as HTMLInputElement ).labels?.[ 0 ];
					if ( ! label ) {
						throw new Error( 'a checkbox without a label' );
					}
					const b = input.getBoundingClientRect();
					const l = label.getBoundingClientRect();
					return {
						box: {
							left: b.left,
							right: b.right,
							top: b.top,
							bottom: b.bottom,
						},
						label: { left: l.left, top: l.top, height: l.height },
						lineHeight: parseFloat(
							getComputedStyle( label ).lineHeight
						),
					};
				} )
			);
		}
		for ( const { box, label, lineHeight } of placements ) {
			// Beside: the label starts right of the box …
			expect( label.left ).toBeGreaterThanOrEqual( box.right );
			// … and the box sits on the label's first line, not above or under the text.
			expect( box.top ).toBeGreaterThanOrEqual( label.top - 1 );
			expect( box.bottom ).toBeLessThanOrEqual(
				label.top + lineHeight + 1
			);
		}
		// All boxes share one column, and every label starts at the same place.
		const lefts = placements.map( ( p ) => Math.round( p.box.left ) );
		expect( new Set( lefts ).size ).toBe( 1 );
		const labelLefts = placements.map( ( p ) =>
			Math.round( p.label.left )
		);
		expect( new Set( labelLefts ).size ).toBe( 1 );
		// The long terms label really wraps, and still beside its box.
		const terms = placements[ 2 ] as Placement;
		expect( terms.label.height ).toBeGreaterThan( 2 * terms.lineHeight );
		await expectNoAxeViolations(
			page,
			`German registration (${ width } px)`
		);
	} );
}
