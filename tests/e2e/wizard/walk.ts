/**
 * Walking the valuation wizard in its end-to-end specs, by keyboard or by pointer, with axe on every
 * step.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { root, tabTo } from '../auth/helpers';
import type { WizardAnswers } from './helpers';

/** The star ratings' names in words (as the cards name them). */
const STARS = [ 'one', 'two', 'three', 'four', 'five' ];

/**
 * The accessible-name pattern of a star card.
 *
 * @param stars How many stars.
 */
const starName = ( stars: number ) =>
	new RegExp( `\\(${ STARS[ stars - 1 ] } of five stars\\)$` );

/**
 * Expects the wizard on a numbered step, its heading focused (focus follows every step change).
 *
 * @param page    The page.
 * @param step    The step's number, 1 to 6.
 * @param heading The step's heading.
 */
export async function expectStep( page: Page, step: number, heading: string ) {
	const h2 = root( page ).getByRole( 'heading', { level: 2 } ).first();
	await expect( h2 ).toHaveText( `Step ${ step } of 6 ${ heading }` );
	await expect( h2 ).toBeFocused();
}

/**
 * Expects the wizard's finish step ('Almost done!') with its submit button.
 *
 * @param page The page.
 */
async function expectFinish( page: Page ) {
	await expect(
		root( page ).getByRole( 'heading', { name: 'Almost done!' } )
	).toBeFocused();
	await expect(
		root( page ).getByRole( 'button', {
			name: 'Get your real estate valued now',
		} )
	).toBeVisible();
}

/**
 * Fills the location after the postal code: the sandbox's geocoder fills state and country.
 *
 * @param page The page.
 */
async function expectGeocodedLocation( page: Page ) {
	await expect(
		root( page ).getByRole( 'textbox', { name: 'State' } )
	).not.toHaveValue( '' );
	await expect(
		root( page ).getByRole( 'combobox', { name: /^Country/ } )
	).toHaveValue( 'Germany' );
}

/**
 * Moves on with the keyboard: Tab to Next, then Enter.
 *
 * @param page The page.
 */
async function nextByKeyboard( page: Page ) {
	await tabTo( page, root( page ).getByRole( 'button', { name: 'Next' } ) );
	await page.keyboard.press( 'Enter' );
}

/**
 * Chooses a card of a radio group by keyboard: Tab into the group, Space picks the focused card,
 * the arrow keys move the choice on.
 *
 * @param page   The page.
 * @param first  The group's first card (where Tab enters a group without a choice).
 * @param target The card to choose.
 */
async function chooseByKeyboard( page: Page, first: Locator, target: Locator ) {
	await tabTo( page, first );
	await page.keyboard.press( 'Space' );
	for ( let i = 0; i < 10 && ! ( await target.isChecked() ); i++ ) {
		await page.keyboard.press( 'ArrowRight' );
	}
	await expect( target ).toBeChecked();
}

/**
 * Walks the wizard from its first step to the finish step by keyboard alone, with axe on every
 * step (sub-steps included).
 *
 * @param page    The page, showing the wizard's first step.
 * @param answers What to answer.
 * @param label   Prefix of the axe labels (e.g. the width).
 */
export async function walkWizardByKeyboard(
	page: Page,
	answers: WizardAnswers,
	label: string
) {
	const area = root( page );
	// 1: the property kind; Space picks the focused card, Enter submits the step.
	const kind = area.getByRole( 'radio', { name: answers.kind, exact: true } );
	await expect( kind ).toBeVisible();
	await expectNoAxeViolations( page, `${ label }: step 1` );
	await chooseByKeyboard( page, area.getByRole( 'radio' ).first(), kind );
	await page.keyboard.press( 'Enter' );

	// 2: the type of that kind.
	await expectStep(
		page,
		2,
		'Which type of property would you like to evaluate?'
	);
	const type = area.getByRole( 'radio', { name: answers.type, exact: true } );
	await chooseByKeyboard( page, area.getByRole( 'radio' ).first(), type );
	await expectNoAxeViolations( page, `${ label }: step 2` );
	await page.keyboard.press( 'Enter' );

	// 3: the location; leaving the postal code asks the geocoder for state and country.
	await expectStep( page, 3, 'Location of your property' );
	await tabTo( page, area.getByRole( 'textbox', { name: /^Postal code/ } ) );
	await page.keyboard.type( answers.postalCode );
	await tabTo( page, area.getByRole( 'textbox', { name: /^City/ } ) );
	await page.keyboard.type( answers.city );
	await tabTo( page, area.getByRole( 'textbox', { name: /^Street/ } ) );
	await page.keyboard.type( answers.street );
	await tabTo( page, area.getByRole( 'textbox', { name: /^House number/ } ) );
	await page.keyboard.type( answers.houseNumber );
	await expectGeocodedLocation( page );
	await expectNoAxeViolations( page, `${ label }: step 3` );
	await page.keyboard.press( 'Enter' );

	// 4: the details of that type.
	await expectStep( page, 4, 'Details about your property' );
	await tabTo(
		page,
		area.getByRole( 'spinbutton', { name: /^Number of rooms/ } )
	);
	await page.keyboard.press( 'ControlOrMeta+A' );
	await page.keyboard.type( answers.rooms );
	const extra = area.getByRole( 'checkbox', {
		name: answers.extra,
		exact: true,
	} );
	await tabTo( page, extra );
	await page.keyboard.press( 'Space' );
	await expect( extra ).toBeChecked();
	await expectNoAxeViolations( page, `${ label }: step 4` );
	await nextByKeyboard( page );

	// 5: features, sub-step 0 (equipment) then 1 (year and condition); arrows move the stars.
	await expectStep( page, 5, 'Features of the property' );
	await chooseByKeyboard(
		page,
		area.getByRole( 'radio', { name: starName( 1 ) } ),
		area.getByRole( 'radio', { name: starName( answers.equipment ) } )
	);
	await expectNoAxeViolations( page, `${ label }: step 5, equipment` );
	await nextByKeyboard( page );
	await expectStep( page, 5, 'Features of the property' );
	const year = area.getByRole( 'combobox', {
		name: /^Year of Construction/,
	} );
	await tabTo( page, year );
	await page.keyboard.type( answers.year );
	await page.keyboard.press( 'Enter' );
	await expect( year ).toHaveValue( answers.year );
	await chooseByKeyboard(
		page,
		area.getByRole( 'radio', { name: starName( 1 ) } ),
		area.getByRole( 'radio', { name: starName( answers.condition ) } )
	);
	await expectNoAxeViolations( page, `${ label }: step 5, condition` );
	await nextByKeyboard( page );

	// 6: the reason, and the timeframe it asks for.
	await expectStep( page, 6, 'Reason for your evaluation' );
	await chooseByKeyboard(
		page,
		area.getByRole( 'radio' ).first(),
		area.getByRole( 'radio', { name: answers.reason, exact: true } )
	);
	const timeframes = area.getByRole( 'group', { name: /^Timeframe/ } ).last();
	await chooseByKeyboard(
		page,
		timeframes.getByRole( 'radio' ).first(),
		timeframes.getByRole( 'radio', {
			name: answers.timeframe,
			exact: true,
		} )
	);
	await expectNoAxeViolations( page, `${ label }: step 6` );
	await nextByKeyboard( page );

	await expectFinish( page );
	await expectNoAxeViolations( page, `${ label }: finish` );
}

/**
 * Walks the wizard from its first step to the finish step by pointer, with axe on every step.
 *
 * @param page    The page, showing the wizard's first step.
 * @param answers What to answer.
 * @param label   Prefix of the axe labels (e.g. the width).
 */
export async function walkWizard(
	page: Page,
	answers: WizardAnswers,
	label: string
) {
	const area = root( page );
	const next = () => area.getByRole( 'button', { name: 'Next' } ).click();
	// A person clicks the card, whose label covers its visually hidden input.
	const pick = async ( name: string | RegExp ) => {
		const radio = area.getByRole( 'radio', { name, exact: true } );
		const id = await radio.getAttribute( 'id' );
		await area.locator( `label[for="${ id }"]` ).click();
		await expect( radio ).toBeChecked();
	};

	await pick( answers.kind );
	await expectNoAxeViolations( page, `${ label }: step 1` );
	await next();

	await expectStep(
		page,
		2,
		'Which type of property would you like to evaluate?'
	);
	await pick( answers.type );
	await expectNoAxeViolations( page, `${ label }: step 2` );
	await next();

	await expectStep( page, 3, 'Location of your property' );
	await area
		.getByRole( 'textbox', { name: /^Postal code/ } )
		.fill( answers.postalCode );
	await area.getByRole( 'textbox', { name: /^City/ } ).fill( answers.city );
	await area
		.getByRole( 'textbox', { name: /^Street/ } )
		.fill( answers.street );
	await area
		.getByRole( 'textbox', { name: /^House number/ } )
		.fill( answers.houseNumber );
	await expectGeocodedLocation( page );
	await expectNoAxeViolations( page, `${ label }: step 3` );
	await next();

	await expectStep( page, 4, 'Details about your property' );
	await area
		.getByRole( 'spinbutton', { name: /^Number of rooms/ } )
		.fill( answers.rooms );
	const extra = area.getByRole( 'checkbox', {
		name: answers.extra,
		exact: true,
	} );
	await area
		.locator( `label[for="${ await extra.getAttribute( 'id' ) }"]` )
		.click();
	await expect( extra ).toBeChecked();
	await expectNoAxeViolations( page, `${ label }: step 4` );
	await next();

	await expectStep( page, 5, 'Features of the property' );
	await pick( starName( answers.equipment ) );
	await expectNoAxeViolations( page, `${ label }: step 5, equipment` );
	await next();
	await expectStep( page, 5, 'Features of the property' );
	const year = area.getByRole( 'combobox', {
		name: /^Year of Construction/,
	} );
	await year.click();
	await page.keyboard.type( answers.year );
	await page.keyboard.press( 'Enter' );
	await expect( year ).toHaveValue( answers.year );
	await pick( starName( answers.condition ) );
	await expectNoAxeViolations( page, `${ label }: step 5, condition` );
	await next();

	await expectStep( page, 6, 'Reason for your evaluation' );
	await pick( answers.reason );
	await pick( answers.timeframe );
	await expectNoAxeViolations( page, `${ label }: step 6` );
	await next();

	await expectFinish( page );
	await expectNoAxeViolations( page, `${ label }: finish` );
}
