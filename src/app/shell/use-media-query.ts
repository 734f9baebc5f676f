/**
 * Follows a CSS media query (e.g. the shell's 1200 px sidebar switch).
 */
import { useCallback, useSyncExternalStore } from 'react';

const supported = () =>
	typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * True while `query` matches; false where matchMedia does not exist (the narrow layout works
 * everywhere).
 *
 * @param query A media query such as `(min-width: 1200px)`.
 */
export function useMediaQuery( query: string ): boolean {
	const subscribe = useCallback(
		( onChange: () => void ) => {
			if ( ! supported() ) {
				return () => undefined;
			}
			const list = window.matchMedia( query );
			list.addEventListener( 'change', onChange );
			return () => list.removeEventListener( 'change', onChange );
		},
		[ query ]
	);
	const matches = () => supported() && window.matchMedia( query ).matches;
	return useSyncExternalStore( subscribe, matches, () => false );
}
