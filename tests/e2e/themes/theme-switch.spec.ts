/**
 * The themes the suite proves the plugin in (tests/e2e/support/themes.ts), which are all the stack
 * installs: the sign-in page renders the area in each of them, and in Twenty Twenty-Five's dark
 * 'Evening' variation; the theme and its styles come back after a test.
 */
import { ROOT_SELECTOR, expectNoAxeViolations } from '../support/fixtures';
import {
	THEMES,
	expect,
	switchTheme,
	test,
	type SiteTheme,
} from '../support/themes';
import { runWordPressPhp } from '../support/wordpress';
import type { Page } from '@playwright/test';

/** Twenty Twenty-Five's 'Evening' base colour (#1B1B1B), the page's background in that variation. */
const EVENING_BASE = 'rgb(27, 27, 27)';

/**
 * Opens the sign-in page and expects the theme's body class and the area's sign-in form.
 *
 * @param page  The page.
 * @param theme The theme that must be active.
 */
async function expectSignInIn( page: Page, theme: string ): Promise< void > {
	// Without a fragment: a goto to the same URL with one would stay in the loaded document.
	await page.goto( '/customer-area/' );
	await expect( page.locator( 'body' ) ).toHaveClass(
		new RegExp( `\\bwp-theme-${ theme }\\b` )
	);
	const root = page.locator( ROOT_SELECTOR ).first();
	await expect(
		root.getByRole( 'heading', { name: 'Sign In', exact: true } )
	).toBeVisible();
	await expect( root.locator( '.ca-setup-error' ) ).toHaveCount( 0 );
}

/**
 * The page's background colour.
 *
 * @param page The page.
 */
function bodyBackground( page: Page ): Promise< string > {
	return page
		.locator( 'body' )
		.evaluate( ( body ) => getComputedStyle( body ).backgroundColor );
}

// The trees' list (scripts/lib/wordpress-core.mjs, what CA_THEME accepts) and the tests' list are
// written apart; a theme the trees gain without the tests would otherwise go untested.
test( 'every theme installed in the stack is one the tests run in', () => {
	const installed = JSON.parse(
		runWordPressPhp(
			'echo wp_json_encode( array_keys( wp_get_themes() ) );'
		)
	) as string[];
	expect( installed.sort() ).toEqual( [ ...THEMES ].sort() );
} );

for ( const theme of THEMES ) {
	test.describe( `in ${ theme }`, () => {
		test.use( { siteTheme: { theme } } );

		test( 'the sign-in page renders the area', async ( { page } ) => {
			await expectSignInIn( page, theme );
			expect( await bodyBackground( page ) ).not.toBe( EVENING_BASE );
			await expectNoAxeViolations( page, `sign in, ${ theme }` );
		} );
	} );
}

test.describe( "in twentytwentyfive's 'Evening' variation", () => {
	const evening: SiteTheme = {
		theme: 'twentytwentyfive',
		variation: 'Evening',
	};
	test.use( { siteTheme: evening } );

	// The plugin sets its text colour and its surface together, so its light surface keeps its
	// dark text readable on the theme's dark base.
	test( 'the sign-in page renders the area on the dark base', async ( {
		page,
	} ) => {
		await expectSignInIn( page, evening.theme );
		expect( await bodyBackground( page ) ).toBe( EVENING_BASE );
		await expectNoAxeViolations( page, 'sign in, Evening' );
	} );
} );

test( 'switchTheme puts back the theme and the styles it found', async ( {
	page,
} ) => {
	await expectSignInIn( page, 'twentytwentyfive' );
	const reference = await bodyBackground( page );
	expect( reference ).not.toBe( EVENING_BASE );

	const restoreClassic = switchTheme( { theme: 'twentytwentyone' } );
	await expectSignInIn( page, 'twentytwentyone' );
	restoreClassic();
	await expectSignInIn( page, 'twentytwentyfive' );

	const restoreEvening = switchTheme( {
		theme: 'twentytwentyfive',
		variation: 'Evening',
	} );
	await expectSignInIn( page, 'twentytwentyfive' );
	expect( await bodyBackground( page ) ).toBe( EVENING_BASE );
	restoreEvening();
	await expectSignInIn( page, 'twentytwentyfive' );
	expect( await bodyBackground( page ) ).toBe( reference );
} );
