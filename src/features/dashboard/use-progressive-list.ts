/**
 * Renders a long list in two steps: the first items at once, the rest in a transition right
 * after, which React renders in slices between which the browser paints and handles input. The
 * dashboard's cards arrive all at once (17 for the demo owner); rendering them in one task blocked
 * a phone's main thread for several hundred milliseconds and held back the first card's picture.
 */
import { startTransition, useEffect, useState } from 'react';

/** How many cards render at once: more than a wide screen shows above the fold. */
export const FIRST_CARDS = 6;

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
	const [ complete, setComplete ] = useState( false );
	const pending = items !== undefined && items.length > first && ! complete;
	useEffect( () => {
		if ( pending ) {
			startTransition( () => setComplete( true ) );
		}
	}, [ pending ] );
	return pending ? items.slice( 0, first ) : items;
}
