<?php
/**
 * Whether the page being served holds the customer area, known before any output.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Decides, from the queried content alone, whether the area (full or popup, shortcode or block)
 * will render on this page. A classic theme such as Twenty Twenty-One prints its head before it
 * renders the content, so whatever must go out before the page (response headers, something in
 * the head) cannot wait for the shortcode to run. The decision reads:
 *
 * - the posts of the main query (the page or post itself, or the posts of an archive);
 * - in a block theme, the block template that will render the request and, inside it and inside
 *   those posts, template parts, patterns and synced patterns (reusable blocks), as deep as
 *   WordPress renders them: it has no depth limit either, only a guard against a reference that
 *   includes itself. A fixed limit let an embed five synced patterns deep render without the
 *   headers. Each reference is read once per request, so a loop ends, and the work grows with
 *   the number of distinct references, as rendering them does.
 *
 * What it cannot see in time: classic widgets and block widgets of a sidebar, a page builder's own
 * storage, a query block with its own query, a shortcode a theme or plugin prints from PHP. The
 * filter `customer_area_page_has_area` lets a site say yes (or no) for such pages. The decision
 * depends only on the content, never on the visitor, so it is the same for everyone (cache-safe).
 * See docs/behaviour.md "Embeds and popups".
 */
final class PageEmbeds {

	/**
	 * The template loader's conditions and template getters, in its order (wp-includes/template-loader.php).
	 *
	 * @var array<string, string>
	 */
	private const TAG_TEMPLATES = array(
		'is_embed'             => 'get_embed_template',
		'is_404'               => 'get_404_template',
		'is_search'            => 'get_search_template',
		'is_front_page'        => 'get_front_page_template',
		'is_home'              => 'get_home_template',
		'is_privacy_policy'    => 'get_privacy_policy_template',
		'is_post_type_archive' => 'get_post_type_archive_template',
		'is_tax'               => 'get_taxonomy_template',
		'is_attachment'        => 'get_attachment_template',
		'is_single'            => 'get_single_template',
		'is_page'              => 'get_page_template',
		'is_singular'          => 'get_singular_template',
		'is_category'          => 'get_category_template',
		'is_tag'               => 'get_tag_template',
		'is_author'            => 'get_author_template',
		'is_date'              => 'get_date_template',
		'is_archive'           => 'get_archive_template',
	);

	/** The decision, once made for this request. */
	private ?bool $has_area = null;

	/**
	 * References already followed: a pattern that includes itself must not loop, and a reference
	 * met again holds what it held the first time.
	 *
	 * @var array<string, true>
	 */
	private array $followed = array();

	/**
	 * Whether the area renders on the page being served. Meaningful from `template_redirect` on;
	 * made once per request.
	 *
	 * @return bool True when the queried content (or the filter) says so.
	 */
	public function has_area(): bool {
		if ( null === $this->has_area ) {
			/**
			 * Filters whether the page being served holds the customer area, for embeds the plugin
			 * cannot see before the page is sent: a widget, a page builder's storage, a shortcode
			 * printed from PHP. True sends the area's response headers (no framing by other sites) and
			 * gives the page its first paint (inline CSS, head script, held files; {@see FirstPaint}).
			 * Decide from the request alone, never from the visitor, so that cached pages stay right.
			 *
			 * @param bool $has_area What the queried content says.
			 */
			$this->has_area = (bool) apply_filters( 'customer_area_page_has_area', $this->queried_content_has_area() );
		}
		return $this->has_area;
	}

	/**
	 * Reads the main query's posts and the block template.
	 *
	 * @return bool True when one of them holds the area.
	 */
	private function queried_content_has_area(): bool {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query || is_embed() || is_feed() || is_robots() || is_trackback() ) {
			return false;
		}
		// No posts before the main query has run (a request that never queried, a test's own call).
		foreach ( is_array( $wp_query->posts ) ? $wp_query->posts : array() as $post ) {
			if ( $post instanceof \WP_Post && $this->content_has_area( $post->post_content ) ) {
				return true;
			}
		}
		return $this->content_has_area( $this->block_template_content() );
	}

	/**
	 * The block template this request will render (block themes only; '' otherwise). At
	 * `template_redirect` WordPress has not chosen it yet, so it is chosen here the way the
	 * template loader will (the same getters in the same order); they leave their choice in the
	 * global the loader fills again later.
	 *
	 * @return string Block markup of the template.
	 */
	private function block_template_content(): string {
		global $_wp_current_template_content;
		if ( ! wp_is_block_theme() ) {
			return '';
		}
		if ( ! isset( $_wp_current_template_content ) ) {
			$found = false;
			foreach ( self::TAG_TEMPLATES as $condition => $getter ) {
				if ( call_user_func( $condition ) ) {
					$found = (bool) call_user_func( $getter );
				}
				if ( $found ) {
					break;
				}
			}
			if ( ! $found ) {
				get_index_template();
			}
		}
		return is_string( $_wp_current_template_content ?? null ) ? $_wp_current_template_content : '';
	}

	/**
	 * Whether block markup or classic content holds the shortcode or the block, directly or
	 * through template parts, patterns or synced patterns, however deeply nested.
	 *
	 * @param string $content Content.
	 * @return bool True when it does.
	 */
	private function content_has_area( string $content ): bool {
		if ( '' === $content ) {
			return false;
		}
		if ( has_shortcode( $content, Shortcode::TAG ) || has_block( Block::NAME, $content ) ) {
			return true;
		}
		if ( 1 !== preg_match( '/<!-- wp:(?:template-part|block|pattern)\s/', $content ) ) {
			return false;
		}
		return $this->blocks_have_area( parse_blocks( $content ) );
	}

	/**
	 * Follows the references among parsed blocks (and their inner blocks).
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return bool True when a referenced content holds the area.
	 */
	private function blocks_have_area( array $blocks ): bool {
		foreach ( $blocks as $block ) {
			$referenced = $this->referenced_content( (string) ( $block['blockName'] ?? '' ), (array) ( $block['attrs'] ?? array() ) );
			if ( null !== $referenced && $this->content_has_area( $referenced ) ) {
				return true;
			}
			if ( ! empty( $block['innerBlocks'] ) && $this->blocks_have_area( (array) $block['innerBlocks'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The content a referencing block renders, once per request; null for other blocks.
	 *
	 * @param string               $name  Block name.
	 * @param array<string, mixed> $attrs Block attributes.
	 * @return string|null Content, or null.
	 */
	private function referenced_content( string $name, array $attrs ): ?string {
		$key = match ( $name ) {
			'core/template-part' => isset( $attrs['slug'] ) ? 'part:' . ( $attrs['theme'] ?? get_stylesheet() ) . '//' . $attrs['slug'] : null,
			'core/pattern'       => isset( $attrs['slug'] ) ? 'pattern:' . $attrs['slug'] : null,
			'core/block'         => isset( $attrs['ref'] ) ? 'block:' . absint( $attrs['ref'] ) : null,
			default              => null,
		};
		if ( null === $key || isset( $this->followed[ $key ] ) ) {
			return null;
		}
		$this->followed[ $key ] = true;
		[ $kind, $id ]          = explode( ':', $key, 2 );
		if ( 'part' === $kind ) {
			$part = get_block_template( $id, 'wp_template_part' );
			return $part instanceof \WP_Block_Template ? (string) $part->content : null;
		}
		if ( 'pattern' === $kind ) {
			$pattern = \WP_Block_Patterns_Registry::get_instance()->get_registered( $id );
			return is_array( $pattern ) ? (string) ( $pattern['content'] ?? '' ) : null;
		}
		$synced = get_post( (int) $id );
		return $synced instanceof \WP_Post && 'wp_block' === $synced->post_type && 'publish' === $synced->post_status ? $synced->post_content : null;
	}
}
