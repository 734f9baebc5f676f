<?php
/**
 * Pages with the area refuse to be framed by other sites; other pages are left alone.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\FrameOptions;
use CustomerArea\Frontend\PageEmbeds;

/**
 * Real GETs in the block theme Twenty Twenty-Five and in the classic Twenty Twenty-One, which
 * prints its head before it renders the content: every page whose area renders (full, wizard or
 * popup; shortcode or block; in the post, in a synced pattern, in a block template or template
 * part) sends `Content-Security-Policy: frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`,
 * and a plain page sends neither. Each case also checks that the area really renders (or not),
 * so the decision made before the page and the page itself agree.
 */
final class FrameHeadersTest extends TestCase {

	/** The stack's theme. */
	private const BLOCK_THEME = 'twentytwentyfive';

	/** A classic theme that prints its head before the content. */
	private const CLASSIC_THEME = 'twentytwentyone';

	/** What an area page sends. */
	private const FRAMING = array(
		'content-security-policy' => "frame-ancestors 'self'",
		'x-frame-options'         => 'SAMEORIGIN',
	);

	/**
	 * Puts the stack's theme back.
	 */
	protected function tearDown(): void {
		if ( self::BLOCK_THEME !== get_stylesheet() ) {
			switch_theme( self::BLOCK_THEME );
		}
		parent::tearDown();
	}

	/**
	 * Activates a theme for the test (the web server reads it from the database).
	 *
	 * @param string $theme Theme folder.
	 */
	private static function use_theme( string $theme ): void {
		self::assertTrue( wp_get_theme( $theme )->exists(), $theme . ' is not installed in this WordPress (scripts/system/fetch-wordpress.sh installs it)' );
		switch_theme( $theme );
		self::assertSame( $theme, get_stylesheet() );
		self::assertSame( self::BLOCK_THEME === $theme, wp_is_block_theme() );
	}

	/**
	 * GETs a page anonymously: its framing headers and whether the area rendered.
	 *
	 * @param string                $url     URL.
	 * @param array<string, string> $cookies Cookies to send.
	 * @return array{headers: array<string, string>, area: bool} What the visitor got.
	 */
	private static function visit( string $url, array $cookies = array() ): array {
		$response = wp_remote_get(
			$url,
			array(
				'timeout' => 30,
				'cookies' => $cookies,
			)
		);
		self::assertNotWPError( $response );
		self::assertSame( 200, wp_remote_retrieve_response_code( $response ), $url );
		$headers = array();
		foreach ( array_keys( self::FRAMING ) as $name ) {
			$value = wp_remote_retrieve_header( $response, $name );
			if ( '' !== $value ) {
				$headers[ $name ] = is_array( $value ) ? implode( ', ', $value ) : $value;
			}
		}
		return array(
			'headers' => $headers,
			'area'    => str_contains( wp_remote_retrieve_body( $response ), 'data-customer-area-root' ),
		);
	}

	/**
	 * Fails unless the value is no WP_Error.
	 *
	 * @param mixed $value Value.
	 */
	private static function assertNotWPError( $value ): void {
		self::assertFalse( is_wp_error( $value ), is_wp_error( $value ) ? $value->get_error_message() : '' );
	}

	/**
	 * Page contents in both themes, and whether the area is on them.
	 *
	 * @return array<string, array{string, string, bool}> Theme, content, area.
	 */
	public function pages(): array {
		$contents = array(
			'full area, shortcode'      => array( '<!-- wp:shortcode -->[customer_area]<!-- /wp:shortcode -->', true ),
			'full area, block'          => array( '<!-- wp:customer-area/customer-area /-->', true ),
			'valuation wizard'          => array( '<!-- wp:shortcode -->[customer_area is-leadgen="true"]<!-- /wp:shortcode -->', true ),
			'popup, shortcode'          => array( "<!-- wp:paragraph --><p>Offers</p><!-- /wp:paragraph -->\n\n[customer_area popup=\"true\"]", true ),
			'popup, block in a group'   => array( '<!-- wp:group --><div class="wp-block-group"><!-- wp:customer-area/customer-area {"popup":true} /--></div><!-- /wp:group -->', true ),
			'classic content shortcode' => array( '<p>Sign in:</p> [customer_area initial-view="register"]', true ),
			'plain page'                => array( '<!-- wp:paragraph --><p>About us</p><!-- /wp:paragraph -->', false ),
			'the name only, as text'    => array( '<!-- wp:paragraph --><p>customer_area and customer-area/customer-area</p><!-- /wp:paragraph -->', false ),
		);
		$cases    = array();
		foreach ( array( self::BLOCK_THEME, self::CLASSIC_THEME ) as $theme ) {
			foreach ( $contents as $label => [ $content, $area ] ) {
				$cases[ $theme . ': ' . $label ] = array( $theme, $content, $area );
			}
		}
		return $cases;
	}

	/**
	 * The headers follow the area, in a block and in a classic theme.
	 *
	 * @dataProvider pages
	 * @param string $theme   Theme.
	 * @param string $content Page content.
	 * @param bool   $area    Whether the area renders.
	 */
	public function test_page( string $theme, string $content, bool $area ): void {
		self::require_build();
		self::use_theme( $theme );
		$url = $this->create_page( $content );

		$seen = self::visit( $url );

		self::assertSame( $area, $seen['area'], 'the area ' . ( $area ? 'did not render' : 'rendered' ) );
		self::assertSame( $area ? self::FRAMING : array(), $seen['headers'] );
	}

	/**
	 * In a block theme the area may come from elsewhere than the page's own content: a synced
	 * pattern, a template part every page uses, or a page's own block template.
	 */
	public function test_block_theme_templates_parts_and_patterns(): void {
		self::require_build();
		self::use_theme( self::BLOCK_THEME );
		$plain = '<!-- wp:paragraph --><p>About us</p><!-- /wp:paragraph -->';

		$synced = $this->create_post( '<!-- wp:customer-area/customer-area {"popup":true} /-->', 'wp_block' );
		$seen   = self::visit( $this->create_page( '<!-- wp:block {"ref":' . $synced . '} /-->' ) );
		self::assertTrue( $seen['area'] );
		self::assertSame( self::FRAMING, $seen['headers'], 'synced pattern' );

		$page_id  = $this->create_post( $plain );
		$template = $this->create_post( '<!-- wp:template-part {"slug":"header"} /--><!-- wp:post-content /--><!-- wp:customer-area/customer-area /--><!-- wp:template-part {"slug":"footer"} /-->', 'wp_template' );
		self::theme_owns( $template, 'page-' . get_post_field( 'post_name', $page_id ) );
		$other = $this->create_page( $plain );
		$seen  = self::visit( (string) get_permalink( $page_id ) );
		self::assertTrue( $seen['area'] );
		self::assertSame( self::FRAMING, $seen['headers'], 'the page’s own template' );
		self::assertSame( array(), self::visit( $other )['headers'], 'another page' );

		$footer = $this->create_post( '<!-- wp:paragraph --><p>Footer</p><!-- /wp:paragraph --><!-- wp:pattern {"slug":"customer-area-test/none"} /--><!-- wp:customer-area/customer-area {"popup":true} /-->', 'wp_template_part' );
		self::theme_owns( $footer, 'footer' );
		wp_set_post_terms( $footer, array( 'footer' ), 'wp_template_part_area' );
		$seen = self::visit( $other );
		self::assertTrue( $seen['area'] );
		self::assertSame( self::FRAMING, $seen['headers'], 'footer template part' );
	}

	/**
	 * Synced patterns nested deeper than any fixed limit, in both themes.
	 *
	 * @return array<string, array{string, int}> Theme, levels.
	 */
	public function nestings(): array {
		$cases = array();
		foreach ( array( self::BLOCK_THEME, self::CLASSIC_THEME ) as $theme ) {
			foreach ( array( 5, 12 ) as $levels ) {
				$cases[ $theme . ': ' . $levels . ' levels' ] = array( $theme, $levels );
			}
		}
		return $cases;
	}

	/**
	 * WordPress renders a synced pattern inside a synced pattern at any depth, so the decision
	 * follows them as deep: a popup in the innermost of five (or twelve) nested synced patterns
	 * renders, and the page sends the headers.
	 *
	 * @dataProvider nestings
	 * @param string $theme  Theme.
	 * @param int    $levels How many synced patterns are nested.
	 */
	public function test_synced_patterns_nested_deeply( string $theme, int $levels ): void {
		self::require_build();
		self::use_theme( $theme );
		$ref = $this->nest_synced_patterns( $levels, '<!-- wp:customer-area/customer-area {"popup":true} /-->' );

		$seen = self::visit( $this->create_page( '<!-- wp:paragraph --><p>Offers</p><!-- /wp:paragraph --><!-- wp:block {"ref":' . $ref . '} /-->' ) );

		self::assertTrue( $seen['area'], 'the area did not render' );
		self::assertSame( self::FRAMING, $seen['headers'], $levels . ' nested synced patterns' );
	}

	/**
	 * References of every kind in one chain: a template part, itself inside synced patterns,
	 * holds synced patterns whose innermost holds the area.
	 */
	public function test_a_chain_through_synced_patterns_and_a_template_part(): void {
		self::require_build();
		self::use_theme( self::BLOCK_THEME );
		$inner = $this->nest_synced_patterns( 3, '<!-- wp:customer-area/customer-area {"popup":true} /-->' );
		$part  = $this->create_post( '<!-- wp:block {"ref":' . $inner . '} /-->', 'wp_template_part' );
		$slug  = 'customer-area-test-part-' . $part;
		self::theme_owns( $part, $slug );
		$outer = $this->nest_synced_patterns( 3, '<!-- wp:template-part {"slug":"' . $slug . '"} /-->' );

		$seen = self::visit( $this->create_page( '<!-- wp:block {"ref":' . $outer . '} /-->' ) );

		self::assertTrue( $seen['area'], 'the area did not render' );
		self::assertSame( self::FRAMING, $seen['headers'] );
	}

	/**
	 * Synced patterns that include each other end as WordPress's rendering ends them: the page is
	 * served, and it sends the headers exactly when the area is in the loop.
	 */
	public function test_synced_patterns_that_include_each_other(): void {
		self::require_build();
		self::use_theme( self::BLOCK_THEME );
		$first  = $this->create_post( '', 'wp_block' );
		$second = $this->create_post( '<!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph --><!-- wp:block {"ref":' . $first . '} /-->', 'wp_block' );
		self::set_content( $first, '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph --><!-- wp:block {"ref":' . $second . '} /-->' );
		$page = $this->create_page( '<!-- wp:block {"ref":' . $first . '} /-->' );

		$seen = self::visit( $page );
		self::assertFalse( $seen['area'] );
		self::assertSame( array(), $seen['headers'], 'a loop without the area' );

		self::set_content( $second, '<!-- wp:block {"ref":' . $first . '} /--><!-- wp:customer-area/customer-area {"popup":true} /-->' );
		$seen = self::visit( $page );
		self::assertTrue( $seen['area'] );
		self::assertSame( self::FRAMING, $seen['headers'], 'a loop with the area after the reference' );
	}

	/**
	 * Creates synced patterns, each holding only the next, the innermost holding the content.
	 *
	 * @param int    $levels  How many.
	 * @param string $content The innermost's content.
	 * @return int The outermost's ID.
	 */
	private function nest_synced_patterns( int $levels, string $content ): int {
		$ref = $this->create_post( $content, 'wp_block' );
		for ( $level = 2; $level <= $levels; $level++ ) {
			$ref = $this->create_post( '<!-- wp:block {"ref":' . $ref . '} /-->', 'wp_block' );
		}
		return $ref;
	}

	/**
	 * Replaces a post's content.
	 *
	 * @param int    $post_id Post.
	 * @param string $content Content.
	 */
	private static function set_content( int $post_id, string $content ): void {
		wp_update_post(
			array(
				'ID'           => $post_id,
				'post_content' => $content,
			)
		);
	}

	/**
	 * The headers are the same for every visitor: anonymous, with a customer's token cookie, and
	 * with the language cookies, so a page cache may serve one copy to all.
	 */
	public function test_same_headers_for_every_visitor(): void {
		$url      = home_url( '/customer-area/' );
		$visitors = array(
			array(),
			array( 'laravel_user_token' => 'a-token' ),
			array( 'wp-wpml_current_language' => 'de' ),
			array( 'pll_language' => 'de' ),
		);
		foreach ( $visitors as $cookies ) {
			self::assertSame( self::FRAMING, self::visit( $url, $cookies )['headers'] );
		}
	}

	/**
	 * A site may allow other origins (its partner portal), or none; anything that is not an origin
	 * is dropped, so a filter cannot smuggle other directives into the header.
	 */
	public function test_other_origins_through_the_filter(): void {
		$allow = new \ArrayObject();
		$this->add_test_filter( 'customer_area_frame_ancestors', static fn (): array => $allow['value'] );

		$allow['value'] = array( "'self'", 'https://partner.example', 'https://*.portal.example:8443' );
		self::assertSame(
			array(
				'Content-Security-Policy' => "frame-ancestors 'self' https://partner.example https://*.portal.example:8443",
				'X-Frame-Options'         => 'SAMEORIGIN',
			),
			FrameOptions::headers()
		);

		$allow['value'] = array( 'https://evil.example; script-src *', 'javascript:alert(1)', '*', 'https://a b', "'unsafe-inline'", 42 );
		self::assertSame( "frame-ancestors 'self'", FrameOptions::headers()['Content-Security-Policy'] );

		$allow['value'] = array( "'none'" );
		self::assertSame(
			array(
				'Content-Security-Policy' => "frame-ancestors 'none'",
				'X-Frame-Options'         => 'DENY',
			),
			FrameOptions::headers()
		);
	}

	/**
	 * Where the area comes from something the plugin cannot see in time (a widget, a page
	 * builder), the filter decides; it also sees the plugin's own answer.
	 */
	public function test_the_decision_filter(): void {
		$plain = $this->create_post( '<!-- wp:paragraph --><p>About us</p><!-- /wp:paragraph -->' );
		$area  = $this->create_post( '[customer_area popup="true"]' );

		self::assertFalse( self::decide( $plain ) );
		self::assertTrue( self::decide( $area ) );

		$this->add_test_filter( 'customer_area_page_has_area', static fn ( bool $has_area ): bool => ! $has_area );
		self::assertTrue( self::decide( $plain ) );
		self::assertFalse( self::decide( $area ) );
	}

	/**
	 * The decision for a page, made in this process as on a real request (its main query set).
	 *
	 * @param int $page_id Page.
	 * @return bool Whether the area is on it.
	 */
	private static function decide( int $page_id ): bool {
		global $wp_query, $wp_the_query, $_wp_current_template_content;
		$saved = array( $wp_query, $wp_the_query, $_wp_current_template_content ?? null );
		try {
			$wp_query                     = new \WP_Query( array( 'page_id' => $page_id ) );
			$wp_the_query                 = $wp_query;
			$_wp_current_template_content = null;
			return ( new PageEmbeds() )->has_area();
		} finally {
			[ $wp_query, $wp_the_query, $_wp_current_template_content ] = $saved;
		}
	}

	/**
	 * Makes a template or template part of the block theme, as the site editor saves one.
	 *
	 * @param int    $post_id The wp_template or wp_template_part post.
	 * @param string $slug    Its slug.
	 */
	private static function theme_owns( int $post_id, string $slug ): void {
		wp_update_post(
			array(
				'ID'        => $post_id,
				'post_name' => $slug,
			)
		);
		wp_set_post_terms( $post_id, array( self::BLOCK_THEME ), 'wp_theme' );
	}
}
