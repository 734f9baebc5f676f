<?php
/**
 * Requests the saved API base and geocoder URL from the server.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Admin;

use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The server's view of an address, through WordPress's HTTP API: whether an answer arrived, its
 * status and time, whether it is what the address should give, and, when none arrived, which
 * kind of failure WordPress's error names. The connection test on the settings page and the
 * Site Health test both use it.
 *
 * The API is asked the public contract call `GET {API base}/api/onoffice/countries` with the
 * headers every API call sends (docs/behaviour.md "Calls and headers") plus this site's `Origin`,
 * so the answer also tells whether the API's CORS allows the site. The geocoder is asked for a
 * known address.
 */
final class ConnectionProbe {

	/** The known address the geocoder must find. */
	public const GEOCODER_TEST_QUERY = array(
		'city'       => 'Berlin',
		'postalcode' => '10115',
	);

	/**
	 * cURL error numbers, as WordPress's HTTP library reports them ("cURL error 7: …"), by kind.
	 *
	 * @var array<string, array<int, int>>
	 */
	private const CURL_ERRORS = array(
		'dns'     => array( 5, 6 ),
		'refused' => array( 7 ),
		'timeout' => array( 28 ),
		'tls'     => array( 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91 ),
	);

	/**
	 * Requests the API's public test call.
	 *
	 * @param string $api_base Saved API base (no trailing slash).
	 * @param int    $timeout  Time limit in seconds.
	 * @return array{url: string, reached: bool, status: int, ms: int, expected: bool, corsAllowsSite: bool, error: string, message: string} What the server saw.
	 */
	public function api( string $api_base, int $timeout ): array {
		$origin = Url::site_origin();
		return $this->request(
			$api_base . '/api/onoffice/countries',
			array(
				'Accept'           => 'application/json',
				'Accept-Language'  => 'en',
				'X-Requested-With' => 'XMLHttpRequest',
				'X-Broker-Url'     => $origin,
				'Origin'           => $origin,
			),
			$timeout,
			array( self::class, 'is_api_answer' )
		);
	}

	/**
	 * Requests the geocoder's search for the known address.
	 *
	 * @param string $geocoder_url Saved geocoder URL.
	 * @param int    $timeout      Time limit in seconds.
	 * @return array{url: string, reached: bool, status: int, ms: int, expected: bool, corsAllowsSite: bool, error: string, message: string} What the server saw.
	 */
	public function geocoder( string $geocoder_url, int $timeout ): array {
		$query = array_merge(
			self::GEOCODER_TEST_QUERY,
			array(
				'format'          => 'json',
				'addressdetails'  => '1',
				'accept-language' => 'de',
			)
		);
		return $this->request(
			add_query_arg( array_map( 'rawurlencode', $query ), $geocoder_url ),
			array(
				'Accept' => 'application/json',
				'Origin' => Url::site_origin(),
			),
			$timeout,
			array( self::class, 'is_geocoder_answer' )
		);
	}

	/**
	 * Whether a decoded answer is the API's: the countries call answers an object of code → name.
	 *
	 * @param mixed $data Answer decoded with json_decode() (objects as stdClass).
	 * @return bool True for the API's answer.
	 */
	public static function is_api_answer( $data ): bool {
		if ( ! $data instanceof \stdClass ) {
			return false;
		}
		foreach ( get_object_vars( $data ) as $name ) {
			if ( ! is_string( $name ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a decoded answer is a geocoder's: a list of places, at least one with an address.
	 *
	 * @param mixed $data Answer decoded with json_decode() (objects as stdClass).
	 * @return bool True for a geocoder's answer.
	 */
	public static function is_geocoder_answer( $data ): bool {
		if ( ! is_array( $data ) ) {
			return false;
		}
		foreach ( $data as $place ) {
			if ( $place instanceof \stdClass && isset( $place->address ) && $place->address instanceof \stdClass ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The kind of failure a WordPress HTTP error names: "dns", "refused", "tls", "timeout",
	 * "blocked" (this site does not let WordPress request other hosts) or "other".
	 *
	 * @param \WP_Error $error The error of wp_remote_get().
	 * @return string Kind.
	 */
	public static function error_kind( \WP_Error $error ): string {
		if ( 'http_request_not_executed' === $error->get_error_code() ) {
			return 'blocked';
		}
		$message = strtolower( $error->get_error_message() );
		if ( 1 === preg_match( '/curl error (\d+)/', $message, $match ) ) {
			foreach ( self::CURL_ERRORS as $kind => $numbers ) {
				if ( in_array( (int) $match[1], $numbers, true ) ) {
					return $kind;
				}
			}
		}
		// Without cURL, WordPress falls back to PHP streams, whose errors are words only.
		$words = array(
			'dns'     => '/could not resolve|getaddrinfo|name or service not known|no such host/',
			'refused' => '/connection refused|couldn.t connect|failed to connect/',
			'timeout' => '/timed out|timeout/',
			'tls'     => '/ssl|tls|certificate/',
		);
		foreach ( $words as $kind => $pattern ) {
			if ( 1 === preg_match( $pattern, $message ) ) {
				return $kind;
			}
		}
		return 'other';
	}

	/**
	 * Sends one GET request and describes what came back.
	 *
	 * @param string                $url      URL.
	 * @param array<string, string> $headers  Request headers.
	 * @param int                   $timeout  Time limit in seconds.
	 * @param callable              $expected Decoded answer → whether it is the expected one.
	 * @return array{url: string, reached: bool, status: int, ms: int, expected: bool, corsAllowsSite: bool, error: string, message: string} What the server saw.
	 */
	private function request( string $url, array $headers, int $timeout, callable $expected ): array {
		$started  = microtime( true );
		$response = wp_remote_get(
			$url,
			array(
				'timeout'     => $timeout,
				'redirection' => 3,
				'headers'     => $headers,
			)
		);
		$ms       = (int) round( ( microtime( true ) - $started ) * 1000 );
		if ( is_wp_error( $response ) ) {
			return array(
				'url'            => $url,
				'reached'        => false,
				'status'         => 0,
				'ms'             => $ms,
				'expected'       => false,
				'corsAllowsSite' => false,
				'error'          => self::error_kind( $response ),
				'message'        => $response->get_error_message(),
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$allow  = wp_remote_retrieve_header( $response, 'access-control-allow-origin' );
		$allow  = is_array( $allow ) ? (string) end( $allow ) : (string) $allow;
		return array(
			'url'            => $url,
			'reached'        => true,
			'status'         => $status,
			'ms'             => $ms,
			'expected'       => $status >= 200 && $status < 300 && (bool) $expected( json_decode( (string) wp_remote_retrieve_body( $response ) ) ),
			'corsAllowsSite' => '*' === $allow || rtrim( $allow, '/' ) === $headers['Origin'],
			'error'          => '',
			'message'        => '',
		);
	}
}
