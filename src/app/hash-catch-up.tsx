/**
 * Moves the router once, right after its first commit: to the hash, when a link was followed before
 * the router listened (`HashCatchUp`), and to an is-leadgen embed's start (app-routes.tsx).
 *
 * The router reads the hash when it first renders and listens from its first commit on; the entry
 * renders in slices (src/index.tsx), so a link the customer follows in between (the theme's menu, or
 * the area's own `goToRoute`) would be lost: the hash would say one screen, the area would show
 * another. See docs/behaviour.md "A press is never lost".
 */
import { useEffect, useRef } from 'react';
import {
	createPath,
	useLocation,
	useNavigate,
	type Location,
} from 'react-router-dom';

/**
 * Once, after the router's first commit (it listens by then: a passive effect runs after every
 * layout effect of the commit), moves it to the path `to` gives for the location it rendered,
 * replacing the history entry; `null` leaves it there.
 *
 * @param to The path to move to, or null.
 */
export function useMoveOnOpen( to: ( rendered: Location ) => string | null ) {
	const location = useLocation();
	const navigate = useNavigate();
	const checked = useRef( false );
	useEffect( () => {
		if ( checked.current ) {
			return;
		}
		checked.current = true;
		const path = to( location );
		if ( path !== null ) {
			navigate( path, { replace: true } );
		}
	}, [ to, location, navigate ] );
}

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
