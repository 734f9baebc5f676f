/**
 * 'Automatic' follows the site's own language when no multilingual plugin sets a cookie: a German
 * broker's site (de_DE, or 'Deutsch (Sie)', de_DE_formal) shows the sign-in, the wizard's first step
 * and the signed-in dashboard in German, and every call sends `de`; the settings page and the block's
 * sidebar speak German to its administrator; an English site (en_US) stays English.
 */
import {
	APP_SELECTOR,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	expect,
	test,
} from '../support/fixtures';
import { expectNoEnglish, expectNoTranslation } from '../support/catalogue';
import { logInToAdmin } from '../admin/support/admin';
import { expectNoAxeViolationsIn } from '../admin/support/axe';
import {
	EDITOR_OFFLINE_ERRORS,
	editorCanvas,
	insertCustomerAreaBlock,
	newPageInEditor,
	modeChoice,
	serveExternalImagesLocally,
} from '../admin/support/editor';
import {
	AREA,
	OWNER_NAME,
	VALUATION,
	expectEveryCallSent,
	expectScreenIn,
	recordCallLanguages,
	rootOf,
	signInThroughApi,
	useSiteLanguage,
} from './support';

/** The plugin's settings page and the part of it that is the plugin's. */
const SETTINGS_PAGE = '/wp-admin/options-general.php?page=customer-area';
const SETTINGS = '#wpbody-content .wrap';

/** The block's settings in the editor's sidebar. */
const SIDEBAR = '.block-editor-block-inspector';

for ( const locale of [ 'de_DE', 'de_DE_formal' ] ) {
	test( `a ${ locale } site: the sign-in, the wizard and the dashboard are German, every call sends de`, async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const restore = useSiteLanguage( locale );
		try {
			const sent = recordCallLanguages( page );
			const area = rootOf( page );

			await page.goto( `${ AREA }#/login` );
			await expect(
				area.getByRole( 'heading', { name: 'Anmelden' } )
			).toBeVisible();
			await expectScreenIn( page, 'de', 'de_DE', 'login' );

			await page.goto( VALUATION );
			await expect(
				area.getByText( 'Haus', { exact: true } )
			).toBeVisible();
			await expectScreenIn( page, 'de', 'de_DE', 'wizard step 1' );

			await signInThroughApi( page.context(), OWNER_EMAIL );
			await page.goto( `${ AREA }#/` );
			await expect(
				area.getByRole( 'heading', { name: 'Ihre Immobilien' } )
			).toBeVisible();
			await expectScreenIn( page, 'de', 'de_DE', 'dashboard', [
				OWNER_NAME,
			] );

			expectEveryCallSent( sent, 'de' );
		} finally {
			restore();
		}
	} );
}

test.describe( 'the administrator of a de_DE_formal site', () => {
	test.use( { allowedConsoleErrors: EDITOR_OFFLINE_ERRORS } );

	test( 'reads the settings page and the block sidebar in German', async ( {
		page,
	} ) => {
		await serveExternalImagesLocally( page );
		// Signed in first: the WordPress login form is English until the site speaks German.
		await logInToAdmin( page );
		const restore = useSiteLanguage( 'de_DE_formal' );
		try {
			await page.goto( SETTINGS_PAGE );
			const settings = page.locator( SETTINGS );
			await expect(
				settings.getByRole( 'heading', { name: 'Verbindungstest' } )
			).toBeVisible();
			await expect(
				settings.getByRole( 'combobox', { name: 'Sprache' } )
			).toBeVisible();
			await expectNoEnglish( settings, 'de_DE', 'settings page', {
				wordPress: true,
			} );
			await expectNoAxeViolationsIn(
				page,
				SETTINGS,
				'settings page of a de_DE_formal site'
			);

			await newPageInEditor( page, 'Kundenbereich' );
			await insertCustomerAreaBlock( page );
			const sidebar = page.locator( SIDEBAR );
			await expect(
				modeChoice( sidebar, 'Was der Block zeigt' )
			).toBeVisible();
			await expect(
				editorCanvas( page )
					.locator( '.customer-area-block-preview' )
					.first()
			).toContainText( 'Modus: Vollständiger Kundenbereich' );
			await expectNoEnglish( sidebar, 'de_DE', 'block sidebar', {
				wordPress: true,
			} );
			await expectNoAxeViolationsIn(
				page,
				SIDEBAR,
				'block sidebar of a de_DE_formal site'
			);
		} finally {
			restore();
		}
	} );
} );

test( 'an en_US site: the sign-in, the wizard and the dashboard are English, every call sends en', async ( {
	page,
	freshSandbox,
} ) => {
	void freshSandbox;
	const restore = useSiteLanguage( 'en_US' );
	try {
		const sent = recordCallLanguages( page );
		const area = rootOf( page );

		await page.goto( `${ AREA }#/login` );
		await expect(
			area.getByRole( 'heading', { name: 'Sign In' } )
		).toBeVisible();
		await expect( area.locator( APP_SELECTOR ) ).toHaveAttribute(
			'lang',
			'en'
		);
		await expectNoTranslation( area, 'de_DE', 'login' );

		await page.goto( VALUATION );
		await expect(
			area.getByText( 'House', { exact: true } )
		).toBeVisible();
		await expectNoTranslation( area, 'de_DE', 'wizard step 1' );

		await signInThroughApi( page.context(), OWNER_EMAIL );
		await page.goto( `${ AREA }#/` );
		await expect(
			page
				.locator( ROOT_SELECTOR )
				.first()
				.getByRole( 'heading', { name: 'Your properties' } )
		).toBeVisible();
		await expectNoTranslation( area, 'de_DE', 'dashboard' );

		expectEveryCallSent( sent, 'en' );
	} finally {
		restore();
	}
} );
