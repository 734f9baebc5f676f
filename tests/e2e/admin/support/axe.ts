/**
 * axe for WP admin screens: checks a part of the page (the plugin's settings page, the block's
 * sidebar panel) against WCAG 2.0, 2.1 and 2.2, levels A and AA, like the customer area's check.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22a',
	'wcag22aa',
];

/**
 * Runs axe on the elements matching `selector` and fails with a readable list of violations.
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
	const results = await new AxeBuilder( { page } )
		.include( selector )
		.withTags( WCAG_TAGS )
		.analyze();
	const violations = results.violations.map(
		( violation ) =>
			`${ violation.id } [${ violation.impact ?? 'unknown' }] ${
				violation.help
			}\n${ violation.nodes
				.map(
					( node ) =>
						`    at ${ node.target.join( ' ' ) }: ${ (
							node.failureSummary ?? ''
						).replace( /\s*\n\s*/g, ' ' ) }`
				)
				.join( '\n' ) }`
	);
	expect(
		violations,
		`axe found accessibility violations on "${ label }":\n${ violations.join(
			'\n'
		) }`
	).toEqual( [] );
}
