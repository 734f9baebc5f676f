<?php
/**
 * PHPUnit bootstrap: loads the real WordPress named by WP_ROOT.
 *
 * No local variables of our own in this file: PHPUnit copies a bootstrap's locals into
 * $GLOBALS, where they could overwrite WordPress globals (e.g. $shortcode_tags). Values live
 * in constants, and the checks run inside functions.
 *
 * @package CustomerArea
 */

// A test file must never run as a web page (the plugin folder is served by the web server).
if ( 'cli' !== PHP_SAPI ) {
	http_response_code( 403 );
	exit;
}

require __DIR__ . '/support/environment.php';

customer_area_test_environment_define();

/*
 * PHPUnit includes this file inside a function, so WordPress's file-scope variables become
 * locals here, and PHPUnit copies them over the real globals afterwards (e.g. an empty
 * $shortcode_tags would replace the registered shortcodes). Declaring them global first
 * binds them to the real globals, as WordPress's own test bootstrap does.
 */
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories,
	$table_prefix, $wp_embed, $wp_locale, $wp_widget_factory, $_wp_deprecated_widgets_callbacks;

require CUSTOMER_AREA_TEST_WP_ROOT . '/wp-load.php';

// Admin APIs that the tests use (settings errors, uninstall, deleting users).
require_once ABSPATH . 'wp-admin/includes/template.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

customer_area_test_environment_check();

require __DIR__ . '/support/http-client.php';
require __DIR__ . '/support/http-stub.php';
require __DIR__ . '/support/test-case.php';
