/**
 * The waker: on a page with the area the server prints the plugin's files inert
 * (includes/Frontend/FirstPaint.php): its scripts, and the WordPress packages only they need, as
 * `<script type="text/plain" data-customer-area-late>`, its stylesheet and the first chunks' hints
 * inside `<template data-customer-area-late>`. The browser fetches none of them until the head's
 * script wakes them:
 *
 * - when the visitor sees the pre-rendered opening, after the browser has reported the first
 *   contentful paint and the page's fonts have painted (the theme's title or the opening is on
 *   screen, and the plugin's files no longer compete with the theme's for a phone's bandwidth),
 *   or `LATEST_MS` after the page has been parsed at the latest;
 * - when the visitor sees the skeleton, as soon as the page has been parsed: there the app is the
 *   first paint (for a signed-in customer the head's script has asked for the files already,
 *   first-calls.ts).
 *
 * Waking puts a template's elements in its place and runs the scripts one by one in the page's
 * order (a package, its inline data, the next package), the first once the stylesheets woken with
 * it have loaded, so the app never shows unstyled. See docs/architecture.md "First paint and
 * start-up".
 */
import { appendPreload } from '../lib/preload';
import { settled } from '../lib/settled';
import type { ViewFit } from './plan';

/** The attribute of every element the server holds back. */
export const HELD = 'data-customer-area-late';

/** The longest wait after the document has been parsed, for a page whose fonts are slow. */
export const LATEST_MS = 1000;

/**
 * Runs a held script in its place.
 *
 * @param held The printed `<script type="text/plain">`.
 * @return Resolves when it has run (a file: loaded and run, or failed).
 */
function run( held: HTMLScriptElement ): Promise< void > {
	const script = document.createElement( 'script' );
	for ( const { name, value } of Array.from( held.attributes ) ) {
		if ( name !== 'type' && name !== HELD ) {
			script.setAttribute( name, value );
		}
	}
	script.text = held.text;
	script.async = false;
	const done = held.hasAttribute( 'src' )
		? settled( script )
		: Promise.resolve();
	held.replaceWith( script );
	return done;
}

/**
 * Wakes every held element of the page, in its order.
 *
 * @return Resolves when the last script has run.
 */
export function wakeHeld(): Promise< void > {
	const styles: Promise< void >[] = [];
	let chain = Promise.resolve();
	document
		.querySelectorAll(
			`template[${ HELD }], script[type="text/plain"][${ HELD }]`
		)
		.forEach( ( held ) => {
			if ( held instanceof HTMLTemplateElement ) {
				// The template leaves the page: its content moves in its place.
				const content = held.content;
				content
					.querySelectorAll< HTMLLinkElement >(
						'link[rel="stylesheet"]'
					)
					.forEach( ( link ) => styles.push( settled( link ) ) );
				held.replaceWith( content );
				return;
			}
			const src = held.getAttribute( 'src' );
			if ( src ) {
				// Every file at once; they run in order.
				appendPreload( src, 'script' );
			}
			chain = chain
				.then( () => Promise.all( styles ) )
				.then( () => run( held as HTMLScriptElement ) );
		} );
	return chain;
}

/**
 * Calls back once the document has been parsed (the held elements are all there).
 *
 * @param callback What to call.
 */
export function whenParsed( callback: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', callback, {
			once: true,
		} );
	} else {
		callback();
	}
}

/**
 * Calls back once the browser has reported the page's first contentful paint (every browser the
 * plugin supports reports paints; where one does not, `LATEST_MS` wakes the files).
 *
 * @param callback What to call.
 */
function afterFirstContentfulPaint( callback: () => void ): void {
	const observer = new PerformanceObserver( ( list ) => {
		if ( list.getEntriesByName( 'first-contentful-paint' ).length > 0 ) {
			observer.disconnect();
			callback();
		}
	} );
	observer.observe( { type: 'paint', buffered: true } );
}

/**
 * Schedules the waking for the view that fits the visitor.
 *
 * @param fit The head's script's decision.
 */
export function scheduleWaking( fit: ViewFit ): void {
	if ( fit === 'skeleton' ) {
		whenParsed( () => void wakeHeld() );
		return;
	}
	let woken = false;
	const wake = () => {
		if ( ! woken ) {
			woken = true;
			void wakeHeld();
		}
	};
	whenParsed( () => {
		window.setTimeout( wake, LATEST_MS );
		// The first contentful paint is out (its layout has asked for the page's fonts); then wait
		// for the fonts and for the frame that paints the text in them.
		afterFirstContentfulPaint(
			() =>
				void document.fonts.ready.then( () =>
					window.requestAnimationFrame( () =>
						window.setTimeout( wake, 0 )
					)
				)
		);
	} );
}
