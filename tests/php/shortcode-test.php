<?php
/**
 * The [customer_area] shortcode as WordPress renders it.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

use CustomerArea\Options;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

/**
 * Attribute parsing, markup, every embed rendered (the browser keeps one full area) and escaping, through do_shortcode()
 * with the state of a fresh page request.
 */
final class ShortcodeTest extends TestCase {

	/**
	 * Hyphenated attribute names reach the configuration (WordPress parses them; this
	 * proves it for the WordPress under test).
	 */
	public function test_hyphenated_attributes_are_parsed(): void {
		$page = $this->fresh_page();

		do_shortcode( '[customer_area is-leadgen="true" initial-view="register" hide-owner-checkbox="yes" force-redirect="1" register-label="Create my account" back-label="Back to the offer" forward-link="/secret-offers/"]' );

		self::assertSame(
			array(
				'customer-area-1' => array(
					'isLeadgen'         => true,
					'initialView'       => 'register',
					'popup'             => false,
					'hideOwnerCheckbox' => true,
					'registerLabel'     => 'Create my account',
					'backLabel'         => 'Back to the offer',
					'forceRedirect'     => true,
					'forwardLink'       => home_url( '/secret-offers/' ),
				),
			),
			$page['config']->embeds()
		);
	}

	/**
	 * Without attributes every flag is off and every text empty.
	 */
	public function test_defaults(): void {
		$page = $this->fresh_page();

		do_shortcode( '[customer_area]' );

		self::assertSame(
			array(
				'isLeadgen'         => false,
				'initialView'       => '',
				'popup'             => false,
				'hideOwnerCheckbox' => false,
				'registerLabel'     => '',
				'backLabel'         => '',
				'forceRedirect'     => false,
				'forwardLink'       => '',
			),
			$page['config']->embeds()['customer-area-1']
		);
	}

	/**
	 * Boolean spellings: "true", "1", "yes" in any case are on; everything else is off.
	 *
	 * @return array<string, array{string, bool}> Attribute value and expected flag.
	 */
	public function boolean_values(): array {
		return array(
			'true'  => array( 'true', true ),
			'TRUE'  => array( 'TRUE', true ),
			'1'     => array( '1', true ),
			'Yes'   => array( 'Yes', true ),
			'false' => array( 'false', false ),
			'0'     => array( '0', false ),
			'no'    => array( 'no', false ),
			'empty' => array( '', false ),
			'on'    => array( 'on', false ),
		);
	}

	/**
	 * Each boolean attribute reads the same spellings.
	 *
	 * @dataProvider boolean_values
	 * @param string $value    Attribute value.
	 * @param bool   $expected Flag.
	 */
	public function test_boolean_attributes( string $value, bool $expected ): void {
		$page = $this->fresh_page();

		do_shortcode( sprintf( '[customer_area is-leadgen="%1$s" hide-owner-checkbox="%1$s" force-redirect="%1$s"]', $value ) );

		$embed = $page['config']->embeds()['customer-area-1'];
		self::assertSame( $expected, $embed['isLeadgen'] );
		self::assertSame( $expected, $embed['hideOwnerCheckbox'] );
		self::assertSame( $expected, $embed['forceRedirect'] );
	}

	/**
	 * Only the four known views are passed on; anything else means "default view".
	 *
	 * @return array<string, array{string, string}> Attribute value and expected view.
	 */
	public function initial_views(): array {
		return array(
			'login'              => array( 'login', 'login' ),
			'register'           => array( 'register', 'register' ),
			'forgot-password'    => array( 'forgot-password', 'forgot-password' ),
			'secret-sale-notice' => array( 'secret-sale-notice', 'secret-sale-notice' ),
			'upper case'         => array( 'Login', 'login' ),
			'unknown'            => array( 'dashboard', '' ),
			'hostile'            => array( 'login"><script>', '' ),
		);
	}

	/**
	 * The initial-view attribute.
	 *
	 * @dataProvider initial_views
	 * @param string $value    Attribute value.
	 * @param string $expected View passed on.
	 */
	public function test_initial_view( string $value, string $expected ): void {
		$page = $this->fresh_page();

		do_shortcode( '[customer_area popup="true" initial-view="' . $value . '"]' );

		self::assertSame( $expected, $page['config']->embeds()['customer-area-1']['initialView'] );
	}

	/**
	 * The forward link is kept only when it stays on this site.
	 *
	 * @return array<string, array{string, string}> Attribute value and link passed on.
	 */
	public function forward_links(): array {
		return array(
			'path'              => array( '/offers/?id=5', home_url( '/offers/?id=5' ) ),
			'same origin'       => array( home_url( '/offers/' ), home_url( '/offers/' ) ),
			'javascript'        => array( 'javascript:alert(1)', '' ),
			'other site'        => array( 'https://evil.example/', '' ),
			'protocol relative' => array( '//evil.example/', '' ),
			'ftp'               => array( 'ftp://127.0.0.1/', '' ),
			'data'              => array( 'data:text/html,x', '' ),
		);
	}

	/**
	 * The forward-link attribute.
	 *
	 * @dataProvider forward_links
	 * @param string $value    Attribute value.
	 * @param string $expected Link passed on.
	 */
	public function test_forward_link( string $value, string $expected ): void {
		$page = $this->fresh_page();

		do_shortcode( '[customer_area forward-link="' . $value . '"]' );

		self::assertSame( $expected, $page['config']->embeds()['customer-area-1']['forwardLink'] );
	}

	/**
	 * The markup is one root element holding the pre-rendered first screen of its view (busy until
	 * the app takes over) plus a noscript line, nothing else.
	 */
	public function test_markup(): void {
		self::require_build();
		$this->fresh_page();

		$html = do_shortcode( '[customer_area]' );

		self::assertSame(
			'<div id="customer-area-1" class="customer-area-root customer-area-root--full alignwide" data-customer-area-root aria-busy="true">'
			. file_get_contents( CUSTOMER_AREA_DIR . 'build/first-paint/login.en.html' ) // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own build on disk, not a URL.
			. '</div><noscript>Please enable JavaScript to use the customer area.</noscript>',
			$html
		);
	}

	/**
	 * The first screen's chunks are preloaded, as the build lists them from the route table, on a
	 * lead-generation page only (the wizard's), once per page; a sign-in page and a page
	 * without an embed preload nothing, so the theme's own files go first.
	 */
	public function test_first_screen_chunks_are_preloaded(): void {
		self::require_build();
		self::assertFileExists( CUSTOMER_AREA_DIR . 'build/chunks.asset.php' );
		$asset  = require CUSTOMER_AREA_DIR . 'build/chunks.asset.php';
		$chunks = $asset['chunks'];
		$url    = static fn ( string $file ): string => esc_url( CUSTOMER_AREA_URL . 'build/' . $file );
		// The build takes them from the route table: a visitor's first screen there (the router and
		// the screens' frame are in the entry).
		self::assertSame( array( 'wizard' ), $asset['leadgenHead'] );
		$print = static function ( $assets ): string {
			ob_start();
			$assets->print_preloads();
			$assets->print_preloads();
			return (string) ob_get_clean();
		};

		$page = $this->fresh_page();
		self::assertSame( '', $print( $page['assets'] ) );

		$page = $this->fresh_page();
		do_shortcode( '[customer_area is-leadgen="true"]' );
		$html = $print( $page['assets'] );
		foreach ( $chunks['wizard']['js'] as $file ) {
			self::assertSame( 1, substr_count( $html, '<link rel="preload" href="' . $url( $file ) . '" as="script" fetchpriority="low" />' ), $file );
		}
		self::assertMatchesRegularExpression( '#^wizard\.css\?ver=[0-9a-f]{20}$#', $chunks['wizard']['css'][0] );
		self::assertStringContainsString( '<link rel="preload" href="' . $url( $chunks['wizard']['css'][0] ) . '" as="style" fetchpriority="low" />', $html );
		self::assertStringNotContainsString( $url( end( $chunks['login']['js'] ) ), $html );

		$page = $this->fresh_page();
		do_shortcode( '[customer_area] [customer_area popup="true"] [customer_area popup="true" is-leadgen="true"]' );
		self::assertStringNotContainsString( 'rel="preload"', $print( $page['assets'] ) );
	}

	/**
	 * A page with a full area (a signed-in customer's first screen calls the API at once) gets one
	 * preconnect hint for the API's origin, in CORS mode as the calls are made; a page with popups
	 * only, or none, gets none, and without a usable API base there is nothing to connect to.
	 */
	public function test_a_full_area_preconnects_to_the_api(): void {
		self::require_build();
		$print = static function ( $assets ): string {
			ob_start();
			$assets->print_preloads();
			$assets->print_preloads();
			return (string) ob_get_clean();
		};
		update_option( Options::NAME, array_merge( Options::all(), array( 'api_base' => 'https://api.broker.example:8443/base' ) ) );

		foreach ( array( '[customer_area]', '[customer_area is-leadgen="true"] [customer_area popup="true"]' ) as $content ) {
			$page = $this->fresh_page();
			do_shortcode( $content );
			$html = $print( $page['assets'] );
			self::assertSame( 1, substr_count( $html, 'rel="preconnect"' ), $content );
			self::assertStringContainsString( '<link rel="preconnect" href="https://api.broker.example:8443" crossorigin />', $html, $content );
		}

		$page = $this->fresh_page();
		do_shortcode( '[customer_area popup="true"] [customer_area popup="true" is-leadgen="true"]' );
		self::assertSame( '', $print( $page['assets'] ) );

		$page = $this->fresh_page();
		self::assertSame( '', $print( $page['assets'] ) );

		delete_option( Options::NAME );
		$page = $this->fresh_page();
		do_shortcode( '[customer_area]' );
		self::assertSame( '', $print( $page['assets'] ) );
	}

	/**
	 * Every embed renders, a second full area too (the browser starts only the first full root it
	 * finds, docs/behaviour.md "Embeds and popups"); popups are unlimited and number on.
	 */
	public function test_every_full_area_and_any_number_of_popups_render(): void {
		$page = $this->fresh_page();

		$html = do_shortcode( '[customer_area popup="true"] [customer_area] [customer_area popup="true" initial-view="register"] [customer_area is-leadgen="true"] [customer_area popup="true"]' );

		self::assertSame( 5, substr_count( $html, 'data-customer-area-root' ) );
		self::assertStringNotContainsString( '<!--', $html );
		// Popups stay in the flow; only full areas take the theme's wide width.
		self::assertSame( 3, substr_count( $html, 'class="customer-area-root customer-area-root--popup"' ) );
		self::assertSame( 2, substr_count( $html, 'class="customer-area-root customer-area-root--full alignwide"' ) );
		foreach ( array( 1, 2, 3, 4, 5 ) as $n ) {
			self::assertSame( 1, substr_count( $html, 'id="customer-area-' . $n . '"' ) );
		}
		$embeds = $page['config']->embeds();
		self::assertSame( array( 'customer-area-1', 'customer-area-2', 'customer-area-3', 'customer-area-4', 'customer-area-5' ), array_keys( $embeds ) );
		self::assertSame( array( true, false, true, false, true ), array_column( $embeds, 'popup' ) );
		self::assertSame( array( false, false, false, true, false ), array_column( $embeds, 'isLeadgen' ) );
	}

	/**
	 * The content rendered twice in one request (an SEO plugin builds its description from it
	 * first, then the theme prints it): the render the page prints still holds the full area, and
	 * its root is in the configuration.
	 */
	public function test_content_rendered_twice_holds_the_full_area_in_the_second_render(): void {
		$page    = $this->fresh_page();
		$content = "<!-- wp:paragraph --><p>Welcome.</p><!-- /wp:paragraph -->\n<!-- wp:shortcode -->\n[customer_area]\n<!-- /wp:shortcode -->\n<!-- wp:customer-area/customer-area {\"popup\":true} /-->";

		$description = wp_strip_all_tags( apply_filters( 'the_content', $content ) );
		$printed     = apply_filters( 'the_content', $content );

		self::assertStringStartsWith( 'Welcome.', trim( $description ), 'the first render, as an SEO plugin keeps it' );
		self::assertStringNotContainsString( '<!--', $printed );
		self::assertSame( 1, preg_match( '/<div id="(customer-area-\d+)" class="customer-area-root customer-area-root--full alignwide" data-customer-area-root aria-busy="true"><div class="ca-app customer-area-opening /', $printed, $full ) );
		self::assertSame( 1, preg_match( '/<div id="(customer-area-\d+)" class="customer-area-root customer-area-root--popup" data-customer-area-root><\/div>/', $printed, $popup ) );
		$embeds = $page['config']->embeds();
		self::assertCount( 4, $embeds, 'two embeds per render' );
		self::assertFalse( $embeds[ $full[1] ]['popup'] );
		self::assertTrue( $embeds[ $popup[1] ]['popup'] );
	}

	/**
	 * Hostile attribute values never reach the HTML or the configuration unescaped.
	 */
	public function test_hostile_attributes_are_neutralised(): void {
		$page = $this->fresh_page();

		$html = do_shortcode( '[customer_area register-label="<script>alert(1)</script>Join" back-label=\'"><img src=x onerror=alert(2)>Back\' forward-link="javascript:alert(3)" initial-view="<svg onload=alert(4)>"]' );
		ob_start();
		$page['config']->localize();
		wp_scripts()->print_extra_script( 'customer-area' );
		$printed = (string) ob_get_clean();

		foreach ( array( $html, $printed, wp_json_encode( $page['config']->embeds() ) ) as $output ) {
			self::assertStringNotContainsString( '<script>alert', $output );
			self::assertStringNotContainsString( '<img', $output );
			self::assertStringNotContainsString( 'onerror', $output );
			self::assertStringNotContainsString( 'javascript:', $output );
			self::assertStringNotContainsString( '<svg', $output );
		}
		$embed = $page['config']->embeds()['customer-area-1'];
		self::assertSame( 'Join', $embed['registerLabel'] );
		self::assertSame( '">Back', $embed['backLabel'] );
		self::assertSame( '', $embed['forwardLink'] );
		self::assertSame( '', $embed['initialView'] );
	}

	/**
	 * The HTML is the same for a signed-in customer and an anonymous visitor and names
	 * nobody, so a page cache can serve it to everyone.
	 */
	public function test_output_is_the_same_for_every_visitor(): void {
		$shortcode  = '[customer_area register-label="Join"] [customer_area popup="true"]';
		$page       = $this->fresh_page();
		$anonymous  = do_shortcode( $shortcode );
		$anon_setup = wp_json_encode( $page['config']->build() );

		$user = $this->create_user( 'subscriber' );
		wp_set_current_user( $user['id'] );
		$page      = $this->fresh_page();
		$signed_in = do_shortcode( $shortcode );
		$setup     = wp_json_encode( $page['config']->build() );

		self::assertSame( $anonymous, $signed_in );
		self::assertSame( $anon_setup, $setup );
		foreach ( array( $user['login'], $user['email'] ) as $personal ) {
			self::assertStringNotContainsString( $personal, $signed_in . $setup );
		}
	}
}
