<?php
/**
 * The plugin's Site Health test and its section of the Info tab.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\ConnectionProbe;
use CustomerArea\Admin\Settings;
use CustomerArea\Admin\SiteHealth;
use CustomerArea\Settings\Definitions;

/**
 * Against the test stack's sandbox (reachable), a port nobody listens on (unreachable), the
 * WordPress site itself (an answer that is not the API's) and no API base at all.
 */
final class SiteHealthTest extends TestCase {

	/**
	 * The test with the probe the plugin uses.
	 *
	 * @return SiteHealth The Site Health part.
	 */
	private static function site_health(): SiteHealth {
		return new SiteHealth( new ConnectionProbe() );
	}

	/**
	 * A TCP port on 127.0.0.1 that nothing listens on.
	 *
	 * @return int Port.
	 */
	private static function closed_port(): int {
		$server = stream_socket_server( 'tcp://127.0.0.1:0' );
		self::assertNotFalse( $server );
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server );
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}

	/**
	 * The result carries the plugin's badge, the test's id and, unless good, the way to the fix.
	 *
	 * @param array<string, mixed> $result Site Health result.
	 * @param string               $status Expected status.
	 */
	private static function assert_result( array $result, string $status ): void {
		self::assertSame( $status, $result['status'] );
		self::assertSame( SiteHealth::TEST, $result['test'] );
		self::assertSame( 'Customer Area', $result['badge']['label'] );
		self::assertStringStartsWith( '<p>', $result['description'] );
		if ( 'good' === $status ) {
			self::assertSame( '', $result['actions'] );
		} else {
			self::assertStringContainsString( esc_url( Settings::page_url() ), $result['actions'] );
			self::assertStringContainsString( 'Test connection', $result['actions'] );
		}
	}

	/**
	 * The stack's sandbox answers with the API's JSON and allows this site: good, with status and time.
	 */
	public function test_reachable_base(): void {
		self::assertNotSame( '', CUSTOMER_AREA_TEST_API_URL, 'API_URL (the sandbox) is needed' );
		$this->store_settings( array( 'api_base' => CUSTOMER_AREA_TEST_API_URL ) );

		$result = self::site_health()->api_test();

		self::assert_result( $result, 'good' );
		self::assertSame( 'The Customer Area API is reachable', $result['label'] );
		self::assertMatchesRegularExpression( '/The API answered the server with HTTP 200 in \d+ ms\./', $result['description'] );
	}

	/**
	 * A port nobody listens on: critical, naming a refused connection, quickly.
	 */
	public function test_unreachable_base(): void {
		$this->store_settings( array( 'api_base' => 'http://127.0.0.1:' . self::closed_port() ) );

		$started = microtime( true );
		$result  = self::site_health()->api_test();

		self::assertLessThan( SiteHealth::TIMEOUT, microtime( true ) - $started );
		self::assert_result( $result, 'critical' );
		self::assertSame( 'The Customer Area API cannot be reached', $result['label'] );
		self::assertStringContainsString( 'The host name is unknown (DNS) or the connection was refused', $result['description'] );
		// Site Health's REST answer reaches the browser: the kind of failure, never the transport's message.
		self::assertStringNotContainsString( 'WordPress reported', $result['description'] );
		self::assertStringNotContainsStringIgnoringCase( 'curl', $result['description'] );
		self::assertStringNotContainsString( '127.0.0.1', $result['description'] );
	}

	/**
	 * An address that answers, but not as the API (the WordPress site itself): critical.
	 */
	public function test_base_that_is_not_the_api(): void {
		$this->store_settings( array( 'api_base' => CUSTOMER_AREA_TEST_WP_URL ) );

		$result = self::site_health()->api_test();

		self::assert_result( $result, 'critical' );
		self::assertSame( 'The Customer Area API base URL does not lead to the API', $result['label'] );
		self::assertStringContainsString( 'but not with the customer-area API’s JSON', $result['description'] );
	}

	/**
	 * No API base: critical, and says what customers see.
	 */
	public function test_missing_base(): void {
		$this->store_settings( array( 'api_base' => '' ) );

		$result = self::site_health()->api_test();

		self::assert_result( $result, 'critical' );
		self::assertSame( 'The Customer Area has no API base URL', $result['label'] );
		self::assertStringContainsString( 'visitors see a setup error', $result['description'] );
	}

	/**
	 * The test is asynchronous (a REST route), so an unreachable API never holds up the Site Health
	 * page, and its time limit is short.
	 */
	public function test_test_is_registered_as_asynchronous(): void {
		$tests = apply_filters( 'site_status_tests', array() );

		self::assertArrayHasKey( SiteHealth::TEST, $tests['async'] );
		$test = $tests['async'][ SiteHealth::TEST ];
		self::assertTrue( $test['has_rest'] );
		self::assertSame( rest_url( 'customer-area/v1/site-health/api' ), $test['test'] );
		self::assertIsCallable( $test['async_direct_test'] );
		self::assertLessThanOrEqual( 5, SiteHealth::TIMEOUT );
	}

	/**
	 * The REST route answers the test's result to those who may see Site Health, and no one else.
	 */
	public function test_rest_route_answers_only_site_health_viewers(): void {
		$this->store_settings( array( 'api_base' => '' ) );
		$request = new \WP_REST_Request( 'GET', '/customer-area/v1/site-health/api' );

		wp_set_current_user( 0 );
		self::assertSame( 401, rest_do_request( $request )->get_status() );

		wp_set_current_user( $this->create_user( 'editor' )['id'] );
		self::assertSame( 403, rest_do_request( $request )->get_status() );

		wp_set_current_user( $this->create_user( 'administrator' )['id'] );
		$response = rest_do_request( $request );
		self::assertSame( 200, $response->get_status() );
		self::assertSame( 'critical', $response->get_data()['status'] );
	}

	/**
	 * The Info tab lists the version, the build and every setting with its label.
	 */
	public function test_info_tab_lists_the_settings(): void {
		$this->store_settings(
			array(
				'api_base' => 'https://api.example.com',
				'language' => 'de',
			)
		);

		$info = apply_filters( 'debug_information', array() );

		self::assertArrayHasKey( 'customer-area', $info );
		$fields = $info['customer-area']['fields'];
		self::assertSame( CUSTOMER_AREA_VERSION, $fields['version']['value'] );
		foreach ( Definitions::all() as $key => $field ) {
			self::assertArrayHasKey( $key, $fields );
			self::assertSame( html_entity_decode( $field->label, ENT_QUOTES, 'UTF-8' ), $fields[ $key ]['label'] );
		}
		self::assertSame( 'https://api.example.com', $fields['api_base']['value'] );
		self::assertSame( 'Deutsch', $fields['language']['value'] );
		self::assertSame( 'de', $fields['language']['debug'] );
		self::assertSame( 'Not set', $fields['forward_link']['value'] );
		self::assertSame( 'not set', $fields['forward_link']['debug'] );
		self::assertArrayHasKey( 'customer_area_url', $fields );
	}
}
