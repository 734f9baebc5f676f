<?php
/**
 * The pre-rendered first screen of a full root.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

use CustomerArea\Languages;
use CustomerArea\Options;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Picks the pre-rendered first screen a full root shows before the app is there: the text the
 * build rendered with the views' own components (build/first-view/{view}.{catalogue}.html). The
 * view follows the embed as the app does (a lead-generation embed: the wizard; else the initial
 * view, where a forward link in force turns the login into the secret-sale notice); the language
 * is the page's ({@see Languages::page_language()}). What depends on the visitor (signed in, the
 * hash route, the wizard's progress, a language cookie) the head's script reads in the browser
 * ({@see FirstPaint}). Popups get none. See docs/architecture.md "First screens".
 */
final class FirstView {

	/** The folder of the pre-rendered files in build/. */
	private const FOLDER = 'build/first-view/';

	/**
	 * The view a visitor first sees in a full root with these attributes.
	 *
	 * @param array<string, mixed> $embed Parsed attributes ({@see Shortcode::parse()}).
	 * @return string|null The view (`wizard`, `login`, `register`, `forgot-password`,
	 *                     `secret-sale-notice`), or null for a popup.
	 */
	public static function view_of( array $embed ): ?string {
		if ( ! empty( $embed['popup'] ) ) {
			return null;
		}
		if ( ! empty( $embed['isLeadgen'] ) ) {
			return 'wizard';
		}
		$view = is_string( $embed['initialView'] ?? null ) && '' !== $embed['initialView'] ? $embed['initialView'] : 'login';
		return 'login' === $view && '' !== self::forward_link( $embed ) ? 'secret-sale-notice' : $view;
	}

	/**
	 * The pre-rendered first screen for a full root with these attributes, in the page's language.
	 *
	 * @param array<string, mixed> $embed Parsed attributes.
	 * @return string HTML from the build; '' for a popup or when the file is not built.
	 */
	public static function markup( array $embed ): string {
		$view = self::view_of( $embed );
		if ( null === $view ) {
			return '';
		}
		$file = CUSTOMER_AREA_DIR . self::FOLDER . $view . '.' . Languages::page_language()['catalogue'] . '.html';
		// A file the plugin's build wrote, read from the disk: the views' own markup, text only.
		return is_readable( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	/**
	 * The forward link in force, as the front end resolves it (`resolveForwardLink` in
	 * src/config/config-context.tsx): the embed's, else the setting's. Both are same-site links
	 * already ({@see Shortcode::parse()}, the setting's sanitizer).
	 *
	 * @param array<string, mixed> $embed Parsed attributes.
	 * @return string The link, or ''.
	 */
	private static function forward_link( array $embed ): string {
		$link = is_string( $embed['forwardLink'] ?? null ) ? trim( $embed['forwardLink'] ) : '';
		return '' !== $link ? $link : trim( (string) ( Options::all()['forward_link'] ?? '' ) );
	}
}
