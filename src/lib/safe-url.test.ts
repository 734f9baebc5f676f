/**
 * The URL guards against hostile input: redirects stay on the site, links from data are http(s)
 * only (plain http only to loopback, and in production builds only on a loopback API base's own
 * origin), and the verify-email page requests nothing outside the API's verification path.
 */
import fc from 'fast-check';
import {
	allowedVerificationUrl,
	currentLinkPolicy,
	safeExternalHref,
	sameSiteUrl,
	type LinkPolicy,
} from './safe-url';

const SITE = 'https://broker.example';
const API = 'https://api.example';

describe( 'sameSiteUrl', () => {
	it.each( [
		[ '/offers/', 'https://broker.example/offers/' ],
		[ 'offers/secret', 'https://broker.example/offers/secret' ],
		[ '#/dashboard', 'https://broker.example/#/dashboard' ],
		[ '/a/../b?x=1#h', 'https://broker.example/b?x=1#h' ],
		[
			'https://broker.example/customer-area/#/',
			'https://broker.example/customer-area/#/',
		],
		[ '  /padded/  ', 'https://broker.example/padded/' ],
	] )( 'accepts the same-site target %p', ( target, expected ) => {
		expect( sameSiteUrl( target, SITE ) ).toBe( expected );
	} );

	it.each( [
		'//evil.example',
		'//evil.example/path',
		'https://evil.example',
		'http://broker.example/',
		'https://broker.example.evil.example/',
		'https://broker.example:8443/',
		'javascript:alert(1)',
		'JavaScript:alert(1)',
		' javascript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'vbscript:msgbox(1)',
		'/\\evil.example',
		'\\\\evil.example',
		'https://broker.example@evil.example',
		'https://user:pass@broker.example/',
		'',
		'   ',
	] )( 'refuses the hostile target %p', ( target ) => {
		expect( sameSiteUrl( target, SITE ) ).toBeNull();
	} );

	it( 'refuses everything when the site origin is not a URL', () => {
		expect( sameSiteUrl( '/offers/', '' ) ).toBeNull();
		expect( sameSiteUrl( '/offers/', 'broker.example' ) ).toBeNull();
	} );

	it( 'never returns a URL on another origin (property)', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.webUrl(),
					fc.string(),
					fc.webUrl().map( ( url ) => url.replace( /^https?:/, '' ) )
				),
				( target ) => {
					const result = sameSiteUrl( target, SITE );
					return result === null || new URL( result ).origin === SITE;
				}
			)
		);
	} );
} );

describe( 'safeExternalHref', () => {
	it.each( [
		[ 'https://files.example/doc.pdf', 'https://files.example/doc.pdf' ],
		[ 'https://www.linkedin.com/in/x', 'https://www.linkedin.com/in/x' ],
		[ 'http://localhost:8081/media/1', 'http://localhost:8081/media/1' ],
		[ 'http://127.0.0.1:8081/media/1', 'http://127.0.0.1:8081/media/1' ],
	] )( 'keeps %p', ( value, expected ) => {
		expect( safeExternalHref( value ) ).toBe( expected );
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
		expect( safeExternalHref( value ) ).toBeNull();
	} );

	it.each( [ null, undefined, 42, {}, [ 'https://files.example/' ] ] )(
		'refuses the non-string %p',
		( value ) => {
			expect( safeExternalHref( value ) ).toBeNull();
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
					const result = safeExternalHref( value );
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

describe( 'currentLinkPolicy', () => {
	afterEach( () => {
		delete window.customerAreaConfig;
	} );

	it( 'takes the API base from the page configuration; tests are not a production build', () => {
		window.customerAreaConfig = { apiBase: 'http://127.0.0.1:8081/' };
		expect( currentLinkPolicy() ).toEqual( {
			production: false,
			apiBase: 'http://127.0.0.1:8081',
		} );
	} );

	it( 'has no API base when the page has no configuration', () => {
		expect( currentLinkPolicy().apiBase ).toBe( '' );
	} );
} );

describe( 'allowedVerificationUrl', () => {
	it( 'accepts a verification link on the API origin', () => {
		const link = `${ API }/api/email/verify/12/abc123?expires=1&signature=f00`;
		expect( allowedVerificationUrl( link, API ) ).toBe( link );
	} );

	it( 'accepts it below an API base with a path', () => {
		const link = 'https://host.example/backend/api/email/verify/1/h';
		expect(
			allowedVerificationUrl( link, 'https://host.example/backend/' )
		).toBe( link );
		expect(
			allowedVerificationUrl(
				'https://host.example/api/email/verify/1/h',
				'https://host.example/backend'
			)
		).toBeNull();
	} );

	it.each( [
		// other origins and look-alikes
		'https://evil.example/api/email/verify/1/h',
		'http://api.example/api/email/verify/1/h',
		'https://api.example:444/api/email/verify/1/h',
		'https://api.example.evil.example/api/email/verify/1/h',
		// protocol-relative and relative
		'//api.example/api/email/verify/1/h',
		'//evil.example/api/email/verify/1/h',
		'/api/email/verify/1/h',
		'api/email/verify/1/h',
		// user info tricks
		'https://api.example@evil.example/api/email/verify/1',
		'https://user:pw@api.example/api/email/verify/1',
		// backslash tricks
		'https://api.example\\@evil.example/api/email/verify/1',
		'https:\\\\evil.example/api/email/verify/1',
		// other paths and traversal
		'https://api.example/api/user',
		'https://api.example/api/email/verify/',
		'https://api.example/api/email/verify',
		'https://api.example/api/email/verify/../../user',
		'https://api.example/api/email/verify/%2e%2e/%2e%2e/user',
		'https://api.example/api/email/verifyX/1',
		'https://api.example/other/api/email/verify/1',
		// other schemes
		'javascript:alert(1)//https://api.example/api/email/verify/1',
		'data:text/html,https://api.example/api/email/verify/1',
		'',
	] )( 'refuses %p', ( value ) => {
		expect( allowedVerificationUrl( value, API ) ).toBeNull();
	} );

	it( 'refuses a missing value', () => {
		expect( allowedVerificationUrl( null, API ) ).toBeNull();
		expect( allowedVerificationUrl( undefined, API ) ).toBeNull();
	} );

	it( 'never accepts a URL outside the API origin and verification path (property)', () => {
		const prefix = `${ API }/api/email/verify/`;
		fc.assert(
			fc.property(
				fc.oneof(
					fc.webUrl(),
					fc.string(),
					// Hostile shapes built around the real prefix.
					fc
						.tuple(
							fc.constantFrom(
								'https://',
								'http://',
								'//',
								'https:/',
								'https:\\\\',
								''
							),
							fc.constantFrom(
								'api.example',
								'evil.example',
								'api.example@evil.example',
								'evil.example@api.example',
								'api.example.evil.example',
								'api.example:8443'
							),
							fc.constantFrom(
								'/api/email/verify/',
								'/api/email/verify/../',
								'/api/email/verify/%2e%2e/',
								'/api/',
								'/'
							),
							fc.string()
						)
						.map( ( parts ) => parts.join( '' ) )
				),
				( value ) => {
					const result = allowedVerificationUrl( value, API );
					if ( result === null ) {
						return true;
					}
					const url = new URL( result );
					return (
						url.origin === API &&
						url.username === '' &&
						url.password === '' &&
						result.startsWith( prefix ) &&
						url.pathname.startsWith( '/api/email/verify/' ) &&
						url.pathname.length > '/api/email/verify/'.length
					);
				}
			),
			{ numRuns: 2000 }
		);
	} );
} );
