<?php
/**
 * The setting 'Customer area page': which page holds the full customer area.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Settings;

use CustomerArea\Frontend\Block;
use CustomerArea\Frontend\Shortcode;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Finds the page that holds the full customer area, so that an embed elsewhere (a popup with
 * force-redirect, a wizard page) can send a customer "to the customer area". The broker picks
 * the page, or leaves the setting on Automatic: then it is the published page with the lowest
 * ID whose content holds a full area, i.e. a `[customer_area]` shortcode or a
 * `customer-area/customer-area` block that is neither a popup nor the valuation wizard
 * (`is-leadgen`). See docs/behaviour.md "After sign-in and redirects".
 */
final class AreaPage {

	/** Transient that remembers the detected page's ID (0: none), until a page changes. */
	public const TRANSIENT = 'customer_area_detected_page';

	/**
	 * Sanitizer of the setting: '' (Automatic) or the ID of a published page of this site.
	 *
	 * @param string $raw Submitted or stored value.
	 * @return string|null '' or the page ID as string; null for anything else.
	 */
	public static function sanitize( string $raw ): ?string {
		$id = Sanitize::positive_id( $raw );
		return '' === $id || ( null !== $id && self::is_published_page( (int) $id ) ) ? $id : null;
	}

	/**
	 * The customer area's URL for the browser: the chosen page's permalink, or with Automatic
	 * the detected page's, or '' when there is no such page.
	 *
	 * @param string $setting Sanitized setting ('' or a published page's ID).
	 * @return string Absolute URL or ''.
	 */
	public static function url( string $setting ): string {
		$id = '' === $setting ? self::detect() : (int) $setting;
		if ( 0 === $id || ! self::is_published_page( $id ) ) {
			return '';
		}
		$url = get_permalink( $id );
		return is_string( $url ) ? esc_url_raw( $url ) : '';
	}

	/**
	 * The published page with the lowest ID that holds the full customer area (0: none).
	 * The answer is kept in a transient that {@see AreaPage::forget()} drops whenever a page
	 * changes, so the content is searched only after a change.
	 *
	 * @return int Page ID or 0.
	 */
	public static function detect(): int {
		$cached = get_transient( self::TRANSIENT );
		if ( false !== $cached && is_numeric( $cached ) ) {
			$id = (int) $cached;
			// A page that lost its status without our hook noticing (e.g. a direct database edit) does not count.
			if ( 0 === $id || self::is_published_page( $id ) ) {
				return $id;
			}
		}
		$id = self::search();
		// No expiry: such a transient is autoloaded, so a page view reads it without a query.
		set_transient( self::TRANSIENT, $id );
		return $id;
	}

	/**
	 * Drops the remembered detection when a page changes (hooked on `clean_post_cache`, which
	 * WordPress fires when a post is saved, trashed, restored or deleted).
	 *
	 * @param int|string $post_id Post ID.
	 * @param mixed      $post    The post.
	 */
	public static function forget( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && 'page' !== $post->post_type ) {
			return;
		}
		delete_transient( self::TRANSIENT );
	}

	/**
	 * Whether post content holds the full customer area: a shortcode or block that is
	 * neither `popup` nor `is-leadgen`.
	 *
	 * @param string $content Post content.
	 * @return bool True when the full area is in it.
	 */
	public static function holds_full_area( string $content ): bool {
		if ( str_contains( $content, '[' . Shortcode::TAG ) ) {
			preg_match_all( '/' . get_shortcode_regex( array( Shortcode::TAG ) ) . '/', $content, $matches, PREG_SET_ORDER );
			foreach ( $matches as $match ) {
				// [[customer_area]] is the escaped form that prints the tag as text.
				if ( '[' === $match[1] && ']' === $match[6] ) {
					continue;
				}
				$atts = shortcode_parse_atts( $match[3] );
				if ( self::is_full_area( is_array( $atts ) ? $atts : array() ) ) {
					return true;
				}
			}
		}
		if ( str_contains( $content, '<!-- wp:' . Block::NAME ) ) {
			return self::blocks_hold_full_area( parse_blocks( $content ) );
		}
		return false;
	}

	/**
	 * The options of the page picker: Automatic first, then every published page.
	 *
	 * @return array<int|string, string> Page ID (or '' for Automatic) => label, escaped.
	 */
	public static function choices(): array {
		$choices = array( '' => esc_html_x( 'Automatic', 'customer area page setting', 'customer-area' ) );
		$pages   = get_pages(
			array(
				'post_status' => 'publish',
				'sort_column' => 'menu_order,post_title',
			)
		);
		foreach ( is_array( $pages ) ? $pages : array() as $page ) {
			$title                = trim( wp_strip_all_tags( get_the_title( $page ) ) );
			$choices[ $page->ID ] = esc_html(
				sprintf(
					/* translators: 1: page title, 2: page ID */
					__( '%1$s (ID %2$d)', 'customer-area' ),
					'' === $title ? __( '(no title)', 'customer-area' ) : $title,
					$page->ID
				)
			);
		}
		return $choices;
	}

	/**
	 * The help text of the setting, naming the page Automatic finds now.
	 *
	 * @return string Text, escaped for HTML.
	 */
	public static function description(): string {
		$intro = esc_html__( 'The page with the full customer area. Sign-in popups and embeds on other pages send customers there when they must go to the customer area after signing in.', 'customer-area' );
		$id    = self::detect();
		if ( 0 === $id ) {
			return $intro . ' ' . esc_html__( 'Automatic uses the published page with the lowest ID that holds the full customer area; popups and valuation-wizard embeds do not count. No such page exists now.', 'customer-area' );
		}
		$title = trim( wp_strip_all_tags( get_the_title( $id ) ) );
		return $intro . ' ' . sprintf(
			/* translators: %s: title of the page that Automatic finds */
			esc_html__( 'Automatic uses the published page with the lowest ID that holds the full customer area; popups and valuation-wizard embeds do not count. Now that is "%s".', 'customer-area' ),
			esc_html( '' === $title ? '#' . $id : $title )
		);
	}

	/**
	 * Searches the published pages in ID order for the first that holds the full area.
	 *
	 * @return int Page ID or 0.
	 */
	private static function search(): int {
		global $wpdb;
		// A LIKE pre-filter, because WP_Query cannot search for "[customer_area"; the exact test is
		// holds_full_area(). The result is cached by detect(), so this runs only after a page changed.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- see above.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type = 'page' AND post_status = 'publish' AND ( post_content LIKE %s OR post_content LIKE %s ) ORDER BY ID ASC",
				'%' . $wpdb->esc_like( '[' . Shortcode::TAG ) . '%',
				'%' . $wpdb->esc_like( '<!-- wp:' . Block::NAME ) . '%'
			)
		);
		foreach ( $ids as $id ) {
			$page = get_post( (int) $id );
			if ( $page instanceof \WP_Post && self::holds_full_area( $page->post_content ) ) {
				return $page->ID;
			}
		}
		return 0;
	}

	/**
	 * Whether parsed blocks (inner blocks included) hold a full-area block.
	 *
	 * @param array<int, array<string, mixed>> $blocks Blocks from parse_blocks().
	 * @return bool True when one does.
	 */
	private static function blocks_hold_full_area( array $blocks ): bool {
		foreach ( $blocks as $block ) {
			if ( Block::NAME === ( $block['blockName'] ?? null ) ) {
				// The block renders through the shortcode, with its attributes in shortcode spelling.
				$atts = Block::shortcode_attributes( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() );
				if ( self::is_full_area( $atts ) ) {
					return true;
				}
			}
			if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) && self::blocks_hold_full_area( $block['innerBlocks'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an embed's attributes make it the full area (not a popup, not the wizard),
	 * read with the shortcode's own rules ("true", "1", "yes" and boolean true are set).
	 *
	 * @param array<string, mixed> $atts Attributes in shortcode spelling.
	 * @return bool True for the full area.
	 */
	private static function is_full_area( array $atts ): bool {
		$embed = Shortcode::parse( $atts );
		return ! $embed['popup'] && ! $embed['isLeadgen'];
	}

	/**
	 * Whether the ID is a published page of this site.
	 *
	 * @param int $id Post ID.
	 * @return bool True for a published page.
	 */
	private static function is_published_page( int $id ): bool {
		$post = get_post( $id );
		return $post instanceof \WP_Post && 'page' === $post->post_type && 'publish' === $post->post_status;
	}
}
