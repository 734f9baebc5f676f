/**
 * A signed-in customer's first calls, started by the head's script before any bundle has arrived
 * (first-calls.ts), and adopted by the entry's store (src/api/early-calls.ts): the user, the
 * broker's design and the first screen's call go out once each, with the API's headers, on the
 * API origin only; an early call that is not the request the base query makes (another language
 * here) is not adopted. The picture the screen's answer names is preloaded from the head.
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
import { startFirstCalls, type PageApi } from './first-calls';

const PAGE: PageApi = {
	apiBase: TEST_API,
	siteOrigin: TEST_SITE,
	language: 'en',
};

/**
 * Puts the first full root into the page, as the shortcode prints it, with its pre-rendered view.
 *
 * @param view The pre-rendered view (`wizard` on a lead-generation embed).
 */
function printRoot( view = 'login' ): void {
	document.body.innerHTML = `<div id="customer-area-1" class="customer-area-root customer-area-root--full alignwide" data-customer-area-root aria-busy="true"><div class="ca-app customer-area-first-view customer-area-first-view--${ view }"></div></div>`;
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

/** The list of early calls left on the page. */
const leftOver = () =>
	( window as unknown as { __customerAreaEarlyCalls?: unknown[] } )
		.__customerAreaEarlyCalls ?? [];

/** The pictures preloaded in the page's head, with their priority. */
const preloadedPictures = () =>
	Array.from(
		document.head.querySelectorAll< HTMLLinkElement >(
			'link[rel="preload"][as="image"]'
		)
	).map( ( link ) => [ link.href, link.getAttribute( 'fetchpriority' ) ] );

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
		delete ( window as { __customerAreaEarlyCalls?: unknown } )
			.__customerAreaEarlyCalls;
		document.body.innerHTML = '';
	} );

	it( 'asks a visitor’s page for nothing', () => {
		printRoot();
		expect( startFirstCalls( PAGE, '', '#/' ) ).toEqual( [] );
		expect( startFirstCalls( PAGE, 'laravel_user_token=', '#/' ) ).toEqual(
			[]
		);
		expect( fetchSpy ).not.toHaveBeenCalled();
	} );

	it( 'asks for the user and the dashboard’s list, or the routed estate, with the API’s headers', () => {
		printRoot();
		const cookies = 'other=1; laravel_user_token=abc.def';
		expect( startFirstCalls( PAGE, cookies, '#/' ) ).toEqual( [
			`${ TEST_API }/api/user`,
			`${ TEST_API }/api/settings/reporting/design`,
			`${ TEST_API }/api/onoffice/estates`,
		] );
		expect( startFirstCalls( PAGE, cookies, '#/estates/101' ) ).toEqual( [
			`${ TEST_API }/api/user`,
			`${ TEST_API }/api/settings/reporting/design`,
			`${ TEST_API }/api/onoffice/estates/101`,
		] );
		const headers = fetchSpy.mock.calls[ 0 ][ 1 ].headers as Headers;
		// The screen's chunks are asked for too, with the URLs the chunk loader uses.
		printRoot();
		startFirstCalls( PAGE, cookies, '#/', {
			app: { js: [ '/build/app.js' ], css: [] },
			shell: { js: [ '/build/shell.js' ], css: [ '/build/shell.css' ] },
			dashboard: { js: [ '/build/dashboard.js' ], css: [] },
			'dashboard-data': { js: [ '/build/dashboard-data.js' ], css: [] },
			estate: { js: [ '/build/estate.js' ], css: [] },
		} );
		expect(
			Array.from(
				document.head.querySelectorAll( 'link[rel="preload"]' ),
				( link ) => link.getAttribute( 'href' )
			).sort()
		).toEqual( [
			'/build/app.js',
			'/build/dashboard-data.js',
			'/build/dashboard.js',
			'/build/shell.css',
			'/build/shell.js',
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

	it( 'asks only for the user and the design where the screen has no call or the route’s id is no estate id', () => {
		const cookies = 'laravel_user_token=abc';
		const shellOnly = [
			`${ TEST_API }/api/user`,
			`${ TEST_API }/api/settings/reporting/design`,
		];
		printRoot( 'wizard' );
		// A lead-generation page opens on the valuation for a customer.
		expect( startFirstCalls( PAGE, cookies, '#/' ) ).toEqual( shellOnly );
		printRoot();
		expect(
			startFirstCalls( PAGE, cookies, '#/estates/..%2Fuser' )
		).toEqual( shellOnly );
		expect( startFirstCalls( PAGE, cookies, '#/profile' ) ).toEqual(
			shellOnly
		);
		expect( preloadedPictures() ).toEqual( [] );
	} );

	it( 'preloads the picture the screen’s answer names as soon as it is there: the first card’s thumbnail, the cover', async () => {
		answerWith( {
			'/api/onoffice/estates': dashboardAnswer( {
				estatesOwned: [ listItem( '101' ), listItem( '102' ) ],
			} ),
			'/api/onoffice/estates/101': detailAnswer( '101' ),
		} );
		const cookies = 'laravel_user_token=abc';
		printRoot();
		startFirstCalls( PAGE, cookies, '#/' );
		await waitFor( () =>
			expect( preloadedPictures() ).toEqual( [
				[ 'https://api.example/media/estates/101-1.jpg?w=640', 'high' ],
			] )
		);
		document.head.innerHTML = '';
		startFirstCalls( PAGE, cookies, '#/estates/101' );
		// The cover: the Titelbild, not the first picture.
		await waitFor( () =>
			expect( preloadedPictures() ).toEqual( [
				[ 'https://api.example/media/estates/101-1.jpg?w=640', 'high' ],
			] )
		);
	} );

	it( 'preloads nothing for a failed answer, an unusable one or an unsafe picture', async () => {
		const cookies = 'laravel_user_token=abc';
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
			printRoot();
			startFirstCalls( PAGE, cookies, '#/' );
			// The answer has been read (its copy's body too) by now.
			await read;
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
			expect( preloadedPictures() ).toEqual( [] );
		}
	} );

	it( 'asks for nothing without a full root or an API base', () => {
		const cookies = 'laravel_user_token=abc';
		document.body.innerHTML =
			'<div class="customer-area-root customer-area-root--popup" data-customer-area-root></div>';
		expect( startFirstCalls( PAGE, cookies, '#/' ) ).toEqual( [] );
		printRoot();
		expect(
			startFirstCalls( { ...PAGE, apiBase: '' }, cookies, '#/' )
		).toEqual( [] );
		expect( fetchSpy ).not.toHaveBeenCalled();
	} );
} );

describe( 'the entry adopts the early calls', () => {
	bootTestEnvironment();

	/**
	 * Starts the early calls as the head's script does, then boots the signed-in dashboard.
	 *
	 * @param page The page's API settings the head's script read.
	 */
	async function bootDashboard( page: PageApi ): Promise< void > {
		window.location.hash = '#/';
		storeSignedInSession();
		printRoot();
		expect( startFirstCalls( page, document.cookie, '#/' ) ).toHaveLength(
			3
		);
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
		await waitFor( () => expect( calls ).toHaveLength( 6 ) );
		expect( leftOver() ).toHaveLength( 3 );
	} );
} );
