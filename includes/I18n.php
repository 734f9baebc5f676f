<?php
/**
 * Loading of the plugin's PHP translations.
 *
 * @package CustomerArea
 */

namespace CustomerArea;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Loads the `customer-area` text domain from the plugin's own languages/ folder, so the
 * German translation that ships with the plugin works without a language pack.
 */
final class I18n {

	/**
	 * Loads the text domain (hooked on `init`).
	 */
	public function register(): void {
		load_plugin_textdomain( 'customer-area', false, dirname( plugin_basename( CUSTOMER_AREA_FILE ) ) . '/languages' );
	}
}
