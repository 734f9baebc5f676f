/**
 * Keeps a layout still while a control is being pressed (docs/behaviour.md "A press is never
 * lost"): a value that changes between the press and the release of a button, a link, a label or
 * another control that acts on click is shown only once the press has ended. A field loses focus
 * when such a press begins, and its message, or a list closing, would otherwise move the pressed
 * control away from under the pointer before the release, so the click never reaches it.
 *
 * A press begins with the primary button's `mousedown` (a touch tap sends it after the finger is
 * lifted, just before its `mouseup` and `click`), or a mouse or pen's `pointerdown`, on a control
 * that acts on click. It ends as the `click` is dispatched, before any click handler runs, so a
 * submit sees every message and moves focus to the first invalid field; a release that brings no
 * click (the pointer dragged away, a lost `mouseup`, the window losing focus) ends it in the next
 * task. Keyboard users never start a press: their messages show as the field is left, as before.
 */
import { useState, useSyncExternalStore } from 'react';

/** Controls whose action runs on click, so a press on them must keep its place until the release. */
const ACTS_ON_CLICK = [
	'button',
	'a[href]',
	'label',
	'summary',
	'input[type="checkbox"]',
	'input[type="radio"]',
	'input[type="button"]',
	'input[type="submit"]',
	'input[type="reset"]',
	'input[type="image"]',
	'[role="button"]',
	'[role="link"]',
	'[role="tab"]',
	'[role="checkbox"]',
	'[role="radio"]',
	'[role="switch"]',
	'[role="option"]',
	'[role="menuitem"]',
].join( ',' );

let pressing = false;
let lateEnd: ReturnType< typeof setTimeout > | undefined;
const subscribers = new Set< () => void >();

/**
 * Sets the press state and tells every holder.
 *
 * @param next Whether a press is in progress.
 */
function setPressing( next: boolean ): void {
	if ( lateEnd !== undefined ) {
		clearTimeout( lateEnd );
		lateEnd = undefined;
	}
	if ( pressing === next ) {
		return;
	}
	pressing = next;
	subscribers.forEach( ( notify ) => notify() );
}

/**
 * Whether an event's target is (inside) a control that acts on click.
 *
 * @param event The event.
 */
function onClickControl( event: Event ): boolean {
	const target = event.target;
	return (
		target instanceof Element && target.closest( ACTS_ON_CLICK ) !== null
	);
}

/**
 * A primary-button press on a control that acts on click begins a press.
 *
 * @param event `mousedown` or `pointerdown`.
 */
function begin( event: MouseEvent ): void {
	const byFinger =
		'pointerType' in event &&
		( event as PointerEvent ).pointerType === 'touch';
	// A finger's pointerdown comes before the tap's mouse events, and its pointerup too: the
	// tap's press is its mousedown.
	if ( event.button === 0 && ! byFinger && onClickControl( event ) ) {
		setPressing( true );
	}
}

/** The press is over. */
function endNow(): void {
	setPressing( false );
}

/**
 * The button went up: a click, if one follows, comes in the same task; without one the press ends
 * in the next task.
 */
function endSoon(): void {
	if ( pressing && lateEnd === undefined ) {
		lateEnd = setTimeout( endNow, 0 );
	}
}

/**
 * The click is being dispatched: the press is over, before any click handler runs. A checkbox or a
 * radio button has already been toggled by then, and a render at this moment would put React's
 * controlled value back before React's own listener sees the change (the click would be lost):
 * there the press ends in the next task, as after a release without a click.
 *
 * @param event `click`.
 */
function clicked( event: MouseEvent ): void {
	const target = event.target;
	if (
		target instanceof HTMLInputElement &&
		( target.type === 'checkbox' || target.type === 'radio' )
	) {
		endSoon();
	} else {
		endNow();
	}
}

/**
 * The mouse moved with no button down: a release was missed (e.g. outside the window).
 *
 * @param event `mousemove`.
 */
function endIfReleased( event: MouseEvent ): void {
	// `buttons` is a bit mask; the primary button is its lowest bit.
	if ( pressing && event.buttons % 2 === 0 ) {
		endNow();
	}
}

/** The listeners, in the capture phase of the document so that they run before any other. */
const LISTENERS: Array< [ string, ( event: MouseEvent ) => void ] > = [
	[ 'pointerdown', begin ],
	[ 'mousedown', begin ],
	[ 'click', clicked ],
	[ 'mouseup', endSoon ],
	[ 'pointerup', endSoon ],
	[ 'pointercancel', endNow ],
	[ 'dragstart', endNow ],
	[ 'mousemove', endIfReleased ],
];

/**
 * Subscribes a holder; the first one installs the listeners and the last one removes them.
 *
 * @param notify Called when a press begins or ends.
 */
function subscribe( notify: () => void ): () => void {
	if ( subscribers.size === 0 ) {
		for ( const [ type, listener ] of LISTENERS ) {
			document.addEventListener( type, listener as EventListener, true );
		}
		window.addEventListener( 'blur', endNow );
	}
	subscribers.add( notify );
	return () => {
		subscribers.delete( notify );
		if ( subscribers.size === 0 ) {
			for ( const [ type, listener ] of LISTENERS ) {
				document.removeEventListener(
					type,
					listener as EventListener,
					true
				);
			}
			window.removeEventListener( 'blur', endNow );
			setPressing( false );
		}
	};
}

const isPressing = () => pressing;
const neverPressing = () => false;

/**
 * The value to show: `value` itself, except while a control is being pressed, when it stays what it
 * was as the press began; the change shows as the press ends.
 *
 * @param value What would show now: a message, an open state, a set of messages. Compared by
 *              identity, so an object must be memoized (a new one on every render never settles).
 */
export function useHeldWhilePressed< T >( value: T ): T {
	const held = useSyncExternalStore( subscribe, isPressing, neverPressing );
	const [ shown, setShown ] = useState( value );
	if ( ! held && shown !== value ) {
		// The value of the last render outside a press (React's "adjusting state while
		// rendering": this render continues with it, no effect needed).
		setShown( value );
	}
	return held ? shown : value;
}
