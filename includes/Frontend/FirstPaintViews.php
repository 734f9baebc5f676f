<?php
/**
 * The pre-rendered opening of a full root.
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
 * The opening a full root shows before the app is there: the text the build rendered with the
 * views' own components (build/first-paint/{view}.{catalogue}.html) in the page's language
 * ({@see Languages::page_language()}). Which view an embed gets is the front end's rule
 * (`openingViewOf` in src/first-paint/plan.ts); the build writes it out as a table
 * (build/first-paint/views.php), so it is not repeated here. What depends on the visitor (signed
 * in, the hash route, the wizard's progress, a language cookie) the head's script reads in the
 * browser ({@see FirstPaint}). See docs/architecture.md "First paint and start-up".
 */
final class FirstPaintViews {

	/** The folder of the pre-rendered files in build/. */
	private const FOLDER = 'build/first-paint/';

	/**
	 * The pre-rendered opening for a full root with these attributes, in the page's language.
	 *
	 * @param array<string, mixed> $embed Parsed attributes ({@see Shortcode::parse()}).
	 * @return string HTML from the build; '' for a popup or when it is not built.
	 */
	public static function markup( array $embed ): string {
		$file  = CUSTOMER_AREA_DIR . self::FOLDER . 'views.php';
		$table = is_readable( $file ) ? require $file : null;
		$key   = sprintf(
			'%d%d%d:%s',
			! empty( $embed['popup'] ),
			! empty( $embed['isLeadgen'] ),
			'' !== self::forward_link( $embed ),
			is_string( $embed['initialView'] ?? null ) ? $embed['initialView'] : ''
		);
		$view  = is_array( $table ) && is_string( $table[ $key ] ?? null ) ? $table[ $key ] : '';
		$file  = CUSTOMER_AREA_DIR . self::FOLDER . $view . '.' . Languages::page_language()['catalogue'] . '.html';
		// A file the plugin's build wrote, read from the disk: the views' own markup, text only.
		return '' !== $view && is_readable( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own build on disk, not a URL.
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
