<?php
/**
 * Turns the production stack's WordPress into a subdirectory network of two broker sites and
 * configures them (docs/architecture.md "Hosting, caches and multisite"). Command line only.
 *
 * Usage: php multisite.php network|sites|activation   with env CA_WP_ROOT, CA_WP_URL and
 *  - network:    before wp-config.php defines MULTISITE: creates the network's tables and the
 *                network of the main site (what Tools → Network Setup does);
 *  - sites:      every start, with MULTISITE defined: the network's opt-in to private targets, the
 *                second site (CA_SITE_B, JSON: path, title, api_url, theme, locale, language,
 *                area_slug, valuation_slug) with its own theme, language, pages and settings;
 *  - activation: CA_ACTIVATION=network (network-activated) or site (activated on each site).
 *
 * No top-level variables (see install.php).
 */

if ( 'cli' !== PHP_SAPI ) {
	http_response_code( 403 );
	exit;
}

require __DIR__ . '/cli-request.php';
ca_cli_fake_request( (string) getenv( 'CA_WP_URL' ) );
// wp_insert_site() records the creating request's address.
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
if ( 'network' === ( $argv[1] ?? '' ) ) {
	define( 'WP_INSTALLING_NETWORK', true );
}
require rtrim( (string) getenv( 'CA_WP_ROOT' ), '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/**
 * Creates the network (once): its tables and the network of the main site at `/`.
 */
function ca_multisite_network(): void {
	global $wpdb;
	// Before the network exists, WordPress does not name its tables.
	foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed ) {
		$wpdb->$table = $prefixed;
	}
	if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->site ) ) === $wpdb->site
		&& (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->site}" ) > 0 ) {
		echo "multisite.php: the network exists\n";
		return;
	}
	install_network();
	$host   = (string) $_SERVER['HTTP_HOST'];
	$result = populate_network( 1, $host, 'admin@example.com', 'Customer Area Network', '/', false );
	if ( is_wp_error( $result ) && 'no_wildcard_dns' !== $result->get_error_code() ) {
		fwrite( STDERR, 'multisite.php: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "multisite.php: network created on $host\n";
}

/**
 * Creates (or restores) a published page holding one shortcode on the current site.
 *
 * @param string $slug      Its slug.
 * @param string $title     Its title.
 * @param string $shortcode The shortcode.
 */
function ca_multisite_page( string $slug, string $title, string $shortcode ): void {
	$content = "<!-- wp:shortcode -->\n$shortcode\n<!-- /wp:shortcode -->";
	$page    = get_page_by_path( $slug, OBJECT, 'page' );
	if ( $page instanceof WP_Post ) {
		wp_update_post(
			array(
				'ID'           => $page->ID,
				'post_status'  => 'publish',
				'post_content' => $content,
			)
		);
		return;
	}
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
		)
	);
}

/**
 * The plugin's settings of the current site: the API base, its geocoder and the language.
 *
 * @param string $api_url  The site's broker backend.
 * @param string $language The plugin's language setting.
 */
function ca_multisite_settings( string $api_url, string $language ): void {
	$current              = get_option( 'customer_area_settings', array() );
	$current              = is_array( $current ) ? $current : array();
	$defaults             = class_exists( '\\CustomerArea\\Options' ) ? \CustomerArea\Options::defaults() : array();
	$settings             = array_merge( $defaults, $current );
	$settings['api_base'] = $api_url;
	$settings['geocoder_url'] = $api_url . '/geocoder/search';
	$settings['language']     = $language;
	update_option( 'customer_area_settings', $settings );
}

/**
 * The sites: the network's opt-in, the main site's language, the second site.
 */
function ca_multisite_sites(): void {
	// The network runs on this machine, its brokers' backends on loopback: the network opts in.
	update_site_option( 'customer_area_allow_private_targets', 1 );
	$b = json_decode( (string) getenv( 'CA_SITE_B' ), true );
	if ( ! is_array( $b ) ) {
		fwrite( STDERR, "multisite.php: env CA_SITE_B is not JSON\n" );
		exit( 2 );
	}
	$main = get_site( get_main_site_id() );
	$site = get_site_by_path( $main->domain, $b['path'] );
	if ( ! $site || $site->path !== $b['path'] ) {
		$id = wp_insert_site(
			array(
				'domain'  => $main->domain,
				'path'    => $b['path'],
				'title'   => $b['title'],
				'user_id' => 1,
			)
		);
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, 'multisite.php: ' . $id->get_error_message() . "\n" );
			exit( 1 );
		}
		$site = get_site( $id );
	}
	ca_multisite_settings( (string) getenv( 'CA_API_URL' ), 'en' );
	switch_to_blog( (int) $site->blog_id );
	if ( $b['theme'] !== get_stylesheet() ) {
		switch_theme( $b['theme'] );
	}
	update_option( 'WPLANG', $b['locale'] );
	global $wp_rewrite;
	$wp_rewrite->set_permalink_structure( '/%postname%/' );
	ca_multisite_page( $b['area_slug'], 'Kundenbereich', '[customer_area]' );
	ca_multisite_page( $b['valuation_slug'], 'Immobilienbewertung', '[customer_area is-leadgen="true"]' );
	ca_multisite_settings( $b['api_url'], $b['language'] );
	flush_rewrite_rules( false );
	restore_current_blog();
	echo "multisite.php: site {$b['path']} configured\n";
}

/**
 * Network-activates the plugin, or activates it on each site.
 */
function ca_multisite_activation(): void {
	$plugin = 'customer-area/customer-area.php';
	$mode   = getenv( 'CA_ACTIVATION' );
	if ( 'network' === $mode ) {
		foreach ( get_sites( array( 'fields' => 'ids' ) ) as $id ) {
			switch_to_blog( (int) $id );
			deactivate_plugins( $plugin, true, false );
			restore_current_blog();
		}
		$result = activate_plugin( $plugin, '', true );
	} else {
		deactivate_plugins( $plugin, true, true );
		$result = null;
		foreach ( get_sites( array( 'fields' => 'ids' ) ) as $id ) {
			switch_to_blog( (int) $id );
			$result = activate_plugin( $plugin );
			restore_current_blog();
			if ( is_wp_error( $result ) ) {
				break;
			}
		}
	}
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'multisite.php: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "multisite.php: plugin activated ($mode)\n";
}

if ( 'network' === ( $argv[1] ?? '' ) ) {
	ca_multisite_network();
} elseif ( 'sites' === ( $argv[1] ?? '' ) ) {
	ca_multisite_sites();
} elseif ( 'activation' === ( $argv[1] ?? '' ) ) {
	ca_multisite_activation();
} else {
	fwrite( STDERR, "usage: php multisite.php network|sites|activation\n" );
	exit( 2 );
}
