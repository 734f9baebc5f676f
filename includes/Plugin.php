<?php
/**
 * Composition root: the only place where hooks are wired.
 *
 * @package CustomerArea
 */

namespace CustomerArea;

use CustomerArea\Admin\ConnectionProbe;
use CustomerArea\Admin\ConnectionTest;
use CustomerArea\Admin\PrivacyPolicy;
use CustomerArea\Admin\Settings;
use CustomerArea\Admin\SiteHealth;
use CustomerArea\Frontend\Assets;
use CustomerArea\Frontend\Block;
use CustomerArea\Frontend\Config;
use CustomerArea\Frontend\FirstPaint;
use CustomerArea\Frontend\FrameOptions;
use CustomerArea\Frontend\PageEmbeds;
use CustomerArea\Frontend\Shortcode;
use CustomerArea\Settings\AreaPage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Creates the plugin's services and hooks them into WordPress. Every add_action and
 * add_filter of the plugin is here, so one file shows when each part runs.
 */
final class Plugin {

	/** Guards against a second registration (e.g. the main file included twice). */
	private static bool $registered = false;

	/**
	 * Wires every hook of the plugin.
	 */
	public static function register(): void {
		if ( self::$registered ) {
			return;
		}
		self::$registered = true;

		$i18n        = new I18n();
		$assets      = new Assets();
		$config      = new Config();
		$shortcode   = new Shortcode( $config, $assets );
		$block       = new Block( $shortcode );
		$probe       = new ConnectionProbe();
		$connection  = new ConnectionTest( $probe );
		$settings    = new Settings();
		$site_health = new SiteHealth( $probe );
		$page_embeds = new PageEmbeds();
		$frame       = new FrameOptions( $page_embeds );
		$first_paint = new FirstPaint( $page_embeds, $assets );
		$page_cache  = new PageCache();

		add_action( 'init', array( $i18n, 'register' ) );
		// Every locale loads the catalogue it maps to (de_AT → de_DE, de_CH_informal → de_CH…).
		add_filter( 'load_textdomain_mofile', array( $i18n, 'map_mofile' ), 10, 2 );
		add_filter( 'load_script_translation_file', array( $i18n, 'map_script_translation_file' ), 10, 3 );
		// Registered on init, not on wp_enqueue_scripts: block themes render the content
		// (and so the shortcode, which enqueues) before wp_head fires wp_enqueue_scripts.
		add_action( 'init', array( $assets, 'register' ) );
		add_action( 'init', array( $shortcode, 'register' ) );
		// The block renders through the shortcode's instance, so both share the one-full-area rule.
		add_action( 'init', array( $block, 'register' ) );

		add_action( 'admin_init', array( $settings, 'register' ) );
		add_action( 'admin_menu', array( $settings, 'add_page' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( CUSTOMER_AREA_FILE ), array( $settings, 'add_action_link' ) );
		add_action( 'admin_notices', array( $assets, 'render_missing_build_notice' ) );
		// The connection test's script loads on the settings page only; its server half is a REST route.
		add_action( 'admin_enqueue_scripts', array( $connection, 'enqueue' ) );
		add_action( 'rest_api_init', array( $connection, 'register_routes' ) );

		// WordPress asks for suggested privacy-policy texts on admin_init (Settings → Privacy → Policy Guide).
		add_action( 'admin_init', array( PrivacyPolicy::class, 'add' ) );

		add_filter( 'site_status_tests', array( $site_health, 'add_tests' ) );
		add_filter( 'debug_information', array( $site_health, 'add_debug_information' ) );
		add_action( 'rest_api_init', array( $site_health, 'register_routes' ) );

		// The automatically found customer area page is remembered until a page changes.
		add_action( 'clean_post_cache', array( AreaPage::class, 'forget' ), 10, 2 );

		// Pages with the area refuse to be framed by other sites. A classic theme prints its head
		// before it renders the content, so the headers go out on template_redirect, decided from
		// the queried content (PageEmbeds); after redirect_canonical (10), which may end the request.
		add_action( 'template_redirect', array( $frame, 'send' ), 20 );
		// The same decision gives the page its first paint's inline CSS and head script, and turns
		// the plugin's files into ones that wait until the page has painted (docs/architecture.md
		// "First paint and start-up"). The head's script comes before the styles (8): a script after
		// a stylesheet waits for it.
		add_action( 'template_redirect', array( $first_paint, 'prepare' ), 20 );
		add_action( 'wp_head', array( $first_paint, 'print_head' ), 7 );
		add_filter( 'style_loader_tag', array( $first_paint, 'late_style_tag' ), 10, 2 );
		add_filter( 'script_loader_tag', array( $first_paint, 'late_script_tag' ), 10, 2 );

		// Embeds are only known once the content has rendered, so the configuration is
		// localized at the last moment: priority 5 runs before _wp_footer_scripts (10)
		// prints build/index.js, so the data lands in front of the script.
		add_action( 'wp_print_footer_scripts', array( $config, 'localize' ), 5 );

		// A block theme renders the content, and with it the embeds, before wp_head: their first
		// chunks are preloaded from the head, after the stylesheets (8) and head scripts (9) so that
		// they never hold up the first paint. A classic theme renders it after: from the footer,
		// still before build/index.js asks for them.
		add_action( 'wp_head', array( $assets, 'print_preloads' ), 20 );
		add_action( 'wp_footer', array( $assets, 'print_preloads' ), 1 );

		// A cached page carries the release's files and the settings: the page cache is asked to
		// forget it when either changes (PageCache, README "Hosting: what a host must know").
		$basename = plugin_basename( CUSTOMER_AREA_FILE );
		add_action( 'upgrader_process_complete', array( $page_cache, 'after_upgrade' ), 10, 2 );
		// Activation makes the area appear on its pages; after deactivation cached pages would load
		// files of a plugin that is off.
		add_action( 'activate_' . $basename, fn () => $page_cache->purge( 'activation' ) );
		add_action( 'deactivate_' . $basename, fn () => $page_cache->purge( 'deactivation' ) );
		// WordPress fires these only when the option is added or really changed.
		add_action( 'add_option_' . Options::NAME, fn () => $page_cache->purge( 'settings' ) );
		add_action( 'update_option_' . Options::NAME, fn () => $page_cache->purge( 'settings' ) );
		add_filter( 'varnish_http_purge_events', array( $page_cache, 'add_proxy_cache_purge_event' ) );
		add_filter( 'varnish_http_purge_events_full', array( $page_cache, 'add_proxy_cache_purge_event' ) );
	}
}
