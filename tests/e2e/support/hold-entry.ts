/**
 * Holding the app's entry back in a Playwright test (tests/support/gate.ts for the idea).
 */
import type { Page } from '@playwright/test';
import { gate } from '../../support/gate';

/**
 * Holds the app's entry file (build/index.js) back until the returned release is called: what the
 * page shows and sends before the entry has run (the pre-rendered opening, the head's first calls)
 * stays for the test to look at.
 *
 * @param page The page.
 * @return Lets the file through.
 */
export async function holdEntry( page: Page ): Promise< () => void > {
	const { opened, release } = gate();
	await page.route( /\/build\/index\.js/, async ( route ) => {
		await opened;
		await route.continue();
	} );
	return release;
}
