/**
 * A right-to-left site (Hebrew, he_IL): WordPress swaps the entry's stylesheet for its twin, and
 * the lazy screens' stylesheets, which have no twin, mirror themselves through logical properties.
 * The sign-in's password toggle (the entry's stylesheet) sits inside the field's left edge; so does
 * the profile's euro sign (the profile's stylesheet), a toast sits bottom-left, and the phone's menu
 * drawer (the shell's) opens from the right. The profile's tabs run from the right, and the left
 * arrow key moves on. A number keeps its sign before its digits: a trend, a telephone number as
 * text and in its field.
 */
import type { Locator } from '@playwright/test';
import {
	OWNER_EMAIL,
	expect,
	expectNoAxeViolations,
	test,
} from '../support/fixtures';
import { AREA, rootOf, signInThroughApi, useSiteLanguage } from './support';

/**
 * The element's box on the page.
 *
 * @param locator The element.
 */
async function boxOf( locator: Locator ) {
	const box = await locator.boundingBox();
	expect( box, 'a box on the page' ).not.toBeNull();
	return box!;
}

/**
 * Expects `inner` inside `outer`'s left half, against its left edge (within 16 px).
 *
 * @param inner What sits inside the field.
 * @param outer The field.
 * @param what  What is checked, for the message.
 */
async function expectAtLeftEdge(
	inner: Locator,
	outer: Locator,
	what: string
) {
	const [ a, b ] = [ await boxOf( inner ), await boxOf( outer ) ];
	expect(
		a.x - b.x,
		`${ what }: from the field's left edge`
	).toBeLessThanOrEqual( 16 );
	expect( a.x, `${ what }: not left of the field` ).toBeGreaterThanOrEqual(
		b.x - 1
	);
	expect( a.x + a.width, `${ what }: in the field's left half` ).toBeLessThan(
		b.x + b.width / 2
	);
}

/**
 * Expects a number's sign ('+49 30 5550100', '-25%') left of the digit after it, as it is written
 * in every language the plugin ships: the first text inside `locator` that starts with one.
 *
 * @param locator The element holding the number.
 * @param what    What is checked, for the message.
 */
async function expectSignFirst( locator: Locator, what: string ) {
	const [ sign, digit ] = await locator.evaluate( ( element ) => {
		const walker = document.createTreeWalker(
			element,
			NodeFilter.SHOW_TEXT
		);
		let text = walker.nextNode();
		while ( text && ! /^[+-]\d/.test( text.textContent ?? '' ) ) {
			text = walker.nextNode();
		}
		/**
		 * A character's left edge, or NaN without a number.
		 *
		 * @param index The character's index.
		 */
		const leftOf = ( index: number ) => {
			if ( ! text ) {
				return NaN;
			}
			const range = document.createRange();
			range.setStart( text, index );
			range.setEnd( text, index + 1 );
			return range.getBoundingClientRect().x;
		};
		return [ leftOf( 0 ), leftOf( 1 ) ] as const;
	} );
	expect( sign, `${ what }: the sign left of the digits` ).toBeLessThan(
		digit
	);
}

test( 'a right-to-left site: the password toggle, the tabs, the euro sign, a toast and the menu drawer are mirrored, and numbers keep their sign first', async ( {
	page,
	freshSandbox,
} ) => {
	void freshSandbox;
	const restore = useSiteLanguage( 'he_IL', true );
	try {
		const area = rootOf( page );
		await page.goto( `${ AREA }#/login` );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		const password = area.getByRole( 'textbox', { name: 'Password' } );
		const toggle = area.getByRole( 'button', { name: 'Show password' } );
		await expect( toggle ).toBeVisible();
		await expectAtLeftEdge( toggle, password, 'the password toggle' );
		await expectNoAxeViolations( page, 'sign-in, right-to-left' );

		await signInThroughApi( page.context(), OWNER_EMAIL );
		await page.goto( `${ AREA }#/` );
		// Only the hash changed: the page reads the new token cookie when it loads.
		await page.reload();
		// A number's sign stays before its digits: the first card's trends (asked for once the card's
		// figures come near the viewport) and its broker's telephone.
		await area
			.locator( '.ca-card__stats' )
			.first()
			.scrollIntoViewIfNeeded();
		const trend = area
			.locator( '.ca-trend' )
			.filter( { hasText: /[+-]\d/ } )
			.first();
		await expect( trend ).toBeVisible();
		await expectSignFirst( trend, 'a trend' );
		await expectSignFirst(
			area.getByRole( 'link', { name: '+49 30 5550100' } ).first(),
			"the broker's telephone"
		);

		await page.goto( `${ AREA }#/profile` );
		// The first tab on the right, and the left arrow key moves on to the next one.
		const first = area.getByRole( 'tab', { name: 'My Profile' } );
		const next = area.getByRole( 'tab', { name: 'Applicant Folder' } );
		await expect( first ).toBeVisible();
		// A telephone number is written left to right, its '+' first.
		const telephone = area.getByRole( 'textbox', { name: 'Telephone' } );
		await expect( telephone ).toHaveValue( '+49 30 1234567' );
		expect(
			await telephone.evaluate(
				( input ) => getComputedStyle( input ).direction
			),
			'the telephone field'
		).toBe( 'ltr' );
		expect(
			( await boxOf( first ) ).x,
			'the first tab right of the next'
		).toBeGreaterThan( ( await boxOf( next ) ).x );
		await first.focus();
		await page.keyboard.press( 'ArrowLeft' );
		await expect( next ).toBeFocused();
		await expect( next ).toHaveAttribute( 'aria-selected', 'true' );
		const income = area.getByRole( 'textbox', { name: 'Income (EUR)' } );
		await expect( income ).toBeVisible();
		await expectAtLeftEdge(
			area.locator( '.ca-money__currency' ),
			income,
			'the euro sign'
		);
		await expectNoAxeViolations( page, 'profile, right-to-left' );
		// The toast sits in the bottom corner at the line's end: the left one.
		await area.getByRole( 'button', { name: 'Save Profile' } ).click();
		const toast = area
			.getByRole( 'region', { name: 'Notifications (F8)' } )
			.getByRole( 'listitem' )
			.filter( { hasText: 'Profile has been saved' } );
		await expect( toast ).toBeVisible();
		// The pointer over the toast holds its clock: it stays until it is swiped away, however long
		// the checks below take.
		await toast.hover();
		const viewport = page.viewportSize()!;
		const toastBox = await boxOf( toast );
		expect( toastBox.x, 'the toast at the left edge' ).toBeCloseTo( 16, 0 );
		expect(
			toastBox.x + toastBox.width,
			'the toast in the left half'
		).toBeLessThan( viewport.width / 2 );
		await expectNoAxeViolations( page, 'toast, right-to-left' );
		// Swiped away to the left, the pointer still over it: a toast that only swipes to the right
		// would stay.
		const from = {
			x: toastBox.x + toastBox.width / 2,
			y: toastBox.y + toastBox.height / 2,
		};
		await page.mouse.move( from.x, from.y );
		await page.mouse.down();
		await page.mouse.move( from.x - 120, from.y, { steps: 12 } );
		await page.mouse.up();
		await expect( toast ).toBeHidden();

		await page.setViewportSize( { width: 375, height: 800 } );
		await area.getByRole( 'button', { name: 'Menu', exact: true } ).click();
		const drawer = page.getByRole( 'dialog', { name: 'Menu' } );
		await expect( drawer ).toBeVisible();
		const box = await boxOf( drawer );
		expect( box.x + box.width, 'the drawer at the right edge' ).toBeCloseTo(
			375,
			0
		);
		expect( box.x, 'the drawer clear of the left edge' ).toBeGreaterThan(
			0
		);
		await expectNoAxeViolations( page, 'menu drawer, right-to-left' );
	} finally {
		restore();
	}
} );
