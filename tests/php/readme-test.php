<?php
/**
 * readme.txt against the WordPress.org readme standard.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\Shortcode;

/**
 * The headers the plugin directory reads, a short description it does not cut, the sections it
 * shows, and the questions a broker or an agency asks first.
 */
final class ReadmeTest extends TestCase {

	/**
	 * The readme's text.
	 *
	 * @return string Text.
	 */
	private static function readme(): string {
		return (string) file_get_contents( CUSTOMER_AREA_DIR . 'readme.txt' );
	}

	/**
	 * Every header of the standard, with the values the plugin keeps.
	 */
	public function test_headers(): void {
		$readme = self::readme();
		$header = get_plugin_data( CUSTOMER_AREA_FILE, false, false );

		self::assertStringStartsWith( "=== Customer Area ===\n", $readme );
		foreach ( array( 'Contributors', 'Tags', 'Requires at least', 'Tested up to', 'Requires PHP', 'Stable tag', 'License', 'License URI' ) as $name ) {
			self::assertMatchesRegularExpression( '/^' . preg_quote( $name, '/' ) . ': \S.*$/m', $readme, $name );
		}
		// The versions the suite runs on (README "WordPress versions, themes and PHP"): the newest it passed on, the oldest it tests.
		$tested = json_decode( (string) file_get_contents( CUSTOMER_AREA_DIR . 'scripts/system/wordpress-versions.json' ), true );
		$line   = static fn ( string $version ): string => implode( '.', array_slice( explode( '.', $version ), 0, 2 ) );
		self::assertMatchesRegularExpression( '/^Tested up to: ' . preg_quote( $line( $tested['newest']['version'] ), '/' ) . '$/m', $readme );
		self::assertSame( $tested['oldest']['version'], $header['RequiresWP'] );
		self::assertMatchesRegularExpression( '/^Requires at least: ' . preg_quote( $header['RequiresWP'], '/' ) . '$/m', $readme );
		self::assertMatchesRegularExpression( '/^Requires PHP: ' . preg_quote( $header['RequiresPHP'], '/' ) . '$/m', $readme );
		self::assertMatchesRegularExpression( '/^Stable tag: ' . preg_quote( CUSTOMER_AREA_VERSION, '/' ) . '$/m', $readme );
		self::assertMatchesRegularExpression( '/^License: GPL-2\.0-or-later$/m', $readme );
		self::assertMatchesRegularExpression( '/^Tags: [^,]+(, [^,]+){0,4}$/m', $readme, 'at most five tags' );
	}

	/**
	 * The short description (the first line after the headers) fits the directory's 150 characters.
	 */
	public function test_short_description(): void {
		$parts = explode( "\n\n", self::readme() );
		self::assertGreaterThan( 2, count( $parts ) );
		$short = trim( $parts[1] );

		self::assertStringNotContainsString( "\n", $short );
		self::assertStringStartsNotWith( '==', $short );
		self::assertLessThanOrEqual( 150, mb_strlen( $short ) );
		self::assertGreaterThan( 40, mb_strlen( $short ) );
	}

	/**
	 * The sections in the standard's order, and the FAQ's questions.
	 */
	public function test_sections_and_questions(): void {
		$readme = self::readme();
		preg_match_all( '/^== (.+) ==$/m', $readme, $sections );
		self::assertSame( array( 'Description', 'Installation', 'Frequently Asked Questions', 'Screenshots', 'Changelog' ), $sections[1] );

		$faq = substr( $readme, (int) strpos( $readme, '== Frequently Asked Questions ==' ) );
		$faq = substr( $faq, 0, (int) strpos( $faq, '== Screenshots ==' ) );
		foreach ( array( 'API base URL', 'CORS', 'WPML', 'Polylang', 'caching', 'privacy' ) as $topic ) {
			self::assertMatchesRegularExpression( '/^= .*' . preg_quote( $topic, '/' ) . '.* =$/mi', $faq, 'a question about ' . $topic );
		}
		self::assertMatchesRegularExpression( '/^= ' . preg_quote( CUSTOMER_AREA_VERSION, '/' ) . ' =$/m', $readme, 'a changelog entry for this version' );
		self::assertMatchesRegularExpression( '/^1\. .+$/m', substr( $readme, (int) strpos( $readme, '== Screenshots ==' ) ) );
	}

	/**
	 * The readme names what the code keeps: every shortcode attribute, the language cookies the
	 * front end reads, and the upload install.
	 */
	public function test_claims_match_the_code(): void {
		$readme = self::readme();
		foreach ( array_keys( Shortcode::defaults() ) as $attribute ) {
			self::assertStringContainsString( '`' . $attribute . '=', $readme, $attribute );
		}
		$constants = (string) file_get_contents( CUSTOMER_AREA_DIR . 'src/config/constants.ts' );
		foreach ( array( 'wp-wpml_current_language', 'pll_language', 'laravel_user_token' ) as $name ) {
			self::assertStringContainsString( $name, $readme );
			self::assertStringContainsString( "'" . $name . "'", $constants, $name . ' is what the front end reads' );
		}
		self::assertStringContainsString( 'Upload Plugin', $readme );
		self::assertStringContainsString( 'customer-area.zip', $readme );
		self::assertStringContainsString( 'Test connection', $readme );
		self::assertStringContainsString( 'Site Health', $readme );
	}
}
