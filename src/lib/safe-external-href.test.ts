/**
 * The rule for links from data against hostile input: `https:` anywhere, plain `http:` only to
 * loopback, and in production builds only on a loopback API base's own origin; `javascript:`,
 * `data:` and the like never pass.
 */
import fc from 'fast-check';
import { safeExternalHref, type LinkPolicy } from './safe-url';

/** A development build's policy (the one tests run with: not a production build). */
const DEVELOPMENT: LinkPolicy = { production: false, apiBase: '' };

describe( 'safeExternalHref', () => {
	it.each( [
		[ 'https://files.example/doc.pdf', 'https://files.example/doc.pdf' ],
		[ 'https://www.linkedin.com/in/x', 'https://www.linkedin.com/in/x' ],
		[ 'http://localhost:8081/media/1', 'http://localhost:8081/media/1' ],
		[ 'http://127.0.0.1:8081/media/1', 'http://127.0.0.1:8081/media/1' ],
	] )( 'keeps %p', ( value, expected ) => {
		expect( safeExternalHref( value, DEVELOPMENT ) ).toBe( expected );
	} );

	it.each( [
		'http://files.example/doc.pdf',
		'http://localhost.evil.example/',
		'javascript:alert(1)',
		'JAVASCRIPT:alert(1)',
		'\tjavascript:alert(1)',
		'java\nscript:alert(1)',
		'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
		'vbscript:msgbox(1)',
		'file:///etc/passwd',
		'ftp://files.example/',
		'//files.example/doc.pdf',
		'/relative/path',
		'https://user:secret@files.example/',
		'',
	] )( 'refuses %p', ( value ) => {
		expect( safeExternalHref( value, DEVELOPMENT ) ).toBeNull();
	} );

	it.each( [ null, undefined, 42, {}, [ 'https://files.example/' ] ] )(
		'refuses the non-string %p',
		( value ) => {
			expect( safeExternalHref( value, DEVELOPMENT ) ).toBeNull();
		}
	);

	it( 'only ever returns https: or local http: URLs (property)', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.webUrl( { validSchemes: [ 'http', 'https' ] } ),
					fc.string(),
					fc
						.constantFrom(
							'javascript:',
							'data:',
							'vbscript:',
							'file:'
						)
						.chain( ( scheme ) =>
							fc.string().map( ( rest ) => scheme + rest )
						)
				),
				( value ) => {
					const result = safeExternalHref( value, DEVELOPMENT );
					if ( result === null ) {
						return true;
					}
					const url = new URL( result );
					return (
						url.protocol === 'https:' ||
						( url.protocol === 'http:' &&
							[ 'localhost', '127.0.0.1', '[::1]' ].includes(
								url.hostname
							) )
					);
				}
			)
		);
	} );
} );

describe( 'safeExternalHref in production builds', () => {
	const LOOPBACK_API = 'http://127.0.0.1:8081';
	const production = ( apiBase: string ): LinkPolicy => ( {
		production: true,
		apiBase,
	} );

	describe( 'with a loopback API base (a development setup such as the sandbox)', () => {
		it.each( [
			[
				'http://127.0.0.1:8081/media/documents/1.pdf',
				'http://127.0.0.1:8081/media/documents/1.pdf',
			],
			[ 'http://127.0.0.1:8081', 'http://127.0.0.1:8081/' ],
		] )( "keeps %p on the API base's own origin", ( value, expected ) => {
			expect(
				safeExternalHref( value, production( LOOPBACK_API ) )
			).toBe( expected );
		} );

		it.each( [
			'http://127.0.0.1:9999/other-service',
			'http://127.0.0.1/',
			'http://localhost:8081/media/1',
			'http://[::1]:8081/media/1',
		] )( 'refuses the other loopback origin %p', ( value ) => {
			expect(
				safeExternalHref( value, production( LOOPBACK_API ) )
			).toBeNull();
		} );

		it( 'applies the same rule to a localhost base', () => {
			const policy = production( 'http://localhost:8081' );
			expect(
				safeExternalHref( 'http://localhost:8081/media/1', policy )
			).toBe( 'http://localhost:8081/media/1' );
			expect(
				safeExternalHref( 'http://127.0.0.1:8081/media/1', policy )
			).toBeNull();
		} );

		it( 'still refuses user info, other schemes and plain http elsewhere', () => {
			const policy = production( LOOPBACK_API );
			expect(
				safeExternalHref( 'http://user:pw@127.0.0.1:8081/', policy )
			).toBeNull();
			expect(
				safeExternalHref( 'javascript:alert(1)', policy )
			).toBeNull();
			expect(
				safeExternalHref( 'http://files.example/doc.pdf', policy )
			).toBeNull();
		} );
	} );

	describe( 'with an API base that is not loopback', () => {
		it.each( [
			'https://api.broker.example',
			'http://api.broker.example',
			'https://127.0.0.1.evil.example',
			'',
			'not a url',
		] )( 'refuses every plain http link under the base %p', ( apiBase ) => {
			const policy = production( apiBase );
			for ( const value of [
				'http://localhost:8081/media/1',
				'http://127.0.0.1:8081/media/1',
				'http://[::1]/',
			] ) {
				expect( safeExternalHref( value, policy ) ).toBeNull();
			}
		} );

		it( 'keeps https links', () => {
			expect(
				safeExternalHref(
					'https://files.example/doc.pdf',
					production( 'https://api.broker.example' )
				)
			).toBe( 'https://files.example/doc.pdf' );
		} );

		it( 'never returns a plain http URL (property)', () => {
			fc.assert(
				fc.property(
					fc.oneof(
						fc.webUrl( { validSchemes: [ 'http', 'https' ] } ),
						fc
							.constantFrom( 'localhost', '127.0.0.1', '[::1]' )
							.chain( ( host ) =>
								fc
									.integer( { min: 1, max: 65535 } )
									.map(
										( port ) =>
											`http://${ host }:${ port }/x`
									)
							)
					),
					( value ) => {
						const result = safeExternalHref(
							value,
							production( 'https://api.broker.example' )
						);
						return (
							result === null ||
							new URL( result ).protocol === 'https:'
						);
					}
				)
			);
		} );
	} );

	it( 'in development builds keeps plain http to any loopback port', () => {
		const development: LinkPolicy = {
			production: false,
			apiBase: 'https://api.broker.example',
		};
		expect(
			safeExternalHref( 'http://127.0.0.1:9999/x', development )
		).toBe( 'http://127.0.0.1:9999/x' );
		expect(
			safeExternalHref( 'http://files.example/x', development )
		).toBeNull();
	} );
} );
