/**
 * Hostile redirect and forward-link targets against the same-site rule, through every function
 * that decides where the browser goes after sign-in: `sameSiteUrl`, the forward link in force
 * (`resolveForwardLink`, the attribute or the setting) and `loginRedirect`. A target gets through
 * when any of them would send the browser off the site (docs/behaviour.md "After sign-in and
 * redirects" and "Forward link and secret sale"). The PHP side of the forward link has its own
 * suite in tests/php/reliability.
 */
import fc from 'fast-check';
import { resolveForwardLink } from '../../../src/config/config-context';
import { loginRedirect } from '../../../src/lib/redirect';
import { sameSiteUrl } from '../../../src/lib/safe-url';

const SITE = 'https://broker.example';

/** Hostile targets, by the trick they try. */
const HOSTILE: Array< [ string, string ] > = [
	[ 'other origin', 'https://evil.example/' ],
	[ 'plain http of the site', 'http://broker.example/offers/' ],
	[ 'other port', 'https://broker.example:8443/' ],
	[ 'suffix host', 'https://broker.example.evil.example/' ],
	[ 'prefix host', 'https://evilbroker.example/' ],
	[ 'trailing-dot host', 'https://broker.example./offers/' ],
	[ 'look-alike host', 'https://brоker.example/' ],
	[ 'protocol-relative', '//evil.example/path' ],
	[ 'protocol-relative, backslash', '\\\\evil.example/path' ],
	[ 'slash backslash', '/\\evil.example' ],
	[ 'backslash slash', '\\/evil.example' ],
	[ 'tab inside the slashes', '/\t/evil.example' ],
	[ 'newline inside the slashes', '/\n/evil.example' ],
	[ 'triple slash', '///evil.example' ],
	[ 'one slash after scheme', 'https:/\\evil.example/' ],
	[ 'backslashes after scheme', 'https:\\\\evil.example/' ],
	[ 'site as user name', 'https://broker.example@evil.example/' ],
	[ 'user info on the site', 'https://user:pass@broker.example/' ],
	[
		'site and port as user info',
		'https://broker.example:443@evil.example/',
	],
	[ 'javascript:', 'javascript:alert(document.cookie)' ],
	[ 'javascript: mixed case', 'JaVaScRiPt:alert(1)' ],
	[ 'javascript: with tab', 'java\tscript:alert(1)' ],
	[ 'javascript: after spaces', '   javascript:alert(1)' ],
	[
		'javascript: with the site in a comment',
		'javascript://broker.example/%0aalert(1)',
	],
	[ 'data:', 'data:text/html,<script>alert(1)</script>' ],
	[ 'vbscript:', 'vbscript:msgbox(1)' ],
	[ 'blob: of the site', 'blob:https://broker.example/8b7c' ],
	[ 'file:', 'file:///etc/passwd' ],
	[ 'mailto:', 'mailto:victim@broker.example' ],
	[ 'leading control character', '\u0000//evil.example' ],
	[ 'tab inside the scheme slashes', 'HTTPS:\t//evil.example' ],
	[ 'empty', '' ],
	[ 'blank', '   ' ],
];

/** Targets on the site that must pass, so the suite proves the rule can say yes. */
const SAME_SITE: Array< [ string, string ] > = [
	[ '/offers/secret/', `${ SITE }/offers/secret/` ],
	[ 'offers/secret', `${ SITE }/offers/secret` ],
	[ '#/dashboard', `${ SITE }/#/dashboard` ],
	[ `${ SITE }/customer-area/#/`, `${ SITE }/customer-area/#/` ],
	[ 'HTTPS://BROKER.EXAMPLE/a', `${ SITE }/a` ],
	// Escaped or full-width slashes are a path on the site, not another host.
	[ '/%2F%2Fevil.example', `${ SITE }/%2F%2Fevil.example` ],
	[ '%2F%2Fevil.example', `${ SITE }/%2F%2Fevil.example` ],
	[ '／／evil.example', `${ SITE }/%EF%BC%8F%EF%BC%8Fevil.example` ],
];

const AFTER_LOGIN = [
	{ inPopup: false, forceRedirect: false, fallback: { kind: 'route' } },
	{ inPopup: true, forceRedirect: false, fallback: { kind: 'stay' } },
	{ inPopup: true, forceRedirect: true, fallback: { kind: 'route' } },
] as const;

describe( `hostile redirect and forward-link targets: ${ HOSTILE.length } cases`, () => {
	it.each( HOSTILE )(
		'%s: refused by the rule, as attribute and as setting, and after login',
		( _trick, target ) => {
			expect( sameSiteUrl( target, SITE ) ).toBeNull();
			expect( resolveForwardLink( target, '', SITE ) ).toBe( '' );
			expect( resolveForwardLink( '', target, SITE ) ).toBe( '' );
			for ( const { inPopup, forceRedirect, fallback } of AFTER_LOGIN ) {
				expect(
					loginRedirect( {
						forwardLink: target,
						siteOrigin: SITE,
						inPopup,
						forceRedirect,
						areaOnPage: true,
						areaUrl: '',
					} )
				).toMatchObject( fallback );
			}
			// Nor is it followed as the customer area page of a page without the full area.
			expect(
				loginRedirect( {
					forwardLink: '',
					siteOrigin: SITE,
					inPopup: true,
					forceRedirect: true,
					areaOnPage: false,
					areaUrl: target,
				} )
			).toEqual( { kind: 'no-area' } );
		}
	);
} );

describe( `same-site targets: ${ SAME_SITE.length } controls`, () => {
	it.each( SAME_SITE )( '%p goes to %p', ( target, expected ) => {
		expect( sameSiteUrl( target, SITE ) ).toBe( expected );
		expect(
			loginRedirect( {
				forwardLink: target,
				siteOrigin: SITE,
				inPopup: true,
				forceRedirect: false,
				areaOnPage: true,
				areaUrl: '',
			} )
		).toEqual( { kind: 'url', url: expected } );
	} );
} );

/** Pieces hostile targets are built from. */
const PIECE = fc.constantFrom(
	'',
	'/',
	'//',
	'\\',
	'\\\\',
	'@',
	':',
	'#',
	'?',
	'%2F',
	'%5C',
	'\t',
	'\n',
	' ',
	'.',
	'..',
	'https:',
	'http:',
	'javascript:',
	'data:',
	'blob:',
	'broker.example',
	'evil.example',
	'broker.example.evil.example',
	':443',
	':8443',
	'user:pw@'
);

const RUNS = 2000;

describe( `generated redirect targets: ${ RUNS } cases`, () => {
	it( 'never yields a URL off the site, nor one with user info', () => {
		fc.assert(
			fc.property(
				fc.array( PIECE, { minLength: 1, maxLength: 8 } ),
				( pieces ) => {
					const target = pieces.join( '' );
					const result = sameSiteUrl( target, SITE );
					if ( result === null ) {
						return true;
					}
					const url = new URL( result );
					return (
						url.origin === SITE &&
						url.username === '' &&
						url.password === '' &&
						loginRedirect( {
							forwardLink: target,
							siteOrigin: SITE,
							inPopup: false,
							forceRedirect: false,
							areaOnPage: true,
							areaUrl: '',
						} ).kind === 'url'
					);
				}
			),
			{ numRuns: RUNS, seed: 20261124 }
		);
	} );
} );
