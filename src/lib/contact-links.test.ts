/**
 * The strict `mailto:` and `tel:` helpers: a plain address or number gets a link, anything else
 * is refused and never rewritten into another target.
 */
import {
	isPlainEmail,
	isPlainMailtoHref,
	isPlainTelephone,
	isPlainTelHref,
	mailtoHref,
	plainEmail,
	telHref,
} from './contact-links';

describe( 'e-mail links', () => {
	it( 'link a plain address, with an encoded subject', () => {
		expect( plainEmail( ' maria.makler@example.com ' ) ).toBe(
			'maria.makler@example.com'
		);
		expect( mailtoHref( 'maria.makler@example.com' ) ).toBe(
			'mailto:maria.makler@example.com'
		);
		expect(
			mailtoHref( 'maria.makler@example.com', 'Termin: Haus & Garten?' )
		).toBe(
			'mailto:maria.makler@example.com?subject=Termin%3A%20Haus%20%26%20Garten%3F'
		);
	} );

	it.each( [
		'info@broker.example?bcc=x@evil.example',
		'info@broker.example,x@evil.example',
		'info@broker.example x@evil.example',
		'%69nfo@broker.example',
		'info@broker',
		'info@.example',
		'<info@broker.example>',
		'info@broker\u200b.example',
		'',
	] )( 'refuse %p', ( address ) => {
		expect( isPlainEmail( address ) ).toBe( false );
		expect( plainEmail( address ) ).toBe( '' );
		expect( mailtoHref( address, 'Hello' ) ).toBe( '' );
	} );

	it( 'judge a mailto: target as a whole, the scheme in any case', () => {
		expect( isPlainMailtoHref( 'mailto:info@broker.example' ) ).toBe(
			true
		);
		expect( isPlainMailtoHref( 'MailTo:info@broker.example' ) ).toBe(
			true
		);
		expect( isPlainMailtoHref( 'mailto:info@broker.example?' ) ).toBe(
			false
		);
		expect(
			isPlainMailtoHref(
				'mailto:info@broker.example\nBcc:x@evil.example'
			)
		).toBe( false );
		expect( isPlainMailtoHref( 'info@broker.example' ) ).toBe( false );
	} );
} );

describe( 'telephone links', () => {
	it.each( [
		[ '+49 30 5550100', 'tel:+49305550100' ],
		[ '030/123-456', 'tel:030123456' ],
		[ '(030) 1234567', 'tel:0301234567' ],
		[ ' +49.30.1234 ', 'tel:+49301234' ],
	] )( 'link the plain number %p as %p', ( number, href ) => {
		expect( telHref( number ) ).toBe( href );
	} );

	it.each( [
		// Was linked as tel:030123499, another number than the one written.
		'0301234;ext=99',
		'+49 30 1234 x 99',
		'0800-FLOWERS',
		'*21*0900123456#',
		'+49301234,1234',
		'+٤٩٣٠١٢٣٤',
		'12',
		'',
		'-',
	] )( 'refuse %p instead of rewriting it', ( number ) => {
		expect( isPlainTelephone( number ) ).toBe( false );
		expect( telHref( number ) ).toBe( '' );
	} );

	it( 'judge a tel: target as a whole, the scheme in any case', () => {
		expect( isPlainTelHref( 'tel:+49 30 5550100' ) ).toBe( true );
		expect( isPlainTelHref( 'TEL:+49301234' ) ).toBe( true );
		expect( isPlainTelHref( 'tel:+49301234;ext=1' ) ).toBe( false );
		expect( isPlainTelHref( '+49301234' ) ).toBe( false );
	} );
} );
