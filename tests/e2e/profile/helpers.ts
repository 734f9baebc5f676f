/**
 * Helpers shared by the profile end-to-end specs in this folder: opening the profile as the owner,
 * counting saves, and moving focus with the keyboard.
 */
import type { Locator, Page } from '@playwright/test';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	expect,
	signIn,
} from '../support/fixtures';

/**
 * Signs in as the owner and opens the profile.
 *
 * @param page The page.
 */
export async function openProfile( page: Page ): Promise< Locator > {
	await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
	await page.goto( '/customer-area/#/profile' );
	const root = page.locator( ROOT_SELECTOR ).first();
	await expect(
		root.getByRole( 'button', { name: 'Save Profile' } )
	).toBeVisible();
	// Field metadata and countries have arrived once the salutation shows the stored value.
	await expect(
		root.getByRole( 'combobox', { name: 'Salutation' } )
	).toHaveValue( 'Herr' );
	await expect(
		root.getByRole( 'combobox', { name: 'Country' } )
	).toHaveValue( 'DEU' );
	return root;
}

/**
 * Counts the PATCH requests of the profile save.
 *
 * @param page The page.
 */
export function countSaves( page: Page ): { count: number } {
	const saves = { count: 0 };
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'PATCH' &&
			request.url().endsWith( '/api/user/profile' )
		) {
			saves.count++;
		}
	} );
	return saves;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page.
 *
 * @param page   The page.
 * @param target The element to reach.
 * @param key    `Tab` or `Shift+Tab`.
 */
export async function pressUntilFocused(
	page: Page,
	target: Locator,
	key: string
): Promise< void > {
	for ( let i = 0; i < 80; i++ ) {
		if (
			await target.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( key );
	}
	throw new Error( `could not reach ${ target.toString() } with ${ key }` );
}

/**
 * Expects a toast: its message shows in the notifications region (F8 reaches it) and the polite
 * status region announces it.
 *
 * @param area    The customer area's root.
 * @param message The toast's text.
 */
export async function expectToast(
	area: Locator,
	message: string
): Promise< void > {
	await expect(
		area
			.getByRole( 'region', { name: 'Notifications (F8)' } )
			.getByText( message )
			.first()
	).toBeVisible();
	await expect( area.getByRole( 'status' ) ).toContainText( message );
}
