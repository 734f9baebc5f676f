/**
 * Hostile verification URLs against every layer that guards the verify-email page: the acceptance
 * rule (`allowedVerificationUrl`), the `verifyEmail` endpoint, which checks it again, and the page
 * itself. A URL gets through when any layer would request it. The rule: absolute, on the API
 * origin, no user info, a path under `/api/email/verify/` with something after it, in plain
 * segments (docs/behaviour.md "Mail links").
 *
 * MSW fails a test on any request no handler expected, so "sends nothing" is checked by the
 * server, not by a spy.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { allowedVerificationUrl } from '../../../src/lib/safe-url';
import {
	createTestStore,
	renderWithProviders,
} from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { TEST_API } from '@test-support/test-config';
import { authApi } from '../../../src/features/auth/api';
import { VerifyEmailPage } from '../../../src/features/auth/components/verify-email-page';

const API = TEST_API;
const GOOD = `${ API }/api/email/verify/12/0a1b2c3d4e5f?expires=1764000000&signature=f00ba4`;

/** Hostile values of the `url` parameter, by the trick they try. */
const HOSTILE: Array< [ string, string ] > = [
	// Another origin, or one that looks alike.
	[ 'other host', 'https://evil.example/api/email/verify/1/h' ],
	[ 'plain http', 'http://api.example/api/email/verify/1/h' ],
	[ 'other port', 'https://api.example:444/api/email/verify/1/h' ],
	[ 'suffix host', 'https://api.example.evil.example/api/email/verify/1/h' ],
	[ 'prefix host', 'https://evilapi.example/api/email/verify/1/h' ],
	[ 'trailing-dot host', 'https://api.example./api/email/verify/1/h' ],
	[ 'Cyrillic look-alike', 'https://аpi.example/api/email/verify/1/h' ],
	[
		'encoded dot in host',
		'https://api.example%2eevil.example/api/email/verify/1',
	],
	[ 'ideographic full stop', 'https://evil\u3002example/api/email/verify/1' ],
	[ 'IPv6 loopback', 'https://[::1]/api/email/verify/1/h' ],
	[ 'numeric host', 'https://2130706433/api/email/verify/1/h' ],
	[ 'upper-case other host', 'HTTPS://EVIL.EXAMPLE/api/email/verify/1/h' ],
	[
		'API URL in the query',
		'https://evil.example/?u=https://api.example/api/email/verify/1',
	],
	// Relative and protocol-relative.
	[ 'protocol-relative API', '//api.example/api/email/verify/1/h' ],
	[ 'protocol-relative other', '//evil.example/api/email/verify/1/h' ],
	[ 'root-relative', '/api/email/verify/1/h' ],
	[ 'path-relative', 'api/email/verify/1/h' ],
	[ 'triple slash', '///evil.example/api/email/verify/1' ],
	[ 'slash backslash', '/\\evil.example/api/email/verify/1' ],
	[ 'UNC path', '\\\\evil.example\\api\\email\\verify\\1' ],
	// User info and delimiters that move the host.
	[
		'API as user name',
		'https://api.example@evil.example/api/email/verify/1',
	],
	[ 'user and password', 'https://user:pw@api.example/api/email/verify/1' ],
	[
		'API and port as user info',
		'https://api.example:443@evil.example/api/email/verify/1',
	],
	[ 'hash before @', 'https://evil.example#@api.example/api/email/verify/1' ],
	[
		'query before @',
		'https://evil.example?@api.example/api/email/verify/1',
	],
	[
		'backslash before @',
		'https://api.example\\@evil.example/api/email/verify/1',
	],
	[ 'backslashes after scheme', 'https:\\\\evil.example/api/email/verify/1' ],
	[ 'one slash after scheme', 'https:/evil.example/api/email/verify/1' ],
	[ 'no slash after scheme', 'https:evil.example/api/email/verify/1' ],
	// Other paths on the API origin.
	[ 'another endpoint', 'https://api.example/api/user' ],
	[ 'the bare prefix', 'https://api.example/api/email/verify/' ],
	[ 'prefix without slash', 'https://api.example/api/email/verify' ],
	[
		'dot-dot traversal',
		'https://api.example/api/email/verify/../../user/delete',
	],
	[
		'encoded dot-dot',
		'https://api.example/api/email/verify/%2e%2e/%2e%2e/user',
	],
	[
		'half-encoded dot-dot',
		'https://api.example/api/email/verify/.%2E/.%2E/user',
	],
	[
		'encoded slashes',
		'https://api.example/api/email/verify/..%2F..%2Fuser%2Fdelete',
	],
	[
		'encoded backslashes',
		'https://api.example/api/email/verify/..%5C..%5Cuser',
	],
	[ 'encoded NUL', 'https://api.example/api/email/verify/1/h%00.json' ],
	[ 'longer segment name', 'https://api.example/api/email/verifyX/1' ],
	[ 'prefix further down', 'https://api.example/other/api/email/verify/1' ],
	[ 'upper-case path', 'https://api.example/API/EMAIL/VERIFY/1' ],
	// Other schemes.
	[
		'javascript:',
		'javascript:alert(1)//https://api.example/api/email/verify/1',
	],
	[
		'javascript: with tab',
		'java\tscript:alert(1)//https://api.example/api/email/verify/1',
	],
	[ 'data:', 'data:text/html,https://api.example/api/email/verify/1' ],
	[
		'blob: on the API origin',
		'blob:https://api.example/api/email/verify/1',
	],
	[ 'wss:', 'wss://api.example/api/email/verify/1' ],
	[ 'ftp:', 'ftp://api.example/api/email/verify/1' ],
	[ 'file:', 'file:///api/email/verify/1' ],
	[ 'full-width scheme', 'ｈｔｔｐｓ://evil.example/api/email/verify/1' ],
	// Empty and oversized.
	[ 'empty', '' ],
	[ 'blank', '   ' ],
	[ 'the word null', 'null' ],
	[ 'padded other host', '  https://evil.example/api/email/verify/1  ' ],
	[
		'100 000 characters on another host',
		`https://evil.example/api/email/verify/${ 'a'.repeat( 100_000 ) }`,
	],
];

/** Values that must pass, so the suite proves its layers can say yes. */
const ACCEPTED: Array< [ string, string ] > = [
	[ 'the link of a mail', GOOD ],
	[ 'upper-case host', GOOD.replace( 'api.example', 'API.EXAMPLE' ) ],
	[
		'explicit default port',
		GOOD.replace( 'api.example', 'api.example:443' ),
	],
];

const store = () => createTestStore();

/**
 * Dispatches the endpoint and reports whether it failed without a request.
 *
 * @param url The `url` parameter.
 */
async function endpointRefuses( url: string ): Promise< boolean > {
	const result = await store().dispatch(
		authApi.endpoints.verifyEmail.initiate(
			{ url, apiBase: API },
			{ subscribe: false }
		)
	);
	return result.isError;
}

describe( `hostile verify URLs: ${ HOSTILE.length } cases, 3 layers each`, () => {
	it.each( HOSTILE )(
		'%s: the rule, the endpoint and the page refuse it',
		async ( _trick, value ) => {
			expect( allowedVerificationUrl( value, API ) ).toBeNull();
			expect( await endpointRefuses( value ) ).toBe( true );
			renderWithProviders( <VerifyEmailPage />, {
				route: `/verify-email?url=${ encodeURIComponent( value ) }`,
			} );
			expect(
				await screen.findByText( 'Invalid verification link' )
			).toBeInTheDocument();
		}
	);
} );

describe( `accepted verify URLs: ${ ACCEPTED.length } controls`, () => {
	it.each( ACCEPTED )(
		'%s: the rule accepts it and the page requests exactly it',
		async ( _case, value ) => {
			const requested: string[] = [];
			server.use(
				http.get( `${ API }/api/email/verify/*`, ( { request } ) => {
					requested.push( request.url );
					return HttpResponse.json( {} );
				} )
			);
			const allowed = allowedVerificationUrl( value, API );
			expect( allowed ).toBe( new URL( value ).href );
			renderWithProviders( <VerifyEmailPage />, {
				route: `/verify-email?url=${ encodeURIComponent( value ) }`,
			} );
			expect(
				await screen.findByText( 'Thank you' )
			).toBeInTheDocument();
			expect( requested ).toEqual( [ allowed ] );
		}
	);
} );
