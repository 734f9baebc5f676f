/**
 * Tells once when an element comes near the viewport (IntersectionObserver with a margin), and
 * then stops watching: a card asks for its key figures once per visit, only when it is about to be
 * seen. Browsers without IntersectionObserver count every element as near.
 */
import { useEffect, useState } from 'react';

/** How far outside the viewport an element already counts as near. */
export const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * A callback ref for the element and whether it has come near the viewport.
 *
 * @param margin Root margin of the observer.
 */
export function useNearViewport< T extends Element >(
	margin: string = NEAR_VIEWPORT_MARGIN
): [ ( node: T | null ) => void, boolean ] {
	const [ node, setNode ] = useState< T | null >( null );
	const [ near, setNear ] = useState( false );
	useEffect( () => {
		if ( near || ! node ) {
			return undefined;
		}
		if ( typeof IntersectionObserver === 'undefined' ) {
			setNear( true );
			return undefined;
		}
		const observer = new IntersectionObserver(
			( entries ) => {
				if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
					setNear( true );
					observer.disconnect();
				}
			},
			{ rootMargin: margin }
		);
		observer.observe( node );
		return () => observer.disconnect();
	}, [ node, near, margin ] );
	return [ setNode, near ];
}
