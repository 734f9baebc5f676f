<?php
/**
 * Purging the site's page cache when what the plugin prints into a page changes.
 *
 * @package CustomerArea
 */

namespace CustomerArea;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A page with the area carries the plugin's release (the built files' `?ver=` hashes, the first
 * paint's inline CSS and head script) and its settings (the configuration: API base, language,
 * page addresses). A full-page cache keeps that page for minutes or days, so when the plugin is
 * updated, activated or deactivated, or its settings change, it asks the site's page cache to
 * empty itself (README "Hosting: what a host must know", docs/architecture.md "Hosting, caches
 * and multisite"): through the plugin's own action `customer_area_purge_page_cache`, which a
 * host's integration listens to, and through the entry points of the common caching plugins and
 * hosts, each called only when it exists.
 */
final class PageCache {

	/** The plugin's own action; its one argument says why (`update`, `activation`, `deactivation`, `settings`). */
	public const ACTION = 'customer_area_purge_page_cache';

	/** Actions caching plugins listen to for emptying their whole cache. */
	private const PURGE_ALL_ACTIONS = array(
		'litespeed_purge_all',                // LiteSpeed Cache.
		'rt_nginx_helper_purge_all',          // Nginx Helper (nginx's FastCGI cache, Redis).
		'cache_enabler_clear_complete_cache', // Cache Enabler.
		'breeze_clear_all_cache',             // Breeze (Cloudways).
	);

	/**
	 * After WordPress's upgrader has installed files (`upgrader_process_complete`): purges when
	 * they were this plugin's, updated (one or several plugins) or uploaded over the installed
	 * copy ("Replace current with uploaded").
	 *
	 * @param mixed $upgrader   The upgrader (a Plugin_Upgrader for plugins).
	 * @param mixed $hook_extra What was done: `type`, `action` and `plugins` or `plugin`.
	 */
	public function after_upgrade( $upgrader, $hook_extra ): void {
		if ( ! is_array( $hook_extra ) || 'plugin' !== ( $hook_extra['type'] ?? '' ) ) {
			return;
		}
		$basename = plugin_basename( CUSTOMER_AREA_FILE );
		$action   = $hook_extra['action'] ?? '';
		if ( 'update' === $action ) {
			$plugins = (array) ( $hook_extra['plugins'] ?? ( $hook_extra['plugin'] ?? array() ) );
			if ( in_array( $basename, $plugins, true ) ) {
				$this->purge( 'update' );
			}
			return;
		}
		if ( 'install' === $action && is_object( $upgrader ) && method_exists( $upgrader, 'plugin_info' )
			&& $basename === $upgrader->plugin_info() ) {
			$this->purge( 'update' );
		}
	}

	/**
	 * Proxy Cache Purge (varnish-http-purge) empties the whole cache on the actions its filters
	 * `varnish_http_purge_events` and `varnish_http_purge_events_full` list; the plugin's action
	 * joins both, as that plugin asks.
	 *
	 * @param mixed $events The actions.
	 * @return array<int, string> The actions with the plugin's.
	 */
	public function add_proxy_cache_purge_event( $events ): array {
		$events   = is_array( $events ) ? $events : array();
		$events[] = self::ACTION;
		return array_values( array_unique( $events ) );
	}

	/**
	 * Asks every page cache there is to empty itself.
	 *
	 * @param string $reason Why: `update`, `activation`, `deactivation` or `settings`.
	 */
	public function purge( string $reason ): void {
		/**
		 * The plugin asks the page cache to forget its pages. A host or cache without a plugin
		 * below listens here and empties the site's cache (README "Hosting: what a host must know").
		 *
		 * @param string $reason `update`, `activation`, `deactivation` or `settings`.
		 */
		do_action( self::ACTION, $reason );

		// The caching plugins' and hosts' own entry points, each only when it exists.
		if ( function_exists( 'rocket_clean_domain' ) ) {
			rocket_clean_domain(); // WP Rocket.
		}
		if ( function_exists( 'w3tc_flush_all' ) ) {
			w3tc_flush_all(); // W3 Total Cache.
		}
		if ( function_exists( 'wp_cache_clear_cache' ) ) {
			wp_cache_clear_cache( is_multisite() ? get_current_blog_id() : 0 ); // WP Super Cache.
		}
		if ( function_exists( 'wpfc_clear_all_cache' ) ) {
			wpfc_clear_all_cache(); // WP Fastest Cache.
		}
		if ( function_exists( 'sg_cachepress_purge_everything' ) ) {
			sg_cachepress_purge_everything(); // SiteGround Speed Optimizer.
		} elseif ( function_exists( 'sg_cachepress_purge_cache' ) ) {
			sg_cachepress_purge_cache();
		}
		if ( class_exists( 'WpeCommon' ) && method_exists( 'WpeCommon', 'purge_varnish_cache' ) ) {
			\WpeCommon::purge_varnish_cache(); // WP Engine.
		}
		$kinsta = $GLOBALS['kinsta_cache'] ?? null;
		if ( is_object( $kinsta ) && isset( $kinsta->kinsta_cache_purge ) && is_object( $kinsta->kinsta_cache_purge )
			&& method_exists( $kinsta->kinsta_cache_purge, 'purge_complete_caches' ) ) {
			$kinsta->kinsta_cache_purge->purge_complete_caches(); // Kinsta.
		}
		foreach ( self::PURGE_ALL_ACTIONS as $action ) {
			if ( has_action( $action ) ) {
				do_action( $action ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- another plugin's own hook, fired as it documents.
			}
		}
	}
}
