/**
 * The head's script's second task: on a page with the area, the server prints the plugin's files
 * inert (includes/Frontend/FirstPaint.php): its scripts, and the WordPress packages only they need,
 * as `<script type="text/plain" data-customer-area-late>`; its stylesheet and the first chunks'
 * preload hints inside `<template data-customer-area-late>`. The browser fetches none of them
 * while the page paints. This module wakes them:
 *
 * - when the visitor sees the pre-rendered first screen, after the page's first paint in its own
 *   fonts (the theme's title or the pre-rendered heading is then on screen, and the plugin's files
 *   no longer compete with the theme's for the phone's bandwidth), or after `LATEST_MS` at most;
 * - when the visitor sees the skeleton (signed in, another route or language), as soon as the page
 *   has been parsed: there the app is the first paint, and each script file is asked for as soon
 *   as the parser has read its element.
 *
 * Waking puts the templates' elements in their place (the stylesheet, the preloads), asks for every
 * inert script's file at once (preload hints), and then runs the scripts one by one in the page's
 * order, an inline one as soon as the file before it has run, so WordPress's order (a package, its
 * inline data, the next package) holds. The entry runs once the stylesheet is there, so the app's
 * first screen never shows unstyled. See docs/architecture.md "First screens".
 */
import type { FirstViewFit } from './first-view-fit';

/** The attribute of every inert element the server printed. */
export const LATE_ATTRIBUTE = 'data-customer-area-late';

/** The longest wait after the document has been parsed, for a page whose fonts are slow. */
export const LATEST_MS = 1000;

/**
 * Resolves when an element has loaded or failed.
 *
 * @param element A stylesheet link or a script.
 */
function settled(
	element: HTMLLinkElement | HTMLScriptElement
): Promise< void > {
	return new Promise( ( resolve ) => {
		element.addEventListener( 'load', () => resolve(), { once: true } );
		element.addEventListener( 'error', () => resolve(), { once: true } );
	} );
}

/**
 * Puts each inert template's elements in its place.
 *
 * @return The loads of the stylesheets among them.
 */
function wakeTemplates(): Promise< void >[] {
	const styles: Promise< void >[] = [];
	document
		.querySelectorAll< HTMLTemplateElement >(
			`template[${ LATE_ATTRIBUTE }]`
		)
		.forEach( ( template ) => {
			const content = template.content.cloneNode(
				true
			) as DocumentFragment;
			content
				.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' )
				.forEach( ( link ) => styles.push( settled( link ) ) );
			template.replaceWith( content );
		} );
	return styles;
}

/**
 * Runs an inert script in its place.
 *
 * @param inert The printed `<script type="text/plain">`.
 * @return Resolves when it has run (a file: loaded and run, or failed).
 */
function run( inert: HTMLScriptElement ): Promise< void > {
	const script = document.createElement( 'script' );
	for ( const { name, value } of Array.from( inert.attributes ) ) {
		if ( name !== 'type' && name !== LATE_ATTRIBUTE ) {
			script.setAttribute( name, value );
		}
	}
	if ( ! inert.hasAttribute( 'src' ) ) {
		script.text = inert.text;
		inert.replaceWith( script );
		return Promise.resolve();
	}
	script.async = false;
	const done = settled( script );
	inert.replaceWith( script );
	return done;
}

/** The script files asked for so far. */
const hinted = new Set< string >();

/**
 * Asks for an inert script's file (a preload hint), once.
 *
 * @param script The printed `<script type="text/plain">`.
 */
function hintFile( script: HTMLScriptElement ): void {
	const src = script.getAttribute( 'src' );
	if ( src && ! hinted.has( src ) ) {
		hinted.add( src );
		const hint = document.createElement( 'link' );
		hint.rel = 'preload';
		hint.as = 'script';
		hint.href = src;
		document.head.appendChild( hint );
	}
}

/**
 * While the page is parsed, asks for each inert script's file as soon as the parser has read it,
 * as the browser would for a script it may run (for a visitor who sees the skeleton: there the
 * app is the first paint).
 *
 * @return Stops watching.
 */
function hintWhileParsing(): () => void {
	const selector = `script[type="text/plain"][${ LATE_ATTRIBUTE }]`;
	const observer = new MutationObserver( ( records ) => {
		for ( const record of records ) {
			record.addedNodes.forEach( ( node ) => {
				if (
					node instanceof HTMLScriptElement &&
					node.matches( selector )
				) {
					hintFile( node );
				}
			} );
		}
	} );
	observer.observe( document.documentElement, {
		childList: true,
		subtree: true,
	} );
	return () => observer.disconnect();
}

/**
 * Wakes every inert element of the page.
 */
export function wakeLate(): void {
	const styles = wakeTemplates();
	const scripts = Array.from(
		document.querySelectorAll< HTMLScriptElement >(
			`script[type="text/plain"][${ LATE_ATTRIBUTE }]`
		)
	);
	scripts.forEach( hintFile );
	scripts.reduce< Promise< void > >(
		( previous, script ) => previous.then( () => run( script ) ),
		Promise.all( styles ).then( () => undefined )
	);
}

/**
 * Calls back once, after the page's next frame has been painted.
 *
 * @param callback What to call.
 */
function afterNextPaint( callback: () => void ): void {
	window.requestAnimationFrame( () => window.setTimeout( callback, 0 ) );
}

/**
 * Calls back once the document has been parsed (the inert elements are all there).
 *
 * @param callback What to call.
 */
function whenParsed( callback: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', callback, {
			once: true,
		} );
	} else {
		callback();
	}
}

/**
 * Schedules the waking for the visitor's first view.
 *
 * @param fit    The head's script's decision for this visitor.
 * @param atOnce What to do first when the skeleton shows, once the page has been parsed (the
 *               signed-in first screen's calls, first-calls.ts); a failure there never keeps the
 *               files asleep.
 */
export function scheduleLate(
	fit: FirstViewFit,
	atOnce: () => void = () => undefined
): void {
	let woken = false;
	const wake = () => {
		if ( ! woken ) {
			woken = true;
			wakeLate();
		}
	};
	const stopHinting =
		fit === 'skeleton' && document.readyState === 'loading'
			? hintWhileParsing()
			: () => undefined;
	whenParsed( () => {
		stopHinting();
		if ( fit === 'skeleton' ) {
			try {
				atOnce();
			} finally {
				wake();
			}
			return;
		}
		window.setTimeout( wake, LATEST_MS );
		// The first frame lays the page out, which asks for its fonts; then wait for them and for
		// the frame that paints the text in them.
		afterNextPaint( () => {
			const fonts = document.fonts?.ready ?? Promise.resolve();
			fonts.then( () => afterNextPaint( wake ), wake );
		} );
	} );
}
