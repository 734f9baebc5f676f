/**
 * The head's script's second task: on a page with the area, the server prints the plugin's files
 * inert (includes/Frontend/FirstPaint.php): its scripts, and the WordPress packages only they need,
 * as `<script type="text/plain" data-customer-area-late>`; its stylesheet and the first chunks'
 * preload hints inside `<template data-customer-area-late>`. The browser fetches none of them
 * until this module wakes them:
 *
 * - when the visitor sees the pre-rendered first screen, after the browser has reported the first
 *   contentful paint and the page's fonts have painted (the theme's title or the pre-rendered
 *   heading is then on screen, and the plugin's files no longer compete with the theme's for the
 *   phone's bandwidth), or `LATEST_MS` after the page has been parsed at most;
 * - when the visitor sees the skeleton (signed in, another route or language), while the page is
 *   parsed, each element as soon as the parser has read it (a `MutationObserver`), as the browser
 *   would load a stylesheet and scripts it may use at once: there the app is the first paint.
 *   The signed-in first screen's calls (`atOnce`, first-calls.ts) start first, as soon as the
 *   area's root has been read.
 *
 * Waking puts a template's elements in its place (the stylesheet, the preloads), asks for each
 * script's file (a preload hint), and runs the scripts one by one in the page's order, an inline
 * one only after the file before it has run, so WordPress's order (a package, its inline data, the
 * next package) holds. A script runs only once the stylesheets woken before it have loaded, so the
 * app's first screen never shows unstyled. See docs/architecture.md "First screens".
 */
import { appendPreload } from '../first-screen';
import type { FirstViewFit } from './first-view-fit';

/** The attribute of every inert element the server printed. */
export const LATE_ATTRIBUTE = 'data-customer-area-late';

/** The longest wait after the document has been parsed, for a page whose fonts are slow. */
export const LATEST_MS = 1000;

/** The held-back scripts and templates. */
const HELD_SCRIPT = `script[type="text/plain"][${ LATE_ATTRIBUTE }]`;
const HELD_TEMPLATE = `template[${ LATE_ATTRIBUTE }]`;

/** The entry's script element (WordPress's id for the `customer-area` handle), printed last. */
const ENTRY_ID = 'customer-area-js';

/** The root the app mounts (src/app/page-roots.ts), once its pre-rendered view has been read. */
const READ_FULL_ROOT = '[data-customer-area-root].customer-area-root--full > *';

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

/** Wakes the held-back elements in the page's order, each once. */
class Waker {
	/** The loads of the stylesheets woken so far. */
	private readonly styles: Promise< void >[] = [];

	/** The scripts' turn: each runs after the one before it. */
	private chain: Promise< void > = Promise.resolve();

	/** The elements woken or queued. */
	private readonly handled = new WeakSet< Element >();

	/** Whether the entry's script is queued. */
	private entryQueued = false;

	/**
	 * @param atOnce What runs before the first script is queued, once.
	 */
	constructor( private atOnce: ( () => void ) | null = null ) {}

	/**
	 * Asks for script files at once (preload hints), before the parser has read their elements.
	 *
	 * @param urls The files' URLs, as the elements will name them.
	 */
	hintFiles( urls: string[] ): void {
		urls.forEach( ( url ) => appendPreload( url, 'script' ) );
	}

	/**
	 * Wakes, in order, every held-back element the parser has read, and asks for the files of the
	 * scripts it has seen.
	 *
	 * @param parsing Whether the page is still being parsed: an element the parser may not have
	 *                finished (nothing after it yet) then waits for the next call.
	 * @return Whether the entry (the last held-back script) is queued: nothing more to wait for.
	 */
	wake( parsing: boolean ): boolean {
		const held = Array.from(
			document.querySelectorAll( `${ HELD_TEMPLATE }, ${ HELD_SCRIPT }` )
		);
		held.forEach( ( element ) => this.hint( element ) );
		if ( parsing && document.querySelector( READ_FULL_ROOT ) ) {
			this.runAtOnce();
		}
		for ( const element of held ) {
			if ( this.handled.has( element ) ) {
				continue;
			}
			if ( parsing && element.nextSibling === null ) {
				return false;
			}
			this.handled.add( element );
			if ( element instanceof HTMLTemplateElement ) {
				this.wakeTemplate( element );
			} else {
				this.runAtOnce();
				this.queue( element as HTMLScriptElement );
				this.entryQueued ||= element.id === ENTRY_ID;
			}
		}
		return this.entryQueued;
	}

	/** Runs `atOnce`, once; a failure there never keeps the files asleep. */
	private runAtOnce(): void {
		const atOnce = this.atOnce;
		this.atOnce = null;
		try {
			atOnce?.();
		} catch {
			// The screen then asks for its data itself.
		}
	}

	/**
	 * Asks for a held-back script's file (a preload hint), once: `appendPreload` adds no second
	 * hint for a file the head already asked for.
	 *
	 * @param element A held-back element.
	 */
	private hint( element: Element ): void {
		const src =
			element instanceof HTMLScriptElement
				? element.getAttribute( 'src' )
				: null;
		if ( src ) {
			appendPreload( src, 'script' );
		}
	}

	/**
	 * Puts a template's elements in its place.
	 *
	 * @param template The held-back template.
	 */
	private wakeTemplate( template: HTMLTemplateElement ): void {
		const content = template.content.cloneNode( true ) as DocumentFragment;
		content
			.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' )
			.forEach( ( link ) => this.styles.push( settled( link ) ) );
		template.replaceWith( content );
	}

	/**
	 * Runs a script after the ones before it and the stylesheets woken so far.
	 *
	 * @param script The held-back script.
	 */
	private queue( script: HTMLScriptElement ): void {
		this.chain = this.chain
			.then( () => Promise.all( this.styles ) )
			.then( () => run( script ) );
	}
}

/**
 * Wakes every held-back element of the page at once.
 */
export function wakeLate(): void {
	new Waker().wake( false );
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
 * Calls back once the browser has reported the page's first contentful paint (a text painted in
 * a fallback font counts), or after the next frame where the browser reports no paints.
 *
 * @param callback What to call.
 */
function afterFirstContentfulPaint( callback: () => void ): void {
	if (
		typeof PerformanceObserver === 'undefined' ||
		! PerformanceObserver.supportedEntryTypes?.includes( 'paint' )
	) {
		afterNextPaint( callback );
		return;
	}
	const observer = new PerformanceObserver( ( list ) => {
		if ( list.getEntriesByName( 'first-contentful-paint' ).length > 0 ) {
			observer.disconnect();
			callback();
		}
	} );
	observer.observe( { type: 'paint', buffered: true } );
}

/**
 * Calls back once the document has been parsed (the held-back elements are all there).
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
 * @param atOnce When the skeleton shows: what runs as soon as the area's root has been read,
 *               before any script (the signed-in first screen's calls, first-calls.ts).
 * @param files  When the skeleton shows: the entry's and its packages' files, asked for at once.
 */
export function scheduleLate(
	fit: FirstViewFit,
	atOnce: () => void = () => undefined,
	files: string[] = []
): void {
	if ( fit === 'skeleton' ) {
		const waker = new Waker( atOnce );
		waker.hintFiles( files );
		// Watches the parser until the entry is queued, not the app's own rendering after it.
		const observer = new MutationObserver( () => {
			if ( waker.wake( true ) ) {
				observer.disconnect();
			}
		} );
		observer.observe( document.documentElement, {
			childList: true,
			subtree: true,
		} );
		whenParsed( () => {
			observer.disconnect();
			waker.wake( false );
		} );
		return;
	}
	let woken = false;
	const wake = () => {
		if ( ! woken ) {
			woken = true;
			wakeLate();
		}
	};
	whenParsed( () => {
		window.setTimeout( wake, LATEST_MS );
		// The first contentful paint is out (its layout has asked for the page's fonts); then wait
		// for the fonts and for the frame that paints the text in them.
		afterFirstContentfulPaint( () => {
			const fonts = document.fonts?.ready ?? Promise.resolve();
			fonts.then( () => afterNextPaint( wake ), wake );
		} );
	} );
}
