<?php
/**
 * The browser configuration window.customerAreaConfig.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\Settings;
use CustomerArea\Frontend\Assets;
use CustomerArea\Frontend\Config;
use CustomerArea\Support\Url;

/**
 * The object the front end reads: types, URLs, language and embeds, and the order in
 * which WordPress prints it (before build/index.js) in block and classic themes.
 */
final class ConfigTest extends TestCase {

	/**
	 * Settings become the documented shape: ints for ids, no trailing slash on the API base.
	 */
	public function test_settings_become_the_documented_shape(): void {
		$area_page = $this->create_post( 'Area' );
		$this->store_settings(
			array(
				'api_base'           => 'https://api.broker.example',
				'geocoder_url'       => 'https://geo.broker.example/search',
				'estate_officer'     => '12',
				'address_officer'    => '34',
				'privacy_policy_url' => 'https://broker.example/privacy',
				'terms_label'        => 'I accept the terms',
				'terms_url'          => 'https://broker.example/terms',
				'forward_link'       => home_url( '/secret-sale/' ),
				'customer_area_page' => (string) $area_page,
				'language'           => 'de',
			)
		);
		$page = $this->fresh_page();
		do_shortcode( '[customer_area popup="true" initial-view="login"]' );

		$config = $page['config']->build();

		self::assertSame(
			array(
				'apiBase'            => 'https://api.broker.example',
				'geocoderUrl'        => 'https://geo.broker.example/search',
				'ooEstateOfficer'    => 12,
				'ooAddressOfficer'   => 34,
				'privacyPolicyUrl'   => 'https://broker.example/privacy',
				'termsLabel'         => 'I accept the terms',
				'termsUrl'           => 'https://broker.example/terms',
				'forceForwardLink'   => home_url( '/secret-sale/' ),
				'customerAreaUrl'    => get_permalink( $area_page ),
				'language'           => 'de',
				'siteOrigin'         => Url::origin_of( CUSTOMER_AREA_TEST_WP_URL ),
				'siteLocale'         => get_locale(),
				'pluginVersion'      => CUSTOMER_AREA_VERSION,
				'reportingVisitNote' => 'Reporting opened in the customer area',
				'embeds'             => array(
					'customer-area-1' => array(
						'isLeadgen'         => false,
						'initialView'       => 'login',
						'popup'             => true,
						'hideOwnerCheckbox' => false,
						'registerLabel'     => '',
						'backLabel'         => '',
						'forceRedirect'     => false,
						'forwardLink'       => '',
					),
				),
				// A single site: the specification's cookie on the whole site.
				'session'            => array(
					'cookie' => 'laravel_user_token',
					'path'   => '/',
				),
			),
			$config
		);
	}

	/**
	 * The session's scope follows the site's path: a site below the host's root keeps its cookie
	 * (and the browser's storage keys) on its own path (docs/behaviour.md "Session token, refresh
	 * and remember me").
	 */
	public function test_session_scope_follows_the_sites_path(): void {
		$below = static fn (): string => 'http://broker.example/broker-b';
		add_filter( 'home_url', $below );
		try {
			self::assertSame(
				array(
					'cookie' => 'laravel_user_token',
					'path'   => '/broker-b/',
				),
				\CustomerArea\Frontend\SessionScope::for_browser()
			);
		} finally {
			remove_filter( 'home_url', $below );
		}
		self::assertSame( '/', \CustomerArea\Frontend\SessionScope::path() );
	}

	/**
	 * The head's script gets the files of a signed-in customer's first screens (the frame, the
	 * dashboard, the estate page) with their URLs as the build lists them, each chunk's
	 * stylesheets first; the configuration carries no chunk URLs.
	 */
	public function test_signed_in_first_screen_chunks(): void {
		self::require_build();
		$asset  = require CUSTOMER_AREA_DIR . 'build/chunks.asset.php';
		$chunks = $asset['chunks'];
		$url    = static fn ( string $file ): string => esc_url_raw( CUSTOMER_AREA_URL . 'build/' . $file );
		$page   = $this->fresh_page();
		do_shortcode( '[customer_area]' );
		self::assertArrayNotHasKey( 'chunks', $page['config']->build() );

		// The build takes them from the route table: the frame and the screens it marks.
		$names = array( 'shell', 'dashboard', 'estate' );
		self::assertSame( $names, $asset['signedIn'] );
		$urls = Assets::signed_in_chunk_urls();
		self::assertSame( $names, array_keys( $urls ) );
		foreach ( $names as $name ) {
			self::assertSame( array_map( $url, array_merge( $chunks[ $name ]['css'], $chunks[ $name ]['js'] ) ), $urls[ $name ], $name );
			self::assertNotEmpty( $chunks[ $name ]['js'], $name );
		}
		// Each stylesheet first, named with its build's hash as the runtime asks for it: a browser or
		// cache holding last release's file under the old name never styles this release's screen.
		self::assertSame( 1, preg_match( '#/build/dashboard\.css\?ver=([0-9a-f]{20})$#', $urls['dashboard'][0], $hash ), $urls['dashboard'][0] );
		self::assertStringContainsString( '"' . $hash[1] . '"', (string) file_get_contents( CUSTOMER_AREA_DIR . 'build/index.js' ), 'the runtime names the same hash' );
	}

	/**
	 * Unset ids are null, an unset geocoder is Nominatim, the language defaults to auto.
	 */
	public function test_unset_settings(): void {
		delete_option( 'customer_area_settings' );
		$page = $this->fresh_page();

		$config = $page['config']->build();

		self::assertNull( $config['ooEstateOfficer'] );
		self::assertNull( $config['ooAddressOfficer'] );
		self::assertSame( '', $config['apiBase'] );
		self::assertSame( 'https://nominatim.openstreetmap.org/search', $config['geocoderUrl'] );
		self::assertSame( 'auto', $config['language'] );
		self::assertSame( '', $config['forceForwardLink'] );
		self::assertSame( '', $config['termsLabel'] );
	}

	/**
	 * Each language setting is passed through unchanged; the browser resolves "auto".
	 *
	 * @return array<string, array{string}> Languages.
	 */
	public function languages(): array {
		return array(
			'auto' => array( 'auto' ),
			'en'   => array( 'en' ),
			'de'   => array( 'de' ),
			'fr'   => array( 'fr' ),
			'it'   => array( 'it' ),
			'es'   => array( 'es' ),
			'nl'   => array( 'nl' ),
		);
	}

	/**
	 * The language setting reaches the configuration.
	 *
	 * @dataProvider languages
	 * @param string $language Setting.
	 */
	public function test_language_is_passed_through( string $language ): void {
		$this->store_settings( array( 'language' => $language ) );

		self::assertSame( $language, $this->fresh_page()['config']->build()['language'] );
	}

	/**
	 * The site's locale reaches the configuration as WordPress has it, the same for every visitor:
	 * a signed-in user's own admin locale does not change it.
	 */
	public function test_site_locale_is_the_sites_not_the_visitors(): void {
		$site = static fn (): string => 'de_AT';
		add_filter( 'locale', $site );
		$user = $this->create_user( 'administrator' );
		update_user_meta( $user['id'], 'locale', 'fr_FR' );
		wp_set_current_user( $user['id'] );
		try {
			self::assertSame( 'de_AT', $this->fresh_page()['config']->build()['siteLocale'] );
		} finally {
			remove_filter( 'locale', $site );
			// The build loaded the German catalogue; later tests in a random order expect English.
			unload_textdomain( 'customer-area', true );
		}
	}

	/**
	 * Values stored by other means than the settings page are still made safe.
	 */
	public function test_hostile_stored_values_are_made_safe(): void {
		$this->store_settings(
			array(
				'api_base'        => 'javascript:alert(1)',
				'terms_url'       => 'javascript:alert(2)',
				'estate_officer'  => '-5',
				'address_officer' => 'abc',
				'forward_link'    => 'https://evil.example/',
				'language'        => 'xx',
				'terms_label'     => '<script>alert(3)</script>Terms',
			)
		);

		$config = $this->fresh_page()['config']->build();

		self::assertStringNotContainsString( 'javascript:', wp_json_encode( $config ) );
		self::assertStringNotContainsString( '<script', wp_json_encode( $config ) );
		self::assertNull( $config['ooEstateOfficer'] );
		self::assertNull( $config['ooAddressOfficer'] );
		self::assertSame( '', $config['forceForwardLink'] );
		self::assertSame( 'auto', $config['language'] );
		self::assertSame( 'Terms', $config['termsLabel'] );
	}

	/**
	 * Whatever the values hold, the inline script is one JavaScript statement whose JSON
	 * decodes to exactly the configuration: nothing can end the script element, open an
	 * HTML comment or leave a string.
	 */
	public function test_inline_script_survives_any_value(): void {
		$hostile = "</script><script>alert(1)</script> <!-- --> ]]> \"double\" 'single' & &amp; \\ \u{2028}\u{2029} </SCRIPT >";
		$config  = array(
			'termsLabel'      => $hostile,
			'ooEstateOfficer' => 12,
			'embeds'          => array(
				'customer-area-1' => array(
					'registerLabel' => $hostile,
					'popup'         => true,
				),
			),
		);

		$script = Config::inline_script( $config );

		self::assertStringStartsWith( 'var customerAreaConfig = {', $script );
		self::assertStringEndsWith( '};', $script );
		foreach ( array( '<', '>', '&', "'", "\u{2028}", "\u{2029}" ) as $character ) {
			self::assertStringNotContainsString( $character, $script );
		}
		self::assertStringContainsString( '"ooEstateOfficer":12,', $script, 'ids stay JSON numbers' );
		self::assertSame( $config, self::config_in( '<script>' . $script . '</script>' ) );
	}

	/**
	 * A terms label with quotes, an ampersand, a lone "<" and U+2028, typed on the settings
	 * page, reaches the browser as the same text.
	 */
	public function test_typed_terms_label_reaches_the_browser_unchanged(): void {
		$typed = "I accept the \"terms\" & the broker's <3 rules\u{2028}(2025)";
		$this->store_settings( ( new Settings() )->sanitize( array( 'terms_label' => $typed ) ) );

		$config = self::config_in( '<script>' . Config::inline_script( $this->fresh_page()['config']->build() ) . '</script>' );

		self::assertSame( $typed, $config['termsLabel'] );
	}

	/**
	 * Block theme order (Twenty Twenty-Five): the content renders before wp_head. The style
	 * lands in the head, the configuration (with numeric ids) right before the script in
	 * the footer.
	 */
	public function test_block_theme_order(): void {
		self::require_build();
		$this->store_settings(
			array(
				'estate_officer' => '12',
				'api_base'       => 'https://api.broker.example',
			)
		);
		$this->fresh_page();

		$content = do_shortcode( '[customer_area]' );
		$head    = self::capture( 'wp_head' );
		$footer  = self::capture( 'wp_footer' );

		self::assertStringContainsString( 'data-customer-area-root', $content );
		self::assertMatchesRegularExpression( "#<link rel='stylesheet' id='customer-area-css' href='[^']*/build/index\.css#", $head );
		self::assertStringNotContainsString( 'build/index.js', $head );
		self::assert_config_before_script( $footer, 12 );
	}

	/**
	 * Classic theme order: wp_head has run when the content renders. The script and the
	 * configuration still print in the footer, and so does the late style.
	 */
	public function test_classic_theme_order(): void {
		self::require_build();
		$this->store_settings( array( 'estate_officer' => '77' ) );
		$this->fresh_page();

		$head    = self::capture( 'wp_head' );
		$content = do_shortcode( '[customer_area]' );
		$footer  = self::capture( 'wp_footer' );

		self::assertStringContainsString( 'data-customer-area-root', $content );
		self::assertStringNotContainsString( 'customer-area', $head );
		self::assertStringContainsString( "id='customer-area-css'", $footer );
		self::assert_config_before_script( $footer, 77 );
	}

	/**
	 * A page without the shortcode prints none of the plugin's assets or configuration.
	 */
	public function test_nothing_is_printed_without_the_shortcode(): void {
		self::require_build();
		$this->fresh_page();

		$html = self::capture( 'wp_head' ) . do_shortcode( '<p>No customer area here [gallery ids=""]</p>' ) . self::capture( 'wp_footer' );

		self::assertStringNotContainsString( 'plugins/customer-area/', $html );
		self::assertStringNotContainsString( 'customerAreaConfig', $html );
	}

	/**
	 * Output of an action hook, as a template would print it.
	 *
	 * @param string $hook wp_head or wp_footer.
	 * @return string Printed HTML.
	 */
	private static function capture( string $hook ): string {
		ob_start();
		do_action( $hook );
		return (string) ob_get_clean();
	}

	/**
	 * The configuration is printed once, before build/index.js, with the estate officer as a number.
	 *
	 * @param string $html           Footer HTML.
	 * @param int    $estate_officer Expected ooEstateOfficer.
	 */
	private static function assert_config_before_script( string $html, int $estate_officer ): void {
		self::assertSame( 1, substr_count( $html, 'var customerAreaConfig = ' ) );
		$config_at = strpos( $html, 'var customerAreaConfig = ' );
		$script_at = strpos( $html, '/build/index.js' );
		self::assertNotFalse( $script_at, 'build/index.js is not printed' );
		self::assertLessThan( $script_at, $config_at, 'the configuration must come before the script' );
		self::assertStringContainsString( '"ooEstateOfficer":' . $estate_officer . ',', $html, 'ids must be JSON numbers' );
		$config = self::config_in( $html );
		self::assertSame( $estate_officer, $config['ooEstateOfficer'] );
		self::assertSame( array( 'customer-area-1' ), array_keys( $config['embeds'] ) );
	}
}
