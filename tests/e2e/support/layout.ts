/**
 * Layout checks of the phone specs, measured in the browser: words split across lines, elements
 * cut off by their container, and what is on top at a point.
 *
 * A word is split when two of its letters lie on different lines. Each word of every visible text
 * node is measured letter by letter with a Range (`getClientRects`). A line may end after a hyphen
 * or a slash that the word itself holds, and an e-mail address may break before its `@` and its
 * dots (it is written with `<wbr>` there, so its parts are text nodes of their own). Debian's
 * Chromium has no hyphenation data, so a `hyphens: auto` would prove nothing here: these checks
 * see the lines as drawn.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * The words split across lines inside the elements `selector` matches, as `word (after N
 * letters)`; empty when none is.
 *
 * @param page     The page.
 * @param selector A CSS selector of the places to check.
 */
export function splitWords(
	page: Page,
	selector: string
): Promise< string[] > {
	return page.evaluate( async ( within ) => {
		// Measured in the page's own fonts: a fallback font's wider letters would split words
		// that the webfont keeps whole.
		await document.fonts.ready;
		const found: string[] = [];
		for ( const root of Array.from(
			document.querySelectorAll( within )
		) ) {
			const walker = document.createTreeWalker(
				root,
				NodeFilter.SHOW_TEXT
			);
			for (
				let node = walker.nextNode() as Text | null;
				node;
				node = walker.nextNode() as Text | null
			) {
				// Text for screen readers only is drawn in a 1-pixel box on purpose.
				if ( node.parentElement?.closest( '.ca-visually-hidden' ) ) {
					continue;
				}
				const text = node.data;
				for ( const word of text.matchAll( /\S+/g ) ) {
					const start = word.index ?? 0;
					let previous: DOMRect | null = null;
					for (
						let at = start;
						at < start + word[ 0 ].length;
						at++
					) {
						const range = document.createRange();
						range.setStart( node, at );
						range.setEnd( node, at + 1 );
						const rect = range.getClientRects()[ 0 ];
						if ( ! rect || rect.width === 0 ) {
							continue;
						}
						const newLine =
							previous !== null &&
							rect.top >= previous.bottom - 1;
						const after = text[ at - 1 ] ?? '';
						if ( newLine && after !== '-' && after !== '/' ) {
							found.push(
								`${ word[ 0 ] } (after ${ at - start } letters)`
							);
							break;
						}
						previous = rect;
					}
				}
			}
		}
		return found;
	}, selector );
}

/**
 * The elements matching `selector` that reach outside the closest `container` or cut their own
 * text (content wider than their box), by their text.
 *
 * @param page      The page.
 * @param selector  The elements, e.g. the status badges.
 * @param container The selector of the box they must stay inside, e.g. the card.
 */
export function cutElements(
	page: Page,
	selector: string,
	container: string
): Promise< string[] > {
	return page.evaluate(
		( { which, box } ) =>
			Array.from( document.querySelectorAll< HTMLElement >( which ) )
				.filter( ( element ) => element.getClientRects().length > 0 )
				.filter( ( element ) => {
					const rect = element.getBoundingClientRect();
					const outer = element
						.closest( box )
						?.getBoundingClientRect();
					return (
						element.scrollWidth > element.clientWidth + 1 ||
						( outer !== undefined &&
							( rect.left < outer.left - 0.5 ||
								rect.right > outer.right + 0.5 ) )
					);
				} )
				.map( ( element ) => element.textContent ?? '' ),
		{ which: selector, box: container }
	);
}

/**
 * What a click at the centre of `target` would reach: the closest link or button under that
 * point, described by its tag and its text or `href`.
 *
 * @param target The element to aim at.
 */
export async function clickTargetAt( target: Locator ): Promise< string > {
	const box = await target.boundingBox();
	if ( ! box ) {
		throw new Error( `${ target.toString() } is not visible` );
	}
	return target.page().evaluate(
		( [ x, y ] ) => {
			const hit = document
				.elementFromPoint( x as number, y as number )
				?.closest( 'a, button' );
			if ( ! hit ) {
				return 'nothing';
			}
			return hit.tagName === 'A'
				? `link ${ hit.getAttribute( 'href' ) }`
				: `button ${ hit.textContent?.trim() }`;
		},
		[ box.x + box.width / 2, box.y + box.height / 2 ]
	);
}

/**
 * The cards whose body ends well above the card's bottom: the blank gap an opened neighbour leaves
 * when cards stretch to the row's height. Returns the titles with the gap in pixels.
 *
 * @param page The page.
 */
export function cardsWithBlankGap( page: Page ): Promise< string[] > {
	return page.evaluate( () =>
		Array.from( document.querySelectorAll< HTMLElement >( '.ca-card' ) )
			.map( ( card ) => {
				const body =
					card.querySelector< HTMLElement >( '.ca-card__body' );
				const shown = Array.from( body?.children ?? [] ).filter(
					( child ) => child.getClientRects().length > 0
				);
				const last = shown[ shown.length - 1 ];
				if ( ! body || ! last ) {
					return null;
				}
				const padding = parseFloat(
					getComputedStyle( body ).paddingBottom
				);
				const gap =
					card.getBoundingClientRect().bottom -
					last.getBoundingClientRect().bottom -
					padding;
				return gap > 2
					? `${ card.querySelector( 'h3' )?.textContent }: ${ Math.round(
							gap
						) } px`
					: null;
			} )
			.filter( ( entry ): entry is string => entry !== null )
	);
}
