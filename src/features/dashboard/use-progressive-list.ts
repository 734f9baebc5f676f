/**
 * Renders a long list in two steps: the first items at once, the rest in a transition right
 * after, which React renders in slices between which the browser paints and handles input. The
 * dashboard's cards arrive all at once (17 for the demo owner); rendering them in one task blocked
 * a phone's main thread for several hundred milliseconds and held back the first card's picture.
 */
import { useRenderedLater } from '../../components/use-rendered-later';

/**
 * How many cards render at once: the first row of a phone's two-column grid, which holds the
 * page's largest element (the first card's picture). Rendering six at once cost a phone's main
 * thread the other four cards' work before that picture could paint (Lighthouse's mobile run:
 * dashboard performance median 93 → 95, TBT down by about 40 ms); a wide screen's third column
 * follows a moment later, in the transition.
 */
export const FIRST_CARDS = 2;

/**
 * The items to render now.
 *
 * @param items The whole list (undefined while loading).
 * @param first How many render at once.
 */
export function useProgressiveList< T >(
	items: T[] | undefined,
	first: number = FIRST_CARDS
): T[] | undefined {
	const long = items !== undefined && items.length > first;
	const complete = useRenderedLater( long );
	return long && ! complete ? items.slice( 0, first ) : items;
}
