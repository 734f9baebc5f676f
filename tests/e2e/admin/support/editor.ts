/**
 * Helpers for the block editor in a machine without internet: avatars answered locally, the
 * editor's first-use dialogs closed, and the block inserted the way a person does it.
 */
import {
	expect,
	type FrameLocator,
	type Locator,
	type Page,
} from '@playwright/test';
import { failedRequest } from '../../support/fixtures';
import { ADMIN, runWordPressPhp } from './admin';

/**
 * Console errors the block editor itself causes offline: the block directory's search (a REST
 * route that asks wordpress.org) answers 500.
 */
export const EDITOR_OFFLINE_ERRORS = [
	failedRequest( 500, '/wp/v2/block-directory/search' ),
];

/** A transparent 1 × 1 GIF. */
const EMPTY_GIF = Buffer.from( 'R0lGODlhAQABAAAAACw=', 'base64' );

/**
 * Answers the images WP admin loads from the internet (Gravatar's avatars, the welcome guide's
 * pictures on s.w.org) locally, so the offline browser logs no failed request.
 *
 * @param page The page.
 */
export async function serveExternalImagesLocally(
	page: Page
): Promise< void > {
	for ( const host of [
		'https://secure.gravatar.com/**',
		'https://s.w.org/**',
	] ) {
		await page.route( host, ( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'image/gif',
				body: EMPTY_GIF,
			} )
		);
	}
}

/**
 * The editor's content iframe.
 *
 * @param page The page.
 */
export function editorCanvas( page: Page ): FrameLocator {
	return page.frameLocator( 'iframe[name="editor-canvas"]' );
}

/**
 * Turns the editor's first-visit dialogs (the welcome guide, the pattern chooser of a new page)
 * off for the administrator, as closing them once with "don't show again" does: they open some
 * time after the editor, and on a busy machine late enough to come between two steps of a test.
 */
function skipFirstVisitDialogs(): void {
	runWordPressPhp( `
		global $wpdb;
		$user  = get_user_by( 'login', '${ ADMIN.user }' );
		$key   = $wpdb->get_blog_prefix() . 'persisted_preferences';
		$prefs = get_user_meta( $user->ID, $key, true );
		$prefs = is_array( $prefs ) ? $prefs : array();
		$prefs['core/edit-post']['welcomeGuide']    = false;
		$prefs['core']['enableChoosePatternModal'] = false;
		$prefs['_modified']                         = gmdate( 'c' );
		update_user_meta( $user->ID, $key, $prefs );
	` );
}

/**
 * Opens a new page in the block editor, without the dialogs a first visit shows (the pattern
 * chooser, the welcome guide).
 *
 * @param page  The page.
 * @param title The new page's title.
 */
export async function newPageInEditor(
	page: Page,
	title: string
): Promise< void > {
	skipFirstVisitDialogs();
	// Should one open all the same (a WordPress that keeps the choice elsewhere), whenever one is in
	// the way of the next action, close every one. Each one's Close button (the header's last,
	// whatever the admin's language) is clicked in the page, as the one on top may cover the
	// other's. Playwright does not wait for the dialogs to stay away after the handler
	// (noWaitAfter): one that opens later would keep that wait going until the test times out,
	// while the handler runs again for it.
	const modal = page.locator( '.components-modal__frame' );
	await page.addLocatorHandler(
		modal.first(),
		async () => {
			await expect( async () => {
				await modal.evaluateAll( ( frames ) =>
					frames.forEach( ( frame ) =>
						frame
							.querySelector< HTMLButtonElement >(
								'.components-modal__header > button:last-of-type'
							)
							?.click()
					)
				);
				await expect( modal ).toHaveCount( 0, { timeout: 1_000 } );
			} ).toPass();
		},
		{ noWaitAfter: true }
	);
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	const title_ = editorCanvas( page ).getByRole( 'textbox', {
		name: 'Add title',
	} );
	await expect( title_ ).toBeVisible( { timeout: 30_000 } );
	await title_.fill( title );
}

/**
 * Inserts the block 'Customer Area' through the inserter's search, as a broker would, and
 * waits until its preview card shows.
 *
 * @param page The page.
 */
export async function insertCustomerAreaBlock( page: Page ): Promise< void > {
	const before = await editorCanvas( page )
		.locator( '.customer-area-block-preview' )
		.count();
	await page.getByRole( 'button', { name: 'Block Inserter' } ).click();
	await page
		.getByRole( 'searchbox', { name: /Search/ } )
		.fill( 'Customer Area' );
	await page.getByRole( 'option', { name: 'Customer Area' } ).click();
	await expect(
		editorCanvas( page ).locator( '.customer-area-block-preview' )
	).toHaveCount( before + 1 );
	// The inserter stays open on wide screens; close it so the sidebar has the room.
	const close = page.getByRole( 'button', { name: 'Close Block Inserter' } );
	if ( await close.isVisible() ) {
		await close.click();
	}
}

/**
 * The block sidebar's choice of mode under its (translated) name: WordPress 6.8 renders the radios
 * in a fieldset (role group), 7.1 in a radiogroup.
 *
 * @param sidebar The block inspector.
 * @param name    The mode's accessible name in the admin's language.
 */
export function modeChoice( sidebar: Locator, name: string ): Locator {
	return sidebar
		.getByRole( 'radiogroup', { name } )
		.or( sidebar.getByRole( 'group', { name } ) );
}
