/**
 * Keeps a hash change that came before the HashRouter listened. The router reads the hash when it
 * first renders and listens from its first commit on; the entry renders in slices (src/index.tsx),
 * so a link the customer follows in between (the theme's menu, or the area's own `goToRoute`) would
 * be lost: the hash would say one screen, the area would show another. See docs/behaviour.md
 * "A press is never lost".
 */
import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router-dom';

/**
 * Renders nothing; after the router's first commit, moves it to the hash if the two differ.
 */
export function HashCatchUp() {
	const location = useLocation();
	const navigate = useNavigate();
	const checked = useRef( false );
	// A passive effect runs after every layout effect of the commit: the router listens by now.
	useEffect( () => {
		if ( checked.current ) {
			return;
		}
		checked.current = true;
		const path = window.location.hash.slice( 1 );
		const current = path.startsWith( '/' ) ? path : `/${ path }`;
		if ( current !== createPath( location ) ) {
			navigate( current, { replace: true } );
		}
	}, [ location, navigate ] );
	return null;
}
