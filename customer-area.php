<?php
/**
 * Plugin Name:       Customer Area
 * Description:       A customer area for a real-estate broker's website: sign-in, registration, the property valuation wizard, the owner dashboard and documents, rendered by a React app and configured under Settings → Customer Area.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Author:            Customer Area contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       customer-area
 * Domain Path:       /languages
 * Update URI:        false
 *
 * The header names no plugin page, because wordpress.org's "customer-area" slug belongs to
 * another plugin; the update address false keeps WordPress from offering that plugin as an
 * update of this one.
 *
 * @package CustomerArea
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'CUSTOMER_AREA_VERSION', '0.1.0' );
define( 'CUSTOMER_AREA_FILE', __FILE__ );
define( 'CUSTOMER_AREA_DIR', plugin_dir_path( __FILE__ ) );
define( 'CUSTOMER_AREA_URL', plugin_dir_url( __FILE__ ) );

/*
 * PSR-4 autoloader for CustomerArea\ → includes/. The plugin ships without Composer,
 * so a site owner can install it from a zip and nothing else is needed at run time.
 */
spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'CustomerArea\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$relative = substr( $class_name, strlen( $prefix ) );
		$file     = CUSTOMER_AREA_DIR . 'includes/' . str_replace( '\\', '/', $relative ) . '.php';
		if ( is_readable( $file ) ) {
			require_once $file;
		}
	}
);

\CustomerArea\Plugin::register();
