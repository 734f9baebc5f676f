/**
 * axe for the end-to-end tests: checks a part of the page against WCAG 2.0, 2.1 and 2.2, levels A
 * and AA. The customer area's screens check its roots (`expectNoAxeViolations` in `fixtures.ts`);
 * the theme matrix collects the lines of `axeViolations` softly; the WP admin tests check the
 * settings page and the block's sidebar panel.
 *
 * axe-core runs in the page itself (`axe.run`), injected once per document: an app's screens change
 * without a new document, and `@axe-core/playwright`'s builder, used before, evaluated axe's 550 KB
 * again for every check and once more in a blank page it opened to merge the results, about 1 s of
 * a check's 1.5 s in the theme matrix. What it adds, the merge of results from other-origin frames,
 * the plugin's roots have no use for: they hold no frame, and a check fails if one appears.
 */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The axe rule tags the plugin must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22a',
	'wcag22aa',
];

/** A page's `window` with axe in it. */
type WithAxe = Window & { axe?: typeof axe };

/**
 * axe's violations inside the elements matching `selector`, one line per element.
 *
 * @param page     The page.
 * @param selector What to check, e.g. '.customer-area-root'.
 */
export async function axeViolations(
	page: Page,
	selector: string
): Promise< string[] > {
	const injected = await page.evaluate(
		() => typeof ( window as WithAxe ).axe?.run === 'function'
	);
	if ( ! injected ) {
		await page.evaluate( axe.source );
	}
	const { frames, violations } = await page.evaluate(
		async ( { include, tags } ) => {
			const results = await ( window as WithAxe ).axe!.run(
				{ include: [ include ] },
				{ runOnly: { type: 'tag', values: tags }, iframes: false }
			);
			return {
				frames: Array.from(
					document.querySelectorAll( include )
				).filter( ( element ) =>
					element.querySelector( 'iframe, frame' )
				).length,
				violations: results.violations.flatMap( ( violation ) =>
					violation.nodes.map(
						( node ) =>
							`${ violation.id } [${
								violation.impact ?? 'unknown'
							}] ${ violation.help } at ${ node.target.join(
								' '
							) }: ${ ( node.failureSummary ?? '' ).replace(
								/\s*\n\s*/g,
								' '
							) }`
					)
				),
			};
		},
		{ include: selector, tags: WCAG_TAGS }
	);
	return frames > 0
		? [
				...violations,
				`${ selector } holds a frame, which this check does not read`,
			]
		: violations;
}

/**
 * Runs axe on the elements matching `selector` (which the caller has seen on the page) and fails
 * with a readable list of violations.
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
	const violations = await axeViolations( page, selector );
	expect(
		violations,
		`axe found accessibility violations on "${ label }":\n${ violations.join(
			'\n'
		) }`
	).toEqual( [] );
}
