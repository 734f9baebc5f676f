/**
 * The plugin's files wait until the page has painted (docs/architecture.md "First screens"): on
 * the valuation and sign-in pages neither the plugin's files nor the WordPress packages only it
 * needs are fetched before the first contentful paint; and for a signed-in customer the head's
 * script starts the user call and the first screen's call before the entry is even asked for,
 * and the app adopts them, so each goes out once.
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

	test( "a customer's first calls go out before the plugin's files, once each", async ( {
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
			// A new document each time, not a jump within the page.
			await page.goto( 'about:blank' );
			const lateWork = watchLateWork( page );
			const calls: string[] = [];
			const record = ( request: Request ) =>
				calls.push(
					`${ request.method() } ${ new URL( request.url() ).pathname }`
				);
			page.on( 'request', record );
			await page.goto( WP_URL + AREA + hash );
			const root = page.locator( ROOT_SELECTOR ).first();
			await expect( shown( root ) ).toBeVisible();
			await lateWork.settled();
			page.off( 'request', record );
			const watched = [ 'GET /api/user', `GET ${ call }` ];
			expect(
				calls.filter( ( line ) => watched.includes( line ) ).sort(),
				hash
			).toEqual( watched.sort() );
			// Started by the head's script once the page was parsed, before the entry was asked for.
			const starts = await page.evaluate( ( callPath ) => {
				const startOf = ( matches: ( path: string ) => boolean ) =>
					performance
						.getEntriesByType( 'resource' )
						.find( ( entry ) =>
							matches( new URL( entry.name ).pathname )
						)?.startTime ?? null;
				return {
					call: startOf( ( path ) => path === callPath ),
					user: startOf( ( path ) => path === '/api/user' ),
					entry: startOf( ( path ) =>
						path.endsWith( '/build/index.js' )
					),
				};
			}, call );
			expect( starts.entry, hash ).not.toBeNull();
			expect( starts.call ?? Infinity, hash ).toBeLessThan(
				starts.entry ?? 0
			);
			expect( starts.user ?? Infinity, hash ).toBeLessThan(
				starts.entry ?? 0
			);
		}
	} );
} );
