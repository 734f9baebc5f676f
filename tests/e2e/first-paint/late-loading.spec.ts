/**
 * The plugin's files wait until the page has painted (docs/architecture.md "First screens"): on
 * the valuation and sign-in pages neither the plugin's files nor the WordPress packages only it
 * needs are fetched before the first contentful paint; and for a signed-in customer the head's
 * script sends the user call, the broker's design and the first screen's call itself, before any
 * bundle has run, and the app adopts the answers, so each goes out once; the picture the answer
 * names is fetched once too, though the head and the entry both preload it. On an owner's estate
 * page, the tabs' code, their calls and the profile picture wait until the cover has painted.
 */
import type { Locator, Request } from '@playwright/test';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
	signIn,
	test,
	watchLateWork,
} from '../support/fixtures';

const VALUATION = '/property-valuation/';

/** A fetch() the page made. */
interface SentCall {
	path: string;
	fromBundle: boolean;
}
const AREA = '/customer-area/';

/**
 * The first full root's pre-rendered first screen.
 *
 * @param page The page.
 */
const firstView = ( page: import( '@playwright/test' ).Page ) =>
	page.locator( `${ ROOT_SELECTOR } .customer-area-first-view` ).first();

test.describe( 'late loading', () => {
	test( "the plugin's files and the packages only it needs are fetched after the page has painted", async ( {
		page,
	} ) => {
		for ( const path of [ VALUATION, AREA ] ) {
			await page.goto( WP_URL + path );
			const root = page.locator( ROOT_SELECTOR ).first();
			// The app has taken over: its files have arrived and run.
			await expect( root ).not.toHaveAttribute( 'aria-busy' );
			await expect( firstView( page ) ).toHaveCount( 0 );
			const { paint, files } = await page.evaluate( () => ( {
				paint:
					performance.getEntriesByName(
						'first-contentful-paint'
					)[ 0 ]?.startTime ?? null,
				files: performance
					.getEntriesByType( 'resource' )
					// The theme's own script modules (its navigation) are not the plugin's.
					.filter( ( entry ) =>
						/\/customer-area\/build\/|\/wp-includes\/js\/dist\/(?!script-modules\/)/.test(
							entry.name
						)
					)
					.map( ( entry ) => ( {
						name: entry.name,
						start: entry.startTime,
					} ) ),
			} ) );
			expect( paint, path ).not.toBeNull();
			const names = files.map(
				( file ) => new URL( file.name ).pathname
			);
			for ( const file of [
				'build/index.js',
				'build/index.css',
				'build/app.js',
				'vendor/react-dom.min.js',
			] ) {
				expect(
					names.some( ( name ) => name.endsWith( file ) ),
					`${ path } ${ file }`
				).toBe( true );
			}
			for ( const file of files ) {
				expect(
					file.start,
					`${ path } ${ file.name }`
				).toBeGreaterThanOrEqual( paint ?? Infinity );
			}
		}
	} );

	test( "a customer's first calls are sent by the head's script and adopted by the app, once each, and the picture is fetched once", async ( {
		page,
	} ) => {
		// Every fetch() of the page, and whether a bundle's code made it (its stack names build/).
		await page.addInitScript( () => {
			const sent: Array< { path: string; fromBundle: boolean } > = [];
			( window as unknown as { caFetches: typeof sent } ).caFetches =
				sent;
			const original = window.fetch.bind( window );
			window.fetch = ( input, init ) => {
				const url =
					typeof input === 'object' && 'url' in input
						? input.url
						: String( input );
				sent.push( {
					path: new URL( url, window.location.href ).pathname,
					fromBundle: /\/build\//.test( new Error().stack ?? '' ),
				} );
				return original( input, init );
			};
		} );
		const signingIn = watchLateWork( page );
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		await signingIn.settled();
		const cases: Array<
			[ string, string, string, ( root: Locator ) => Locator ]
		> = [
			[
				'#/',
				'/api/onoffice/estates',
				// The first card's thumbnail.
				'/media/estates/101-1.jpg?w=600',
				( root ) =>
					root.getByRole( 'heading', {
						name: 'Your properties',
					} ),
			],
			[
				'#/estates/101',
				'/api/onoffice/estates/101',
				// The cover.
				'/media/estates/101-1.jpg',
				( root ) =>
					root.getByRole( 'link', {
						name: 'Back to the dashboard',
					} ),
			],
		];
		for ( const [ hash, call, picture, shown ] of cases ) {
			// A new document each time, not a jump within the page.
			await page.goto( 'about:blank' );
			const lateWork = watchLateWork( page );
			const calls: string[] = [];
			const record = ( request: Request ) => {
				const url = new URL( request.url() );
				calls.push(
					`${ request.method() } ${ url.pathname }${ url.pathname.startsWith( '/media/' ) ? url.search : '' }`
				);
			};
			page.on( 'request', record );
			await page.goto( WP_URL + AREA + hash );
			const root = page.locator( ROOT_SELECTOR ).first();
			await expect( shown( root ) ).toBeVisible();
			// The screen shows the picture: every request for it (the head's preload, the entry's,
			// the element's own) has been made by now.
			await expect(
				root.locator( `img[src$="${ picture }"]` ).first()
			).toBeVisible();
			await lateWork.settled();
			page.off( 'request', record );
			const watched = [
				'GET /api/user',
				'GET /api/settings/reporting/design',
				`GET ${ call }`,
				`GET ${ picture }`,
			];
			// Every request for the picture's file, whatever its query: one only, with the URL the
			// screen shows.
			const pictureFile = `GET ${ picture.split( '?' )[ 0 ] }`;
			expect(
				calls
					.filter(
						( line ) =>
							watched.includes( line ) ||
							line.split( '?' )[ 0 ] === pictureFile
					)
					.sort(),
				hash
			).toEqual( watched.sort() );
			// Sent by the page's own inline script (the head's), not by a bundle: the app adopted the
			// answers instead of sending its own.
			const sent = await page.evaluate(
				() =>
					( window as unknown as { caFetches: SentCall[] } ).caFetches
			);
			expect(
				sent.filter( ( line ) =>
					[
						'/api/user',
						'/api/settings/reporting/design',
						call,
					].includes( line.path )
				),
				hash
			).toEqual( [
				{ path: '/api/user', fromBundle: false },
				{ path: '/api/settings/reporting/design', fromBundle: false },
				{ path: call, fromBundle: false },
			] );
		}
	} );

	test( "an owner's estate page asks for its tabs' code, their calls and the profile picture only after the cover has painted", async ( {
		page,
	} ) => {
		const signingIn = watchLateWork( page );
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		await signingIn.settled();
		await page.goto( 'about:blank' );
		const lateWork = watchLateWork( page );
		await page.goto( WP_URL + AREA + '#/estates/101' );
		const root = page.locator( ROOT_SELECTOR ).first();
		await expect(
			root.getByRole( 'tab', { name: 'Overview' } )
		).toBeVisible();
		await expect(
			root.getByRole( 'list', { name: 'Key figures' } )
		).toBeVisible();
		await lateWork.settled();
		const { cover, files } = await page.evaluate( async () => ( {
			// The browser's largest-contentful-paint entries: when it painted the cover.
			cover: await new Promise< number | null >( ( resolve ) => {
				new PerformanceObserver( ( list ) => {
					const entry = list
						.getEntries()
						.find( ( paint ) =>
							new URL(
								( paint as PerformanceEntry & { url: string } )
									.url,
								window.location.href
							).pathname.endsWith( '/media/estates/101-1.jpg' )
						);
					resolve( entry ? entry.startTime : null );
				} ).observe( {
					type: 'largest-contentful-paint',
					buffered: true,
				} );
			} ),
			files: performance
				.getEntriesByType( 'resource' )
				.map( ( entry ) => ( {
					path: new URL( entry.name ).pathname,
					start: entry.startTime,
				} ) ),
		} ) );
		expect( cover ).not.toBeNull();
		const later = [
			'/wp-content/plugins/customer-area/build/estate-tabs.js',
			'/api/onoffice/estates/101/short-stats',
			'/api/onoffice/estates/101/log',
			'/api/user/profile-picture',
		];
		for ( const path of later ) {
			const requests = files.filter( ( file ) => file.path === path );
			expect( requests.length, path ).toBeGreaterThan( 0 );
			for ( const request of requests ) {
				expect( request.start, path ).toBeGreaterThanOrEqual(
					cover ?? Infinity
				);
			}
		}
	} );
} );
