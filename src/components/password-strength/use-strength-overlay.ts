/**
 * Open/close behaviour of the strength overlay: it opens on focus or keyup and
 * closes on blur, Escape, scroll or resize.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';

/** Handlers to spread on the password input, plus the state. */
export interface StrengthOverlay {
	open: boolean;
	onFocus: () => void;
	onBlur: () => void;
	onKeyUp: ( event: KeyboardEvent< HTMLInputElement > ) => void;
	onKeyDown: ( event: KeyboardEvent< HTMLInputElement > ) => void;
}

/**
 * @param enabled False keeps the overlay closed (fields without strength feedback).
 */
export function useStrengthOverlay( enabled = true ): StrengthOverlay {
	const [ open, setOpen ] = useState( false );

	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		// A popover anchored to the field would float away from it when the page moves.
		const close = () => setOpen( false );
		window.addEventListener( 'scroll', close, true );
		window.addEventListener( 'resize', close );
		return () => {
			window.removeEventListener( 'scroll', close, true );
			window.removeEventListener( 'resize', close );
		};
	}, [ open ] );

	return {
		open: enabled && open,
		onFocus: () => setOpen( true ),
		onBlur: () => setOpen( false ),
		onKeyUp: ( event ) => {
			if ( event.key !== 'Escape' ) {
				setOpen( true );
			}
		},
		onKeyDown: ( event ) => {
			if ( event.key === 'Escape' && open ) {
				// Escape closes the overlay only; it must not also close a surrounding popup.
				event.stopPropagation();
				setOpen( false );
			}
		},
	};
}
