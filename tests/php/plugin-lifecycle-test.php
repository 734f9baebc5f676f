<?php
/**
 * Plugin header, readme and uninstall.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Options;
use CustomerArea\Settings\Definitions;

/**
 * What a site owner sees on the Plugins screen and what deleting the plugin leaves behind.
 */
final class PluginLifecycleTest extends TestCase {

	/**
	 * The header WordPress reads shows the plugin correctly and states its requirements.
	 */
	public function test_plugin_header(): void {
		$data = get_plugin_data( CUSTOMER_AREA_FILE, false, false );

		self::assertSame( 'Customer Area', $data['Name'] );
		self::assertSame( '0.1.0', $data['Version'] );
		self::assertSame( CUSTOMER_AREA_VERSION, $data['Version'] );
		self::assertSame( '6.8', $data['RequiresWP'] );
		self::assertSame( '8.1', $data['RequiresPHP'] );
		self::assertSame( 'customer-area', $data['TextDomain'] );
		self::assertSame( '/languages', $data['DomainPath'] );
		self::assertNotSame( '', $data['Description'] );
		self::assertNotSame( '', $data['Author'] );
		self::assertTrue( is_plugin_active( plugin_basename( CUSTOMER_AREA_FILE ) ) );
	}

	/**
	 * The header never points at wordpress.org's "customer-area" slug (another plugin), and
	 * WordPress never offers an update for this plugin from anywhere.
	 */
	public function test_plugin_header_claims_no_directory_slug_and_no_updates(): void {
		$data   = get_plugin_data( CUSTOMER_AREA_FILE, false, false );
		$header = (string) file_get_contents( CUSTOMER_AREA_FILE, false, null, 0, 8192 );

		self::assertSame( 'false', $data['UpdateURI'] );
		self::assertStringNotContainsString( 'wordpress.org/plugins/customer-area', $data['PluginURI'] );
		self::assertStringNotContainsString( 'wordpress.org/plugins/customer-area', $header );
	}

	/**
	 * readme.txt agrees with the header, so the plugin directory shows the right version.
	 */
	public function test_readme_matches_header(): void {
		$readme = (string) file_get_contents( CUSTOMER_AREA_DIR . 'readme.txt' );

		self::assertStringStartsWith( '=== Customer Area ===', $readme );
		self::assertMatchesRegularExpression( '/^Stable tag: ' . preg_quote( CUSTOMER_AREA_VERSION, '/' ) . '$/m', $readme );
		self::assertMatchesRegularExpression( '/^Requires at least: 6\.8$/m', $readme );
		self::assertMatchesRegularExpression( '/^Requires PHP: 8\.1$/m', $readme );
		foreach ( array( '== Description ==', '== Installation ==', '== Frequently Asked Questions ==', '== Changelog ==', '[customer_area]' ) as $part ) {
			self::assertStringContainsString( $part, $readme );
		}
	}

	/**
	 * On a German site the settings page and the noscript line are German: the plugin
	 * loads its own translation from languages/ (no language pack needed).
	 */
	public function test_german_site_gets_german_texts(): void {
		$german = static function (): string {
			return 'de_DE';
		};
		add_filter( 'locale', $german );
		// Reloadable: since WordPress 6.7 a plugin's catalogue loads just in time, and an unload
		// that is not reloadable would keep it from ever loading again in this process.
		unload_textdomain( 'customer-area', true );
		try {
			( new \CustomerArea\I18n() )->register();
			$labels = array_values( array_map( static fn ( $field ) => $field->label, Definitions::all() ) );
			$hint   = esc_html__( 'Please enable JavaScript to use the customer area.', 'customer-area' );
		} finally {
			remove_filter( 'locale', $german );
			unload_textdomain( 'customer-area', true );
		}

		$english = array( 'API base URL', 'Geocoder URL', 'Estate officer ID', 'Address officer ID', 'Privacy policy URL', 'Terms checkbox label', 'Terms URL', 'Forward link', 'Customer area page', 'Language' );
		self::assertCount( count( $english ), $labels );
		foreach ( $labels as $i => $label ) {
			self::assertNotSame( $english[ $i ], $label, 'no German translation for "' . $english[ $i ] . '"' );
			self::assertNotSame( '', trim( $label ) );
		}
		self::assertNotSame( 'Please enable JavaScript to use the customer area.', $hint );
		self::assertSame( 'API base URL', Definitions::all()['api_base']->label, 'English must be back after the test' );
	}

	/**
	 * Runs the plugin's uninstall.php as WordPress does when the plugin is deleted. WordPress
	 * defines WP_UNINSTALL_PLUGIN and then includes the file once; a constant is defined once per
	 * process, so a later run in this process includes the file itself.
	 */
	private static function uninstall(): void {
		if ( defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			include CUSTOMER_AREA_DIR . 'uninstall.php';
			return;
		}
		self::assertTrue( uninstall_plugin( plugin_basename( CUSTOMER_AREA_FILE ) ) );
	}

	/**
	 * Deleting the plugin (WordPress runs uninstall.php) removes its settings, and a network's
	 * opt-in to private targets.
	 */
	public function test_uninstall_removes_the_option(): void {
		$this->store_settings( array( 'api_base' => 'https://api.broker.example' ) );
		self::assertIsArray( $this->stored_settings() );
		update_site_option( \CustomerArea\Network\Targets::NETWORK_OPTION, true );

		self::uninstall();

		self::assertFalse( $this->stored_settings() );
		wp_cache_flush();
		self::assertFalse( get_site_option( \CustomerArea\Network\Targets::NETWORK_OPTION ) );
		// tearDown() puts the option back for the tests that follow.
	}

	/**
	 * WordPress keeps each plugin's suggested privacy text on the privacy page; deleting the plugin
	 * removes its own entry there, and leaves other plugins' entries alone.
	 */
	public function test_uninstall_removes_the_suggested_privacy_text(): void {
		$page          = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
				'post_title'  => 'Privacy Policy (uninstall test)',
			)
		);
		$previous_page = get_option( 'wp_page_for_privacy_policy' );
		update_option( 'wp_page_for_privacy_policy', $page );
		$ours   = array(
			'plugin_name' => 'Kundenbereich',
			'policy_text' => '<p>Das Cookie laravel_user_token hält den Sitzungsschlüssel.</p>',
			'removed'     => false,
		);
		$theirs = array(
			'plugin_name' => 'Another plugin',
			'policy_text' => '<p>Another plugin stores nothing.</p>',
			'removed'     => false,
		);
		add_post_meta( $page, '_wp_suggested_privacy_policy_content', $ours );
		add_post_meta( $page, '_wp_suggested_privacy_policy_content', $theirs );
		try {
			self::uninstall();
			self::assertSame( array( $theirs ), get_post_meta( $page, '_wp_suggested_privacy_policy_content' ) );
		} finally {
			update_option( 'wp_page_for_privacy_policy', $previous_page );
			wp_delete_post( $page, true );
		}
	}
}
