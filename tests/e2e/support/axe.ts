/**
 * axe for the end-to-end tests: checks a part of the page against WCAG 2.0, 2.1 and 2.2, levels A
 * and AA, and fails with a readable list of violations. The customer area's screens check its
 * roots (`expectNoAxeViolations` in `fixtures.ts`); the WP admin tests check the settings page and
 * the block's sidebar panel.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe rule tags the plugin must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22a',
	'wcag22aa',
];

/**
 * Runs axe on the elements matching `selector` (which the caller has seen on the page).
 *
 * @param page     The page.
 * @param selector What to check, e.g. '#wpbody-content .wrap'.
 * @param label    Name of the screen, shown in the failure.
 */
export async function expectAxeToPass(
	page: Page,
	selector: string,
	label: string
): Promise< void > {
	const results = await new AxeBuilder( { page } )
		.include( selector )
		.withTags( WCAG_TAGS )
		.analyze();
	const violations = results.violations.map(
		( violation ) =>
			`${ violation.id } [${ violation.impact ?? 'unknown' }] ${
				violation.help
			} (${ violation.helpUrl })\n${ violation.nodes
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
