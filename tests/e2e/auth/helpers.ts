/**
 * Helpers shared by the account-access end-to-end specs in this folder: the area's page and root,
 * the API errors a test provokes on purpose, keyboard navigation, mail links, and signing in
 * through the form of the current page.
 */
import type { Locator, Page } from '@playwright/test';
import { API_URL, ROOT_SELECTOR, WP_URL, expect } from '../support/fixtures';

/** The customer area page of the stack. */
export const AREA = '/customer-area/';

/**
 * The first customer-area root of the page.
 *
 * @param page The page.
 */
export const root = ( page: Page ) => page.locator( ROOT_SELECTOR ).first();

/**
 * Chromium logs every non-2xx answer as a console error; these tests provoke the listed ones on
 * purpose (unverified login, wrong password, revoked token).
 *
 * @param statuses The HTTP statuses the test expects from the API.
 */
export const expectedApiErrors = ( ...statuses: number[] ) => [
	new RegExp(
		`Failed to load resource: the server responded with a status of (${ statuses.join(
			'|'
		) }) .*\\(${ API_URL.replace( /[.]/g, '\\.' ) }/api/`
	),
];

/**
 * Presses Tab until `target` has the focus, as a keyboard user would.
 *
 * @param page   The page.
 * @param target The control to reach.
 */
export async function tabTo( page: Page, target: Locator ): Promise< void > {
	for ( let i = 0; i < 80; i++ ) {
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	throw new Error( `could not reach ${ target.toString() } with Tab` );
}

/**
 * Opens the verification (or reset) link of a mail the way the customer would.
 *
 * @param mail       The mail.
 * @param mail.links Its links.
 */
export function mailLink( mail: { links: string[] } ): string {
	const link = mail.links[ 0 ];
	expect( link, 'the mail carries a link' ).toBeTruthy();
	expect( link?.startsWith( `${ WP_URL }${ AREA }#/` ) ).toBe( true );
	return link as string;
}

/**
 * Logs in through the form of the current page.
 *
 * @param page     The page showing the login view.
 * @param email    Account e-mail.
 * @param password Password.
 */
export async function logInHere( page: Page, email: string, password: string ) {
	await root( page )
		.getByRole( 'textbox', { name: 'Email', exact: true } )
		.fill( email );
	await root( page )
		.getByLabel( /^Password\b/ )
		.fill( password );
	await root( page ).getByRole( 'button', { name: 'Sign In Now' } ).click();
}

/**
 * Expects the signed-in area (the shell with its Logout entry) and no login form.
 *
 * @param page The page.
 */
export async function expectSignedIn( page: Page ) {
	await expect(
		root( page ).getByRole( 'button', { name: 'Logout' } )
	).toBeVisible();
	await expect(
		root( page ).getByRole( 'button', { name: 'Sign In Now' } )
	).toHaveCount( 0 );
}
