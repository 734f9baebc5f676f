<?php
/**
 * The request the stack's command-line scripts (install.php, htaccess.php, multisite.php) pretend
 * to be: WordPress derives its URLs and cookies from it. Command line only, like its users.
 *
 * No top-level variables (see install.php).
 */

if ( 'cli' !== PHP_SAPI ) {
	http_response_code( 403 );
	exit;
}

/**
 * Fakes a GET of the site's front page at $url (host, port, path and method).
 *
 * @param string $url The site's address (CA_WP_URL).
 */
function ca_cli_fake_request( string $url ): void {
	$parts                     = parse_url( $url );
	$_SERVER['HTTP_HOST']      = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	$_SERVER['SERVER_NAME']    = $parts['host'];
	$_SERVER['SERVER_PORT']    = (string) ( $parts['port'] ?? 80 );
	$_SERVER['REQUEST_URI']    = '/';
	$_SERVER['REQUEST_METHOD'] = 'GET';
}
