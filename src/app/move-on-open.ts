/**
 * A move of the router once, right after its first commit, decided from the location it first
 * rendered: the router listens only from that commit on, so a move made earlier would be lost.
 * Serves `HashCatchUp` (hash-catch-up.tsx) and the is-leadgen start (app-routes.tsx).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

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
