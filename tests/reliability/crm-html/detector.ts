/**
 * The detector of the CRM HTML suite (see crm-html.reliability.test.ts): inserts HTML into the test
 * document, fires every common event at every element, and lists what is wrong with a tree.
 */
import { SANITIZER_TAGS } from '@test-support/sanitizer-output';

const ALLOWED_ATTRIBUTES = new Set( [ 'href', 'title', 'target', 'rel' ] );
const LOOPBACK = new Set( [ 'localhost', '127.0.0.1', '[::1]' ] );

/** Events every element receives after insertion. */
const EVENTS = [
	'click',
	'dblclick',
	'auxclick',
	'contextmenu',
	'mousedown',
	'mouseup',
	'mouseover',
	'mouseenter',
	'mousemove',
	'pointerdown',
	'pointerover',
	'focus',
	'focusin',
	'blur',
	'keydown',
	'keypress',
	'input',
	'change',
	'submit',
	'load',
	'error',
	'toggle',
	'animationstart',
	'animationend',
	'transitionend',
	'scroll',
	'wheel',
	'copy',
	'paste',
	'beforeprint',
];

/**
 * What is wrong with a sanitized tree: one line per finding, empty when nothing is.
 *
 * @param root The element holding the sanitized HTML.
 */
export function findings( root: Element ): string[] {
	const found: string[] = [];
	for ( const element of Array.from( root.querySelectorAll( '*' ) ) ) {
		if ( ! SANITIZER_TAGS.has( element.tagName ) ) {
			found.push( `element <${ element.tagName.toLowerCase() }>` );
		}
		for ( const attribute of Array.from( element.attributes ) ) {
			// DOMPurify empties an `is` attribute instead of removing it (some browsers cannot
			// remove it); an empty `is` names no custom element and does nothing.
			const voidedIs = attribute.name === 'is' && attribute.value === '';
			if ( ! ALLOWED_ATTRIBUTES.has( attribute.name ) && ! voidedIs ) {
				found.push(
					`attribute ${ attribute.name } on <${ element.tagName.toLowerCase() }>`
				);
			}
		}
		const href = element.getAttribute( 'href' );
		if ( href !== null && ! safeHref( href ) ) {
			found.push( `href ${ JSON.stringify( href ) }` );
		}
		if ( element.tagName === 'A' ) {
			if ( element.getAttribute( 'target' ) !== '_blank' ) {
				found.push( 'a link without target="_blank"' );
			}
			if ( element.getAttribute( 'rel' ) !== 'noopener noreferrer' ) {
				found.push( 'a link without rel="noopener noreferrer"' );
			}
		}
	}
	return found;
}

/**
 * Whether a link target left in the output is one the rule allows.
 *
 * @param href The attribute value.
 */
function safeHref( href: string ): boolean {
	let url: URL;
	try {
		url = new URL( href );
	} catch {
		return false;
	}
	// One plain address or number and nothing after it (docs/behaviour.md "Safe links and CRM HTML").
	if ( url.protocol === 'mailto:' ) {
		return /^mailto:[^\s?#%,;&@<>"'/]+@[^\s?#%,;&@<>"'/]+\.[^\s?#%,;&@<>"'/]+$/i.test(
			href
		);
	}
	if ( url.protocol === 'tel:' ) {
		return /^tel:\+?\(?[0-9][0-9 ./()-]*$/i.test( href );
	}
	if ( url.username !== '' || url.password !== '' ) {
		return false;
	}
	return (
		url.protocol === 'https:' ||
		( url.protocol === 'http:' && LOOPBACK.has( url.hostname ) )
	);
}

/**
 * Fires every common event at every element below the root.
 *
 * @param root The element holding the HTML.
 */
function provoke( root: Element ): void {
	for ( const element of [
		root,
		...Array.from( root.querySelectorAll( '*' ) ),
	] ) {
		for ( const type of EVENTS ) {
			element.dispatchEvent( new Event( type, { bubbles: true } ) );
		}
	}
}

/**
 * Inserts HTML into a fresh element of the test document and provokes it.
 *
 * @param html HTML to insert.
 */
export function insert( html: string ): HTMLElement {
	const root = document.createElement( 'div' );
	document.body.append( root );
	root.innerHTML = html;
	provoke( root );
	return root;
}
