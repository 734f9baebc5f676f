<?php
/**
 * Page-cache safety: what WordPress sends for a page with the area does not depend on who asks.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests\Reliability;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Tests\TestCase;

/**
 * Real GETs of pages with every kind of embed, the stack's pages and the front page, with the
 * cookies a visitor may bring: none, a signed-in customer's token (`laravel_user_token`, a real
 * token of the sandbox API), the WPML language cookie in English and in German, Polylang's
 * language cookie, and token and language together. A full-page cache stores one copy per URL
 * and serves it to everyone, so:
 *
 * - the HTML is byte-identical for all of them, after normalising only what WordPress itself
 *   varies between two requests (see NORMALISED);
 * - no response sets a cookie;
 * - no page's HTML holds a demo customer's personal data: the owner's e-mail, name, phones,
 *   address and birthday as the API answers them to the owner, and the other demo e-mails.
 */
final class CacheSafetyTest extends TestCase {

	/**
	 * What WordPress itself may vary between two anonymous requests of one page, by name. Only
	 * these are normalised before the comparison:
	 *
	 * - nonces: `wp_create_nonce()` for a visitor (user 0) changes with the 12-hour nonce tick, so
	 *   two requests on either side of a tick boundary differ where a page prints one (scripts as
	 *   `"nonce":"…"`, forms and links as `_wpnonce=…`).
	 *
	 * Nothing else: WordPress 6.8 with Twenty Twenty-Five prints no time, and the pages tested
	 * today print no nonce either, so their bytes are identical as they are; any other
	 * difference fails.
	 */
	private const NORMALISED = array(
		'nonce in a script' => '/("nonce"\s*:\s*")[0-9a-f]{10}(")/',
		'_wpnonce'          => '/(_wpnonce=)[0-9a-f]{10}()/',
	);

	/**
	 * Cookie sets a visitor may bring, by name; the token is filled in by the test.
	 *
	 * @param string $token A customer's token.
	 * @return array<string, array<string, string>> Name => cookies.
	 */
	private static function visitors( string $token ): array {
		return array(
			'no cookie'             => array(),
			'a customer\'s token'   => array( 'laravel_user_token' => $token ),
			'WPML English'          => array( 'wp-wpml_current_language' => 'en' ),
			'WPML German'           => array( 'wp-wpml_current_language' => 'de' ),
			'Polylang German'       => array( 'pll_language' => 'de' ),
			'token and WPML German' => array(
				'laravel_user_token'       => $token,
				'wp-wpml_current_language' => 'de',
			),
		);
	}

	/**
	 * GETs a URL with cookies, as a browser would send them.
	 *
	 * @param string                $url     Absolute URL.
	 * @param array<string, string> $cookies Cookies.
	 * @return array{status: int, body: string, set_cookie: array<int, string>} Response.
	 */
	private static function fetch( string $url, array $cookies ): array {
		$header = array();
		foreach ( $cookies as $name => $value ) {
			$header[] = $name . '=' . $value;
		}
		$response = wp_remote_get(
			$url,
			array(
				'timeout'     => 60,
				'redirection' => 0,
				'headers'     => array_filter(
					array(
						'User-Agent' => 'customer-area-phpunit',
						'Cookie'     => implode( '; ', $header ),
					)
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			self::fail( 'GET ' . $url . ' failed: ' . $response->get_error_message() );
		}
		$set_cookie = wp_remote_retrieve_header( $response, 'set-cookie' );
		return array(
			'status'     => (int) wp_remote_retrieve_response_code( $response ),
			'body'       => (string) wp_remote_retrieve_body( $response ),
			'set_cookie' => array_values( array_filter( (array) $set_cookie ) ),
		);
	}

	/**
	 * The sandbox API's answer to a demo customer's login and user call.
	 *
	 * @param string $email Demo customer.
	 * @return array{token: string, user: array<string, mixed>} Token and user.
	 */
	private static function demo_customer( string $email ): array {
		if ( '' === CUSTOMER_AREA_TEST_API_URL ) {
			self::fail( 'API_URL is not set: the cache-safety suite needs the sandbox API for a real token and the demo customers' );
		}
		$headers = array(
			'Accept'           => 'application/json',
			'Content-Type'     => 'application/json',
			'X-Requested-With' => 'XMLHttpRequest',
			'X-Broker-Url'     => CUSTOMER_AREA_TEST_WP_URL,
		);
		$login   = wp_remote_post(
			CUSTOMER_AREA_TEST_API_URL . '/api/user/login',
			array(
				'timeout' => 30,
				'headers' => $headers,
				'body'    => (string) wp_json_encode(
					array(
						'email'    => $email,
						'password' => 'demo1234',
					)
				),
			)
		);
		$answer  = json_decode( (string) wp_remote_retrieve_body( $login ), true );
		self::assertIsArray( $answer, 'login of ' . $email );
		self::assertIsString( $answer['token'] ?? null, 'login of ' . $email . ' gave no token' );
		$user = json_decode(
			(string) wp_remote_retrieve_body(
				wp_remote_get(
					CUSTOMER_AREA_TEST_API_URL . '/api/user',
					array(
						'timeout' => 30,
						'headers' => $headers + array( 'Authorization' => 'Bearer ' . $answer['token'] ),
					)
				)
			),
			true
		);
		self::assertIsArray( $user['data'] ?? null, 'user of ' . $email );
		return array(
			'token' => $answer['token'],
			'user'  => $user['data'],
		);
	}

	/**
	 * The personal data of a user answer that must never be in a page: e-mail, full name, phone
	 * numbers, street with number, birthday.
	 *
	 * @param array<string, mixed> $user User answer.
	 * @return array<int, string> Values.
	 */
	private static function personal_data( array $user ): array {
		$text   = static fn( $value ): string => is_scalar( $value ) ? trim( (string) $value ) : '';
		$values = array(
			$text( $user['email'] ?? '' ),
			trim( $text( $user['firstname'] ?? '' ) . ' ' . $text( $user['lastname'] ?? '' ) ),
			$text( $user['name'] ?? '' ),
			$text( $user['phone'] ?? '' ),
			$text( $user['telephone'] ?? '' ),
			trim( $text( $user['street'] ?? '' ) . ' ' . $text( $user['housenr'] ?? '' ) ),
			$text( $user['birthday'] ?? '' ),
		);
		// Only values long enough to mean someone (a lone street name or initial could be anything).
		return array_values( array_unique( array_filter( $values, static fn( string $v ): bool => strlen( $v ) >= 6 ) ) );
	}

	/**
	 * Normalises what WordPress itself varies (see NORMALISED) and nothing else.
	 *
	 * @param string $html Page HTML.
	 * @return string Normalised HTML.
	 */
	private static function normalise( string $html ): string {
		foreach ( self::NORMALISED as $pattern ) {
			$html = (string) preg_replace( $pattern, '$1…$2', $html );
		}
		return $html;
	}

	/**
	 * The demo customers' tokens and personal data, fetched once per run.
	 *
	 * @var array{token: string, personal: array<int, string>}|null
	 */
	private static ?array $customers = null;

	/**
	 * The owner's token and personal data, and the other demo customers' e-mail addresses. Only
	 * the owner signs in (once per run, logged out afterwards), so the suite leaves the other
	 * demo accounts as they were.
	 *
	 * @return array{token: string, personal: array<int, string>} Token and values.
	 */
	private static function customers(): array {
		if ( null === self::$customers ) {
			$owner           = self::demo_customer( 'owner@example.com' );
			self::$customers = array(
				'token'    => $owner['token'],
				'personal' => array_merge( self::personal_data( $owner['user'] ), array( 'buyer@example.com', 'empty@example.com' ) ),
			);
		}
		return self::$customers;
	}

	/**
	 * Ends the owner's session the suite opened.
	 */
	public static function tearDownAfterClass(): void {
		if ( null !== self::$customers ) {
			wp_remote_get(
				CUSTOMER_AREA_TEST_API_URL . '/api/user/logout',
				array(
					'timeout' => 30,
					'headers' => array(
						'Accept'           => 'application/json',
						'X-Requested-With' => 'XMLHttpRequest',
						'X-Broker-Url'     => CUSTOMER_AREA_TEST_WP_URL,
						'Authorization'    => 'Bearer ' . self::$customers['token'],
					),
				)
			);
			self::$customers = null;
		}
		parent::tearDownAfterClass();
	}

	/**
	 * Pages a visitor can open: one with each kind of embed (content to publish), the pages the
	 * stack created, and the front page (a path).
	 *
	 * @return array<string, array{0: string, 1: string, 2: bool}> Name => kind ('content' or 'path'),
	 *                                                             value, whether a full root shows its
	 *                                                             pre-rendered first screen.
	 */
	public static function pages(): array {
		return array(
			'full area'              => array( 'content', '<p>Welcome.</p>[customer_area]', true ),
			'valuation wizard'       => array( 'content', '[customer_area is-leadgen="true"]', true ),
			'popups only'            => array( 'content', '<p>Offer.</p>[customer_area popup="true"][customer_area popup="true" initial-view="register"]', false ),
			'area with forward link' => array( 'content', '[customer_area forward-link="/secret-offers/" register-label="Join"]', true ),
			'the customer area page' => array( 'path', '/customer-area/', true ),
			'the valuation page'     => array( 'path', '/property-valuation/', true ),
			'the front page'         => array( 'path', '/', false ),
		);
	}

	/**
	 * One copy of the page serves every visitor, and it holds no personal data.
	 *
	 * @dataProvider pages
	 *
	 * @param string $kind  'content' to publish, or a 'path' of the site.
	 * @param string $value The content or the path.
	 * @param bool   $first Whether a full root holds the pre-rendered opening, under the first
	 *                      paint's inline CSS and head script (docs/architecture.md "First paint and
	 *                      start-up"), which the comparison then covers.
	 */
	public function test_every_visitor_gets_the_same_page_without_personal_data( string $kind, string $value, bool $first ): void {
		self::require_build();
		$customers = self::customers();
		self::assertContains( 'owner@example.com', $customers['personal'] );
		self::assertGreaterThanOrEqual( 7, count( $customers['personal'] ), 'too few personal values to look for' );
		$url = 'content' === $kind ? $this->create_page( $value ) : home_url( $value );

		$reference = null;
		$raw_diff  = array();
		foreach ( self::visitors( $customers['token'] ) as $visitor => $cookies ) {
			$response = self::fetch( $url, $cookies );
			self::assertSame( 200, $response['status'], $visitor );
			self::assertSame( array(), $response['set_cookie'], 'a cookie is set for ' . $visitor );
			foreach ( $customers['personal'] as $personal ) {
				self::assertStringNotContainsStringIgnoringCase( $personal, $response['body'], 'personal data in the page for ' . $visitor );
			}
			if ( null === $reference ) {
				$reference = $response['body'];
				continue;
			}
			if ( $reference !== $response['body'] ) {
				$raw_diff[] = $visitor;
			}
			self::assertSame( self::normalise( $reference ), self::normalise( $response['body'] ), 'the page differs for ' . $visitor );
		}
		if ( $first ) {
			foreach ( array( 'customer-area-first-paint-inline-css', 'id="customer-area-first-paint"', 'data-customer-area-root aria-busy="true"><div class="ca-app customer-area-opening' ) as $part ) {
				self::assertStringContainsString( $part, (string) $reference, 'the compared page lacks the first paint' );
			}
		}
		// Within one nonce tick nothing at all differs; at most one tick boundary can fall between
		// the requests of one page.
		self::assertLessThanOrEqual( 1, count( $raw_diff ), 'the page differs before normalising for ' . implode( ', ', $raw_diff ) );
	}
}
