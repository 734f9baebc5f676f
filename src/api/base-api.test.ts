/**
 * The call conventions as the API sees them: exactly the documented headers on every call, the
 * bearer token only when signed in and only to the API origin, Laravel-style list parameters
 * (docs/behaviour.md "Calls and headers").
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { createTestStore } from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { signedInAuth } from '@test-support/session-state';
import { TEST_API, TEST_SITE } from '@test-support/test-config';
import type { Language } from '../config/constants';
import { baseApi } from './base-api';

/** Endpoints that exist only in this test, to drive the base query through a real store. */
const probeApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		probe: build.query< unknown, string | FetchArgs >( {
			query: ( args ) => args,
		} ),
		probePublic: build.query< unknown, string | FetchArgs >( {
			query: ( args ) => args,
			extraOptions: { skipAuth: true },
		} ),
		probeSend: build.mutation< unknown, FetchArgs >( {
			query: ( args ) => args,
		} ),
	} ),
} );

const TOKEN = 'token-123';

/** Every request that reached the API (any origin MSW sees). */
let received: Request[];

beforeEach( () => {
	received = [];
	server.use(
		http.all( `${ TEST_API }/api/*`, ( { request } ) => {
			received.push( request.clone() );
			return HttpResponse.json( { data: 'ok' } );
		} ),
		http.all( 'https://evil.example/*', ( { request } ) => {
			received.push( request.clone() );
			return HttpResponse.json( { data: 'stolen' } );
		} )
	);
} );

/**
 * A store as the page builds it, signed in or not.
 *
 * @param options          Options.
 * @param options.signedIn Whether a session with a token exists.
 * @param options.language The resolved language.
 */
function store( {
	signedIn = false,
	language = 'en',
}: { signedIn?: boolean; language?: Language } = {} ) {
	return createTestStore( {
		language,
		preloadedState: signedIn ? signedInAuth( { token: TOKEN } ) : undefined,
	} );
}

/**
 * The headers of a request as a plain object (names lower-case).
 *
 * @param request The request.
 */
const headersOf = ( request: Request ) =>
	Object.fromEntries( Array.from( request.headers.entries() ) );

describe( 'the base query', () => {
	it( 'sends exactly the headers every API call carries, with the token, when signed in', async () => {
		const result = await store( { signedIn: true } ).dispatch(
			probeApi.endpoints.probe.initiate( 'user' )
		);

		expect( result.data ).toEqual( { data: 'ok' } );
		expect( received ).toHaveLength( 1 );
		expect( received[ 0 ]?.url ).toBe( `${ TEST_API }/api/user` );
		expect( headersOf( received[ 0 ] as Request ) ).toEqual( {
			accept: 'application/json',
			'accept-language': 'en',
			'content-type': 'application/json',
			'x-requested-with': 'XMLHttpRequest',
			'x-broker-url': TEST_SITE,
			authorization: `Bearer ${ TOKEN }`,
		} );
	} );

	it( 'sends no Authorization header when signed out', async () => {
		await store().dispatch( probeApi.endpoints.probe.initiate( 'user' ) );

		expect( received ).toHaveLength( 1 );
		expect( headersOf( received[ 0 ] as Request ) ).toEqual( {
			accept: 'application/json',
			'accept-language': 'en',
			'content-type': 'application/json',
			'x-requested-with': 'XMLHttpRequest',
			'x-broker-url': TEST_SITE,
		} );
	} );

	it( 'sends no Authorization header on a skipAuth endpoint even when signed in', async () => {
		await store( { signedIn: true } ).dispatch(
			probeApi.endpoints.probePublic.initiate( 'user/login' )
		);

		expect( received ).toHaveLength( 1 );
		expect( received[ 0 ]?.headers.has( 'authorization' ) ).toBe( false );
		expect( received[ 0 ]?.headers.get( 'x-requested-with' ) ).toBe(
			'XMLHttpRequest'
		);
	} );

	it( 'keeps a call with the token out of the browser’s HTTP cache, and only such a call', async () => {
		await store( { signedIn: true } ).dispatch(
			probeApi.endpoints.probe.initiate( 'user' )
		);
		await store().dispatch(
			probeApi.endpoints.probe.initiate( 'onoffice/countries' )
		);

		expect( received.map( ( request ) => request.cache ) ).toEqual( [
			'no-store',
			'default',
		] );
	} );

	it( 'sends the resolved language as Accept-Language', async () => {
		await store( { language: 'de' } ).dispatch(
			probeApi.endpoints.probe.initiate( 'settings/reporting/design' )
		);

		expect( received[ 0 ]?.headers.get( 'accept-language' ) ).toBe( 'de' );
	} );

	it( 'sends a JSON body as JSON', async () => {
		await store().dispatch(
			probeApi.endpoints.probeSend.initiate( {
				url: 'user/login',
				method: 'POST',
				body: { email: 'a@example.com', password: 'secret' },
			} )
		);

		expect( received[ 0 ]?.method ).toBe( 'POST' );
		expect( received[ 0 ]?.headers.get( 'content-type' ) ).toBe(
			'application/json'
		);
		expect( await received[ 0 ]?.json() ).toEqual( {
			email: 'a@example.com',
			password: 'secret',
		} );
	} );

	it( 'lets the browser set the multipart Content-Type of an upload', async () => {
		const form = new FormData();
		form.append( 'document_type', 'floor_plan' );

		await store( { signedIn: true } ).dispatch(
			probeApi.endpoints.probeSend.initiate( {
				url: 'file/upload',
				method: 'POST',
				body: form,
			} )
		);

		expect( received[ 0 ]?.headers.get( 'content-type' ) ).toMatch(
			/^multipart\/form-data; boundary=/
		);
		expect( received[ 0 ]?.headers.get( 'authorization' ) ).toBe(
			`Bearer ${ TOKEN }`
		);
	} );

	it( 'refuses an absolute URL on another origin without sending anything', async () => {
		const result = await store( { signedIn: true } ).dispatch(
			probeApi.endpoints.probe.initiate( {
				url: 'https://evil.example/api/user',
			} )
		);

		expect( result.error ).toMatchObject( { status: 'CUSTOM_ERROR' } );
		expect( received ).toEqual( [] );
	} );

	it.each( [
		'//evil.example/x',
		'\\\\evil.example',
		'/\\evil.example/x',
		'http:evil.example',
		'http://api.example@evil.example',
		`${ TEST_API }@evil.example/api/user`,
	] )(
		'refuses %s (resolved as the browser would) without sending anything',
		async ( url ) => {
			const result = await store( { signedIn: true } ).dispatch(
				probeApi.endpoints.probe.initiate( { url } )
			);

			expect( result.error ).toMatchObject( { status: 'CUSTOM_ERROR' } );
			expect( received ).toEqual( [] );
		}
	);

	it( 'resolves https:evil.example as the browser does: a path on the API origin, never evil.example', async () => {
		await store( { signedIn: true } ).dispatch(
			probeApi.endpoints.probe.initiate( { url: 'https:evil.example' } )
		);

		expect( received.map( ( request ) => request.url ) ).toEqual( [
			`${ TEST_API }/api/evil.example`,
		] );
	} );

	it( 'resolves a relative path below {apiBase}/api/', async () => {
		await store( { signedIn: true } ).dispatch(
			probeApi.endpoints.probe.initiate( 'user/profile-picture' )
		);

		expect( received.map( ( request ) => request.url ) ).toEqual( [
			`${ TEST_API }/api/user/profile-picture`,
		] );
	} );

	it( 'sends an absolute URL on the API origin, token included', async () => {
		await store( { signedIn: true } ).dispatch(
			probeApi.endpoints.probe.initiate( {
				url: `${ TEST_API }/api/email/verify/1/abc?signature=x`,
			} )
		);

		expect( received ).toHaveLength( 1 );
		expect( received[ 0 ]?.url ).toBe(
			`${ TEST_API }/api/email/verify/1/abc?signature=x`
		);
		expect( received[ 0 ]?.headers.get( 'authorization' ) ).toBe(
			`Bearer ${ TOKEN }`
		);
	} );

	it( 'serializes list parameters the Laravel way', async () => {
		await store().dispatch(
			probeApi.endpoints.probe.initiate( {
				url: 'onoffice/fields',
				params: {
					modules: [ 'address' ],
					fieldList: [ 'Anrede', 'Vorname' ],
					language: 'de',
					skipped: undefined,
				},
			} )
		);

		const url = new URL( received[ 0 ]?.url ?? '' );
		expect( url.pathname ).toBe( '/api/onoffice/fields' );
		expect( decodeURIComponent( url.search ) ).toBe(
			'?modules[]=address&fieldList[]=Anrede&fieldList[]=Vorname&language=de'
		);
		expect( url.searchParams.getAll( 'fieldList[]' ) ).toEqual( [
			'Anrede',
			'Vorname',
		] );
	} );
} );
