/**
 * Hostile download and external links (download_url, social links) against the link rule in both
 * build modes: `https:` anywhere; plain `http:` only to loopback, and in production builds only on
 * a loopback API base's own origin; nothing else (docs/behaviour.md "Safe links and CRM HTML").
 *
 * The build mode is checked twice: through the rule's policy argument, and through the module as a
 * production build compiles it (`process.env.NODE_ENV` is what webpack replaces).
 */
import fc from 'fast-check';
import { safeExternalHref, type LinkPolicy } from '../../../src/lib/safe-url';

const DEV: LinkPolicy = { production: false, apiBase: 'https://api.example' };
const PROD: LinkPolicy = { production: true, apiBase: 'https://api.example' };
const PROD_LOCAL_API: LinkPolicy = {
	production: true,
	apiBase: 'http://127.0.0.1:8081',
};
const POLICIES: Array< [ string, LinkPolicy ] > = [
	[ 'development', DEV ],
	[ 'production', PROD ],
	[ 'production with a loopback API', PROD_LOCAL_API ],
];

/** Hostile link values, by the trick they try. */
const HOSTILE: Array< [ string, unknown ] > = [
	[ 'javascript:', 'javascript:alert(document.cookie)' ],
	[ 'javascript: upper case', 'JAVASCRIPT:alert(1)' ],
	[ 'javascript: after a space', ' javascript:alert(1)' ],
	[ 'javascript: after a NUL', '\u0000javascript:alert(1)' ],
	[ 'javascript: with a newline', 'java\nscript:alert(1)' ],
	[ 'javascript: with a tab', 'java\tscript:alert(1)' ],
	[ 'javascript: as entity', 'javascript&colon;alert(1)' ],
	[ 'javascript: entity-encoded letters', '&#106;avascript:alert(1)' ],
	[
		'javascript: with an https comment',
		'javascript://https://files.example/%0aalert(1)',
	],
	[ 'data: HTML', 'data:text/html,<script>alert(1)</script>' ],
	[
		'data: base64',
		'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
	],
	[ 'data: PDF', 'data:application/pdf;base64,JVBERi0xLjQK' ],
	[ 'vbscript:', 'vbscript:msgbox(1)' ],
	[ 'file:', 'file:///etc/passwd' ],
	[ 'ftp:', 'ftp://files.example/doc.pdf' ],
	[ 'ws:', 'ws://files.example/socket' ],
	[ 'blob:', 'blob:https://files.example/6f1c' ],
	[ 'about:', 'about:blank' ],
	[ 'intent:', 'intent://scan/#Intent;scheme=https;package=evil;end' ],
	[ 'ms-msdt:', 'ms-msdt:/id PCWDiagnostic /skip force' ],
	[ 'plain http elsewhere', 'http://files.example/doc.pdf' ],
	[ 'plain http to a loopback look-alike', 'http://localhost.evil.example/' ],
	[ 'plain http to a DNS name of 127.0.0.1', 'http://127.0.0.1.nip.io/' ],
	[ 'plain http to 0.0.0.0', 'http://0.0.0.0:8081/media/1' ],
	[ 'plain http to IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]:8081/' ],
	[ 'protocol-relative', '//files.example/doc.pdf' ],
	[ 'root-relative', '/wp-content/uploads/doc.pdf' ],
	[ 'path-relative', 'doc.pdf' ],
	[ 'user and password', 'https://user:secret@files.example/' ],
	[ 'host as user name', 'https://files.example@evil.example/' ],
	[ 'scheme only', 'https://' ],
	[ 'broken IPv6', 'https://[::1/doc.pdf' ],
	[ 'empty', '' ],
	[ 'blank', '   ' ],
	[ 'null', null ],
	[ 'undefined', undefined ],
	[ 'a number', 42 ],
	[
		'an object with an https toString',
		{ toString: () => 'https://x.example/' },
	],
	[ 'an array', [ 'https://files.example/doc.pdf' ] ],
	[
		'100 000 characters of javascript:',
		`javascript:${ 'a'.repeat( 100_000 ) }`,
	],
];

/** Plain http to loopback: its fate depends on the build and the API base. */
const LOOPBACK: Array< [ string, boolean, boolean, boolean ] > = [
	// value, development, production, production with the loopback API 127.0.0.1:8081
	[ 'http://localhost:8081/media/1.pdf', true, false, false ],
	[ 'http://127.0.0.1:8081/media/1.pdf', true, false, true ],
	[ 'http://127.0.0.1:9999/media/1.pdf', true, false, false ],
	[ 'http://[::1]:8081/media/1.pdf', true, false, false ],
	[ 'http://127.0.0.1/media/1.pdf', true, false, false ],
];

describe( `hostile download and external links: ${ HOSTILE.length } cases × ${ POLICIES.length } build policies`, () => {
	it.each( HOSTILE )( '%s is refused in every build', ( _trick, value ) => {
		for ( const [ , policy ] of POLICIES ) {
			expect( safeExternalHref( value, policy ) ).toBeNull();
		}
	} );
} );

describe( `loopback http links: ${ LOOPBACK.length } controls`, () => {
	it.each( LOOPBACK )(
		'%s: development %p, production %p, production with a loopback API %p',
		( value, dev, prod, prodLocal ) => {
			const kept = ( policy: LinkPolicy ) =>
				safeExternalHref( value, policy ) !== null;
			expect( [
				kept( DEV ),
				kept( PROD ),
				kept( PROD_LOCAL_API ),
			] ).toEqual( [ dev, prod, prodLocal ] );
		}
	);

	it( 'keeps https links in every build', () => {
		for ( const [ , policy ] of POLICIES ) {
			expect(
				safeExternalHref( 'https://files.example/doc.pdf', policy )
			).toBe( 'https://files.example/doc.pdf' );
		}
	} );
} );

describe( 'the build mode as compiled', () => {
	const ORIGINAL = process.env.NODE_ENV;
	afterEach( () => {
		process.env.NODE_ENV = ORIGINAL;
	} );

	/**
	 * Loads the link rule with this page's policy as a build with this NODE_ENV compiles them.
	 *
	 * @param mode The NODE_ENV of the build.
	 */
	function ruleOf( mode: string ): ( value: unknown ) => string | null {
		process.env.NODE_ENV = mode;
		let rule: ( value: unknown ) => string | null = () => 'not loaded';
		jest.isolateModules( () => {
			const {
				safeExternalHref: compiled,
			} = require( '../../../src/lib/safe-url' );
			const {
				currentLinkPolicy,
			} = require( '../../../src/config/config' );
			rule = ( value ) => compiled( value, currentLinkPolicy() );
		} );
		return rule;
	}

	it.each( [
		[ 'production', null ],
		[ 'development', 'http://localhost:8081/media/1.pdf' ],
	] )(
		'a %s build decides loopback http by itself and refuses every hostile link',
		( mode, loopback ) => {
			const rule = ruleOf( mode );
			expect( rule( 'http://localhost:8081/media/1.pdf' ) ).toBe(
				loopback
			);
			for ( const [ , value ] of HOSTILE ) {
				expect( rule( value ) ).toBeNull();
			}
		}
	);
} );

const RUNS = 2000;

describe( `generated links: ${ RUNS } cases × ${ POLICIES.length } build policies`, () => {
	it( 'only ever yields https:, or http: to loopback where the build allows it', () => {
		const link = fc.oneof(
			fc.webUrl( { validSchemes: [ 'http', 'https', 'ftp' ] } ),
			fc.string(),
			fc
				.tuple(
					fc.constantFrom(
						'javascript:',
						' JavaScript:',
						'data:',
						'vbscript:',
						'file:',
						'blob:',
						'http://',
						'https://',
						'//',
						'\\\\'
					),
					fc.constantFrom(
						'',
						'localhost',
						'127.0.0.1:8081',
						'[::1]',
						'user:pw@',
						'files.example'
					),
					fc.string()
				)
				.map( ( parts ) => parts.join( '' ) )
		);
		fc.assert(
			fc.property( link, ( value ) =>
				POLICIES.every( ( [ , policy ] ) => {
					const result = safeExternalHref( value, policy );
					if ( result === null ) {
						return true;
					}
					const url = new URL( result );
					if ( url.username !== '' || url.password !== '' ) {
						return false;
					}
					if ( url.protocol === 'https:' ) {
						return true;
					}
					const loopback = [ 'localhost', '127.0.0.1', '[::1]' ];
					return (
						url.protocol === 'http:' &&
						loopback.includes( url.hostname ) &&
						( ! policy.production ||
							url.origin === new URL( policy.apiBase ).origin )
					);
				} )
			),
			{ numRuns: RUNS, seed: 20261124 }
		);
	} );
} );
