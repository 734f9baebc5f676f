/**
 * The block 'Customer Area' in the real block editor: a broker places the valuation wizard and a
 * sign-in popup without knowing any attribute, publishes, and sees both work on the page.
 */
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	expect,
	expectNoAxeViolations,
	test,
	ALSO_ON_OLDEST_WORDPRESS,
} from '../support/fixtures';
import {
	ADMIN,
	logInToAdmin,
	runWordPressPhp,
	setUserLocale,
} from './support/admin';
import { expectNoAxeViolationsIn } from './support/axe';
import {
	EDITOR_OFFLINE_ERRORS,
	editorCanvas,
	insertCustomerAreaBlock,
	modeChoice,
	newPageInEditor,
	serveExternalImagesLocally,
} from './support/editor';

/** The block's settings in the editor's sidebar. */
const SIDEBAR = '.block-editor-block-inspector';

test.describe( 'the block Customer Area', () => {
	test.use( { allowedConsoleErrors: EDITOR_OFFLINE_ERRORS } );

	let pageId = 0;

	test.afterEach( () => {
		setUserLocale( ADMIN.user, '' );
		if ( pageId > 0 ) {
			runWordPressPhp( `wp_delete_post( ${ pageId }, true );` );
			pageId = 0;
		}
	} );

	test( `placed as the wizard and a popup, published, both work on the page ${ ALSO_ON_OLDEST_WORDPRESS }`, async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await serveExternalImagesLocally( page );
		await logInToAdmin( page );
		await newPageInEditor( page, `Valuation with sign-in ${ Date.now() }` );
		const cards = editorCanvas( page ).locator(
			'.customer-area-block-preview'
		);

		// The wizard: one choice in the sidebar, named on the card.
		await insertCustomerAreaBlock( page );
		await expect( cards.first() ).toContainText(
			'Mode: Full customer area'
		);
		await page
			.getByRole( 'radio', { name: 'Valuation wizard for visitors' } )
			.check();
		await expect( cards.first() ).toContainText(
			'Mode: Valuation wizard for visitors'
		);
		await expectNoAxeViolationsIn( page, SIDEBAR, 'block sidebar' );

		// A second block starts as a full area, which the page would leave empty: the card says so.
		await insertCustomerAreaBlock( page );
		await expect( cards.nth( 1 ) ).toContainText(
			'This page already holds a full customer area or valuation wizard above this block'
		);
		// Popup and wizard are one choice: choosing the popup leaves no wizard behind.
		await page.getByRole( 'radio', { name: 'Sign-in popup' } ).check();
		await expect( cards.nth( 1 ) ).toContainText( 'Mode: Sign-in popup' );
		await expect( cards.nth( 1 ) ).not.toContainText( 'already holds' );
		await expect(
			page.getByRole( 'radio', { name: 'Valuation wizard for visitors' } )
		).not.toBeChecked();
		const redirect = page.getByRole( 'checkbox', {
			name: 'Go to the customer area after sign-in',
		} );
		await expect( redirect ).not.toBeChecked();
		await page
			.getByRole( 'combobox', { name: 'Visitors first see' } )
			.selectOption( { label: 'Registration' } );
		await expect( cards.nth( 1 ) ).toContainText(
			'Visitors first see: Registration'
		);

		// A forward link to another site is named at once, in the sidebar and on the card.
		const forwardLink = page.getByRole( 'textbox', {
			name: 'Forward link',
		} );
		await forwardLink.fill( 'https://evil.example/offers/' );
		await expect(
			page
				.locator( SIDEBAR )
				.getByText(
					'This link is not on this site, so the page ignores it.',
					{ exact: false }
				)
		).toBeVisible();
		await expect( cards.nth( 1 ) ).toContainText(
			'The forward link is not on this site, so the page ignores it.'
		);
		await expectNoAxeViolationsIn(
			page,
			SIDEBAR,
			'block sidebar with the popup and a foreign forward link'
		);
		await forwardLink.fill( '/sample-page/' );
		await expect(
			page.locator( SIDEBAR ).getByText( 'This link is not on this site' )
		).toHaveCount( 0 );
		await expect( cards.nth( 1 ) ).toContainText(
			'Forward link: /sample-page/'
		);
		await forwardLink.fill( '' );
		await page
			.getByRole( 'combobox', { name: 'Visitors first see' } )
			.selectOption( { label: 'Sign in (default)' } );

		// Publish.
		await page
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		const view = page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'link', { name: 'View Page' } );
		await expect( view ).toBeVisible();
		pageId = Number(
			new URL( page.url() ).searchParams.get( 'post' ) ?? '0'
		);
		expect( pageId, 'the published page has an ID' ).toBeGreaterThan( 0 );
		const content = runWordPressPhp(
			`echo get_post_field( 'post_content', ${ pageId } );`
		);
		expect( content ).toContain(
			'<!-- wp:customer-area/customer-area {"isLeadgen":true} /-->'
		);
		expect( content ).toContain(
			'<!-- wp:customer-area/customer-area {"popup":true} /-->'
		);
		await expect( view ).toHaveAttribute( 'href', /^http/ );
		const href = ( await view.getAttribute( 'href' ) ) ?? '';

		// The page: the wizard and the popup, each an embed of its own.
		await page.goto( href );
		const roots = page.locator( ROOT_SELECTOR );
		await expect( roots ).toHaveCount( 2 );
		// The configuration runs with the app's files, which wait until the page has painted.
		await expect( roots.first() ).not.toHaveAttribute( 'aria-busy' );
		const embeds = await page.evaluate(
			() =>
				(
					window as unknown as {
						customerAreaConfig?: {
							embeds: Record<
								string,
								{ isLeadgen: boolean; popup: boolean }
							>;
						};
					}
				 ).customerAreaConfig?.embeds
		);
		expect( Object.values( embeds ?? {} ) ).toEqual( [
			expect.objectContaining( { isLeadgen: true, popup: false } ),
			expect.objectContaining( { isLeadgen: false, popup: true } ),
		] );
		const wizard = roots.nth( 0 );
		const popup = roots.nth( 1 );
		await expect( wizard.locator( '.ca-setup-error' ) ).toHaveCount( 0 );
		await expect( wizard.getByRole( 'heading' ).first() ).toBeVisible();
		await expect(
			popup.getByRole( 'button', { name: 'Sign In Now' } )
		).toBeVisible();
		await expectNoAxeViolations( page, 'the published block page' );

		// The popup signs a customer in (what it shows afterwards is the popup's own business; the
		// session cookie and the window event prove the sign-in).
		await page.evaluate( () => {
			window.addEventListener( 'login-success', () => {
				document.body.dataset.customerAreaLoggedIn = 'yes';
			} );
		} );
		await popup
			.getByRole( 'textbox', { name: 'Email', exact: true } )
			.fill( OWNER_EMAIL );
		await popup.getByLabel( /^Password\b/ ).fill( DEMO_PASSWORD );
		await popup.getByRole( 'button', { name: 'Sign In Now' } ).click();
		await expect( page.locator( 'body' ) ).toHaveAttribute(
			'data-customer-area-logged-in',
			'yes'
		);
		await expect
			.poll( async () =>
				( await page.context().cookies() ).some(
					( cookie ) => cookie.name === 'laravel_user_token'
				)
			)
			.toBe( true );
	} );

	test( 'speaks German in the sidebar and on the card', async ( {
		page,
	} ) => {
		setUserLocale( ADMIN.user, 'de_DE' );
		await serveExternalImagesLocally( page );
		await logInToAdmin( page );
		await newPageInEditor( page, 'Kundenbereich' );
		await insertCustomerAreaBlock( page );
		const card = editorCanvas( page )
			.locator( '.customer-area-block-preview' )
			.first();

		await expect( card ).toContainText(
			'Modus: Vollständiger Kundenbereich'
		);
		await expect( card ).toContainText(
			'Besucher sehen zuerst: Anmeldung (Standard)'
		);
		const sidebar = page.locator( SIDEBAR );
		await expect(
			modeChoice( sidebar, 'Was der Block zeigt' )
		).toBeVisible();
		await sidebar.getByRole( 'radio', { name: 'Anmelde-Popup' } ).check();
		await expect( card ).toContainText( 'Modus: Anmelde-Popup' );
		await expect(
			sidebar.getByRole( 'checkbox', {
				name: 'Nach der Anmeldung zum Kundenbereich',
			} )
		).toBeVisible();
		await sidebar
			.getByRole( 'textbox', { name: 'Weiterleitungslink' } )
			.fill( 'https://evil.example/' );
		await expect(
			sidebar.getByText(
				'Dieser Link liegt nicht auf dieser Website, daher ignoriert die Seite ihn.',
				{ exact: false }
			)
		).toBeVisible();
		await expectNoAxeViolationsIn( page, SIDEBAR, 'German block sidebar' );
	} );
} );
