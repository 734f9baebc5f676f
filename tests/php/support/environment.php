<?php
/**
 * Reads the test environment (WP_ROOT, WP_URL, API_URL) into constants.
 *
 * @package CustomerArea
 */

// A test file must never run as a web page (the plugin folder is served by the web server).
if ( 'cli' !== PHP_SAPI ) {
	http_response_code( 403 );
	exit;
}

/**
 * Defines CUSTOMER_AREA_TEST_WP_ROOT, CUSTOMER_AREA_TEST_WP_URL and CUSTOMER_AREA_TEST_API_URL
 * and prepares $_SERVER as a web request to WP_URL would, so WordPress builds the same URLs.
 */
function customer_area_test_environment_define(): void {
	$root = rtrim( (string) getenv( 'WP_ROOT' ), '/' );
	$url  = rtrim( (string) getenv( 'WP_URL' ), '/' );
	if ( '' === $root || ! is_readable( $root . '/wp-load.php' ) ) {
		fwrite( STDERR, "WP_ROOT must name a WordPress folder (with wp-load.php and a wp-config.php that reaches a running MariaDB).\n" );
		exit( 2 );
	}
	if ( '' === $url || ! preg_match( '#^https?://#', $url ) ) {
		fwrite( STDERR, "WP_URL must be the running WordPress's URL, e.g. http://127.0.0.1:8090\n" );
		exit( 2 );
	}
	define( 'CUSTOMER_AREA_TEST_WP_ROOT', $root );
	define( 'CUSTOMER_AREA_TEST_WP_URL', $url );
	define( 'CUSTOMER_AREA_TEST_API_URL', rtrim( (string) getenv( 'API_URL' ), '/' ) );

	$host                      = (string) parse_url( $url, PHP_URL_HOST );
	$port                      = parse_url( $url, PHP_URL_PORT );
	$_SERVER['HTTP_HOST']      = $host . ( $port ? ':' . $port : '' );
	$_SERVER['SERVER_NAME']    = $host;
	$_SERVER['REQUEST_URI']    = '/';
	$_SERVER['SERVER_PORT']    = (string) ( $port ? $port : 80 );
	$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
	$_SERVER['REQUEST_METHOD'] = 'GET';
}

/**
 * Stops with a clear message when the plugin is not active in that WordPress, or when
 * WordPress answers on another URL than WP_URL (every HTTP test would fail confusingly).
 */
function customer_area_test_environment_check(): void {
	if ( ! defined( 'CUSTOMER_AREA_VERSION' ) || ! class_exists( '\CustomerArea\Plugin' ) ) {
		fwrite( STDERR, "The plugin customer-area is not active in WP_ROOT's WordPress.\n" );
		exit( 2 );
	}
	$home = untrailingslashit( home_url() );
	if ( CUSTOMER_AREA_TEST_WP_URL !== $home ) {
		fwrite( STDERR, sprintf( "WordPress's home URL is %s, but WP_URL is %s.\n", $home, CUSTOMER_AREA_TEST_WP_URL ) );
		exit( 2 );
	}
}
