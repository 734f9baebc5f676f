<?php
/**
 * The head's part of a page with the area: the first paint's inline CSS and script, and the
 * stylesheet without blocking the page.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

use CustomerArea\Options;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Lets a page with the area paint as soon as the theme's own page would: no stylesheet of the
 * plugin blocks it. Whether the page has the area is decided on `template_redirect` from the
 * queried content ({@see PageEmbeds}, as for the framing headers), so classic themes, which render
 * the content after `wp_head`, get the head's part too. Then:
 *
 * - the head carries, inline, the first paint's CSS (build/first-paint.css, or its right-to-left
 *   twin when `is_rtl()`: inline CSS is not swapped as the stylesheets are): the root's box and
 *   reserved height, the reset and the look of the pre-rendered first screen ({@see FirstView});
 * - and the head's script (build/first-view-head.js, built from the route table), which marks
 *   `<html>` when the pre-rendered text does not fit the visitor (signed in, another route,
 *   the wizard's progress, another language), so a neutral skeleton shows instead; the page's
 *   language setting and the site's locale go with it as `data-` attributes;
 * - the plugin's stylesheet (build/index.css) is enqueued at once and loads without blocking the
 *   page (`media="print"` until it has loaded, a `<noscript>` link for browsers without script).
 *
 * Everything printed is the same for every visitor of a URL (cache-safe). See
 * docs/architecture.md "First screens".
 */
final class FirstPaint {

	/** The inline CSS, and its right-to-left twin. */
	private const CSS = array(
		'ltr' => 'build/first-paint.css',
		'rtl' => 'build/first-paint-rtl.css',
	);

	/** The head's script. */
	private const SCRIPT = 'build/first-view-head.js';

	/** Whether this page gets the head's part. */
	private bool $active = false;

	/**
	 * Keeps the decision of whether the page holds the area.
	 *
	 * @param PageEmbeds $embeds The page's embeds.
	 */
	public function __construct( private PageEmbeds $embeds ) {
	}

	/**
	 * Decides, from the queried content, whether this page gets the head's part, and enqueues the
	 * stylesheet so that it goes into the head in every theme (hooked on `template_redirect`).
	 */
	public function prepare(): void {
		if ( ! $this->embeds->has_area() || ! is_readable( self::path( self::CSS['ltr'] ) ) ) {
			return;
		}
		$this->active = true;
		if ( wp_style_is( Assets::HANDLE, 'registered' ) ) {
			wp_enqueue_style( Assets::HANDLE );
		}
	}

	/**
	 * Whether this page gets the head's part.
	 *
	 * @return bool True after {@see FirstPaint::prepare()} found the area.
	 */
	public function is_active(): bool {
		return $this->active;
	}

	/**
	 * Prints the first paint's CSS and the head's script (hooked on `wp_head`, before the
	 * stylesheets).
	 */
	public function print_head(): void {
		if ( ! $this->active ) {
			return;
		}
		$css = (string) file_get_contents( self::path( self::CSS[ is_rtl() ? 'rtl' : 'ltr' ] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		// The build's own CSS, printed as it is; it holds no markup, and nothing could end the element.
		echo '<style id="customer-area-first-paint">' . str_ireplace( '</style', '', $css ) . "</style>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		$script = self::path( self::SCRIPT );
		if ( is_readable( $script ) ) {
			wp_print_inline_script_tag(
				(string) file_get_contents( $script ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
				array(
					'id'                    => 'customer-area-first-view',
					'data-language-setting' => (string) ( Options::all()['language'] ?? 'auto' ),
					'data-site-locale'      => get_locale(),
				)
			);
		}
	}

	/**
	 * Makes the plugin's stylesheet load without blocking the page (the `style_loader_tag` filter):
	 * `media="print"` lets the browser paint before it is there and switches to `all` once it has
	 * loaded; a `<noscript>` copy of the link serves browsers without script. Nothing jumps when it
	 * arrives: the first paint's CSS already holds every rule the first screen shows.
	 *
	 * @param string $tag    The `<link>` element.
	 * @param string $handle The style's handle.
	 * @return string The element(s).
	 */
	public function non_blocking_tag( $tag, $handle ) {
		if ( ! $this->active || Assets::HANDLE !== $handle || ! is_string( $tag ) ) {
			return $tag;
		}
		$deferred = preg_replace( '/\smedia=([\'"])all\1/', ' media="print" onload="this.media=\'all\'"', $tag, 1, $count );
		if ( 1 !== $count || ! is_string( $deferred ) ) {
			return $tag;
		}
		return $deferred . '<noscript>' . trim( $tag ) . "</noscript>\n";
	}

	/**
	 * A file of the plugin.
	 *
	 * @param string $file Its path in the plugin.
	 * @return string Its path on the disk.
	 */
	private static function path( string $file ): string {
		return CUSTOMER_AREA_DIR . $file;
	}
}
