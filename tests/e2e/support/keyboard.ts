/**
 * Keyboard-only navigation for specs: reaching a control with Tab or Shift+Tab, as a keyboard user
 * would.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Presses `key` until `target` has the focus.
 *
 * @param page   The page.
 * @param target The control to reach.
 * @param key    'Tab' (forwards, the default) or 'Shift+Tab' (backwards).
 */
export async function pressUntilFocused(
	page: Page,
	target: Locator,
	key: 'Tab' | 'Shift+Tab' = 'Tab'
): Promise< void > {
	for ( let i = 0; i < 80; i++ ) {
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( key );
	}
	throw new Error( `could not reach ${ target.toString() } with ${ key }` );
}
