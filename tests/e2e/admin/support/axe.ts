/**
 * axe for WP admin screens: checks a part of the page (the plugin's settings page, the block's
 * sidebar panel) with the same rules as the customer area's check.
 */
import { expect, type Page } from '@playwright/test';
import { expectAxeToPass } from '../../support/axe';

/**
 * Runs axe on the elements matching `selector` once the first of them shows.
 *
 * @param page     The page.
 * @param selector What to check, e.g. '#wpbody-content .wrap'.
 * @param label    Name of the screen, shown in the failure.
 */
export async function expectNoAxeViolationsIn(
	page: Page,
	selector: string,
	label: string
): Promise< void > {
	await expect(
		page.locator( selector ).first(),
		`${ label }: nothing matches ${ selector }`
	).toBeVisible();
	await expectAxeToPass( page, selector, label );
}
