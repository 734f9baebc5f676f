<?php
/**
 * The checks an embed must pass whatever attributes it was given, shared by the shortcode and
 * block suites.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests\Reliability;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\Config;
use CustomerArea\Frontend\Shortcode;
use CustomerArea\Support\Url;

/**
 * For a test case with `fresh_page()`: no attribute value in the markup, every value in the
 * configuration sanitized, and the printed configuration script intact.
 */
trait EmbedChecks {

	/**
	 * Asserts that one embed rendered on a fresh page carries no attribute value into the HTML and
	 * only sanitized values into the configuration.
	 *
	 * @param string                                   $html    The embed's markup.
	 * @param Config                                   $config  The page's configuration.
	 * @param callable(array<string, string>): string $harmless Renders harmless attributes (shortcode spelling) on a fresh page.
	 */
	protected static function assert_embed_is_safe( string $html, Config $config, callable $harmless ): void {
		$embeds = $config->embeds();
		self::assertSame( array( 'customer-area-1' ), array_keys( $embeds ) );
		$embed = $embeds['customer-area-1'];

		// The HTML of a harmless embed of the same kind and first view (the root holds that view's
		// pre-rendered text), on its own fresh page.
		self::assertSame(
			$harmless(
				array(
					'popup'        => $embed['popup'] ? 'true' : 'false',
					'is-leadgen'   => $embed['isLeadgen'] ? 'true' : 'false',
					'initial-view' => $embed['initialView'],
					// A link of its own, so that a leaked value would still differ.
					'forward-link' => '' === $embed['forwardLink'] ? '' : home_url( '/harmless/' ),
				)
			),
			$html
		);

		self::assertSame( array( 'isLeadgen', 'initialView', 'popup', 'hideOwnerCheckbox', 'registerLabel', 'backLabel', 'forceRedirect', 'forwardLink' ), array_keys( $embed ) );
		foreach ( array( 'isLeadgen', 'popup', 'hideOwnerCheckbox', 'forceRedirect' ) as $flag ) {
			self::assertIsBool( $embed[ $flag ], $flag );
		}
		self::assertContains( $embed['initialView'], array_merge( array( '' ), Shortcode::INITIAL_VIEWS ) );
		foreach ( array( 'registerLabel', 'backLabel' ) as $label ) {
			self::assertIsString( $embed[ $label ] );
			// A lone ">" is text (React prints it as such); a "<" could start a tag and never stays.
			self::assertDoesNotMatchRegularExpression( '/[<\x00-\x1f\x7f]/', $embed[ $label ], $label . ' is not one line of plain text' );
			self::assertSame( sanitize_text_field( $embed[ $label ] ), $embed[ $label ], $label . ' is not sanitized text' );
		}
		self::assertTrue(
			'' === $embed['forwardLink'] || Url::site_origin() === Url::origin_of( $embed['forwardLink'] ),
			'forward link off the site: ' . $embed['forwardLink']
		);

		$script = Config::inline_script( $config->build() );
		self::assertStringNotContainsString( '<', $script, 'a raw < in the configuration script' );
		self::assertStringNotContainsString( '>', $script, 'a raw > in the configuration script' );
		self::assertDoesNotMatchRegularExpression( '/\x{2028}|\x{2029}/u', $script );
		self::assertSame( 1, preg_match( '/^var customerAreaConfig = (.*);$/s', $script, $match ) );
		$decoded = json_decode( $match[1], true );
		self::assertIsArray( $decoded );
		self::assertSame( $embed, $decoded['embeds']['customer-area-1'] );
	}
}
