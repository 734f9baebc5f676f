/**
 * The URL guards against hostile input: redirects stay on the site, and the verify-email page
 * requests nothing outside the API's verification path. The link rule has its own file
 * (safe-external-href.test.ts).
 */
import fc from 'fast-check';
import { allowedVerificationUrl, sameSiteUrl } from './safe-url';

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
