<?php
/**
 * The head's part of a page with the area: the first paint's inline CSS and script, and the
 * plugin's files held back until the page has painted.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Lets a page with the area paint as soon as the theme's own page would. Whether the page has the
 * area is decided on `template_redirect` from the queried content ({@see PageEmbeds}, as for the
 * framing headers), so classic themes, which render the content after `wp_head`, get it too. Then:
 *
 * - the first paint's CSS (build/first-paint.css, or its right-to-left twin) is an inline style of
 *   its own handle: the root's box and reserved height, the reset, the look of the pre-rendered
 *   opening ({@see FirstPaintViews}) and the skeleton;
 * - the head's script (build/first-paint-head.js) comes before it and every other stylesheet
 *   (`wp_head` 7; a script after a stylesheet would wait for it), with what the page knows as
 *   `data-` attributes (the same for every visitor);
 * - the plugin's stylesheet and chunk hints print inside `<template data-customer-area-late>`, its
 *   scripts and the WordPress packages only they need as `<script type="text/plain"
 *   data-customer-area-late>`: the browser fetches none of them until the head's script wakes them
 *   (src/first-paint/waker.ts).
 *
 * See docs/architecture.md "First paint and start-up".
 */
final class FirstPaint {

	/** The inline CSS, and its right-to-left twin. */
	private const CSS = array(
		'ltr' => 'build/first-paint.css',
		'rtl' => 'build/first-paint-rtl.css',
	);

	/** The handle of the inline CSS. */
	private const STYLE_HANDLE = 'customer-area-first-paint';

	/** The head's script. */
	private const SCRIPT = 'build/first-paint-head.js';

	/** The attribute of every element the head's script wakes (src/first-paint/waker.ts). */
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
	 * Decides, from the queried content, whether this page gets the head's part; enqueues the
	 * first paint's inline CSS and the stylesheet, so both go into the head in every theme (hooked
	 * on `template_redirect`).
	 */
	public function prepare(): void {
		$css = CUSTOMER_AREA_DIR . self::CSS[ is_rtl() ? 'rtl' : 'ltr' ];
		if ( ! $this->embeds->has_area() || ! is_readable( $css ) ) {
			return;
		}
		$this->active = true;
		$this->assets->hold_preloads( self::LATE_ATTRIBUTE );
		wp_register_style( self::STYLE_HANDLE, false, array(), CUSTOMER_AREA_VERSION );
		wp_add_inline_style( self::STYLE_HANDLE, (string) file_get_contents( $css ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own build on disk, not a URL.
		wp_enqueue_style( self::STYLE_HANDLE );
		if ( wp_style_is( Assets::HANDLE, 'registered' ) ) {
			wp_enqueue_style( Assets::HANDLE );
		}
	}

	/**
	 * Prints the head's script (hooked on `wp_head`, before the styles).
	 */
	public function print_head(): void {
		$script = CUSTOMER_AREA_DIR . self::SCRIPT;
		if ( ! $this->active || ! is_readable( $script ) ) {
			return;
		}
		$chunks = Assets::signed_in_chunk_urls();
		wp_print_inline_script_tag(
			(string) file_get_contents( $script ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own build on disk, not a URL.
			array(
				'id'                    => 'customer-area-first-paint',
				'data-language-setting' => (string) Config::setting_value( 'language' ),
				'data-site-locale'      => get_locale(),
				// The token cookie's name and the storage keys of this site of a network.
				'data-session'          => (string) wp_json_encode( SessionScope::for_browser() ),
				// For a signed-in customer's first calls and files (src/first-paint/first-calls.ts).
				'data-api-base'         => (string) Config::setting_value( 'api_base' ),
				'data-site-origin'      => Url::site_origin(),
				'data-entry-files'      => (string) wp_json_encode( self::entry_file_urls() ),
				'data-chunks'           => (string) wp_json_encode( (object) $chunks ),
			)
		);
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
	 * `<script type="text/plain" data-customer-area-late>`, their inline data included, which the
	 * browser neither fetches nor runs. A package that another script on the page needs, or one
	 * already printed, is left as it is, so no other plugin's script changes.
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
	 * that the head's script can ask for them at once on a signed-in customer's page, before the
	 * parser has reached them at the end of the page. Built as {@see WP_Scripts::do_item()} builds
	 * a script's `src`.
	 *
	 * @return array<int, string> URLs, in dependency order.
	 */
	private static function entry_file_urls(): array {
		$scripts = wp_scripts();
		$urls    = array();
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
	 * @param \WP_Scripts        $scripts The page's scripts.
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
}
