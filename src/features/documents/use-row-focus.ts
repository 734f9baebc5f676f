/**
 * Focus for checklist rows: rows register their elements by document attribute, and focus can be
 * sent to one (after an upload, focus lands on the row that now shows its file).
 */
import { useCallback, useRef } from 'react';

/** Row registration and focus. */
export interface RowFocus {
	/** The ref callback of the row with this attribute (stable per attribute). */
	rowRef: ( attribute: string ) => ( element: HTMLLIElement | null ) => void;
	/** Moves focus to the row, when it is on the page. */
	focusRow: ( attribute: string ) => void;
}

/**
 * Keeps the rows' elements.
 */
export function useRowFocus(): RowFocus {
	const elements = useRef( new Map< string, HTMLLIElement >() );
	const callbacks = useRef(
		new Map< string, ( element: HTMLLIElement | null ) => void >()
	);
	const rowRef = useCallback( ( attribute: string ) => {
		let callback = callbacks.current.get( attribute );
		if ( ! callback ) {
			callback = ( element ) => {
				if ( element ) {
					elements.current.set( attribute, element );
				} else {
					elements.current.delete( attribute );
				}
			};
			callbacks.current.set( attribute, callback );
		}
		return callback;
	}, [] );
	const focusRow = useCallback( ( attribute: string ) => {
		elements.current.get( attribute )?.focus();
	}, [] );
	return { rowRef, focusRow };
}
