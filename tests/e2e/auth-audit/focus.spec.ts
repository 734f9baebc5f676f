/**
 * Focus after navigation, by keyboard only: a sign-in leaves focus on the dashboard's heading; a
 * sidebar entry keeps focus (1280 px), a drawer entry hands it to the new heading (375 px); Logout
 * leaves it on the sign-in heading. In English and German.
 */
import type { Page } from '@playwright/test';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	WP_URL,
	expect,
	expectNoAxeViolations,
	test,
} from '../support/fixtures';
import { AREA, root } from '../auth/helpers';
import { pressUntilFocused } from '../profile/helpers';

const TEXTS = {
	en: {
		email: 'Email',
		password: 'Password',
		signIn: 'Sign In',
		profile: 'Profile',
		logout: 'Logout',
		menu: 'Menu',
		nav: 'Customer area',
	},
	de: {
		email: 'E-Mail',
		password: 'Passwort',
		signIn: 'Anmelden',
		profile: 'Profil',
		logout: 'Abmelden',
		menu: 'Menü',
		nav: 'Kundenbereich',
	},
} as const;

type Texts = ( typeof TEXTS )[ keyof typeof TEXTS ];

/**
 * Opens the customer area in `language` at `width` and signs in with the keyboard only; expects
 * focus on the dashboard's heading.
 *
 * @param page     The page.
 * @param language 'en' or 'de' (the WPML cookie).
 * @param width    Viewport width.
 */
async function signInByKeyboard(
	page: Page,
	language: keyof typeof TEXTS,
	width: number
): Promise< void > {
	const text = TEXTS[ language ];
	await page.setViewportSize( { width, height: 900 } );
	await page
		.context()
		.addCookies( [
			{ name: 'wp-wpml_current_language', value: language, url: WP_URL },
		] );
	await page.goto( AREA );
	const area = root( page );
	await pressUntilFocused(
		page,
		area.getByRole( 'textbox', { name: text.email, exact: true } ),
		'Tab'
	);
	await page.keyboard.type( OWNER_EMAIL );
	await page.keyboard.press( 'Tab' );
	await expect(
		area.getByRole( 'textbox', { name: text.password, exact: true } )
	).toBeFocused();
	await page.keyboard.type( DEMO_PASSWORD );
	await page.keyboard.press( 'Enter' );

	await expect(
		area.getByRole( 'heading', { level: 1, name: 'Dashboard' } )
	).toBeFocused();
	await expect( page ).toHaveURL( /#\/$/ );
	await expectNoAxeViolations(
		page,
		`dashboard after a keyboard sign-in (${ language }, ${ width } px)`
	);
}

/**
 * Presses Enter on the focused Logout and expects focus on the sign-in view's heading.
 *
 * @param page The page.
 * @param text The language's texts.
 */
async function logOutAndExpectSignInHeading( page: Page, text: Texts ) {
	await page.keyboard.press( 'Enter' );
	await expect( page ).toHaveURL( /#\/login$/ );
	await expect(
		root( page ).getByRole( 'heading', { name: text.signIn, exact: true } )
	).toBeFocused();
}

for ( const language of [ 'en', 'de' ] as const ) {
	const text = TEXTS[ language ];

	test( `keyboard only, ${ language } at 1280 px: the dashboard's heading after sign-in, the sidebar entry after a menu choice, the sign-in heading after Logout`, async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await signInByKeyboard( page, language, 1280 );
		const area = root( page );
		const nav = area.getByRole( 'navigation', { name: text.nav } );
		const entry = nav.getByRole( 'link', { name: text.profile } );
		// The sidebar comes before the screen: back from the heading.
		await pressUntilFocused( page, entry, 'Shift+Tab' );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#\/profile$/ );
		await expect(
			area.getByRole( 'heading', { level: 1, name: text.profile } )
		).toBeVisible();
		await expect( entry ).toHaveAttribute( 'aria-current', 'page' );
		await expect( entry ).toBeFocused();

		await pressUntilFocused(
			page,
			nav.getByRole( 'button', { name: text.logout } ),
			'Tab'
		);
		await logOutAndExpectSignInHeading( page, text );
	} );

	test( `keyboard only, ${ language } at 375 px: the dashboard's heading after sign-in, the new heading after a drawer entry, the sign-in heading after Logout`, async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await signInByKeyboard( page, language, 375 );
		const area = root( page );
		const menuButton = area.getByRole( 'button', {
			name: text.menu,
			exact: true,
		} );
		const drawer = page.getByRole( 'dialog', { name: text.menu } );
		// The header's menu button comes before the screen: back from the heading.
		await pressUntilFocused( page, menuButton, 'Shift+Tab' );
		await page.keyboard.press( 'Enter' );
		await expect( drawer ).toBeVisible();
		await pressUntilFocused(
			page,
			drawer.getByRole( 'link', { name: text.profile } ),
			'Tab'
		);
		await page.keyboard.press( 'Enter' );
		await expect( drawer ).toBeHidden();
		await expect( page ).toHaveURL( /#\/profile$/ );
		await expect(
			area.getByRole( 'heading', { level: 1, name: text.profile } )
		).toBeFocused();

		await pressUntilFocused( page, menuButton, 'Shift+Tab' );
		await page.keyboard.press( 'Enter' );
		await pressUntilFocused(
			page,
			drawer.getByRole( 'button', { name: text.logout } ),
			'Tab'
		);
		await logOutAndExpectSignInHeading( page, text );
	} );
}
