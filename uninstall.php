<?php
/**
 * Removes the plugin's data when it is deleted from the Plugins screen.
 *
 * @package CustomerArea
 */

if ( ! defined( 'ABSPATH' ) || ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

/*
 * The plugin stores one option per site, plus a transient that remembers the automatically
 * found customer area page (CustomerArea\Settings\AreaPage::TRANSIENT; the plugin's classes
 * are not loaded here). On a multisite network each site has its own copies, so every site is
 * cleaned, not only the one the network admin happens to be on. A network's opt-in to private
 * targets (CustomerArea\Network\Targets::NETWORK_OPTION) is a network option of its own.
 */

/*
 * Removes the plugin's data of the current site: its option, its transient, and the copy of its
 * suggested privacy-policy text that WordPress keeps on the privacy page (post meta
 * `_wp_suggested_privacy_policy_content`, one entry per plugin; ours is the one that names the
 * token cookie, whatever language its plugin name was stored in). A closure, not a function: the
 * file may run more than once in one process (the tests), and a function cannot be declared twice.
 */
$customer_area_uninstall_site = static function (): void {
	delete_option( 'customer_area_settings' );
	delete_transient( 'customer_area_detected_page' );
	$policy_page = (int) get_option( 'wp_page_for_privacy_policy' );
	if ( $policy_page > 0 ) {
		foreach ( get_post_meta( $policy_page, '_wp_suggested_privacy_policy_content' ) as $suggestion ) {
			if ( is_array( $suggestion ) && str_contains( (string) ( $suggestion['policy_text'] ?? '' ), 'laravel_user_token' ) ) {
				delete_post_meta( $policy_page, '_wp_suggested_privacy_policy_content', $suggestion );
			}
		}
	}
};

delete_site_option( 'customer_area_allow_private_targets' );
if ( is_multisite() && function_exists( 'get_sites' ) ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $customer_area_site_id ) {
		switch_to_blog( (int) $customer_area_site_id );
		$customer_area_uninstall_site();
		restore_current_blog();
	}
} else {
	$customer_area_uninstall_site();
}
