/**
 * The first paint of the valuation and sign-in pages (docs/architecture.md "First paint and start-up"): the
 * server's pre-rendered first screen shows without JavaScript (with the noscript message); with
 * JavaScript the app takes over without a layout shift, focus stays where it was, and axe passes
 * before and after; and the head's script shows the neutral skeleton instead of the text whenever
 * the visitor will see another screen or language: signed in, each public hash route, the wizard's
 * progress, a held estate token, a language cookie that differs from the page's. A forward link
 * and `initial-view` get their own view's text from the server.
 */
import type { Page } from '@playwright/test';
import {
	ROOT_SELECTOR,
	WP_URL,
	expect,
	expectNoAxeViolations,
	failedRequest,
	test,
} from '../support/fixtures';
import { holdEntry } from '../support/hold-entry';
import { ensurePage, shortcodeBlock } from '../support/wordpress';

const VALUATION = '/property-valuation/';
const AREA = '/customer-area/';
const FORWARD = '/first-paint-forward-link/';
const REGISTER = '/first-paint-initial-view/';
const SKELETON = 'customer-area-skeleton';
const SIGN_IN_ROUTE = 'customer-area-sign-in-route';
const WIZARD_KEY = 'customer-area:wizard';

const QUESTION = 'Which property would you like to evaluate?';

/**
 * The first full root and its pre-rendered first screen.
 *
 * @param page The page.
 */
const firstView = ( page: Page ) =>
	page.locator( `${ ROOT_SELECTOR } .customer-area-opening` ).first();

test.beforeAll( () => {
	ensurePage(
		FORWARD.slice( 1, -1 ),
		'Secret offers',
		shortcodeBlock( '[customer_area forward-link="/offers/"]' )
	);
	ensurePage(
		REGISTER.slice( 1, -1 ),
		'Join',
		shortcodeBlock( '[customer_area initial-view="register"]' )
	);
} );

test.describe( 'first paint', () => {
	test( 'without JavaScript the valuation page shows its first question and the noscript message', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		await page.goto( WP_URL + VALUATION );
		const root = page.locator( ROOT_SELECTOR ).first();
		await expect(
			root.getByRole( 'heading', {
				level: 1,
				name: 'Online Property Valuation',
			} )
		).toBeVisible();
		await expect(
			root.getByRole( 'heading', { level: 2, name: /Step 1 of 6/ } )
		).toContainText( QUESTION );
		// Shown by the browser as it is; Playwright's text search leaves <noscript> out.
		expect( await page.locator( 'noscript' ).allInnerTexts() ).toContain(
			'Please enable JavaScript to use the customer area.'
		);
		await expect( root.locator( 'form, input, button' ) ).toHaveCount( 0 );
		await context.close();
	} );

	test( 'the app takes over without a shift, keeps focus, and axe passes before and after', async ( {
		page,
	} ) => {
		await page.addInitScript( () => {
			// Every shift of the area or of what follows it, with what moved. The theme's header,
			// above the area, shifts by itself when its web font arrives (Twenty Twenty-Five's
			// Manrope, `font-display: fallback`), on its plain pages as much: not the plugin's (the
			// font is held back below).
			const shifts: string[] = [];
			( window as unknown as { caShifts: string[] } ).caShifts = shifts;
			const ours = ( node: Node | null ) => {
				const root = document.querySelector(
					'[data-customer-area-root]'
				);
				return (
					!! node &&
					!! root &&
					( root.contains( node ) ||
						// After the root, not inside it: exactly "following".
						root.compareDocumentPosition( node ) ===
							Node.DOCUMENT_POSITION_FOLLOWING )
				);
			};
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					const shift = entry as unknown as {
						value: number;
						sources: Array< { node: Node | null } >;
					};
					const moved = shift.sources.filter( ( source ) =>
						ours( source.node )
					);
					if ( moved.length > 0 ) {
						shifts.push(
							`${ shift.value }: ${ moved
								.map(
									( source ) =>
										( source.node as Element ).className ||
										source.node?.nodeName
								)
								.join( ', ' ) }`
						);
					}
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		// The theme's web font moves its header, and everything below it with the area, whenever
		// it arrives after the first paint (on a busy machine): a shift of the theme's, not the
		// plugin's. Here it is no font (an empty file, which the browser only warns about), so the
		// page keeps its fallback font throughout.
		await page.route( /\.woff2(\?|$)/, ( route ) =>
			route.fulfill( { contentType: 'font/woff2', body: '' } )
		);
		const release = await holdEntry( page );
		await page.goto( WP_URL + VALUATION, {
			waitUntil: 'domcontentloaded',
		} );
		const root = page.locator( ROOT_SELECTOR ).first();
		await expect( root ).toHaveAttribute( 'aria-busy', 'true' );
		await expect( firstView( page ) ).toContainText( QUESTION );
		await expectNoAxeViolations( page, 'pre-rendered wizard' );

		// The visitor is already on the page's own links when the app arrives.
		const themeLink = page.locator( 'header a' ).first();
		await themeLink.focus();
		release();

		await expect(
			root.getByRole( 'button', { name: 'Next' } )
		).toBeVisible();
		await expect( root ).not.toHaveAttribute( 'aria-busy' );
		await expect( firstView( page ) ).toHaveCount( 0 );
		await expect( root.getByRole( 'heading', { level: 2 } ) ).toHaveCount(
			1
		);
		await expect( themeLink ).toBeFocused();
		await expectNoAxeViolations( page, 'wizard after the takeover' );
		const shifts = await page.evaluate(
			() => ( window as unknown as { caShifts: string[] } ).caShifts
		);
		// The CLS observer reads 0 for the area: neither the takeover nor the cards replacing the
		// wizard's loading state moved anything.
		expect( shifts ).toEqual( [] );
	} );

	/** A case of the head's script: what the visitor brings, and what the page shows. */
	interface Case {
		name: string;
		path: string;
		hash?: string;
		cookie?: [ string, string ];
		wizard?: object;
		shows: 'text' | 'skeleton';
		/** The text of the view, when it shows. */
		text?: string;
		htmlClass?: string;
	}

	// A made-up token: the entry's session check is refused while the app is held back.
	test.use( { allowedConsoleErrors: [ failedRequest( 401 ) ] } );

	const cases: Case[] = [
		{
			name: 'a visitor, valuation page',
			path: VALUATION,
			shows: 'text',
			text: QUESTION,
		},
		{
			name: 'a visitor, sign-in page',
			path: AREA,
			shows: 'text',
			text: 'Sign In Now',
		},
		{
			name: 'signed in',
			path: AREA,
			cookie: [ 'laravel_user_token', 'a-token' ],
			shows: 'skeleton',
			htmlClass: SKELETON,
		},
		{
			name: 'signed in, valuation page',
			path: VALUATION,
			cookie: [ 'laravel_user_token', 'a-token' ],
			shows: 'skeleton',
			htmlClass: SKELETON,
		},
		{
			name: '#/reset-password',
			path: AREA,
			hash: '#/reset-password?token=t&email=a%40b.example',
			shows: 'skeleton',
			htmlClass: SKELETON,
		},
		{
			name: '#/verify-email',
			path: VALUATION,
			hash: '#/verify-email?url=x',
			shows: 'skeleton',
			htmlClass: SKELETON,
		},
		{
			name: "#/estates/… (a customer's page, where an e-mail's link leads)",
			path: AREA,
			hash: '#/estates/101',
			shows: 'skeleton',
			htmlClass: SKELETON,
		},
		{
			name: '#/login on the sign-in page',
			path: AREA,
			hash: '#/login',
			shows: 'text',
			text: 'Sign In Now',
			htmlClass: SIGN_IN_ROUTE,
		},
		{
			name: '#/login on the valuation page (the sign-in form there)',
			path: VALUATION,
			hash: '#/login',
			shows: 'skeleton',
			htmlClass: SIGN_IN_ROUTE,
		},
		{
			name: 'wizard progress',
			path: VALUATION,
			wizard: { step: 2, subStep: 0, answers: { objektart: 'haus' } },
			shows: 'skeleton',
			htmlClass: SKELETON,
		},
		{
			name: 'held estate token',
			path: AREA,
			wizard: {
				step: 6,
				answers: {},
				estateToken: 'tok',
				estateTokenAt: Date.now(),
			},
			shows: 'skeleton',
			htmlClass: SKELETON,
		},
		{
			name: 'language cookie of another language',
			path: VALUATION,
			cookie: [ 'wp-wpml_current_language', 'de' ],
			shows: 'skeleton',
			htmlClass: SKELETON,
		},
		{
			name: 'language cookie of the page’s language',
			path: VALUATION,
			cookie: [ 'pll_language', 'en' ],
			shows: 'text',
			text: QUESTION,
		},
		{
			name: 'forward link',
			path: FORWARD,
			shows: 'text',
			text: 'Further details about the property are available to customers with a customer account.',
		},
		{
			name: 'initial-view register',
			path: REGISTER,
			shows: 'text',
			text: 'Create an account now',
		},
	];

	test( 'the head script shows the skeleton or the right text in each case', async ( {
		page,
		context,
	} ) => {
		await holdEntry( page );
		for ( const item of cases ) {
			// Leave the last case's page first: its entry still watches the token cookie (a tab
			// follows the others' sign-in) and would check, and clear, the made-up token set next.
			// The tab's storage is per origin: it is set (or cleared) on this page of the site.
			await page.goto( WP_URL + '/wp-includes/images/blank.gif' );
			await context.clearCookies();
			await context.addCookies(
				( item.cookie ? [ item.cookie ] : [] ).map(
					( [ name, value ] ) => ( {
						name,
						value,
						url: WP_URL,
					} )
				)
			);
			await page.evaluate(
				( [ key, value ] ) => {
					window.sessionStorage.clear();
					if ( value ) {
						window.sessionStorage.setItem( key, value );
					}
				},
				[
					WIZARD_KEY,
					item.wizard ? JSON.stringify( item.wizard ) : '',
				] as const
			);
			await page.goto( WP_URL + item.path + ( item.hash ?? '' ), {
				waitUntil: 'domcontentloaded',
			} );
			const view = firstView( page );
			await expect( view, item.name ).toBeAttached();
			// No class of the head's script when the text fits; its class when it does not.
			await expect( page.locator( 'html' ), item.name ).toHaveClass(
				item.htmlClass
					? new RegExp( item.htmlClass )
					: /^(?![\s\S]*customer-area-s)/
			);
			await expect(
				item.text
					? view.getByText( item.text )
					: view.locator( 'h1, h2' ).first(),
				item.name
			).toBeVisible( { visible: item.shows === 'text' } );
		}
	} );
} );
