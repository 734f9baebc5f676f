/**
 * Tells once when an element comes near the viewport (IntersectionObserver with a margin), and
 * then stops watching: a dashboard card asks for its key figures once per visit, and a chart draws
 * (and loads the chart library) only when it is about to be seen. Browsers without
 * IntersectionObserver count every element as near.
 */
import { useEffect, useState } from 'react';

/** How far outside the viewport an element already counts as near. */
export const NEAR_VIEWPORT_MARGIN = '200px';

/** Options of useNearViewport. */
export interface NearViewportOptions {
	/** Count as near when the page is about to print, so a printed page has no placeholders left. */
	beforePrint?: boolean;
}

/**
 * A callback ref for the element and whether it has come near the viewport.
 *
 * @param options See NearViewportOptions.
 */
export function useNearViewport< T extends Element >(
	options: NearViewportOptions = {}
): [ ( node: T | null ) => void, boolean ] {
	const { beforePrint = false } = options;
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
			{ rootMargin: NEAR_VIEWPORT_MARGIN }
		);
		observer.observe( node );
		const onPrint = () => setNear( true );
		if ( beforePrint ) {
			window.addEventListener( 'beforeprint', onPrint );
		}
		return () => {
			observer.disconnect();
			window.removeEventListener( 'beforeprint', onPrint );
		};
	}, [ node, near, beforePrint ] );
	return [ setNode, near ];
}
