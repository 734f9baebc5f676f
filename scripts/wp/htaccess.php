<?php
/**
 * Writes WordPress's standard rewrite rules into the site's `.htaccess`, as WordPress itself does
 * when an administrator saves Settings → Permalinks on Apache (the command-line installer writes
 * none: WordPress only writes the file when it knows it runs under mod_rewrite).
 *
 * Usage: php htaccess.php   with env CA_WP_ROOT, CA_WP_URL. Command line only.
 *
 * No top-level variables (see install.php).
 */

if ( 'cli' !== PHP_SAPI ) {
	http_response_code( 403 );
	exit;
}

require __DIR__ . '/cli-request.php';
ca_cli_fake_request( (string) getenv( 'CA_WP_URL' ) );
// WordPress writes .htaccess rules only where it believes it runs under Apache.
$_SERVER['SERVER_SOFTWARE'] = 'Apache';
require rtrim( (string) getenv( 'CA_WP_ROOT' ), '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

/**
 * Writes the rules: the single site's from WP_Rewrite, a subdirectory network's from the text
 * Network Setup shows (wp-admin/includes/network.php, network_step2()).
 */
function ca_htaccess_write(): void {
	$file = get_home_path() . '.htaccess';
	if ( is_multisite() ) {
		$rules = array(
			'RewriteEngine On',
			'RewriteRule .* - [E=HTTP_AUTHORIZATION:%{HTTP:Authorization}]',
			'RewriteBase /',
			'RewriteRule ^index\.php$ - [L]',
			'',
			'# add a trailing slash to /wp-admin',
			'RewriteRule ^([_0-9a-zA-Z-]+/)?wp-admin$ $1wp-admin/ [R=301,L]',
			'',
			'RewriteCond %{REQUEST_FILENAME} -f [OR]',
			'RewriteCond %{REQUEST_FILENAME} -d',
			'RewriteRule ^ - [L]',
			'RewriteRule ^([_0-9a-zA-Z-]+/)?(wp-(content|admin|includes).*) $2 [L]',
			'RewriteRule ^([_0-9a-zA-Z-]+/)?(.*\.php)$ $2 [L]',
			'RewriteRule . index.php [L]',
		);
		if ( ! insert_with_markers( $file, 'WordPress', $rules ) ) {
			fwrite( STDERR, "htaccess.php: could not write $file\n" );
			exit( 1 );
		}
	} else {
		add_filter( 'got_rewrite', '__return_true' );
		if ( ! save_mod_rewrite_rules() ) {
			fwrite( STDERR, "htaccess.php: could not write $file\n" );
			exit( 1 );
		}
	}
	echo "htaccess.php: wrote WordPress's rewrite rules to $file\n";
}

ca_htaccess_write();
