<?php
/**
 * Plugin Name: Host page-cache purge (production stack)
 * Description: The host's integration with its Varnish, as hosts ship one: a must-use plugin that empties the cache when a plugin asks.
 *
 * The production stack copies this file into `wp-content/mu-plugins/` (scripts/lib/production/stack.mjs),
 * as a host installs its cache integration: the Customer Area plugin knows nothing of it. When the
 * plugin fires `customer_area_purge_page_cache` (an update, its activation or deactivation, a change
 * of its settings), every page of the site under its address is banned from Varnish with the
 * request Proxy Cache Purge sends: `PURGE` of the site's path with `X-Purge-Method: regex`
 * (scripts/lib/production/default.vcl.template; README "Hosting: what a host must know").
 *
 * @package CustomerArea
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action(
	'customer_area_purge_page_cache',
	static function (): void {
		$home = wp_parse_url( home_url( '/' ) );
		if ( ! is_array( $home ) || empty( $home['host'] ) ) {
			return;
		}
		$host = $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		$path = '/' . ltrim( $home['path'] ?? '/', '/' );
		wp_remote_request(
			'http://' . $host . $path . '.*',
			array(
				'method'  => 'PURGE',
				'headers' => array(
					'Host'           => $host,
					'X-Purge-Method' => 'regex',
				),
				'timeout' => 5,
			)
		);
	}
);
