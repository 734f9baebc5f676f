<?php
/**
 * Installs and configures the local demo WordPress non-interactively (WP-CLI cannot be had offline).
 *
 * Usage: php install.php install|configure   with env CA_WP_ROOT, CA_WP_URL, CA_API_URL (configure),
 *        and optionally CA_WP_THEME (the theme to activate; Twenty Twenty-Five by default).
 *  - install:   first run only; defines WP_INSTALLING (an uninstalled site would otherwise redirect
 *               to the web installer and exit) and calls wp_install().
 *  - configure: every start; theme, permalinks, plugin activation, settings option and demo pages.
 *               Re-asserting api_base each time keeps the site working when ports change.
 * Optional env CA_EXTRA_PAGES: a JSON array of {"slug", "title", "content"} (block markup), pages an
 * instance needs besides the demo pages (the bench's plain theme page, for one).
 *
 * No top-level variables: like PHPUnit bootstraps, anything at file level would become a WordPress
 * global after wp-load.php (e.g. clobbering $wp_rewrite), so all logic lives in functions.
 */

// Command line only: the plugin folder (this repository) is reachable through the web server.
if ( 'cli' !== PHP_SAPI ) {
	http_response_code( 403 );
	exit;
}

/**
 * Reads a required environment variable or stops with a clear message.
 */
function ca_install_env( string $name ): string {
	$value = getenv( $name );
	if ( false === $value || '' === $value ) {
		fwrite( STDERR, "install.php: env $name is required\n" );
		exit( 2 );
	}
	return $value;
}

require __DIR__ . '/cli-request.php';
ca_cli_fake_request( ca_install_env( 'CA_WP_URL' ) );
if ( 'install' === ( $argv[1] ?? '' ) ) {
	define( 'WP_INSTALLING', true );
}

/**
 * The new-site mail would go through a sendmail this machine does not have; the credentials are printed instead.
 */
function wp_new_blog_notification( $blog_title, $blog_url, $user_id, $password ) {
	// Intentionally empty (pluggable function, see wp-admin/includes/upgrade.php).
}

require rtrim( ca_install_env( 'CA_WP_ROOT' ), '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/**
 * First-run installation: site, admin user admin/admin.
 */
function ca_install_core(): void {
	if ( is_blog_installed() ) {
		echo "install.php: WordPress already installed\n";
		return;
	}
	$result = wp_install( 'Customer Area Demo', 'admin', 'admin@example.com', true, '', wp_slash( 'admin' ), 'en_US' );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'install.php: wp_install failed: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "install.php: WordPress installed (admin / admin)\n";
}

/**
 * Every-start configuration; idempotent.
 */
function ca_install_configure(): void {
	$api_base = rtrim( ca_install_env( 'CA_API_URL' ), '/' );

	$theme = getenv( 'CA_WP_THEME' ) ?: 'twentytwentyfive';
	if ( ! wp_get_theme( $theme )->exists() ) {
		fwrite( STDERR, "install.php: theme $theme is not installed\n" );
		exit( 2 );
	}
	if ( $theme !== get_stylesheet() ) {
		switch_theme( $theme );
	}

	if ( '/%postname%/' !== get_option( 'permalink_structure' ) ) {
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
	}

	ca_install_plugin();
	ca_install_settings( $api_base );
	ca_install_page( 'customer-area', 'Customer Area', '[customer_area]' );
	ca_install_page( 'property-valuation', 'Property Valuation', '[customer_area is-leadgen="true"]' );
	ca_install_extra_pages();

	// Rewrite rules depend on the plugin's hooks and on the pages above: flush after both.
	flush_rewrite_rules( false );
	echo "install.php: configured (api_base $api_base)\n";
}

/**
 * Writes the plugin's settings option (layout agreed with the plugin's PHP: one array option).
 */
function ca_install_settings( string $api_base ): void {
	$current  = get_option( 'customer_area_settings', array() );
	$current  = is_array( $current ) ? $current : array();
	// The plugin (activated above) owns the option's layout and defaults.
	$defaults                 = class_exists( '\\CustomerArea\\Options' ) ? \CustomerArea\Options::defaults() : array();
	$settings                 = array_merge( $defaults, $current );
	$settings['api_base']     = $api_base;
	$settings['geocoder_url'] = $api_base . '/geocoder/search';
	update_option( 'customer_area_settings', $settings );
}

/**
 * Activates the plugin; a missing or broken plugin is a warning, not a failed start.
 */
function ca_install_plugin(): void {
	$plugin = 'customer-area/customer-area.php';
	if ( is_plugin_active( $plugin ) ) {
		return;
	}
	if ( ! file_exists( WP_PLUGIN_DIR . '/' . $plugin ) ) {
		fwrite( STDERR, "install.php: WARNING: $plugin not found; the plugin is not active\n" );
		return;
	}
	try {
		$result = activate_plugin( $plugin );
	} catch ( Throwable $e ) {
		fwrite( STDERR, "install.php: WARNING: activating $plugin threw: " . $e->getMessage() . "\n" );
		return;
	}
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, "install.php: WARNING: could not activate $plugin: " . $result->get_error_message() . "\n" );
		return;
	}
	echo "install.php: activated $plugin\n";
}

/**
 * Creates (or restores) a published page holding one shortcode.
 */
function ca_install_page( string $slug, string $title, string $shortcode ): void {
	$content = "<!-- wp:shortcode -->\n" . $shortcode . "\n<!-- /wp:shortcode -->";
	ca_install_upsert_page( $slug, $title, $content, $shortcode );
}

/**
 * Creates (or restores) the pages listed in env CA_EXTRA_PAGES, each exactly as given.
 */
function ca_install_extra_pages(): void {
	$json = getenv( 'CA_EXTRA_PAGES' );
	if ( false === $json || '' === $json ) {
		return;
	}
	$pages = json_decode( $json, true );
	if ( ! is_array( $pages ) ) {
		fwrite( STDERR, "install.php: env CA_EXTRA_PAGES is not a JSON array\n" );
		exit( 2 );
	}
	foreach ( $pages as $page ) {
		if ( ! is_array( $page ) || ! isset( $page['slug'], $page['title'], $page['content'] ) ) {
			fwrite( STDERR, "install.php: each CA_EXTRA_PAGES entry needs slug, title and content\n" );
			exit( 2 );
		}
		ca_install_upsert_page( (string) $page['slug'], (string) $page['title'], (string) $page['content'], (string) $page['content'] );
	}
}

/**
 * Creates a published page, or publishes it again with the given content when it lacks `$needle`
 * (so a person's own additions around it survive).
 */
function ca_install_upsert_page( string $slug, string $title, string $content, string $needle ): void {
	$page = get_page_by_path( $slug, OBJECT, 'page' );
	if ( $page instanceof WP_Post ) {
		if ( 'publish' !== $page->post_status || ! str_contains( $page->post_content, $needle ) ) {
			wp_update_post(
				array(
					'ID'           => $page->ID,
					'post_status'  => 'publish',
					'post_content' => $content,
				)
			);
		}
		return;
	}
	$id = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "install.php: could not create page /$slug/: " . $id->get_error_message() . "\n" );
		exit( 1 );
	}
}

if ( 'install' === ( $argv[1] ?? '' ) ) {
	ca_install_core();
} elseif ( 'configure' === ( $argv[1] ?? '' ) ) {
	ca_install_configure();
} else {
	fwrite( STDERR, "usage: php install.php install|configure\n" );
	exit( 2 );
}
