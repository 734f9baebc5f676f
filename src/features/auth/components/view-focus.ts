/**
 * Focus after a view switch: the control that switched is gone, so focus moves to the new view's
 * heading (or the view itself) once it has mounted, also when it arrived through a lazy chunk.
 * The first view of a page takes no focus, so a page load never jumps.
 */
import { createContext, useContext, useEffect, useRef } from 'react';

/** True once the container has switched away from its initial view. */
export const ViewSwitchedContext = createContext( false );

/**
 * Returns a ref for a view's root element; focuses it (or its heading) on mount after a switch.
 */
export function useViewFocus< T extends HTMLElement >() {
	const switched = useContext( ViewSwitchedContext );
	const ref = useRef< T >( null );
	useEffect( () => {
		if ( ! switched || ! ref.current ) {
			return;
		}
		const target =
			ref.current.querySelector< HTMLElement >( 'h2' ) ?? ref.current;
		target.setAttribute( 'tabindex', '-1' );
		target.focus();
	}, [ switched ] );
	return ref;
}
