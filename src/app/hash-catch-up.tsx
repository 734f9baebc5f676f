/**
 * Follows a link followed before the router listened. The router reads the hash when it first
 * renders and listens from its first commit on; the entry renders in slices (src/index.tsx), so a
 * link the customer follows in between (the theme's menu, or the area's own `goToRoute`) would be
 * lost: the hash would say one screen, the area would show another. See docs/behaviour.md "A press
 * is never lost".
 */
import { createPath, type Location } from 'react-router-dom';
import { useMoveOnOpen } from './move-on-open';

/**
 * The hash's path, if the router rendered another one.
 *
 * @param rendered The location the router rendered.
 */
function hashIfMissed( rendered: Location ): string | null {
	const path = window.location.hash.slice( 1 );
	const current = path.startsWith( '/' ) ? path : `/${ path }`;
	return current === createPath( rendered ) ? null : current;
}

/**
 * Renders nothing; after the router's first commit, moves it to the hash if the two differ.
 */
export function HashCatchUp() {
	useMoveOnOpen( hashIfMissed );
	return null;
}
