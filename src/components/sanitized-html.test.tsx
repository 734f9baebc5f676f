/**
 * HTML from the CRM reaches the DOM only through DOMPurify's allowlist (docs/behaviour.md
 * "Safe links and CRM HTML").
 */
import { render } from '@testing-library/react';
import { SanitizedHtml, sanitizeHtml } from './sanitized-html';

describe( 'SanitizedHtml', () => {
	it( 'keeps the formatting a description uses', () => {
		const { container } = render(
			<SanitizedHtml html="<p>Bright <strong>flat</strong></p><ul><li>Balcony</li></ul>" />
		);
		expect( container.querySelector( 'strong' ) ).toHaveTextContent(
			'flat'
		);
		expect( container.querySelector( 'li' ) ).toHaveTextContent(
			'Balcony'
		);
	} );

	it.each( [
		'<img src=x onerror="window.__pwned=1">',
		'<script>window.__pwned=1</script>',
		'<a href="javascript:window.__pwned=1">x</a>',
		'<a href="data:text/html,<script>alert(1)</script>">x</a>',
		'<iframe src="https://evil.example"></iframe>',
		'<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
		'<svg><script>alert(1)</script></svg>',
		'<form action="https://evil.example"><input name="password"></form>',
	] )( 'removes hostile markup: %s', ( hostile ) => {
		const clean = sanitizeHtml( hostile );
		expect( clean ).not.toMatch(
			/<script|onerror|onclick|javascript:|data:|<iframe|<form|<input|style=|<svg|<img/i
		);
		const { container } = render( <SanitizedHtml html={ hostile } /> );
		expect( ( window as { __pwned?: number } ).__pwned ).toBeUndefined();
		container.querySelectorAll( 'a' ).forEach( ( link ) => {
			expect( link.getAttribute( 'href' ) ?? '' ).not.toMatch(
				/^(javascript|data):/i
			);
		} );
	} );

	it( 'opens links in a new tab without opener or referrer', () => {
		const { container } = render(
			<SanitizedHtml html='<a href="https://broker.example/expose">Exposé</a>' />
		);
		const link = container.querySelector( 'a' );
		expect( link ).toHaveAttribute(
			'href',
			'https://broker.example/expose'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	} );

	it.each( [
		[ 'http://evil.example/x', null ],
		[ 'ftp://files.example/x', null ],
		[ '//evil.example/x', null ],
		[ 'https://user:pw@evil.example/', null ],
		[ 'http://localhost:8080/x', 'http://localhost:8080/x' ],
		[ 'http://127.0.0.1/x', 'http://127.0.0.1/x' ],
		[ 'https://broker.example/x', 'https://broker.example/x' ],
		[ 'mailto:info@broker.example', 'mailto:info@broker.example' ],
		[ 'tel:+49301234', 'tel:+49301234' ],
	] )( 'a link to %s keeps href %p', ( href, expected ) => {
		const { container } = render(
			<SanitizedHtml html={ `<a href="${ href }">Link</a>` } />
		);
		const link = container.querySelector( 'a' );
		expect( link ).toHaveTextContent( 'Link' );
		expect( link?.getAttribute( 'href' ) ?? null ).toBe( expected );
	} );

	// One of each kind; tests/reliability/crm-html/contact-links.reliability.test.ts sweeps many.
	it.each( [
		[
			'an extra header',
			'mailto:info@broker.example?bcc=all@evil.example',
		],
		[ 'a body', 'mailto:info@broker.example?body=Hello' ],
		[
			'an encoded CRLF',
			'mailto:info@broker.example%0d%0aBcc:x@evil.example',
		],
		[ 'several addresses', 'mailto:info@broker.example,all@evil.example' ],
		[ 'an encoded character', 'mailto:%69nfo@broker.example' ],
		[
			'a scheme in capitals',
			'MAILTO:info@broker.example?bcc=x@evil.example',
		],
		[ 'an extension', 'tel:0301234;ext=99' ],
		[ 'letters in the number', 'tel:0800-FLOWERS' ],
		[ 'a dial code', 'tel:*21*0900123456#' ],
	] )(
		'a mailto: or tel: link with %s loses its target and keeps its text',
		( _case, href ) => {
			const { container } = render(
				<SanitizedHtml html={ `<a href="${ href }">Write to us</a>` } />
			);
			const link = container.querySelector( 'a' );
			expect( link ).toHaveTextContent( 'Write to us' );
			expect( link ).not.toHaveAttribute( 'href' );
		}
	);

	it( 'renders nothing for an answer that is not a string', () => {
		const { container } = render(
			<SanitizedHtml html={ { evil: true } } />
		);
		expect( container.firstChild ).toBeEmptyDOMElement();
	} );
} );
