<?php
/**
 * Requests the saved API base and geocoder URL from the server.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Admin;

use CustomerArea\Network\PinnedRequest;
use CustomerArea\Network\Target;
use CustomerArea\Network\Targets;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The server's view of an address, through WordPress's HTTP API: whether an answer arrived, its
 * status and time, whether it is what the address should give, and, when none arrived, which
 * kind of failure it was (DNS, refused, TLS, time-out, a redirect, a private address). The
 * connection test on the settings page and the Site Health test both use it.
 *
 * Before each request the host is resolved and every address checked ({@see Targets}); the
 * request goes only to those addresses, follows no redirect and reads at most 64 KB
 * ({@see PinnedRequest}). See docs/architecture.md "Security rules".
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
	 * The error kind of each refusal before a request: the host has no address, or an address the
	 * server does not request ({@see Targets}); a URL the check cannot read is "other".
	 *
	 * @var array<string, string>
	 */
	private const REFUSALS = array(
		Target::INVALID => 'other',
		Target::DNS     => 'dns',
		Target::PRIVATE => 'private',
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
	 * @return array{url: string, reached: bool, status: int, ms: int, expected: bool, corsAllowsSite: bool, error: string, redirectTo: string} What the server saw.
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
	 * @return array{url: string, reached: bool, status: int, ms: int, expected: bool, corsAllowsSite: bool, error: string, redirectTo: string} What the server saw.
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
		$names = get_object_vars( $data );
		return array_filter( $names, 'is_string' ) === $names;
	}

	/**
	 * Whether a decoded answer is a geocoder's: a list of places, at least one with an address.
	 *
	 * @param mixed $data Answer decoded with json_decode() (objects as stdClass).
	 * @return bool True for a geocoder's answer.
	 */
	public static function is_geocoder_answer( $data ): bool {
		$has_address = static fn ( $place ): bool => $place instanceof \stdClass && isset( $place->address ) && $place->address instanceof \stdClass;
		return is_array( $data ) && array() !== array_filter( $data, $has_address );
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
	 * Checks the URL's host, sends one GET request to the checked addresses and describes what
	 * came back (see {@see PinnedRequest} for the request itself). Nothing of the transport's own
	 * error message is kept: the answer reaches the browser, and the message names internal
	 * addresses and ports; only the kind of failure goes out.
	 *
	 * @param string                $url      URL.
	 * @param array<string, string> $headers  Request headers.
	 * @param int                   $timeout  Time limit in seconds.
	 * @param callable              $expected Decoded answer → whether it is the expected one.
	 * @return array{url: string, reached: bool, status: int, ms: int, expected: bool, corsAllowsSite: bool, error: string, redirectTo: string} What the server saw.
	 */
	private function request( string $url, array $headers, int $timeout, callable $expected ): array {
		$seen   = array(
			'url'            => $url,
			'reached'        => false,
			'status'         => 0,
			'ms'             => 0,
			'expected'       => false,
			'corsAllowsSite' => false,
			'error'          => '',
			'redirectTo'     => '',
		);
		$target = Targets::check( $url );
		if ( Target::OK !== $target->verdict ) {
			$seen['error'] = self::REFUSALS[ $target->verdict ];
			return $seen;
		}

		$started    = microtime( true );
		$sent       = PinnedRequest::get( $target, $headers, $timeout );
		$seen['ms'] = (int) round( ( microtime( true ) - $started ) * 1000 );
		$response   = $sent['response'];
		if ( $sent['cut'] ) {
			// Longer than any answer of the tested calls: an answer, but not the expected one.
			return array_merge(
				$seen,
				array(
					'reached' => true,
					'status'  => $sent['status'],
				)
			);
		}
		if ( is_wp_error( $response ) ) {
			$seen['error'] = self::error_kind( $response );
			return $seen;
		}

		$seen['reached'] = true;
		$seen['status']  = (int) wp_remote_retrieve_response_code( $response );
		$location        = self::last_header( $response, 'location' );
		if ( $seen['status'] >= 300 && $seen['status'] < 400 && '' !== $location ) {
			$seen['error']      = 'redirect';
			$seen['redirectTo'] = self::redirect_origin( $location, $target->url() );
			return $seen;
		}
		$allow                  = self::last_header( $response, 'access-control-allow-origin' );
		$seen['expected']       = $seen['status'] >= 200 && $seen['status'] < 300 && (bool) $expected( json_decode( (string) wp_remote_retrieve_body( $response ) ) );
		$seen['corsAllowsSite'] = '*' === $allow || rtrim( $allow, '/' ) === $headers['Origin'];
		return $seen;
	}

	/**
	 * Where a redirect leads, as the page may name it: the origin of its target when the server
	 * would request that target itself, '' when it is a private (or unreadable) address.
	 *
	 * @param string $location The Location header.
	 * @param string $base     The URL that answered with it.
	 * @return string Origin, or ''.
	 */
	public static function redirect_origin( string $location, string $base ): string {
		$target = Targets::check( \WP_Http::make_absolute_url( $location, $base ) );
		return Target::OK === $target->verdict || Target::DNS === $target->verdict ? $target->origin() : '';
	}

	/**
	 * A response header's last value ('' when absent).
	 *
	 * @param array<string, mixed> $response The response of wp_remote_get().
	 * @param string               $name     Header name.
	 * @return string Value.
	 */
	private static function last_header( array $response, string $name ): string {
		$value = wp_remote_retrieve_header( $response, $name );
		return is_array( $value ) ? (string) end( $value ) : (string) $value;
	}
}
