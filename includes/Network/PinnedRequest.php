<?php
/**
 * A GET request through WordPress's HTTP API to a checked target, and nowhere else.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Network;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Sends one GET to a {@see Target} that {@see Targets::check()} allowed:
 *
 * - the connection goes to the addresses that were checked: cURL is handed them
 *   (`CURLOPT_RESOLVE`), so a DNS answer that changes between the check and the request
 *   (DNS rebinding) cannot send it elsewhere;
 * - redirects are not followed (the caller reads them as a result);
 * - at most {@see PinnedRequest::MAX_BYTES} of the body are kept, and cURL stops the transfer as
 *   soon as more arrives, so an endless answer cannot hold the request until its time limit.
 *
 * Without PHP's cURL extension WordPress falls back to PHP streams, which offer neither: the body
 * is still cut, but read until the server ends it, and the address is resolved again for the
 * request (docs/architecture.md "Security rules" names this limit). The same holds behind a proxy
 * that WordPress is configured to use (WP_PROXY_HOST): the proxy resolves the host itself.
 */
final class PinnedRequest {

	/** The most of an answer's body that is read. */
	public const MAX_BYTES = 65536;

	/** The request argument that marks the plugin's own requests for the cURL hook. */
	private const MARK = 'customer_area_pinned';

	/**
	 * Sends the request.
	 *
	 * @param Target                $target  An allowed target.
	 * @param array<string, string> $headers Request headers.
	 * @param int                   $timeout Time limit in seconds.
	 * @return array{response: array<string, mixed>|\WP_Error, cut: bool, status: int} WordPress's
	 *     answer (or error); `cut` when the transfer was stopped after MAX_BYTES, with the status seen then.
	 */
	public static function get( Target $target, array $headers, int $timeout ): array {
		$state = (object) array(
			'cut'    => false,
			'status' => 0,
		);
		// The request itself goes through wp_remote_get(); these calls only configure the handle
		// WordPress's own cURL transport hands to `http_api_curl`, which the HTTP API has no argument for.
		// phpcs:disable WordPress.WP.AlternativeFunctions.curl_curl_setopt, WordPress.WP.AlternativeFunctions.curl_curl_getinfo
		$hook = static function ( &$handle, $args ) use ( $target, $state ): void {
			if ( ! is_array( $args ) || empty( $args[ self::MARK ] ) ) {
				return;
			}
			if ( ! $target->literal ) {
				curl_setopt( $handle, CURLOPT_RESOLVE, array( self::resolve_entry( $target ) ) );
			}
			curl_setopt( $handle, CURLOPT_NOPROGRESS, false );
			curl_setopt(
				$handle,
				CURLOPT_XFERINFOFUNCTION,
				static function ( $transfer, $download_total, $downloaded ) use ( $state ): int {
					unset( $download_total );
					if ( $downloaded <= self::MAX_BYTES ) {
						return 0;
					}
					$state->cut    = true;
					$state->status = (int) curl_getinfo( $transfer, CURLINFO_RESPONSE_CODE );
					return 1;
				}
			);
		};
		// phpcs:enable
		add_action( 'http_api_curl', $hook, 10, 2 );
		try {
			$response = wp_remote_get(
				$target->url(),
				array(
					'timeout'             => $timeout,
					'redirection'         => 0,
					'limit_response_size' => self::MAX_BYTES,
					'headers'             => $headers,
					self::MARK            => true,
				)
			);
		} finally {
			remove_action( 'http_api_curl', $hook, 10 );
		}
		return array(
			'response' => $response,
			'cut'      => $state->cut,
			'status'   => $state->status,
		);
	}

	/**
	 * The `CURLOPT_RESOLVE` entry that pins a name to its checked addresses: "host:port:a,b".
	 *
	 * @param Target $target The target.
	 * @return string Entry.
	 */
	private static function resolve_entry( Target $target ): string {
		$addresses = array_map(
			static fn ( string $address ): string => str_contains( $address, ':' ) ? '[' . $address . ']' : $address,
			$target->addresses
		);
		return $target->host . ':' . $target->port . ':' . implode( ',', $addresses );
	}
}
