/**
 * Room for long card labels: words break only between words, so a card whose longest word (with
 * its icon and padding) does not fit one column of its grid spans as many columns as it needs, up
 * to the whole row ('Verkaufsabsicht' on a phone in German). Only a word longer than the whole row
 * may still break inside, rather than run out of the card. See docs/behaviour.md "Valuation
 * wizard".
 *
 * The width a card needs is its label's min-content width, measured on a hidden copy of the label
 * inside the card (so the grid's own rules apply to it); the columns are the grid's resolved
 * tracks. Both are read again when the grid's width changes and when the web fonts have loaded.
 * Where layout cannot be measured (no ResizeObserver, no resolved tracks) every card keeps one
 * column.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** How much room one card gets: columns to span (1 = its own column), and whether even a row is short. */
export interface CardRoom {
	span: number;
	/** Its longest word is wider than the whole row: it may break inside. */
	overlong: boolean;
}

const ONE_COLUMN: CardRoom = { span: 1, overlong: false };

/**
 * The min-content width of a card's label, in px.
 *
 * @param card The card (holds the label).
 */
function neededWidth( card: HTMLElement ): number {
	const label = card.querySelector< HTMLElement >( '.ca-card__label' );
	if ( ! label ) {
		return 0;
	}
	const copy = label.cloneNode( true ) as HTMLElement;
	copy.removeAttribute( 'for' );
	copy.setAttribute( 'aria-hidden', 'true' );
	copy.style.cssText =
		'position:absolute;visibility:hidden;width:min-content;min-width:0;left:0;top:0';
	// Words whole, as the card shows them unless even the row is too short: an overlong card's
	// breaking anywhere must not make it look short enough to lose its room again.
	for ( const text of copy.querySelectorAll< HTMLElement >(
		'.ca-card__text'
	) ) {
		text.style.overflowWrap = 'normal';
	}
	card.appendChild( copy );
	const width = copy.getBoundingClientRect().width;
	copy.remove();
	return width;
}

/**
 * The room each card of the grid needs.
 *
 * @param grid The grid of cards.
 */
function measure( grid: HTMLElement ): CardRoom[] {
	const cards = Array.from( grid.children ) as HTMLElement[];
	const style = window.getComputedStyle( grid );
	const tracks = style.gridTemplateColumns
		.split( ' ' )
		.map( ( track ) => Number.parseFloat( track ) )
		.filter( ( track ) => Number.isFinite( track ) && track > 0 );
	const column = tracks[ 0 ];
	if ( column === undefined ) {
		return cards.map( () => ONE_COLUMN );
	}
	const gap = Number.parseFloat( style.columnGap ) || 0;
	const columns = tracks.length;
	// Sub-pixel rounding of the tracks must not cost a card its column.
	const slack = 0.5;
	return cards.map( ( card ) => {
		const needed = neededWidth( card ) - slack;
		let span = 1;
		while (
			span < columns &&
			span * column + ( span - 1 ) * gap < needed
		) {
			span++;
		}
		return {
			span,
			overlong: columns * column + ( columns - 1 ) * gap < needed,
		};
	} );
}

/**
 * @param grid   The grid of cards (its children are the cards, in order).
 * @param labels The cards' labels, joined: the room is measured again when they change.
 * @return The room of each card, by index.
 */
export function useCardRoom(
	grid: RefObject< HTMLElement >,
	labels: string
): CardRoom[] {
	const [ rooms, setRooms ] = useState< CardRoom[] >( [] );
	useLayoutEffect( () => {
		const element = grid.current;
		if ( ! element || typeof ResizeObserver === 'undefined' ) {
			return undefined;
		}
		let active = true;
		const update = () => {
			if ( ! active ) {
				return;
			}
			const next = measure( element );
			setRooms( ( previous ) =>
				previous.length === next.length &&
				previous.every(
					( room, i ) =>
						room.span === next[ i ]?.span &&
						room.overlong === next[ i ]?.overlong
				)
					? previous
					: next
			);
		};
		update();
		const observer = new ResizeObserver( update );
		observer.observe( element );
		// A web font that arrives later changes every word's width, not the grid's.
		void element.ownerDocument.fonts?.ready.then( update );
		return () => {
			active = false;
			observer.disconnect();
		};
	}, [ grid, labels ] );
	return rooms;
}
