<?php
/**
 * The server's half of 'Test connection' and the settings page's script.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\ConnectionProbe;
use CustomerArea\Admin\ConnectionTest;

/**
 * The probe names each kind of failure from WordPress's HTTP errors; the REST route checks the
 * saved addresses for administrators only; the script loads on the settings page only.
 */
final class ConnectionTestTest extends TestCase {

	/**
	 * WordPress HTTP errors and the kind each names.
	 *
	 * @return array<string, array{string, string, string}> Error code, message, kind.
	 */
	public function errors(): array {
		return array(
			'cURL DNS'           => array( 'http_request_failed', 'cURL error 6: Could not resolve host: api.example.invalid', 'dns' ),
			'cURL refused'       => array( 'http_request_failed', 'cURL error 7: Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn\'t connect to server', 'refused' ),
			'cURL timeout'       => array( 'http_request_failed', 'cURL error 28: Operation timed out after 5001 milliseconds with 0 bytes received', 'timeout' ),
			'cURL certificate'   => array( 'http_request_failed', 'cURL error 60: SSL certificate problem: self-signed certificate', 'tls' ),
			'cURL handshake'     => array( 'http_request_failed', 'cURL error 35: OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to api.example.com:443', 'tls' ),
			'cURL host mismatch' => array( 'http_request_failed', 'cURL error 51: SSL: no alternative certificate subject name matches target host name \'api.example.com\'', 'tls' ),
			'streams DNS'        => array( 'http_request_failed', 'php_network_getaddresses: getaddrinfo for api.example.invalid failed: Name or service not known', 'dns' ),
			'streams refused'    => array( 'http_request_failed', 'Connection refused', 'refused' ),
			'streams TLS'        => array( 'http_request_failed', 'stream_socket_client(): SSL operation failed with code 1', 'tls' ),
			'blocked'            => array( 'http_request_not_executed', 'User has blocked requests through HTTP.', 'blocked' ),
			'anything else'      => array( 'http_request_failed', 'A valid URL was not provided.', 'other' ),
		);
	}

	/**
	 * Each error message gives its kind.
	 *
	 * @dataProvider errors
	 * @param string $code    WP_Error code.
	 * @param string $message WP_Error message.
	 * @param string $kind    Expected kind.
	 */
	public function test_error_kind( string $code, string $message, string $kind ): void {
		self::assertSame( $kind, ConnectionProbe::error_kind( new \WP_Error( $code, $message ) ) );
	}

	/**
	 * What counts as the API's answer and as a geocoder's.
	 */
	public function test_expected_answers(): void {
		self::assertTrue( ConnectionProbe::is_api_answer( json_decode( '{"DEU":"Deutschland","AUT":"Österreich"}' ) ) );
		self::assertTrue( ConnectionProbe::is_api_answer( json_decode( '{}' ) ) );
		self::assertFalse( ConnectionProbe::is_api_answer( json_decode( '[]' ) ) );
		self::assertFalse( ConnectionProbe::is_api_answer( json_decode( '{"DEU":{"name":"Deutschland"}}' ) ) );
		self::assertFalse( ConnectionProbe::is_api_answer( json_decode( '<html>' ) ) );
		self::assertTrue( ConnectionProbe::is_geocoder_answer( json_decode( '[{"address":{"state":"Berlin","country_code":"de"}}]' ) ) );
		self::assertFalse( ConnectionProbe::is_geocoder_answer( json_decode( '[]' ) ) );
		self::assertFalse( ConnectionProbe::is_geocoder_answer( json_decode( '{"address":{}}' ) ) );
	}

	/**
	 * Against the stack's sandbox both saved addresses are reached with the expected answer, and
	 * the API's CORS allows this site.
	 */
	public function test_route_checks_the_saved_addresses(): void {
		self::assertNotSame( '', CUSTOMER_AREA_TEST_API_URL, 'API_URL (the sandbox) is needed' );
		$this->store_settings(
			array(
				'api_base'     => CUSTOMER_AREA_TEST_API_URL,
				'geocoder_url' => CUSTOMER_AREA_TEST_API_URL . '/geocoder/search',
			)
		);
		wp_set_current_user( $this->create_user( 'administrator' )['id'] );

		$response = rest_do_request( new \WP_REST_Request( 'GET', '/customer-area/v1/connection-test' ) );

		self::assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		self::assertSame( CUSTOMER_AREA_TEST_API_URL . '/api/onoffice/countries', $data['api']['url'] );
		self::assertTrue( $data['api']['reached'] );
		self::assertSame( 200, $data['api']['status'] );
		self::assertTrue( $data['api']['expected'] );
		self::assertTrue( $data['api']['corsAllowsSite'] );
		self::assertSame( '', $data['api']['error'] );
		self::assertIsInt( $data['api']['ms'] );
		self::assertTrue( $data['geocoder']['reached'] );
		self::assertTrue( $data['geocoder']['expected'] );
		self::assertStringContainsString( 'city=Berlin', $data['geocoder']['url'] );
		self::assertStringContainsString( 'postalcode=10115', $data['geocoder']['url'] );
	}

	/**
	 * A stopped port: not reached, and the error names a refused connection, and nothing else: the
	 * transport's message (with the address and port it tried) never reaches the browser.
	 */
	public function test_route_names_a_refused_connection(): void {
		$server = stream_socket_server( 'tcp://127.0.0.1:0' );
		self::assertNotFalse( $server );
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server );
		$this->store_settings( array( 'api_base' => 'http://' . $name ) );
		wp_set_current_user( $this->create_user( 'administrator' )['id'] );

		$data = rest_do_request( new \WP_REST_Request( 'GET', '/customer-area/v1/connection-test' ) )->get_data();

		self::assertFalse( $data['api']['reached'] );
		self::assertSame( 0, $data['api']['status'] );
		self::assertSame( 'refused', $data['api']['error'] );
		self::assertSame( array( 'url', 'reached', 'status', 'ms', 'expected', 'corsAllowsSite', 'error', 'redirectTo' ), array_keys( $data['api'] ) );
		$answer = (string) wp_json_encode( $data );
		self::assertStringNotContainsStringIgnoringCase( 'curl', $answer );
		self::assertStringNotContainsStringIgnoringCase( 'connect', $answer );
	}

	/**
	 * No API base saved: nothing to check.
	 */
	public function test_route_without_api_base(): void {
		$this->store_settings( array( 'api_base' => '' ) );
		wp_set_current_user( $this->create_user( 'administrator' )['id'] );

		$data = rest_do_request( new \WP_REST_Request( 'GET', '/customer-area/v1/connection-test' ) )->get_data();

		self::assertNull( $data['api'] );
	}

	/**
	 * Only administrators may make the server send requests.
	 */
	public function test_route_refuses_everyone_else(): void {
		$request = new \WP_REST_Request( 'GET', '/customer-area/v1/connection-test' );

		wp_set_current_user( 0 );
		self::assertSame( 401, rest_do_request( $request )->get_status() );
		wp_set_current_user( $this->create_user( 'editor' )['id'] );
		self::assertSame( 403, rest_do_request( $request )->get_status() );
	}

	/**
	 * The script is enqueued on the settings page and on no other admin screen.
	 */
	public function test_script_only_on_the_settings_page(): void {
		self::require_build();
		$GLOBALS['wp_scripts'] = null;
		$test                  = new ConnectionTest( new ConnectionProbe() );

		$test->enqueue( 'index.php' );
		$test->enqueue( 'options-general.php' );
		$test->enqueue( 'post.php' );
		self::assertFalse( wp_script_is( ConnectionTest::HANDLE, 'enqueued' ) );

		$test->enqueue( 'settings_page_customer-area' );
		self::assertTrue( wp_script_is( ConnectionTest::HANDLE, 'enqueued' ) );
		self::assertContains( 'wp-i18n', wp_scripts()->registered[ ConnectionTest::HANDLE ]->deps );
		$GLOBALS['wp_scripts'] = null;
	}

	/**
	 * The settings page carries the test's button, what it tests and the script; the dashboard
	 * carries none of it.
	 */
	public function test_settings_page_shows_the_test(): void {
		self::require_build();
		$this->store_settings( array( 'api_base' => 'https://api.example.com' ) );
		$admin  = $this->create_user( 'administrator' );
		$client = new HttpClient();
		$client->log_in( $admin['login'], $admin['password'] );

		$html = $client->get( '/wp-admin/options-general.php?page=customer-area' )['body'];
		self::assertStringContainsString( 'id="customer-area-test-connection"', $html );
		self::assertStringContainsString( 'data-api-base="https://api.example.com"', $html );
		self::assertStringContainsString( 'data-rest-url="' . esc_url( rest_url( 'customer-area/v1/connection-test' ) ) . '"', $html );
		self::assertStringContainsString( 'aria-live="polite"', $html );
		self::assertStringContainsString( 'plugins/customer-area/build/admin/settings.js', $html );

		$dashboard = $client->get( '/wp-admin/' )['body'];
		self::assertStringNotContainsString( 'build/admin/settings.js', $dashboard );
		self::assertStringNotContainsString( 'customer-area-test-connection', $dashboard );
	}
}
