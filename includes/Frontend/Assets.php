<?php
/**
 * The front end's script and style.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

use CustomerArea\Admin\Settings;
use CustomerArea\Options;
use CustomerArea\Support\AssetFile;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the built bundle (build/index.js, build/index.css) and enqueues it only when a
 * shortcode renders, so pages without the customer area load none of its files.
 */
final class Assets {

	/** Handle of the script and of the style. */
	public const HANDLE = 'customer-area';

	/**
	 * Named lazy chunks to preload on this page.
	 *
	 * @var array<int, string>
	 */
	private array $preload = array();

	/** Whether the page holds a full area (not only popups), whose first view calls the API. */
	private bool $full_area = false;

	/** Whether the preload hints are out. */
	private bool $preloads_printed = false;

	/** The attribute of the `<template>` that holds the chunks' preload hints back; '' prints them as they are. */
	private string $held_by = '';

	/**
	 * Registers script, style and script translations (hooked on `init`). Does nothing
	 * when the front end has not been built; {@see Assets::is_built()} tells.
	 */
	public function register(): void {
		$asset = self::asset_file();
		if ( null === $asset ) {
			return;
		}
		wp_register_script(
			self::HANDLE,
			CUSTOMER_AREA_URL . 'build/index.js',
			$asset['dependencies'],
			$asset['version'],
			// Deferred: the page paints, the pre-rendered opening included, before the entry is
			// fetched and run (docs/architecture.md "First paint and start-up"). The WordPress
			// packages it needs are asked to defer too, on pages with the area only
			// (defer_dependencies()).
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		// No wp_set_script_translations(): the app loads the catalogue of the language it resolves
		// itself (src/i18n/apply-language.ts, docs/behaviour.md "Language"), so the page's HTML
		// does not carry a copy of the site locale's catalogue as well.

		if ( is_readable( CUSTOMER_AREA_DIR . 'build/index.css' ) ) {
			wp_register_style( self::HANDLE, CUSTOMER_AREA_URL . 'build/index.css', array(), $asset['version'] );
			if ( is_readable( CUSTOMER_AREA_DIR . 'build/index-rtl.css' ) ) {
				wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
			}
		}
	}

	/**
	 * Enqueues script and style for the current page. In a classic theme this runs after
	 * wp_head; the script still prints in the footer and WordPress prints a late style there too.
	 *
	 * @return bool False when the front end is not built (nothing can be enqueued).
	 */
	public function enqueue(): bool {
		if ( ! wp_script_is( self::HANDLE, 'registered' ) ) {
			$this->register();
		}
		if ( ! wp_script_is( self::HANDLE, 'registered' ) ) {
			return false;
		}
		wp_enqueue_script( self::HANDLE );
		self::defer_dependencies( self::HANDLE );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_enqueue_style( self::HANDLE );
		}
		return true;
	}

	/**
	 * Asks WordPress to defer the packages the entry depends on (React, `wp-element`, …), on a page
	 * with the area only, so that the page paints before they are fetched and run. WordPress keeps
	 * the last word ({@see WP_Scripts::get_eligible_loading_strategy()}): a package that another
	 * script on the page needs blocking, or that carries an inline script after it (`wp-i18n`'s
	 * locale data), stays blocking, so no other plugin's script order changes. A strategy a
	 * package already has is kept.
	 *
	 * @param string $handle The script whose dependencies are deferred.
	 */
	private static function defer_dependencies( string $handle ): void {
		$scripts = wp_scripts();
		foreach ( FirstPaint::with_dependencies( $scripts, array( $handle ) ) as $dependency ) {
			if ( $handle !== $dependency && false === $scripts->get_data( $dependency, 'strategy' ) ) {
				$scripts->add_data( $dependency, 'strategy', 'defer' );
			}
		}
	}

	/**
	 * Asks for the head preloads of a page's first screen, on a lead-generation embed (not a popup)
	 * only: there a visitor's first screen is the wizard, whose heading is the page's largest
	 * element, and without the hints the browser learns of its chunks only once build/index.js has
	 * run. Which chunks these are (the wizard's) the build writes from the route table
	 * (`leadgenHead` in build/chunks.asset.php). On a sign-in page the largest element is the
	 * theme's own title: early chunk downloads would compete with the page's own files and delayed
	 * it by about 0.7 s in Lighthouse's mobile run, so there the entry requests its chunks itself.
	 * Any full area (not a popup) also asks for the API preconnect
	 * ({@see Assets::print_preloads()}). The hints never depend on who is signed in, so a cached
	 * page is right for everyone.
	 *
	 * @param array<string, mixed> $embed The embed's parsed attributes (`popup`, `isLeadgen`).
	 */
	public function preload_first_screen( array $embed ): void {
		if ( ! empty( $embed['popup'] ) ) {
			return;
		}
		$this->full_area = true;
		if ( ! empty( $embed['isLeadgen'] ) ) {
			$this->preload = array_merge( $this->preload, self::chunk_asset()['leadgenHead'] );
		}
	}

	/**
	 * Holds the chunks' preload hints back until the head's script wakes them, on a page that
	 * paints before the plugin's files load ({@see FirstPaint}): they are printed inside
	 * `<template {attribute}>`, which the browser does not fetch.
	 *
	 * @param string $attribute The attribute the head's script looks for.
	 */
	public function hold_preloads( string $attribute ): void {
		$this->held_by = $attribute;
	}

	/**
	 * Prints the preload hints of the chunks asked for so far, once per page (hooked on `wp_head`
	 * and `wp_footer`; the first with something to print wins). Files come from
	 * build/chunks.asset.php, written by the build with each chunk's URL as the entry requests it,
	 * so the preloaded file is the one used. The hints ask for low priority: the browser then fetches
	 * the chunks after the page's render-blocking styles and the scripts the entry waits for, and
	 * they still arrive by the time the entry asks for them (Lighthouse mobile on the valuation
	 * page, 12 runs: first contentful paint median 1.5 → 1.3 s, performance 95 → 96).
	 *
	 * A page with a full area also gets a preconnect hint for the API's origin: a signed-in
	 * customer's first screen calls it at once, and the connection (DNS, TCP, TLS) is then ready
	 * instead of being set up when the first call goes out. `crossorigin` because the calls are
	 * CORS requests without credentials, which use connections of their own. Popups get none: a
	 * site may put one on every page, and most visitors never call the API from it.
	 */
	public function print_preloads(): void {
		if ( $this->preloads_printed || ( array() === $this->preload && ! $this->full_area ) ) {
			return;
		}
		$this->preloads_printed = true;
		$api_origin             = $this->full_area ? Url::origin_of( (string) ( Options::all()['api_base'] ?? '' ) ) : null;
		if ( null !== $api_origin ) {
			printf( "<link rel=\"preconnect\" href=\"%s\" crossorigin />\n", esc_url( $api_origin ) );
		}
		$chunks  = self::chunk_asset()['chunks'];
		$scripts = array();
		$styles  = array();
		foreach ( array_unique( $this->preload ) as $name ) {
			$scripts = array_merge( $scripts, $chunks[ $name ]['js'] ?? array() );
			$styles  = array_merge( $styles, $chunks[ $name ]['css'] ?? array() );
		}
		if ( array() === $scripts && array() === $styles ) {
			return;
		}
		if ( '' !== $this->held_by ) {
			printf( "<template %s>\n", esc_attr( $this->held_by ) );
		}
		foreach ( array_unique( $styles ) as $file ) {
			printf( "<link rel=\"preload\" href=\"%s\" as=\"style\" fetchpriority=\"low\" />\n", esc_url( CUSTOMER_AREA_URL . 'build/' . $file ) );
		}
		foreach ( array_unique( $scripts ) as $file ) {
			printf( "<link rel=\"preload\" href=\"%s\" as=\"script\" fetchpriority=\"low\" />\n", esc_url( CUSTOMER_AREA_URL . 'build/' . $file ) );
		}
		if ( '' !== $this->held_by ) {
			echo "</template>\n";
		}
	}

	/**
	 * The URLs of the chunks a signed-in customer's first screen can need (`signedIn` in
	 * build/chunks.asset.php: the frame and the screens of the routes the route table names),
	 * each chunk's stylesheets first. The head's script preloads the ones its first screen needs
	 * before the entry has arrived ({@see FirstPaint}). The same for every visitor, so a cached page
	 * is right for everyone.
	 *
	 * @return array<string, array<int, string>> URLs per chunk; empty when not built.
	 */
	public static function signed_in_chunk_urls(): array {
		$asset = self::chunk_asset();
		$urls  = array();
		foreach ( $asset['signedIn'] as $name ) {
			$chunk         = $asset['chunks'][ $name ] ?? array(
				'js'  => array(),
				'css' => array(),
			);
			$urls[ $name ] = array_map( array( self::class, 'build_url' ), array_merge( $chunk['css'], $chunk['js'] ) );
		}
		return $urls;
	}

	/**
	 * The URL of a file of build/.
	 *
	 * @param string $file The file, e.g. `shell.js?ver=…`.
	 * @return string Its URL.
	 */
	private static function build_url( string $file ): string {
		return esc_url_raw( CUSTOMER_AREA_URL . 'build/' . $file );
	}

	/**
	 * Reads build/chunks.asset.php: per named chunk its script and style files (`chunks`), and the
	 * chunk names the build took from the route table: a lead-generation page's head preloads
	 * (`leadgenHead`) and a signed-in first screen's (`signedIn`).
	 *
	 * @return array{chunks: array<string, array{js: array<int, string>, css: array<int, string>}>, leadgenHead: array<int, string>, signedIn: array<int, string>} Empty lists when not built.
	 */
	private static function chunk_asset(): array {
		$asset = array(
			'chunks'      => array(),
			'leadgenHead' => array(),
			'signedIn'    => array(),
		);
		$path  = CUSTOMER_AREA_DIR . 'build/chunks.asset.php';
		$data  = is_readable( $path ) ? require $path : null;
		if ( ! is_array( $data ) ) {
			return $asset;
		}
		$strings = static fn ( $items ): array => is_array( $items ) ? array_values( array_map( 'strval', $items ) ) : array();
		foreach ( is_array( $data['chunks'] ?? null ) ? $data['chunks'] : array() as $name => $chunk ) {
			$asset['chunks'][ (string) $name ] = array(
				'js'  => $strings( $chunk['js'] ?? null ),
				'css' => $strings( $chunk['css'] ?? null ),
			);
		}
		$asset['leadgenHead'] = $strings( $data['leadgenHead'] ?? null );
		$asset['signedIn']    = $strings( $data['signedIn'] ?? null );
		return $asset;
	}

	/**
	 * Whether build/index.asset.php exists, i.e. `npm run build` has run.
	 *
	 * @return bool True when the bundle can be served.
	 */
	public static function is_built(): bool {
		return null !== self::asset_file();
	}

	/**
	 * The hint shown to administrators when the bundle is missing, as HTML.
	 *
	 * @return string Escaped HTML paragraph.
	 */
	public static function missing_build_hint(): string {
		return '<p class="customer-area-missing-build"><strong>' . esc_html__( 'Customer Area:', 'customer-area' ) . '</strong> '
			. esc_html__( 'The front end has not been built, so the customer area cannot be shown. Run "npm run build" in the plugin folder. Only administrators see this message.', 'customer-area' )
			. '</p>';
	}

	/**
	 * Prints the missing-build hint on the Dashboard, the Plugins screen and the plugin's
	 * settings page (hooked on `admin_notices`), for administrators only.
	 */
	public function render_missing_build_notice(): void {
		if ( self::is_built() || ! current_user_can( Settings::CAPABILITY ) ) {
			return;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$where  = array( 'dashboard', 'plugins', 'settings_page_' . Settings::PAGE );
		if ( null === $screen || ! in_array( $screen->id, $where, true ) ) {
			return;
		}
		echo '<div class="notice notice-warning">' . wp_kses_post( self::missing_build_hint() ) . '</div>';
	}

	/**
	 * Reads build/index.asset.php (written by @wordpress/scripts).
	 *
	 * @return array{dependencies: array<int, string>, version: string}|null Asset data, or null when not built.
	 */
	private static function asset_file(): ?array {
		return AssetFile::read( CUSTOMER_AREA_DIR . 'build/index.asset.php' );
	}
}
