<?php
/**
 * The head's part of a page with the area: the first paint's inline CSS and script, and the
 * stylesheet without blocking the page.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

use CustomerArea\Support\Url;

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
 *   the wizard's progress, another language), so a neutral skeleton shows instead, and, for a
 *   signed-in customer, starts the first screen's calls before any bundle has arrived; the
 *   page's language setting, the site's locale, the API base and the site's origin go with it as
 *   `data-` attributes;
 * - the plugin's files wait until the page has painted: its stylesheet and the first chunks'
 *   preload hints are printed inside `<template data-customer-area-late>` (with a `<noscript>`
 *   link to the stylesheet for browsers without script), and its scripts, with the WordPress
 *   packages no other script on the page needs, as `<script type="text/plain"
 *   data-customer-area-late>`. The browser fetches none of them until the head's script wakes
 *   them (src/app/first-view/late-loading.ts): after the first paint in the page's own fonts when
 *   the pre-rendered text shows, at once when the skeleton shows.
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

	/** The attribute of every element the head's script wakes (src/app/first-view/late-loading.ts). */
	public const LATE_ATTRIBUTE = 'data-customer-area-late';

	/** Whether this page gets the head's part. */
	private bool $active = false;

	/**
	 * Keeps the decision of whether the page holds the area, and the assets it holds back.
	 *
	 * @param PageEmbeds $embeds The page's embeds.
	 * @param Assets     $assets The plugin's script, style and preload hints.
	 */
	public function __construct( private PageEmbeds $embeds, private Assets $assets ) {
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
		$this->assets->hold_preloads( self::LATE_ATTRIBUTE );
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
					'data-language-setting' => (string) Config::setting_value( 'language' ),
					'data-site-locale'      => get_locale(),
					// For a signed-in customer's first calls and files (src/app/first-view/first-calls.ts).
					'data-api-base'         => (string) Config::setting_value( 'api_base' ),
					'data-site-origin'      => Url::site_origin(),
					'data-entry-files'      => (string) wp_json_encode( self::entry_file_urls( wp_scripts() ) ),
					'data-chunks'           => (string) wp_json_encode( Assets::signed_in_chunk_urls() ),
				)
			);
		}
	}

	/**
	 * Holds the plugin's stylesheet back until the head's script wakes it (the `style_loader_tag`
	 * filter): the link goes inside `<template data-customer-area-late>`, which the browser does not
	 * fetch, and a `<noscript>` copy serves browsers without script. Nothing jumps when it arrives:
	 * the first paint's CSS already holds every rule the first screen shows.
	 *
	 * @param string $tag    The `<link>` element.
	 * @param string $handle The style's handle.
	 * @return string The elements.
	 */
	public function late_style_tag( $tag, $handle ) {
		if ( ! $this->active || Assets::HANDLE !== $handle || ! is_string( $tag ) ) {
			return $tag;
		}
		return '<template ' . self::LATE_ATTRIBUTE . '>' . trim( $tag ) . '</template><noscript>' . trim( $tag ) . "</noscript>\n";
	}

	/**
	 * Holds a script back until the head's script wakes it (the `script_loader_tag` filter): the
	 * plugin's entry and each WordPress package that only the entry needs on this page print as
	 * `<script type="text/plain" data-customer-area-late>`, their inline data (translations, the
	 * configuration) included, which the browser neither fetches nor runs. A package that another
	 * script on the page needs, or one already printed, is left as it is, so no other plugin's
	 * script changes.
	 *
	 * @param string $tag    The script's elements (its inline data before and after included).
	 * @param string $handle The script's handle.
	 * @return string The elements.
	 */
	public function late_script_tag( $tag, $handle ) {
		if ( ! $this->active || ! is_string( $tag ) || ! in_array( $handle, self::late_handles( wp_scripts() ), true ) ) {
			return $tag;
		}
		$processor = new \WP_HTML_Tag_Processor( $tag );
		while ( $processor->next_tag( 'script' ) ) {
			$processor->set_attribute( 'type', 'text/plain' );
			$processor->set_attribute( self::LATE_ATTRIBUTE, true );
		}
		return $processor->get_updated_html();
	}

	/**
	 * The scripts that may wait: the entry and its dependencies, less those of every other queued
	 * script and those already printed.
	 *
	 * @param \WP_Scripts $scripts The page's scripts.
	 * @return array<int, string> Handles.
	 */
	public static function late_handles( \WP_Scripts $scripts ): array {
		if ( ! isset( $scripts->registered[ Assets::HANDLE ] ) ) {
			return array();
		}
		$others = array_diff( $scripts->queue, array( Assets::HANDLE ) );
		return array_values( array_diff( self::with_dependencies( $scripts, array( Assets::HANDLE ) ), self::with_dependencies( $scripts, $others ), $scripts->done ) );
	}

	/**
	 * The URLs of the entry's script and of every package it needs, as WordPress prints them, so
	 * that the head's script can ask for them at once when a signed-in customer's page shows the
	 * skeleton, before the parser has reached them at the end of the page. Built as
	 * {@see WP_Scripts::do_item()} builds a script's `src`.
	 *
	 * @param \WP_Scripts $scripts The page's scripts.
	 * @return array<int, string> URLs, in dependency order.
	 */
	public static function entry_file_urls( \WP_Scripts $scripts ): array {
		$urls = array();
		foreach ( array_reverse( self::with_dependencies( $scripts, array( Assets::HANDLE ) ) ) as $handle ) {
			$script = $scripts->registered[ $handle ];
			$src    = is_string( $script->src ) ? $script->src : '';
			if ( '' === $src ) {
				continue;
			}
			if ( 1 !== preg_match( '|^(https?:)?//|', $src ) && ! ( $scripts->content_url && str_starts_with( $src, $scripts->content_url ) ) ) {
				$src = $scripts->base_url . $src;
			}
			$version = null === $script->ver ? '' : (string) ( $script->ver ? $script->ver : $scripts->default_version );
			if ( '' !== $version ) {
				$src .= ( str_contains( $src, '?' ) ? '&' : '?' ) . 'ver=' . rawurlencode( $version );
			}
			/** This filter is documented in wp-includes/class-wp-scripts.php */
			$url = esc_url_raw( (string) apply_filters( 'script_loader_src', $src, $handle ) );
			if ( '' !== $url ) {
				$urls[] = $url;
			}
		}
		return $urls;
	}

	/**
	 * Handles with all their dependencies.
	 *
	 * @param \WP_Scripts       $scripts The page's scripts.
	 * @param array<int, string> $handles Handles.
	 * @return array<int, string> The handles and every script they need, directly or not.
	 */
	public static function with_dependencies( \WP_Scripts $scripts, array $handles ): array {
		$seen    = array();
		$pending = $handles;
		while ( array() !== $pending ) {
			$handle = (string) array_shift( $pending );
			if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$pending         = array_merge( $pending, $scripts->registered[ $handle ]->deps );
		}
		return array_keys( $seen );
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
