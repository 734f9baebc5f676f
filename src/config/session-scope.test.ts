/**
 * The session's scope from the configuration: a single site's defaults, a network site's own path
 * and storage namespace, and hostile values that fall back part by part.
 */
import {
	SINGLE_SITE_SCOPE,
	parseSessionScope,
	scopedStorageKey,
} from './session-scope';

describe( 'the session scope', () => {
	it( 'is the single site’s without a session value', () => {
		expect( parseSessionScope( undefined ) ).toEqual( {
			tokenCookie: 'laravel_user_token',
			cookiePath: '/',
			storageNamespace: 'customer-area',
		} );
		expect( scopedStorageKey( 'auth', SINGLE_SITE_SCOPE ) ).toBe(
			'customer-area:auth'
		);
	} );

	it( 'keeps a network site’s cookie on its path and its storage in its namespace', () => {
		const scope = parseSessionScope( {
			cookie: 'laravel_user_token',
			path: '/broker-b/',
		} );
		expect( scope ).toEqual( {
			tokenCookie: 'laravel_user_token',
			cookiePath: '/broker-b/',
			storageNamespace: 'customer-area@/broker-b/',
		} );
		expect( scopedStorageKey( 'wizard', scope ) ).toBe(
			'customer-area@/broker-b/:wizard'
		);
		expect(
			parseSessionScope( {
				cookie: 'laravel_user_token_main',
				path: '/',
			} )
		).toEqual( {
			tokenCookie: 'laravel_user_token_main',
			cookiePath: '/',
			storageNamespace: 'customer-area',
		} );
	} );

	it.each( [
		[ { cookie: 'session', path: '/' } ],
		[ { cookie: 'laravel_user_token; Path=/', path: '/' } ],
		[ { cookie: 'laravel_user_token_A B', path: '/' } ],
		[ { cookie: 42, path: '/' } ],
	] )( 'refuses a cookie name other than the contract’s (%j)', ( raw ) => {
		expect( parseSessionScope( raw ).tokenCookie ).toBe(
			'laravel_user_token'
		);
	} );

	it.each( [
		'broker-b/',
		'/broker-b',
		'/../',
		'/a;b/',
		'//evil.example/',
		'/a b/',
		'',
	] )( 'refuses the path %j and uses the whole site', ( path ) => {
		expect(
			parseSessionScope( { cookie: 'laravel_user_token', path } )
		).toEqual( SINGLE_SITE_SCOPE );
	} );
} );
