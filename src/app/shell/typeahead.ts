/**
 * Menu type-ahead: typing a letter while focus is in the menu moves focus to the next item whose
 * label starts with the typed text; the typed text resets after TYPEAHEAD_RESET_MS. See
 * docs/behaviour.md "Shell, menu and avatar".
 */
import {
	useCallback,
	useEffect,
	useRef,
	type KeyboardEvent,
	type RefObject,
} from 'react';
import { TYPEAHEAD_RESET_MS } from '../../config/constants';

/**
 * The index of the item to focus for the typed text, or -1 when none matches. A first letter
 * searches from the item after the current one (so repeating a letter cycles through the items
 * that start with it); a longer text first checks the current item, so "pr" stays on "Profile".
 *
 * @param labels  The items' visible labels, in order.
 * @param current Index of the focused item (-1 when none).
 * @param typed   The typed text so far.
 */
export function findTypeaheadMatch(
	labels: string[],
	current: number,
	typed: string
): number {
	const needle = typed.toLocaleLowerCase();
	if ( needle === '' || labels.length === 0 ) {
		return -1;
	}
	const search = ( text: string, from: number ) => {
		for ( let step = 0; step < labels.length; step++ ) {
			const index = ( from + step + labels.length ) % labels.length;
			if (
				labels[ index ]?.trim().toLocaleLowerCase().startsWith( text )
			) {
				return index;
			}
		}
		return -1;
	};
	const start = needle.length === 1 ? current + 1 : Math.max( current, 0 );
	const found = search( needle, start );
	if ( found !== -1 ) {
		return found;
	}
	// "pp" where no label starts with it: treat repeated letters as cycling through "p…" items.
	const repeated = Array.from( needle ).every( ( ch ) => ch === needle[ 0 ] );
	return repeated ? search( needle.charAt( 0 ), current + 1 ) : -1;
}

/**
 * Key handler for the items of a menu: printable keys (without modifiers) move focus to the
 * matching item among the container's `[data-menu-item]` elements. It sits on the items (which
 * have focus) rather than on the container, so only interactive elements listen to keys.
 *
 * @param container The menu's list element.
 */
export function useTypeahead(
	container: RefObject< HTMLElement >
): ( event: KeyboardEvent< HTMLElement > ) => void {
	const typed = useRef( '' );
	const timer = useRef< ReturnType< typeof setTimeout > | undefined >(
		undefined
	);
	useEffect( () => () => clearTimeout( timer.current ), [] );
	return useCallback(
		( event: KeyboardEvent< HTMLElement > ) => {
			const { key } = event;
			if (
				key.length !== 1 ||
				event.ctrlKey ||
				event.metaKey ||
				event.altKey
			) {
				return;
			}
			// Space activates buttons; it only joins a text already being typed.
			if ( key === ' ' && typed.current === '' ) {
				return;
			}
			const items = Array.from(
				container.current?.querySelectorAll< HTMLElement >(
					'[data-menu-item]'
				) ?? []
			);
			typed.current += key;
			clearTimeout( timer.current );
			timer.current = setTimeout( () => {
				typed.current = '';
			}, TYPEAHEAD_RESET_MS );
			const index = findTypeaheadMatch(
				items.map( ( item ) => item.textContent ?? '' ),
				items.indexOf( event.currentTarget ),
				typed.current
			);
			if ( index !== -1 ) {
				event.preventDefault();
				items[ index ]?.focus();
			}
		},
		[ container ]
	);
}
