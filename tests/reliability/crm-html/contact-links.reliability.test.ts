/**
 * Hostile `mailto:` and `tel:` links from the CRM against the strict rule (docs/behaviour.md "Safe
 * links and CRM HTML", src/lib/contact-links.ts): a link keeps its target only for one plain
 * address with nothing after it, or one plain number. Each case goes through the sanitizer (a CRM
 * link with that target: refused, it loses its `href` and keeps its text) and through the
 * predicate the sanitizer uses, which refuses and never rewrites. Plain links keep their target
 * exactly.
 */
import { sanitizeHtml } from '../../../src/components/sanitized-html';
import {
	isPlainMailtoHref,
	isPlainTelHref,
} from '../../../src/lib/contact-links';

/** Hostile targets, by the trick they try; written as they stand in the CRM's HTML attribute. */
const HOSTILE: Array< [ string, string ] > = [
	// Extra headers.
	[ 'bcc header', 'mailto:info@broker.example?bcc=all@evil.example' ],
	[ 'body header', 'mailto:info@broker.example?body=Please%20wire%20money' ],
	[ 'cc header', 'mailto:info@broker.example?cc=all@evil.example' ],
	[
		'subject and bcc',
		'mailto:info@broker.example?subject=Hi&bcc=x@evil.example',
	],
	[ 'empty query', 'mailto:info@broker.example?' ],
	[
		'query with a leading &',
		'mailto:info@broker.example?&bcc=x@evil.example',
	],
	[ 'only headers', 'mailto:?to=info@broker.example&bcc=x@evil.example' ],
	[
		'encoded CRLF and a header',
		'mailto:info@broker.example%0d%0aBcc:all@evil.example',
	],
	[
		'encoded LF and a header',
		'mailto:info@broker.example%0ABcc:all@evil.example',
	],
	[
		'CRLF as character references',
		'mailto:info@broker.example&#13;&#10;Bcc:all@evil.example',
	],
	[
		'question mark as a character reference',
		'mailto:info@broker.example&#x3f;bcc=x@evil.example',
	],
	[
		'question mark as a named reference',
		'mailto:info@broker.example&quest;bcc=x@evil.example',
	],
	[ 'fragment', 'mailto:info@broker.example#x' ],
	// Several addresses.
	[ 'two addresses, comma', 'mailto:info@broker.example,all@evil.example' ],
	[
		'two addresses, semicolon',
		'mailto:info@broker.example;all@evil.example',
	],
	[ 'two addresses, space', 'mailto:info@broker.example all@evil.example' ],
	[
		'two addresses, encoded comma',
		'mailto:info@broker.example%2Call@evil.example',
	],
	// Encoded and invisible characters, odd shapes.
	[ 'encoded letter', 'mailto:%69nfo@broker.example' ],
	[ 'encoded at sign', 'mailto:info%40broker.example' ],
	[ 'quoted local part', 'mailto:"info@broker"@evil.example' ],
	[ 'angle brackets', 'mailto:<info@broker.example>' ],
	[ 'zero-width space', 'mailto:info@broker\u200b.example' ],
	[ 'right-to-left override', 'mailto:info@\u202eelpmaxe.rekorb' ],
	[ 'path after the address', 'mailto:info@broker.example/..' ],
	[ 'slashes after the scheme', 'mailto://info@broker.example' ],
	[ 'space in the address', 'mailto:info @broker.example' ],
	[ 'no address', 'mailto:' ],
	[ 'no domain', 'mailto:info@' ],
	[ 'no top-level domain', 'mailto:info@broker' ],
	// Scheme case and spelling tricks.
	[
		'upper-case scheme with bcc',
		'MAILTO:info@broker.example?bcc=x@evil.example',
	],
	[
		'mixed-case scheme with CRLF',
		'MaIlTo:info@broker.example%0d%0aBcc:x@evil.example',
	],
	[
		'tab inside the scheme',
		'mail&#9;to:info@broker.example?bcc=x@evil.example',
	],
	[
		'newline inside the scheme',
		'mai&#10;lto:info@broker.example?bcc=x@evil.example',
	],
	[
		'scheme as character references',
		'&#109;ailto:info@broker.example?bcc=x@evil.example',
	],
	// Extensions, pauses and dial codes in numbers.
	[ 'extension parameter', 'tel:0301234;ext=99' ],
	[ 'phone-context parameter', 'tel:+49301234;phone-context=evil.example' ],
	[ 'pause (comma)', 'tel:+49301234,1234' ],
	[ 'pause (p)', 'tel:+49301234p1234' ],
	[ 'wait (w)', 'tel:+49301234w99' ],
	[ 'call-forwarding code', 'tel:*21*0900123456#' ],
	[ 'encoded call-forwarding code', 'tel:%2A21%2A0900123456%23' ],
	[ 'hash code', 'tel:#31#0301234' ],
	[ 'fragment', 'tel:0301234#x' ],
	[ 'query', 'tel:+49301234?body=x' ],
	// Letters and other digits.
	[ 'letters', 'tel:0800-FLOWERS' ],
	[ 'written extension', 'tel:+49 30 1234 x 99' ],
	[ 'Arabic-Indic digits', 'tel:+٤٩٣٠١٢٣٤' ],
	[ 'fullwidth digits and plus', 'tel:＋４９３０１２３４' ],
	[ 'encoded spaces', 'tel:+49%2030%201234' ],
	[ 'right-to-left override', 'tel:+49\u202e4321' ],
	[ 'another scheme inside', 'tel:javascript:alert(1)' ],
	[ 'no number', 'tel:' ],
	[ 'two digits', 'tel:12' ],
	[ 'upper-case scheme with an extension', 'TEL:0301234;ext=99' ],
];

/** Plain targets: kept exactly. */
const PLAIN: Array< [ string, string ] > = [
	[ 'plain address', 'mailto:info@broker.example' ],
	[ 'upper-case scheme', 'MAILTO:info@broker.example' ],
	[ 'long address', 'mailto:maria.makler@musterimmobilien-hamburg.example' ],
	[
		'plus address, subdomain',
		'mailto:first.last+offers@mail.broker.example',
	],
	[ 'international number', 'tel:+49301234' ],
	[ 'number with spaces', 'tel:+49 30 5550100' ],
	[ 'number with slash and hyphen', 'tel:030/123-456' ],
	[ 'number with parentheses', 'tel:(030) 1234567' ],
	[ 'number with dots, capitalised scheme', 'Tel:+49.30.1234' ],
];

/**
 * The CRM link with `href` after the sanitizer.
 *
 * @param href The target as it stands in the attribute.
 */
function sanitizedLink( href: string ): HTMLAnchorElement {
	const root = document.createElement( 'div' );
	root.innerHTML = sanitizeHtml(
		`<p><a href="${ href.replace( /"/g, '&quot;' ) }">Contact</a></p>`
	);
	const link = root.querySelector( 'a' );
	if ( ! link ) {
		throw new Error( 'the link itself was removed' );
	}
	return link;
}

/**
 * The target as the browser reads the attribute (character references decoded).
 *
 * @param href The target as it stands in the attribute.
 */
function attributeValue( href: string ): string {
	const probe = document.createElement( 'div' );
	probe.innerHTML = `<a href="${ href.replace( /"/g, '&quot;' ) }"></a>`;
	return probe.querySelector( 'a' )?.getAttribute( 'href' ) ?? '';
}

describe( `hostile mailto: and tel: links from the CRM: ${ HOSTILE.length } targets`, () => {
	it.each( HOSTILE )(
		'%s (%s): the sanitizer drops the target and keeps the text',
		( _trick, href ) => {
			const link = sanitizedLink( href );
			expect( link.hasAttribute( 'href' ) ).toBe( false );
			expect( link ).toHaveTextContent( 'Contact' );
		}
	);

	it.each( HOSTILE )(
		'%s (%s): the predicate refuses it',
		( _trick, href ) => {
			const value = attributeValue( href ).trim();
			expect(
				isPlainMailtoHref( value ) || isPlainTelHref( value )
			).toBe( false );
		}
	);
} );

describe( `plain mailto: and tel: links: ${ PLAIN.length } targets`, () => {
	it.each( PLAIN )( '%s (%s) keeps its target exactly', ( _case, href ) => {
		expect( sanitizedLink( href ).getAttribute( 'href' ) ).toBe( href );
		expect( isPlainMailtoHref( href ) || isPlainTelHref( href ) ).toBe(
			true
		);
	} );
} );
