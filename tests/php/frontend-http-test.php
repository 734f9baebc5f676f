<?php
/**
 * Pages of the running WordPress as a visitor's browser receives them.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Options;
use CustomerArea\Support\Url;

/**
 * Real HTTP GETs against WP_URL (Twenty Twenty-Five): assets and configuration only where
 * the shortcode renders, every embed rendered, hostile attributes neutralised.
 */
final class FrontendHttpTest extends TestCase {

	/**
	 * Fetches a page anonymously and expects 200.
	 *
	 * @param string $url Path or URL.
	 * @return string HTML.
	 */
	private static function visit( string $url ): string {
		$response = ( new HttpClient() )->get( $url );
		self::assertSame( 200, $response['status'], 'GET ' . $url );
		return $response['body'];
	}

	/**
	 * The elements of a page with a tag name and an id, each with its src, its text (a script's
	 * code) and the element that opens next. Read as a browser reads them, whatever order WordPress
	 * prints the attributes in (7.1 prints a script's id before its src).
	 *
	 * @param string $html Page.
	 * @param string $tag  Tag name, upper case.
	 * @param string $id   The id.
	 * @return list<array{src: ?string, text: string, next: array{tag: ?string, id: ?string, src: ?string}}> Elements in document order.
	 */
	private static function tags( string $html, string $tag, string $id ): array {
		$read      = static fn ( \WP_HTML_Tag_Processor $p ): array => array(
			'tag' => $p->get_tag(),
			'id'  => is_string( $p->get_attribute( 'id' ) ) ? $p->get_attribute( 'id' ) : null,
			'src' => is_string( $p->get_attribute( 'src' ) ) ? $p->get_attribute( 'src' ) : null,
		);
		$found     = array();
		$processor = new \WP_HTML_Tag_Processor( $html );
		$previous  = null;
		while ( $processor->next_tag() ) {
			if ( null !== $previous ) {
				$found[ count( $found ) - 1 ]['next'] = $read( $processor );
				$previous                             = null;
			}
			if ( $tag === $processor->get_tag() && $id === $processor->get_attribute( 'id' ) ) {
				$found[]  = array(
					'src'  => $read( $processor )['src'],
					'text' => $processor->get_modifiable_text(),
					'next' => array(
						'tag' => null,
						'id'  => null,
						'src' => null,
					),
				);
				$previous = $processor->get_tag();
			}
		}
		self::assertNotEmpty( $found, "<$tag id=\"$id\"> on the page" );
		return $found;
	}

	/**
	 * Publishes a page whose content is stored verbatim (as an administrator with
	 * unfiltered_html would save it), so hostile markup reaches the shortcode parser.
	 *
	 * @param string $content Post content.
	 * @return string URL.
	 */
	private function create_raw_page( string $content ): string {
		kses_remove_filters();
		try {
			return $this->create_page( $content );
		} finally {
			kses_init_filters();
		}
	}

	/**
	 * /customer-area/ (created by the stack) loads the bundle and its configuration.
	 */
	public function test_customer_area_page_loads_bundle_and_config(): void {
		self::require_build();
		$html = self::visit( '/customer-area/' );

		// The root holds the login's pre-rendered first screen until the app takes over.
		self::assertStringContainsString( '<div id="customer-area-1" class="customer-area-root customer-area-root--full alignwide" data-customer-area-root aria-busy="true"><div class="ca-app customer-area-opening customer-area-opening--login"', $html );
		self::assertMatchesRegularExpression( '#/wp-content/plugins/customer-area/build/index\.js\?ver=.+$#', (string) self::tags( $html, 'SCRIPT', 'customer-area-js' )[0]['src'] );
		// The entry does not hold the first paint back: it waits, inert, for the head's script, after
		// the configuration it reads; so do the WordPress packages only it needs (tests/php/first-paint-test.php).
		foreach ( array( 'customer-area-js', 'customer-area-js-before', 'react-js', 'react-dom-js', 'wp-i18n-js' ) as $id ) {
			self::assertMatchesRegularExpression( '~<script(?=[^>]* id=[\'"]' . $id . '[\'"])(?=[^>]* type=[\'"]text/plain[\'"])(?=[^>]* data-customer-area-late[\s>=])[^>]*>~', $html, $id );
		}
		// @wordpress/element is bundled (one function of it): its handle is not a request of the page.
		self::assertStringNotContainsString( 'wp-element-js', $html );
		self::assertMatchesRegularExpression( "#<template data-customer-area-late><link rel='stylesheet' id='customer-area-css' href='[^']*/wp-content/plugins/customer-area/build/index\.css#", $html );
		self::assertLessThan( strpos( $html, 'build/index.js' ), strpos( $html, 'var customerAreaConfig = ' ) );

		$config = self::config_in( $html );
		$stored = Options::all();
		self::assertSame( untrailingslashit( $stored['api_base'] ), $config['apiBase'] );
		self::assertSame( Url::origin_of( CUSTOMER_AREA_TEST_WP_URL ), $config['siteOrigin'] );
		self::assertSame( CUSTOMER_AREA_VERSION, $config['pluginVersion'] );
		self::assertSame( array( 'customer-area-1' ), array_keys( $config['embeds'] ) );
		self::assertFalse( $config['embeds']['customer-area-1']['isLeadgen'] );
		self::assertSame( home_url( '/customer-area/' ), $config['customerAreaUrl'], 'the page is found automatically' );
		if ( '' !== CUSTOMER_AREA_TEST_API_URL ) {
			self::assertSame( CUSTOMER_AREA_TEST_API_URL, $config['apiBase'], 'the API base setting does not point to API_URL' );
		}
	}

	/**
	 * /property-valuation/ (created by the stack) embeds the lead-generation wizard.
	 */
	public function test_property_valuation_page_is_lead_generation(): void {
		self::require_build();
		$config = self::config_in( self::visit( '/property-valuation/' ) );

		self::assertTrue( $config['embeds']['customer-area-1']['isLeadgen'] );
		self::assertFalse( $config['embeds']['customer-area-1']['popup'] );
	}

	/**
	 * A page and a post without the shortcode load none of the plugin's files.
	 */
	public function test_pages_without_shortcode_load_nothing(): void {
		$page = $this->create_page( '<!-- wp:paragraph --><p>About us</p><!-- /wp:paragraph -->' );
		foreach ( array( $page, home_url( '/' ) ) as $url ) {
			$html = self::visit( $url );
			self::assertStringNotContainsString( 'plugins/customer-area/', $html, $url );
			self::assertStringNotContainsString( 'customerAreaConfig', $html, $url );
			self::assertStringNotContainsString( 'data-customer-area-root', $html, $url );
		}
	}

	/**
	 * A real page with a second full area and popups renders every root once and loads the
	 * bundle once; the browser starts the first full root (docs/behaviour.md "Embeds and popups").
	 */
	public function test_every_embed_renders_and_the_bundle_loads_once(): void {
		self::require_build();
		$url  = $this->create_page( "[customer_area]\n\n[customer_area popup=\"true\" initial-view=\"register\"]\n\n[customer_area is-leadgen=\"true\"]\n\n[customer_area popup=\"true\"]" );
		$html = self::visit( $url );

		// Root elements (the head's script names the attribute in its selectors too).
		self::assertSame( 4, preg_match_all( '~<div\b[^>]*\sdata-customer-area-root[\s>]~', $html ) );
		self::assertStringNotContainsString( '<!-- customer-area', $html );
		self::assertCount( 1, self::tags( $html, 'SCRIPT', 'customer-area-js' ), 'the bundle must load once' );
		$embeds = self::config_in( $html )['embeds'];
		self::assertSame( array( 'customer-area-1', 'customer-area-2', 'customer-area-3', 'customer-area-4' ), array_keys( $embeds ) );
		self::assertSame( array( false, true, false, true ), array_column( $embeds, 'popup' ) );
		self::assertSame( array( false, false, true, false ), array_column( $embeds, 'isLeadgen' ) );
		self::assertSame( 'register', $embeds['customer-area-2']['initialView'] );
	}

	/**
	 * The language setting and the officer ids reach the page as the front end expects.
	 */
	public function test_settings_reach_the_page(): void {
		self::require_build();
		$this->store_settings(
			array_merge(
				Options::all(),
				array(
					'language'        => 'de',
					'estate_officer'  => '21',
					'address_officer' => '',
					'terms_label'     => 'I accept the terms & conditions',
					'forward_link'    => home_url( '/secret-sale/' ),
				)
			)
		);
		$url    = $this->create_page( '[customer_area forward-link="/other-offer/"]' );
		$config = self::config_in( self::visit( $url ) );

		self::assertSame( 'de', $config['language'] );
		self::assertSame( 21, $config['ooEstateOfficer'] );
		self::assertNull( $config['ooAddressOfficer'] );
		self::assertSame( 'I accept the terms & conditions', $config['termsLabel'] );
		self::assertSame( home_url( '/secret-sale/' ), $config['forceForwardLink'] );
		self::assertSame( home_url( '/other-offer/' ), $config['embeds']['customer-area-1']['forwardLink'] );
	}

	/**
	 * A hostile terms label round-trips through the real page into valid inline JSON: the
	 * page's inline script parses, and the value the browser reads is the label's text.
	 * Stored with entities (how sanitize_text_field() keeps a lone "<"), it is the markup a
	 * careless value would carry, after decoding for the browser.
	 */
	public function test_hostile_terms_label_round_trips_into_valid_inline_json(): void {
		self::require_build();
		$label = "</script><script>alert(1)</script> <!-- \"double\" 'single' & \u{2028}\u{2029} end";
		$this->store_settings( array_merge( Options::all(), array( 'terms_label' => htmlspecialchars( $label, ENT_QUOTES, 'UTF-8' ) ) ) );
		$url = $this->create_page( '[customer_area]' );

		$html = self::visit( $url );

		self::assertStringNotContainsString( '<script>alert(1)', $html );
		self::assertStringNotContainsString( '<!-- "double"', $html );
		self::assertSame( $label, self::config_in( $html )['termsLabel'] );
		$config_script = self::tags( $html, 'SCRIPT', 'customer-area-js-before' );
		self::assertCount( 1, $config_script, 'the configuration is one inline script' );
		self::assertMatchesRegularExpression( '#^\s*var customerAreaConfig = \{[^<]*\};\s*(?://[^<]*)?$#', $config_script[0]['text'] );
		self::assertSame( 'SCRIPT', $config_script[0]['next']['tag'], 'the configuration right before the bundle' );
		self::assertSame( 'customer-area-js', $config_script[0]['next']['id'], 'the configuration right before the bundle' );
		self::assertMatchesRegularExpression( '#/build/index\.js\?#', (string) $config_script[0]['next']['src'] );
	}

	/**
	 * Hostile attribute values never appear unescaped in the page or the configuration.
	 */
	public function test_hostile_attributes_are_neutralised_in_the_page(): void {
		self::require_build();
		$url  = $this->create_raw_page( '[customer_area register-label="<script>alert(1)</script>Join" back-label=\'</script><script>alert(2)</script>\' forward-link="javascript:alert(3)" popup="true"]' );
		$html = self::visit( $url );

		self::assertStringNotContainsString( '<script>alert(', $html );
		self::assertStringNotContainsString( 'javascript:alert', $html );
		$embed = self::config_in( $html )['embeds']['customer-area-1'];
		self::assertSame( 'Join', $embed['registerLabel'] );
		self::assertSame( '', $embed['backLabel'] );
		self::assertSame( '', $embed['forwardLink'] );
	}
}
