/**
 * Lets a part of a screen render one step after the rest: the first render with `ready` leaves it
 * out, and a transition right after brings it in, which React renders in slices between which the
 * browser paints and handles input. A screen's largest element (a card's picture, an estate's
 * cover) then paints without waiting for the work of what lies below it.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * False until one transition after `ready` first became true, then true for good.
 *
 * @param ready Whether the part could render now (e.g. its data has arrived).
 */
export function useRenderedLater( ready: boolean ): boolean {
	const [ later, setLater ] = useState( false );
	const pending = ready && ! later;
	useEffect( () => {
		if ( pending ) {
			startTransition( () => setLater( true ) );
		}
	}, [ pending ] );
	return later;
}
