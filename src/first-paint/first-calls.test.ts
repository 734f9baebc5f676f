/**
 * A signed-in customer's first screen, started by the head's script before any bundle has arrived
 * (first-calls.ts), and adopted by the entry's store (hand-over.ts): the first screen's call and
 * the user go out once each, with the API's headers, on the API origin only; an early call that is
 * not the request the base query makes (another language here) is not adopted. The files of the
 * first screen (the held stylesheet first) and the picture its answer names are preloaded from the
 * head.
 */
import { screen, waitFor } from '@testing-library/react';
import { __ } from '@wordpress/i18n';
import { http, HttpResponse } from 'msw';
import { dashboardAnswer, listItem } from '@test-support/dashboard/fixtures';
import { detailAnswer } from '@test-support/estates/fixtures';
import {
	bootEntry,
	bootTestEnvironment,
	storeSignedInSession,
} from '@test-support/boot-entry';
import { ownerUser } from '@test-support/fixtures';
import { api, server } from '@test-support/server';
import { TEST_API, TEST_SITE, testConfig } from '@test-support/test-config';
import { startFirstCalls, type PageData } from './first-calls';
import { keepEarlyAnswersFor, HAND_OVER } from './hand-over';

const PAGE: PageData = {
	apiBase: TEST_API,
	siteOrigin: TEST_SITE,
	language: 'en',
	entry: [],
	chunks: {},
};

/**
 * Puts the first full root into the page, as the shortcode prints it, with its pre-rendered view.
 *
 * @param view The pre-rendered view (`wizard` on a lead-generation embed).
 * @return The root.
 */
function printRoot( view = 'login' ): Element {
	document.body.innerHTML = `<div id="customer-area-1" class="customer-area-root customer-area-root--full alignwide" data-customer-area-root aria-busy="true"><div class="ca-app customer-area-opening customer-area-opening--${ view }"></div></div>`;
	return document.body.firstElementChild as Element;
}

/**
 * Counts the calls of the user, the design and the estates list.
 *
 * @return The paths asked for, in order.
 */
function countCalls(): string[] {
	const calls: string[] = [];
	server.use(
		http.get( api( 'user' ), ( { request } ) => {
			calls.push( new URL( request.url ).pathname );
			return HttpResponse.json( { data: ownerUser } );
		} ),
		http.get( api( 'onoffice/estates' ), ( { request } ) => {
			calls.push( new URL( request.url ).pathname );
			return HttpResponse.json(
				dashboardAnswer( { estatesOwned: [ listItem( '101' ) ] } )
			);
		} ),
		http.get( api( 'settings/reporting/design' ), ( { request } ) => {
			calls.push( new URL( request.url ).pathname );
			return HttpResponse.json( { data: {} } );
		} ),
		http.get( api( '*' ), () => HttpResponse.json( { data: {} } ) ),
		http.post( api( '*' ), () => HttpResponse.json( { data: {} } ) )
	);
	return calls;
}

/** The early answers left on the page. */
const leftOver = () =>
	( window as unknown as Record< symbol, unknown[] | undefined > )[
		HAND_OVER
	] ?? [];

/** The pictures preloaded in the page's head, with their priority. */
const preloadedPictures = () =>
	Array.from(
		document.head.querySelectorAll< HTMLLinkElement >(
			'link[rel="preload"][as="image"]'
		)
	).map( ( link ) => [
		link.href,
		link.getAttribute( 'imagesizes' ),
		link.getAttribute( 'fetchpriority' ),
	] );

let answerWith: (
	bodies: Record< string, unknown >,
	status?: number
) => Promise< void >;

describe( 'startFirstCalls', () => {
	let fetchSpy: jest.SpyInstance;
	beforeEach( () => {
		fetchSpy = jest
			.spyOn( window, 'fetch' )
			.mockImplementation( () =>
				Promise.resolve( new Response( '{}' ) )
			);
		// Answers by path (each call a fresh answer); resolves once an answer's body has been read.
		answerWith = ( bodies, status = 200 ) =>
			new Promise( ( resolve ) => {
				fetchSpy.mockImplementation( ( input: RequestInfo | URL ) => {
					const path = new URL( String( input ) ).pathname;
					const response = new Response(
						JSON.stringify( bodies[ path ] ?? {} ),
						{ status }
					);
					if ( path in bodies ) {
						const clone = response.clone.bind( response );
						response.clone = () => {
							const copy = clone();
							const json = copy.json.bind( copy );
							copy.json = () => json().finally( () => resolve() );
							return copy;
						};
						if ( status !== 200 ) {
							resolve();
						}
					}
					return Promise.resolve( response );
				} );
			} );
	} );
	afterEach( () => {
		fetchSpy.mockRestore();
		document.head.innerHTML = '';
		keepEarlyAnswersFor( null );
		document.body.innerHTML = '';
	} );

	it( 'asks for the dashboard’s list, or the routed estate, then the user, with the API’s headers', () => {
		const token = 'abc.def';
		expect( startFirstCalls( PAGE, token, printRoot(), '#/' ) ).toEqual( [
			`${ TEST_API }/api/onoffice/estates`,
			`${ TEST_API }/api/user`,
		] );
		expect(
			startFirstCalls( PAGE, token, printRoot(), '#/estates/101' )
		).toEqual( [
			`${ TEST_API }/api/onoffice/estates/101`,
			`${ TEST_API }/api/user`,
		] );
		const headers = fetchSpy.mock.calls[ 0 ][ 1 ].headers as Headers;
		// The entry's files and the screen's chunks are asked for too, with the URLs the page and
		// the chunk loader use: first the stylesheet the server holds in the head (the entry runs
		// only once it has loaded).
		document.head.innerHTML = `<template data-customer-area-late><link rel="stylesheet" href="/build/index.css?ver=1" media="all"></template>`;
		startFirstCalls(
			{
				...PAGE,
				entry: [ '/wp-includes/react.js', '/build/index.js' ],
				chunks: {
					shell: [
						'/build/shell.css?ver=2',
						'/build/shell.js?ver=3',
					],
					dashboard: [ '/build/dashboard.js' ],
					estate: [ '/build/estate.js' ],
				},
			},
			token,
			printRoot(),
			'#/'
		);
		expect(
			Array.from(
				document.head.querySelectorAll( 'link[rel="preload"]' ),
				( link ) =>
					`${ link.getAttribute( 'as' ) } ${ link.getAttribute(
						'href'
					) }`
			)
		).toEqual( [
			'style /build/index.css?ver=1',
			'script /build/index.js',
			'script /wp-includes/react.js',
			'style /build/shell.css?ver=2',
			'script /build/shell.js?ver=3',
			'script /build/dashboard.js',
		] );
		expect( Object.fromEntries( headers.entries() ) ).toEqual( {
			accept: 'application/json',
			'accept-language': 'en',
			authorization: 'Bearer abc.def',
			'content-type': 'application/json',
			'x-broker-url': TEST_SITE,
			'x-requested-with': 'XMLHttpRequest',
		} );
	} );

	it( 'asks only for the user where the screen has no call or the route’s id is no estate id', () => {
		const shellOnly = [ `${ TEST_API }/api/user` ];
		// A lead-generation page opens on the valuation for a customer.
		expect(
			startFirstCalls( PAGE, 'abc', printRoot( 'wizard' ), '#/' )
		).toEqual( shellOnly );
		expect(
			startFirstCalls( PAGE, 'abc', printRoot(), '#/estates/..%2Fuser' )
		).toEqual( shellOnly );
		expect(
			startFirstCalls( PAGE, 'abc', printRoot(), '#/profile' )
		).toEqual( shellOnly );
		expect( preloadedPictures() ).toEqual( [] );
	} );

	it( 'preloads the picture the screen’s answer names as soon as it is there: the first card’s thumbnail, the cover', async () => {
		answerWith( {
			'/api/onoffice/estates': dashboardAnswer( {
				estatesOwned: [ listItem( '101' ), listItem( '102' ) ],
			} ),
			'/api/onoffice/estates/101': detailAnswer( '101' ),
		} );
		startFirstCalls( PAGE, 'abc', printRoot(), '#/' );
		// In the widths the card shows it in.
		await waitFor( () =>
			expect( preloadedPictures() ).toEqual( [
				[
					'https://api.example/media/estates/101-1.jpg?w=640',
					'(min-width: 1024px) 21rem, (min-width: 600px) calc(50vw - 3rem), calc(100vw - 4rem)',
					'high',
				],
			] )
		);
		document.head.innerHTML = '';
		startFirstCalls( PAGE, 'abc', printRoot(), '#/estates/101' );
		// The cover: the Titelbild, not the first picture, in the widths the page shows it in.
		await waitFor( () =>
			expect( preloadedPictures() ).toEqual( [
				[
					'https://api.example/media/estates/101-1.jpg?w=640',
					'(min-width: 1100px) 64rem, calc(100vw - 4rem)',
					'high',
				],
			] )
		);
	} );

	it( 'preloads nothing for a failed answer, an unusable one or an unsafe picture', async () => {
		const answers: Array< [ unknown, number ] > = [
			[ dashboardAnswer( { estatesOwned: [ listItem( '101' ) ] } ), 500 ],
			[ { estatesOwned: 'none' }, 200 ],
			[
				dashboardAnswer( {
					estatesOwned: [
						listItem( '101', {
							picture: 'javascript:alert(1)',
						} ),
					],
				} ),
				200,
			],
		];
		for ( const [ body, status ] of answers ) {
			const read = answerWith(
				{ '/api/onoffice/estates': body },
				status
			);
			startFirstCalls( PAGE, 'abc', printRoot(), '#/' );
			// The answer has been read (its copy's body too) by now.
			await read;
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
			expect( preloadedPictures() ).toEqual( [] );
		}
	} );
} );

describe( 'the entry adopts the early calls', () => {
	bootTestEnvironment();

	/**
	 * Starts the early calls as the head's script does, then boots the signed-in dashboard.
	 *
	 * @param page The page's API settings the head's script read.
	 */
	async function bootDashboard( page: PageData ): Promise< void > {
		window.location.hash = '#/';
		storeSignedInSession();
		expect(
			startFirstCalls( page, 'token-cookie', printRoot(), '#/' )
		).toHaveLength( 2 );
		window.wp = { i18n: { __ } };
		window.customerAreaConfig = testConfig();
		bootEntry();
		expect(
			await screen.findByRole(
				'heading',
				{ name: 'Your properties' },
				{ timeout: 10000 }
			)
		).toBeInTheDocument();
	}

	it( 'asks for the user, the design and the estates list once each', async () => {
		const calls = countCalls();
		await bootDashboard( PAGE );
		await waitFor( () => expect( leftOver() ).toEqual( [] ) );
		expect( calls.sort() ).toEqual( [
			'/api/onoffice/estates',
			'/api/settings/reporting/design',
			'/api/user',
		] );
	} );

	it( 'asks again when the early call is not the same request', async () => {
		const calls = countCalls();
		await bootDashboard( { ...PAGE, language: 'de' } );
		await waitFor( () => expect( calls ).toHaveLength( 5 ) );
		expect( leftOver() ).toHaveLength( 2 );
	} );
} );
