<?php
/**
 * A tiny browser for the HTTP tests: real requests to WP_URL with a cookie jar.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

/**
 * Sends requests to the running WordPress like a browser would (cookies, manual redirects),
 * so that the tests see exactly what a broker or a visitor sees.
 */
final class HttpClient {

	/**
	 * Cookies by name.
	 *
	 * @var array<string, string>
	 */
	private array $cookies = array();

	/**
	 * GET a path or URL on WP_URL.
	 *
	 * @param string $path Path such as "/wp-admin/" or an absolute URL.
	 * @return array{status: int, body: string, location: string} Response.
	 */
	public function get( string $path ): array {
		return $this->request( 'GET', $path, array() );
	}

	/**
	 * POST a form (application/x-www-form-urlencoded) to a path or URL on WP_URL.
	 *
	 * @param string               $path Path or URL.
	 * @param array<string, mixed> $form Fields; nested arrays become name[key] fields.
	 * @return array{status: int, body: string, location: string} Response.
	 */
	public function post( string $path, array $form ): array {
		return $this->request( 'POST', $path, $form );
	}

	/**
	 * Follows a redirect response with a GET.
	 *
	 * @param array{status: int, body: string, location: string} $response A 30x response.
	 * @return array{status: int, body: string, location: string} The page redirected to.
	 */
	public function follow( array $response ): array {
		TestCase::assertContains( $response['status'], array( 301, 302, 303 ), 'expected a redirect' );
		return $this->get( $response['location'] );
	}

	/**
	 * Signs in through wp-login.php, as a person would.
	 *
	 * @param string $login    User login.
	 * @param string $password Password.
	 */
	public function log_in( string $login, string $password ): void {
		$this->cookies['wordpress_test_cookie'] = 'WP Cookie check';
		$response                               = $this->post(
			'/wp-login.php',
			array(
				'log'         => $login,
				'pwd'         => $password,
				'wp-submit'   => 'Log In',
				'redirect_to' => CUSTOMER_AREA_TEST_WP_URL . '/wp-admin/',
				'testcookie'  => '1',
			)
		);
		TestCase::assertSame( 302, $response['status'], 'login as ' . $login . ' failed: ' . substr( wp_strip_all_tags( $response['body'] ), 0, 300 ) );
		TestCase::assertTrue( null !== $this->logged_in_cookie(), 'no logged-in cookie after login as ' . $login );
	}

	/**
	 * The value of the wordpress_logged_in_* cookie, if any.
	 *
	 * @return string|null Cookie value.
	 */
	public function logged_in_cookie(): ?string {
		return $this->cookies[ LOGGED_IN_COOKIE ] ?? null;
	}

	/**
	 * Sends one request and stores the cookies it sets.
	 *
	 * @param string               $method GET or POST.
	 * @param string               $path   Path or URL.
	 * @param array<string, mixed> $form   Form fields for POST.
	 * @return array{status: int, body: string, location: string} Response.
	 */
	private function request( string $method, string $path, array $form ): array {
		$url  = str_starts_with( $path, 'http' ) ? $path : CUSTOMER_AREA_TEST_WP_URL . $path;
		$args = array(
			'method'      => $method,
			'timeout'     => 60,
			'redirection' => 0,
			'cookies'     => $this->cookies,
			'headers'     => array( 'User-Agent' => 'customer-area-phpunit' ),
		);
		if ( 'POST' === $method ) {
			$args['body']                    = http_build_query( $form );
			$args['headers']['Content-Type'] = 'application/x-www-form-urlencoded';
		}
		$response = wp_remote_request( $url, $args );
		if ( is_wp_error( $response ) ) {
			TestCase::fail( $method . ' ' . $url . ' failed: ' . $response->get_error_message() );
		}
		foreach ( wp_remote_retrieve_cookies( $response ) as $cookie ) {
			$this->cookies[ $cookie->name ] = $cookie->value;
			if ( '' === $cookie->value || 'deleted' === $cookie->value ) {
				unset( $this->cookies[ $cookie->name ] );
			}
		}
		$location = wp_remote_retrieve_header( $response, 'location' );
		return array(
			'status'   => (int) wp_remote_retrieve_response_code( $response ),
			'body'     => (string) wp_remote_retrieve_body( $response ),
			'location' => is_array( $location ) ? (string) end( $location ) : (string) $location,
		);
	}
}
