/**
 * The connection test's verdict: the cause named from both answers, in plain words.
 */
import {
	verdictMessage,
	verdictOf,
	type BrowserProbe,
	type ServerProbe,
} from './connection-verdict';

const URL_ = 'https://api.example';
const SITE = 'https://broker.example';

const browserReached = (
	status: number,
	expected: boolean
): BrowserProbe => ( {
	reached: true,
	status,
	ms: 42,
	expected,
	timedOut: false,
} );
const browserFailed = ( timedOut = false ): BrowserProbe => ( {
	reached: false,
	status: 0,
	ms: 3,
	expected: false,
	timedOut,
} );
const serverReached = ( status: number, expected: boolean ): ServerProbe => ( {
	reached: true,
	status,
	ms: 12,
	expected,
	error: '',
	redirectTo: '',
} );
const serverFailed = ( error: ServerProbe[ 'error' ] ): ServerProbe => ( {
	reached: false,
	status: 0,
	ms: 1,
	expected: false,
	error,
	redirectTo: '',
} );
const serverRedirected = ( redirectTo: string ): ServerProbe => ( {
	reached: true,
	status: 302,
	ms: 9,
	expected: false,
	error: 'redirect',
	redirectTo,
} );

describe( 'verdictOf', () => {
	it.each( [
		[ 'no address', '', null, null, 'not-set' ],
		[
			'the API answers the browser',
			URL_,
			browserReached( 200, true ),
			serverReached( 200, true ),
			'reachable',
		],
		[
			'the browser is fine whatever the server saw',
			URL_,
			browserReached( 200, true ),
			serverFailed( 'blocked' ),
			'reachable',
		],
		[
			'a page that is not the API',
			URL_,
			browserReached( 404, false ),
			serverReached( 404, false ),
			'unexpected-answer',
		],
		[
			'the API’s JSON with an error status',
			URL_,
			browserReached( 500, true ),
			serverReached( 500, true ),
			'unexpected-answer',
		],
		[
			'the server reaches the API, the browser may not',
			URL_,
			browserFailed(),
			serverReached( 200, true ),
			'cors',
		],
		[
			'the server reaches something that is not the API',
			URL_,
			browserFailed(),
			serverReached( 200, false ),
			'unexpected-answer',
		],
		[
			'unknown host',
			URL_,
			browserFailed(),
			serverFailed( 'dns' ),
			'cannot-connect',
		],
		[
			'refused',
			URL_,
			browserFailed(),
			serverFailed( 'refused' ),
			'cannot-connect',
		],
		[ 'TLS', URL_, browserFailed(), serverFailed( 'tls' ), 'tls' ],
		[
			'time-out',
			URL_,
			browserFailed( true ),
			serverFailed( 'timeout' ),
			'timeout',
		],
		[
			'the browser timed out, the server got an answer',
			URL_,
			browserFailed( true ),
			serverReached( 200, true ),
			'timeout',
		],
		[
			'the server may not ask',
			URL_,
			browserFailed(),
			serverFailed( 'blocked' ),
			'server-blocked',
		],
		[
			'another server error',
			URL_,
			browserFailed(),
			serverFailed( 'other' ),
			'unknown',
		],
		[
			'the server’s check itself failed',
			URL_,
			browserFailed(),
			null,
			'unknown',
		],
		[
			'a private address, though this browser reaches it',
			URL_,
			browserReached( 200, true ),
			serverFailed( 'private' ),
			'private',
		],
		[
			'a redirect, though this browser followed it',
			URL_,
			browserReached( 200, true ),
			serverRedirected( 'https://api.example.com' ),
			'redirect',
		],
	] )( '%s → %s', ( _, url, browser, server, kind ) => {
		const verdict = verdictOf( url, browser, server );
		expect( verdict.kind ).toBe( kind );
		expect( verdict.ok ).toBe( kind === 'reachable' );
	} );

	it( 'names the status and time of the answer it judges', () => {
		expect( verdictOf( URL_, browserReached( 200, true ), null ) ).toEqual(
			{ kind: 'reachable', ok: true, status: 200, ms: 42, redirectTo: '' }
		);
		expect(
			verdictOf( URL_, browserFailed(), serverReached( 200, true ) )
		).toEqual( {
			kind: 'cors',
			ok: false,
			status: 200,
			ms: 12,
			redirectTo: '',
		} );
		expect(
			verdictOf(
				URL_,
				browserFailed(),
				serverRedirected( 'https://api.example.com:8443' )
			)
		).toEqual( {
			kind: 'redirect',
			ok: false,
			status: 302,
			ms: 9,
			redirectTo: 'https://api.example.com:8443',
		} );
	} );
} );

describe( 'verdictMessage', () => {
	it( 'says in plain words what happened, with status, time and origin', () => {
		expect(
			verdictMessage(
				'api',
				verdictOf( URL_, browserReached( 200, true ), null ),
				SITE
			)
		).toBe(
			'Reachable: the API answered this browser with HTTP 200 in 42 ms.'
		);
		expect(
			verdictMessage(
				'api',
				verdictOf( URL_, browserFailed(), serverReached( 200, true ) ),
				SITE
			)
		).toBe(
			'The server reaches the API (HTTP 200), but the API does not allow requests from this site’s origin https://broker.example (CORS), so customers’ browsers cannot use it. Add https://broker.example to the API’s allowed origins.'
		);
		expect(
			verdictMessage(
				'api',
				verdictOf( URL_, browserFailed(), serverFailed( 'refused' ) ),
				SITE
			)
		).toMatch( /^Cannot connect: the host name is unknown \(DNS\)/ );
		expect(
			verdictMessage(
				'api',
				verdictOf( URL_, browserFailed(), serverFailed( 'tls' ) ),
				SITE
			)
		).toMatch( /^The secure connection \(TLS\) failed/ );
		expect(
			verdictMessage(
				'api',
				verdictOf( URL_, browserReached( 404, false ), null ),
				SITE
			)
		).toMatch(
			/^The address answers \(HTTP 404\), but not with the customer-area API’s JSON\./
		);
		expect(
			verdictMessage(
				'geocoder',
				verdictOf( URL_, browserReached( 200, false ), null ),
				SITE
			)
		).toMatch(
			/not with a search result in the format of OpenStreetMap Nominatim/
		);
		expect(
			verdictMessage( 'api', verdictOf( '', null, null ), SITE )
		).toMatch( /^No API base URL is saved\./ );
		expect(
			verdictMessage(
				'api',
				verdictOf(
					URL_,
					browserFailed( true ),
					serverFailed( 'timeout' )
				),
				SITE
			)
		).toBe(
			'No answer within 10 seconds. Check the address, and that the server behind it is running.'
		);
		expect(
			verdictMessage(
				'api',
				verdictOf(
					URL_,
					browserFailed(),
					serverRedirected( 'https://api.example.com' )
				),
				SITE
			)
		).toMatch( /^The address redirects to https:\/\/api\.example\.com\. / );
		expect(
			verdictMessage(
				'geocoder',
				verdictOf( URL_, browserFailed(), serverRedirected( '' ) ),
				SITE
			)
		).toMatch( /^The address redirects to a private address\. / );
		expect(
			verdictMessage(
				'api',
				verdictOf( URL_, null, serverFailed( 'private' ) ),
				SITE
			)
		).toMatch(
			/^The address is, or resolves to, a private, loopback, link-local or other non-public network address\./
		);
	} );

	it( 'has a message for every kind, for both addresses', () => {
		const kinds = [
			verdictOf( '', null, null ),
			verdictOf( URL_, browserReached( 200, true ), null ),
			verdictOf( URL_, browserReached( 404, false ), null ),
			verdictOf( URL_, browserFailed(), serverFailed( 'dns' ) ),
			verdictOf( URL_, browserFailed(), serverFailed( 'tls' ) ),
			verdictOf( URL_, browserFailed(), serverFailed( 'timeout' ) ),
			verdictOf( URL_, browserFailed(), serverReached( 200, true ) ),
			verdictOf( URL_, browserFailed(), serverFailed( 'blocked' ) ),
			verdictOf( URL_, browserFailed(), serverFailed( 'private' ) ),
			verdictOf(
				URL_,
				browserFailed(),
				serverRedirected( 'https://x.example' )
			),
			verdictOf( URL_, browserFailed(), serverRedirected( '' ) ),
			verdictOf( URL_, browserFailed(), null ),
		];
		for ( const target of [ 'api', 'geocoder' ] as const ) {
			const messages = kinds.map( ( verdict ) =>
				verdictMessage( target, verdict, SITE )
			);
			expect( new Set( messages ).size ).toBe( kinds.length );
			for ( const message of messages ) {
				expect( message.length ).toBeGreaterThan( 20 );
			}
		}
	} );
} );
