/**
 * Which of the page's roots the entry starts. A page shows the full area (or the valuation wizard)
 * once, beside any number of popups: two would fight over the page's hash routes. WordPress renders
 * every embed it is asked for, because the content may be rendered more than once in one request
 * (an SEO plugin's description, a theme's excerpt) and only the browser sees which render the page
 * prints. So the browser starts the first full root in document order; a later one stays empty and
 * hidden, and the console says why. See docs/behaviour.md "Embeds and popups".
 */
import type { EmbedOptions } from '../config/config';

/** A root of the page with its embed's attributes. */
export interface PageRoot {
	element: HTMLElement;
	embed: EmbedOptions;
}

/** The roots to start, and the later full roots left empty. */
export interface RootsToMount {
	mount: PageRoot[];
	leftEmpty: PageRoot[];
}

/**
 * Splits the page's roots (in document order) into those to start and the full roots after the
 * first, which stay empty.
 *
 * @param roots The page's roots in document order.
 */
export function rootsToMount( roots: PageRoot[] ): RootsToMount {
	const first = roots.find( ( root ) => ! root.embed.popup );
	const leftEmpty = roots.filter(
		( root ) => ! root.embed.popup && root !== first
	);
	return {
		mount: roots.filter( ( root ) => ! leftEmpty.includes( root ) ),
		leftEmpty,
	};
}

/**
 * The console's explanation for a full root that stays empty.
 *
 * @param left  The root left empty.
 * @param first The full root that started.
 */
export function leftEmptyMessage( left: PageRoot, first: PageRoot ): string {
	return `#${ left.element.id } stays empty: this page already shows the full customer area or the valuation wizard in #${ first.element.id }, and a page shows one of them once (beside any number of popups). Make this embed a popup (popup="true"), or remove it.`;
}
