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
delete_site_option( 'customer_area_allow_private_targets' );
if ( is_multisite() && function_exists( 'get_sites' ) ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $customer_area_site_id ) {
		switch_to_blog( (int) $customer_area_site_id );
		delete_option( 'customer_area_settings' );
		delete_transient( 'customer_area_detected_page' );
		restore_current_blog();
	}
} else {
	delete_option( 'customer_area_settings' );
	delete_transient( 'customer_area_detected_page' );
}
