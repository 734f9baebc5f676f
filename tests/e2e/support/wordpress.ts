/**
 * Changing the WordPress of the stack from a spec, through PHP in its tree (`WP_ROOT`, set by the
 * stack): pages a scenario needs, and the plugin's settings for the length of a test. Values travel
 * in environment variables, never inside the PHP code, so no quoting can break it.
 */
import { spawnSync } from 'child_process';
import { WP_ROOT, expect } from './fixtures';

/**
 * Runs PHP with WordPress loaded and returns what it printed.
 *
 * @param code PHP statements (without `<?php`), run after `wp-load.php`.
 * @param env  Values the code reads with `getenv()`.
 */
export function runWordPressPhp(
	code: string,
	env: Record< string, string > = {}
): string {
	expect(
		WP_ROOT,
		'WP_ROOT (set by the stack) to change WordPress from a test'
	).toBeTruthy();
	const php = `define( 'WP_USE_THEMES', false ); require 'wp-load.php'; ${ code }`;
	const result = spawnSync( 'php', [ '-r', php ], {
		cwd: WP_ROOT,
		encoding: 'utf8',
		env: { ...process.env, ...env },
	} );
	expect( result.status, result.stderr ).toBe( 0 );
	return result.stdout;
}

/**
 * Creates the published page `slug` with exactly `content`, or makes an existing one so.
 *
 * @param slug    The page's slug (its path is `/{slug}/`).
 * @param title   Its title.
 * @param content Its content (block markup or shortcodes).
 */
export function ensurePage( slug: string, title: string, content: string ) {
	runWordPressPhp(
		`
		$slug    = getenv( 'CA_E2E_SLUG' );
		$content = getenv( 'CA_E2E_CONTENT' );
		$page    = get_page_by_path( $slug, OBJECT, 'page' );
		$fields  = array( 'post_content' => $content, 'post_status' => 'publish', 'post_title' => getenv( 'CA_E2E_TITLE' ) );
		if ( $page ) {
			wp_update_post( array( 'ID' => $page->ID ) + $fields );
		} else {
			wp_insert_post( array( 'post_type' => 'page', 'post_name' => $slug ) + $fields );
		}
		`,
		{
			CA_E2E_SLUG: slug,
			CA_E2E_TITLE: title,
			CA_E2E_CONTENT: content,
		}
	);
}

/**
 * A shortcode as the block editor stores it.
 *
 * @param shortcode The shortcode, e.g. `[customer_area popup="true"]`.
 */
export const shortcodeBlock = ( shortcode: string ) =>
	`<!-- wp:shortcode -->\n${ shortcode }\n<!-- /wp:shortcode -->`;

/**
 * Changes some of the plugin's settings (keys of `customer_area_settings`, e.g. `terms_label`) and
 * returns a function that puts the previous values back.
 *
 * @param settings Setting key → value.
 */
export function changeSettings(
	settings: Record< string, string >
): () => void {
	const previous = runWordPressPhp(
		`
		$stored  = get_option( 'customer_area_settings', array() );
		$stored  = is_array( $stored ) ? $stored : array();
		$changes = json_decode( getenv( 'CA_E2E_SETTINGS' ), true );
		echo wp_json_encode( $stored );
		update_option( 'customer_area_settings', array_merge( $stored, $changes ) );
		`,
		{ CA_E2E_SETTINGS: JSON.stringify( settings ) }
	);
	return () => {
		runWordPressPhp(
			`update_option( 'customer_area_settings', json_decode( getenv( 'CA_E2E_SETTINGS' ), true ) );`,
			{ CA_E2E_SETTINGS: previous }
		);
	};
}
