/**
 * Resets the scroll position on every route change.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Renders nothing; scrolls the window to the top when the path changes.
 */
export function ScrollToTop() {
	const { pathname } = useLocation();
	useEffect( () => {
		window.scrollTo( 0, 0 );
	}, [ pathname ] );
	return null;
}
