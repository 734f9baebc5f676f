/**
 * The screens of the theme matrix, in the order one cell visits them with as few page loads as
 * the screens allow: the wizard's page (step 1, then the location step), the secret-sale page, the
 * customer area page (login, registration, forgot-password, then the signed-in screens through the
 * area's own routes), and, at 375 px, the dashboard once more in German. Each entry brings the page
 * from the previous screen to its own and waits until it has settled.
 */
import type { Locator, Page } from '@playwright/test';
import {
	APP_SELECTOR,
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
} from '../../support/fixtures';
import { ensurePage, shortcodeBlock } from '../../support/wordpress';
import { logInHere } from '../../auth/helpers';
import { expectDropLabelAtRest } from '../../documents/helpers';

/** The page that shows the secret-sale notice. */
export const SECRET_SALE_PAGE = '/theme-matrix-secret-sale/';

/**
 * Creates the secret-sale page (the same in every theme, so once per run).
 */
export function ensureSecretSalePage(): void {
	ensurePage(
		'theme-matrix-secret-sale',
		'Secret sale',
		shortcodeBlock( '[customer_area initial-view="secret-sale-notice"]' )
	);
}

/** The estate with every part on: pictures, tabs, documents. */
const ESTATE = 101;

/** One screen of the matrix. */
export interface MatrixScreen {
	/** Its name in reports and screenshot files. */
	name: string;
	/** Whether it is only visited in the German language cells (375 px). */
	germanOnly?: boolean;
	/** The reference screen it is compared with, when not its own (the same screen in English). */
	sameAs?: string;
	/** A dialog: its screenshot shows the viewport (where the dialog is), not the whole page. */
	dialog?: boolean;
	/** Brings the page from the previous screen to this one. */
	open: ( page: Page ) => Promise< void >;
}

/**
 * The first plugin root of the page.
 *
 * @param page The page.
 */
const area = ( page: Page ): Locator => page.locator( ROOT_SELECTOR ).first();

/**
 * Opens a route of the customer area page (a hash change when the page is already there).
 *
 * @param page  The page.
 * @param route The route, e.g. '/profile'.
 */
async function openRoute( page: Page, route: string ): Promise< void > {
	await page.goto( `/customer-area/#${ route }` );
}

/**
 * Waits until the dashboard has rendered its whole list (it renders its first row, then the rest).
 *
 * @param page The page.
 */
async function dashboardSettled( page: Page ): Promise< void > {
	const cards = area( page ).locator( '.ca-dashboard__grid > li' );
	let last = -1;
	await expect
		.poll(
			async () => {
				const now = await cards.count();
				const settled = now > 2 && now === last;
				last = now;
				return settled;
			},
			{
				message: 'the dashboard lists every property',
				intervals: [ 200 ],
			}
		)
		.toBe( true );
}

/**
 * Clicks a card of the wizard by its label, as a person does (the radio is visually hidden).
 *
 * @param page The page.
 * @param name The card's name.
 */
async function pickCard( page: Page, name: string ): Promise< void > {
	const radio = area( page ).getByRole( 'radio', { name, exact: true } );
	const id = await radio.getAttribute( 'id' );
	await area( page ).locator( `label[for="${ id }"]` ).click();
	await expect( radio ).toBeChecked();
}

/** The screens, in the order a cell visits them. */
export const MATRIX_SCREENS: MatrixScreen[] = [
	{
		name: 'wizard step 1',
		open: async ( page ) => {
			await page.goto( '/property-valuation/' );
			await expect(
				area( page ).getByRole( 'radio', {
					name: 'House',
					exact: true,
				} )
			).toBeVisible();
		},
	},
	{
		name: 'wizard location step',
		open: async ( page ) => {
			const next = area( page ).getByRole( 'button', { name: 'Next' } );
			await pickCard( page, 'House' );
			await next.click();
			await pickCard( page, 'Detached house' );
			await next.click();
			await expect(
				area( page ).getByRole( 'textbox', { name: /^Postal code/ } )
			).toBeVisible();
			await expect(
				area( page ).getByRole( 'combobox', { name: /^Country/ } )
			).toBeVisible();
		},
	},
	{
		name: 'secret-sale notice',
		open: async ( page ) => {
			await page.goto( SECRET_SALE_PAGE );
			await expect(
				area( page ).getByRole( 'button', { name: 'Register Now' } )
			).toBeVisible();
		},
	},
	{
		name: 'login',
		open: async ( page ) => {
			await page.goto( '/customer-area/' );
			await expect(
				area( page ).getByRole( 'button', { name: 'Sign In Now' } )
			).toBeVisible();
		},
	},
	{
		name: 'registration',
		open: async ( page ) => {
			await area( page )
				.getByRole( 'button', { name: 'Create Account' } )
				.click();
			await expect(
				area( page ).getByRole( 'button', { name: 'Register Now' } )
			).toBeVisible();
		},
	},
	{
		name: 'forgot password',
		open: async ( page ) => {
			await area( page )
				.getByRole( 'button', { name: 'Back to Login' } )
				.click();
			await area( page )
				.getByRole( 'button', { name: 'Forgot Password?' } )
				.click();
			await expect(
				area( page ).getByRole( 'heading', {
					name: 'Forgot Password?',
				} )
			).toBeVisible();
		},
	},
	{
		name: 'dashboard',
		open: async ( page ) => {
			await area( page )
				.getByRole( 'button', { name: 'Back to Login' } )
				.click();
			await logInHere( page, OWNER_EMAIL, DEMO_PASSWORD );
			await expect( page ).toHaveURL( /#\/$/ );
			await dashboardSettled( page );
		},
	},
	{
		name: 'estate overview',
		open: async ( page ) => {
			await openRoute( page, `/estates/${ ESTATE }` );
			await expect(
				area( page ).getByRole( 'tab', { name: 'Overview' } )
			).toHaveAttribute( 'aria-selected', 'true' );
			await expect(
				area( page ).getByRole( 'region', { name: 'Activities' } )
			).toBeVisible();
		},
	},
	{
		name: 'gallery dialog',
		dialog: true,
		open: async ( page ) => {
			await area( page )
				.getByRole( 'button', { name: /^Show all \d+ images$/ } )
				.click();
			const gallery = page.getByRole( 'dialog' );
			await expect( gallery ).toBeVisible();
			await expect( gallery.getByText( /^1 \/ \d+$/ ) ).toBeVisible();
		},
	},
	{
		name: 'documents upload dialog',
		dialog: true,
		open: async ( page ) => {
			await page.keyboard.press( 'Escape' );
			await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
			await area( page )
				.getByRole( 'tab', { name: 'Documents' } )
				.click();
			const upload = area( page ).getByRole( 'button', {
				name: 'Upload Land register extract',
			} );
			await upload.click();
			const dialog = page.getByRole( 'dialog', {
				name: 'Upload Land register extract',
			} );
			await expect( dialog ).toBeVisible();
			await expect( dialog.locator( '.filepond--root' ) ).toBeVisible();
			// A person reads the drop area once its label has faded in; axe mid-fade reads blended colours.
			await expectDropLabelAtRest( dialog );
		},
	},
	{
		name: 'profile',
		open: async ( page ) => {
			await page.keyboard.press( 'Escape' );
			await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
			await openRoute( page, '/profile' );
			await expect(
				area( page ).getByRole( 'tab', { name: 'My Profile' } )
			).toBeVisible();
			await expect(
				area( page ).getByRole( 'textbox', { name: /^First Name/ } )
			).not.toHaveValue( '' );
		},
	},
	{
		name: 'dashboard in German',
		germanOnly: true,
		sameAs: 'dashboard',
		open: async ( page ) => {
			await page.context().addCookies( [
				{
					name: 'wp-wpml_current_language',
					value: 'de',
					url: WP_URL,
				},
			] );
			await page.goto( '/customer-area/#/' );
			await page.reload();
			await expect(
				area( page ).locator( APP_SELECTOR )
			).toHaveAttribute( 'lang', 'de' );
			await dashboardSettled( page );
		},
	},
];
