/**
 * The token cookie's attributes: `laravel_user_token`, Path=/, Secure, SameSite=Strict, 2 hours
 * when remembered, a session cookie otherwise; on a network's site, the name and path of the
 * page's session scope.
 */
import {
	deleteTokenCookie,
	readTokenCookie,
	writeTokenCookie,
} from './token-cookie';

// The real clock (whole seconds, as the Expires attribute carries them): a fixed date would make the
// 2-hour cookie already expired, and unreadable, once the real time passed it.
const NOW = Math.floor( Date.now() / 1000 ) * 1000;

function captureCookieWrites() {
	const writes: string[] = [];
	const descriptor = Object.getOwnPropertyDescriptor(
		Document.prototype,
		'cookie'
	);
	if ( ! descriptor?.set || ! descriptor.get ) {
		throw new Error( 'document.cookie is not an accessor here' );
	}
	const { get, set } = descriptor;
	jest.spyOn( document, 'cookie', 'set' ).mockImplementation( function (
		this: Document,
		value: string
	) {
		writes.push( value );
		set.call( this, value );
	} );
	jest.spyOn( document, 'cookie', 'get' ).mockImplementation( function (
		this: Document
	) {
		return get.call( this ) as string;
	} );
	return writes;
}

const attributes = ( header: string ) =>
	header
		.split( ';' )
		.slice( 1 )
		.map( ( part ) => part.trim().toLowerCase() );

afterEach( () => jest.restoreAllMocks() );

describe( 'token cookie', () => {
	it( 'is written with Path=/, Secure, SameSite=Strict and a 2-hour expiry when remembered', () => {
		const writes = captureCookieWrites();
		writeTokenCookie( 'token-abc', true, NOW );
		expect( writes ).toHaveLength( 1 );
		const header = writes[ 0 ] as string;
		expect( header.startsWith( 'laravel_user_token=token-abc;' ) ).toBe(
			true
		);
		const attrs = attributes( header );
		expect( attrs ).toContain( 'path=/' );
		expect( attrs ).toContain( 'secure' );
		expect( attrs ).toContain( 'samesite=strict' );
		const expires = attrs.find( ( a ) =>
			a.startsWith( 'expires=' )
		) as string;
		expect( new Date( expires.slice( 'expires='.length ) ).getTime() ).toBe(
			NOW + 2 * 60 * 60 * 1000
		);
		expect( readTokenCookie() ).toBe( 'token-abc' );
	} );

	it( 'is a session cookie (no Expires, no Max-Age) when not remembered', () => {
		const writes = captureCookieWrites();
		writeTokenCookie( 'token-abc', false, NOW );
		const attrs = attributes( writes[ 0 ] as string );
		expect( attrs ).toContain( 'path=/' );
		expect( attrs ).toContain( 'secure' );
		expect( attrs ).toContain( 'samesite=strict' );
		expect(
			attrs.some(
				( a ) =>
					a.startsWith( 'expires=' ) || a.startsWith( 'max-age=' )
			)
		).toBe( false );
	} );

	it( 'is deleted on the same path', () => {
		writeTokenCookie( 'token-abc', true, Date.now() );
		expect( readTokenCookie() ).toBe( 'token-abc' );
		const writes = captureCookieWrites();
		deleteTokenCookie();
		expect( attributes( writes[ 0 ] as string ) ).toContain( 'path=/' );
		expect( readTokenCookie() ).toBeNull();
	} );

	it( 'reads no token when the cookie is missing or empty', () => {
		expect( readTokenCookie() ).toBeNull();
		document.cookie = 'laravel_user_token=; path=/';
		expect( readTokenCookie() ).toBeNull();
	} );
} );

describe( 'token cookie on a network’s site', () => {
	afterEach( () => {
		delete window.customerAreaConfig;
	} );

	it( 'is written, read and deleted with the name and path of the page’s scope', () => {
		window.customerAreaConfig = {
			session: { cookie: 'laravel_user_token_main', path: '/' },
		};
		// Another site's cookie on the same path (a sub-site's page sees the main site's): not ours.
		document.cookie = 'laravel_user_token=other-site; path=/';
		expect( readTokenCookie() ).toBeNull();
		const writes = captureCookieWrites();
		writeTokenCookie( 'token-main', true, NOW );
		expect(
			( writes[ 0 ] as string ).startsWith(
				'laravel_user_token_main=token-main;'
			)
		).toBe( true );
		expect( readTokenCookie() ).toBe( 'token-main' );
		deleteTokenCookie();
		expect( readTokenCookie() ).toBeNull();
		document.cookie = 'laravel_user_token=; path=/; max-age=0';
	} );

	it( 'keeps a sub-site’s cookie on the sub-site’s path', () => {
		window.customerAreaConfig = {
			session: { cookie: 'laravel_user_token', path: '/broker-b/' },
		};
		const writes = captureCookieWrites();
		writeTokenCookie( 'token-b', false, NOW );
		const attrs = attributes( writes[ 0 ] as string );
		expect( attrs ).toContain( 'path=/broker-b/' );
		expect( attrs ).toContain( 'secure' );
		expect( attrs ).toContain( 'samesite=strict' );
		deleteTokenCookie();
		expect( attributes( writes[ 1 ] as string ) ).toContain(
			'path=/broker-b/'
		);
	} );
} );
