/**
 * The start-up path cannot be turned against a customer (docs/architecture.md "First paint and
 * start-up"): page content named like the plugin's globals replaces none of them (an element's
 * `id` or `name` shadows an undeclared global of `window`); the head's early answers are gone
 * after a sign-out and whenever the token changes; and a sign-out followed by another customer's
 * sign-in in the same tab never shows the first customer's data.
 */
import type { Page } from '@playwright/test';
import {
	API_URL,
	BUYER_EMAIL,
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
	revokeTokens,
	signIn,
	test,
	watchLateWork,
} from '../support/fixtures';
import { holdEntry } from '../support/hold-entry';
import { expectedApiErrors } from '../auth/helpers';
import { runWordPressPhp, shortcodeBlock } from '../support/wordpress';

/**
 * Every global of `window` the plugin's pages read: its configuration, webpack's chunk list, the
 * head's early answers (under their former name too), React and WordPress's packages as the build
 * imports them, a tag manager's data layer, the browser's cookie store, Redux's devtools hooks.
 */
const GLOBALS = [
	'customerAreaConfig',
	'webpackChunkcustomer_area',
	'__customerAreaEarlyCalls',
	'React',
	'ReactDOM',
	'ReactJSXRuntime',
	'wp',
	'dataLayer',
	'cookieStore',
	'__REDUX_DEVTOOLS_EXTENSION__',
	'__REDUX_DEVTOOLS_EXTENSION_COMPOSE__',
];

const NAMED = '/start-up-named-globals/';

const AREA = '/customer-area/';

/**
 * How many early answers the page holds, wherever the head's script leaves them.
 *
 * @param page The page.
 */
const earlyAnswers = ( page: Page ) =>
	page.evaluate( () => {
		const holder = window as unknown as Record< string | symbol, unknown >;
		const list =
			holder[ Symbol.for( 'customer-area.early-answers' ) ] ??
			holder.__customerAreaEarlyCalls;
		return Array.isArray( list ) ? list.length : 0;
	} );

/**
 * A customer's token, signed in at the API.
 *
 * @param email The customer.
 */
async function tokenOf( email: string ): Promise< string > {
	const response = await fetch( `${ API_URL }/api/user/login`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Accept: 'application/json',
			'X-Requested-With': 'XMLHttpRequest',
			'X-Broker-Url': new URL( WP_URL ).origin,
		},
		body: JSON.stringify( { email, password: DEMO_PASSWORD } ),
	} );
	return ( ( await response.json() ) as { token: string } ).token;
}

/**
 * The titles of one customer's properties the other does not see.
 *
 * @param owner The one customer's token.
 * @param buyer The other's token.
 */
async function titlesOnlyOf(
	owner: string,
	buyer: string
): Promise< string[] > {
	const titles = async ( token: string ) => {
		const response = await fetch( `${ API_URL }/api/onoffice/estates`, {
			headers: {
				Accept: 'application/json',
				'X-Requested-With': 'XMLHttpRequest',
				'X-Broker-Url': new URL( WP_URL ).origin,
				Authorization: `Bearer ${ token }`,
			},
		} );
		const lists = ( await response.json() ) as Record<
			string,
			Array< { elements?: { objekttitel?: string } } >
		>;
		return Object.values( lists )
			.flat()
			.flatMap( ( item ) => item.elements?.objekttitel ?? [] );
	};
	const buyers = await titles( buyer );
	const owners = ( await titles( owner ) ).filter(
		( title ) => ! buyers.includes( title )
	);
	expect( owners.length ).toBeGreaterThan( 0 );
	return owners;
}

/**
 * Records the area's text from now on, at every change.
 *
 * @param page The page.
 */
async function recordArea( page: Page ): Promise< void > {
	await page.evaluate( () => {
		const seen: string[] = [];
		( window as unknown as { caSeen: string[] } ).caSeen = seen;
		new MutationObserver( () =>
			seen.push(
				document.querySelector( '.customer-area-root' )?.textContent ??
					''
			)
		).observe( document.body, {
			childList: true,
			subtree: true,
			characterData: true,
		} );
	} );
}

/**
 * The area never showed any of these texts since `recordArea`.
 *
 * @param page  The page.
 * @param texts The texts.
 */
async function expectNeverShown(
	page: Page,
	texts: string[]
): Promise< void > {
	const seen = await page.evaluate(
		() => ( window as unknown as { caSeen: string[] } ).caSeen
	);
	expect( seen.length ).toBeGreaterThan( 0 );
	for ( const text of texts ) {
		expect(
			seen.filter( ( shown ) => shown.includes( text ) ),
			text
		).toEqual( [] );
	}
}

test.beforeAll( () => {
	const elements = GLOBALS.map(
		( name ) =>
			`<div id="${ name }"></div><form name="${ name }"></form><img name="${ name }" alt="" src="/wp-includes/images/blank.gif">`
	).join( '' );
	// Saved as the site's administrator, who may write any HTML (an author may set `id` and a
	// form's `name`).
	runWordPressPhp(
		`
		wp_set_current_user( 1 );
		$page   = get_page_by_path( 'start-up-named-globals', OBJECT, 'page' );
		$fields = array( 'post_content' => getenv( 'CA_E2E_CONTENT' ), 'post_status' => 'publish', 'post_title' => 'Named globals' );
		if ( $page ) {
			wp_update_post( array( 'ID' => $page->ID ) + $fields );
		} else {
			wp_insert_post( array( 'post_type' => 'page', 'post_name' => 'start-up-named-globals' ) + $fields );
		}
		`,
		{
			CA_E2E_CONTENT: `${ shortcodeBlock(
				'[customer_area]'
			) }\n<!-- wp:html -->\n${ elements }\n<!-- /wp:html -->`,
		}
	);
} );

test.describe( 'start-up safety', () => {
	test( 'page content named like the plugin’s globals neither keeps a visitor from signing in nor an owner from the dashboard', async ( {
		page,
	} ) => {
		// The elements are there: each name is an element's id and the name of a form and a picture.
		await page.goto( WP_URL + NAMED );
		for ( const name of GLOBALS ) {
			await expect( page.locator( `[id="${ name }"]` ) ).toHaveCount( 1 );
			await expect( page.locator( `[name="${ name }"]` ) ).toHaveCount(
				2
			);
		}
		const root = page.locator( ROOT_SELECTOR ).first();
		const lateWork = watchLateWork( page );
		await root
			.getByRole( 'textbox', { name: 'Email', exact: true } )
			.fill( OWNER_EMAIL );
		await root.getByLabel( /^Password\b/ ).fill( DEMO_PASSWORD );
		await root.getByRole( 'button', { name: 'Sign In Now' } ).click();
		await expect(
			root.getByRole( 'heading', { name: 'Your properties' } )
		).toBeVisible();
		await lateWork.settled();
		// A new page load of the signed-in owner: the head's script, the entry and its chunks.
		await page.goto( 'about:blank' );
		const reload = watchLateWork( page );
		await page.goto( WP_URL + NAMED + '#/' );
		await expect(
			root.getByRole( 'heading', { name: 'Your properties' } )
		).toBeVisible();
		await expect(
			root.locator( 'img[fetchpriority="high"]' )
		).toBeVisible();
		await reload.settled();
	} );

	test.describe( 'with a token the API refuses', () => {
		test.use( { allowedConsoleErrors: expectedApiErrors( 401 ) } );

		test( 'the early answers are gone after the sign-out it causes', async ( {
			page,
			freshSandbox,
		} ) => {
			void freshSandbox;
			const lateWork = watchLateWork( page );
			await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
			await lateWork.settled();
			await revokeTokens();
			await page.goto( 'about:blank' );
			await page.goto( WP_URL + AREA + '#/estates/101' );
			await expect(
				page
					.locator( ROOT_SELECTOR )
					.first()
					.getByRole( 'button', { name: 'Sign In Now' } )
			).toBeVisible();
			await expect.poll( () => earlyAnswers( page ) ).toBe( 0 );
		} );
	} );

	test( 'when another tab’s sign-in changes the token before the app runs, the first customer’s early answers are neither shown nor kept', async ( {
		page,
	} ) => {
		const owner = await tokenOf( OWNER_EMAIL );
		const buyer = await tokenOf( BUYER_EMAIL );
		const ownerOnly = await titlesOnlyOf( owner, buyer );
		const [ buyerOnly = '' ] = await titlesOnlyOf( buyer, owner );
		// The owner's page starts with the owner's token; before the entry runs, another tab signs
		// the buyer in (the cookie changes). The app then runs as the buyer.
		const release = await holdEntry( page );
		await page
			.context()
			.addCookies( [
				{ name: 'laravel_user_token', value: owner, url: WP_URL },
			] );
		const lateWork = watchLateWork( page );
		await page.goto( WP_URL + AREA + '#/', {
			waitUntil: 'domcontentloaded',
		} );
		await expect.poll( () => earlyAnswers( page ) ).toBeGreaterThan( 0 );
		await page
			.context()
			.addCookies( [
				{ name: 'laravel_user_token', value: buyer, url: WP_URL },
			] );
		await recordArea( page );
		release();
		const root = page.locator( ROOT_SELECTOR ).first();
		await expect(
			root.getByRole( 'heading', { name: 'Your properties' } )
		).toBeVisible();
		await expect( root.getByText( buyerOnly ).first() ).toBeVisible();
		await lateWork.settled();
		expect( await earlyAnswers( page ) ).toBe( 0 );
		await expectNeverShown( page, ownerOnly );
	} );

	test( 'after a sign-out the early answers are gone, and the next customer to sign in in the tab never sees the first one’s data', async ( {
		page,
	} ) => {
		const owner = await tokenOf( OWNER_EMAIL );
		const buyer = await tokenOf( BUYER_EMAIL );
		const ownerOnly = await titlesOnlyOf( owner, buyer );
		const [ buyerOnly = '' ] = await titlesOnlyOf( buyer, owner );
		const signingIn = watchLateWork( page );
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		await signingIn.settled();
		await page.goto( 'about:blank' );
		const lateWork = watchLateWork( page );
		await page.goto( WP_URL + AREA + '#/' );
		const root = page.locator( ROOT_SELECTOR ).first();
		await expect(
			root.getByText( ownerOnly[ 0 ] ?? '' ).first()
		).toBeVisible();
		await lateWork.settled();
		await root.getByRole( 'button', { name: 'Logout' } ).click();
		const submit = root.getByRole( 'button', { name: 'Sign In Now' } );
		await expect( submit ).toBeVisible();
		expect( await earlyAnswers( page ) ).toBe( 0 );
		await recordArea( page );
		await root
			.getByRole( 'textbox', { name: 'Email', exact: true } )
			.fill( BUYER_EMAIL );
		await root.getByLabel( /^Password\b/ ).fill( DEMO_PASSWORD );
		await submit.click();
		await expect( root.getByText( buyerOnly ).first() ).toBeVisible();
		await expectNeverShown( page, ownerOnly );
	} );
} );
