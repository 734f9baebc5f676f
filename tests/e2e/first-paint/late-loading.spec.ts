/**
 * The plugin's files wait until the page has painted (docs/architecture.md "First paint and
 * start-up"): on the valuation and sign-in pages neither the plugin's files nor the WordPress
 * packages only it needs are fetched before the first contentful paint; and for a signed-in
 * customer the first screen's call, the user call and the picture the answer names go out before
 * the entry's file has arrived, once each (the app adopts the answers, and shows the picture the
 * head's script asked for). On an owner's estate page,
 * the tabs' code, their calls and the profile picture wait until the cover has painted.
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
import { holdEntry } from '../support/hold-entry';

const VALUATION = '/property-valuation/';

const AREA = '/customer-area/';

/**
 * The first full root's pre-rendered first screen.
 *
 * @param page The page.
 */
const firstView = ( page: import( '@playwright/test' ).Page ) =>
	page.locator( `${ ROOT_SELECTOR } .customer-area-opening` ).first();

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

	test( "a customer's first calls and picture go out before the entry has arrived, each once", async ( {
		page,
	} ) => {
		const signingIn = watchLateWork( page );
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		await signingIn.settled();
		const cases: Array< [ string, string, ( root: Locator ) => Locator ] > =
			[
				[
					'#/',
					'/api/onoffice/estates',
					( root ) =>
						root.getByRole( 'heading', {
							name: 'Your properties',
						} ),
				],
				[
					'#/estates/101',
					'/api/onoffice/estates/101',
					( root ) =>
						root.getByRole( 'link', {
							name: 'Back to the dashboard',
						} ),
				],
			];
		for ( const [ hash, call, shown ] of cases ) {
			// A new document each time, not a jump within the page; the entry's file is held back
			// until the picture has been asked for: no bundle can have sent what goes out first.
			await page.goto( 'about:blank' );
			const release = await holdEntry( page );
			const sent: string[] = [];
			const record = ( request: Request ) => sent.push( request.url() );
			page.on( 'request', record );
			const lateWork = watchLateWork( page );
			const picture = page.waitForRequest( /\/media\/estates\// );
			await page.goto( WP_URL + AREA + hash, {
				waitUntil: 'domcontentloaded',
			} );
			const preloaded = ( await picture ).url();
			const before = sent.map( ( url ) => new URL( url ).pathname );
			expect( before, hash ).toEqual(
				expect.arrayContaining( [ call, '/api/user' ] )
			);
			release();
			const root = page.locator( ROOT_SELECTOR ).first();
			await expect( shown( root ) ).toBeVisible();
			// The screen shows the picture the head's script asked for, in the width it chose.
			const image = root.locator( 'img[fetchpriority="high"]' );
			await expect
				.poll( () =>
					image.evaluate( ( img: HTMLImageElement ) =>
						img.complete ? img.currentSrc : ''
					)
				)
				.toBe( preloaded );
			await lateWork.settled();
			page.off( 'request', record );
			await page.unroute( /\/build\/index\.js/ );
			// Each call once: the app adopted the head's answers instead of asking again; the
			// picture's file once, whatever its query.
			const paths = sent.map( ( url ) => new URL( url ).pathname );
			// The broker's design is asked for by the screens that show its colours: once at most.
			expect(
				paths.filter(
					( path ) => path === '/api/settings/reporting/design'
				).length,
				hash
			).toBeLessThanOrEqual( 1 );
			for ( const path of [
				'/api/user',
				call,
				new URL( preloaded ).pathname,
			] ) {
				expect(
					paths.filter( ( sentPath ) => sentPath === path ),
					`${ hash } ${ path }`
				).toHaveLength( 1 );
			}
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
