<?php
/**
 * Router of the local HTTP stub the probe tests request (`php -S 127.0.0.2:PORT http-stub-router.php`,
 * started by {@see \CustomerArea\Tests\HttpStub}).
 *
 * Paths (anything may follow them, e.g. the API's "/api/onoffice/countries"):
 * - `/api/…`            the API's countries answer, allowing any origin;
 * - `/r/{base64url}/…`  302 to the decoded Location;
 * - `/chain/{n}/…`      302 to `/chain/{n+1}/…` (relative), a redirect chain;
 * - `/big/…`            a 1 MB countries answer (valid JSON, so only a cut makes it unexpected);
 * - `/endless/…`        200 with a body that never ends (until the client goes, or 30 s).
 * Every request is logged as one JSON line to the file in env CUSTOMER_AREA_HTTP_STUB_LOG.
 *
 * @package CustomerArea
 */

// Only as the stub's router: anywhere else (the repository is served by WordPress too) it refuses.
if ( 'cli-server' !== PHP_SAPI || false === getenv( 'CUSTOMER_AREA_HTTP_STUB_LOG' ) ) {
	http_response_code( 403 );
	exit;
}

/**
 * Logs the request and answers it.
 */
function customer_area_stub_answer(): void {
	// WordPress is not loaded in the stub's server, so neither are wp_unslash() and the sanitizers;
	// the request's path and host are only matched and logged.
	// phpcs:disable WordPress.Security.ValidatedSanitizedInput.MissingUnslash, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	$path = (string) parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH );
	file_put_contents(
		(string) getenv( 'CUSTOMER_AREA_HTTP_STUB_LOG' ),
		json_encode(
			array(
				'path' => $path,
				'host' => $_SERVER['HTTP_HOST'] ?? '',
			)
		) . "\n",
		FILE_APPEND | LOCK_EX
	);
	// phpcs:enable

	if ( 1 === preg_match( '~^/r/([A-Za-z0-9_-]+)~', $path, $match ) ) {
		header( 'Location: ' . base64_decode( strtr( $match[1], '-_', '+/' ) ), true, 302 );
		return;
	}
	if ( 1 === preg_match( '~^/chain/(\d+)(/.*)?$~', $path, $match ) ) {
		header( 'Location: /chain/' . ( (int) $match[1] + 1 ) . ( $match[2] ?? '' ), true, 302 );
		return;
	}
	header( 'Content-Type: application/json' );
	header( 'Access-Control-Allow-Origin: *' );
	if ( str_starts_with( $path, '/big/' ) ) {
		$countries = array();
		for ( $i = 0; $i < 40000; $i++ ) {
			$countries[ sprintf( 'C%05d', $i ) ] = 'Country number ' . $i;
		}
		echo json_encode( $countries );
		return;
	}
	if ( str_starts_with( $path, '/endless/' ) ) {
		customer_area_stub_endless();
		return;
	}
	echo '{"DEU":"Deutschland","AUT":"Österreich"}';
}

/**
 * Streams a JSON string that never closes, 8 KB at a time, until the client hangs up (PHP ends
 * the script at the first write after that) or 30 seconds have passed.
 */
function customer_area_stub_endless(): void {
	while ( ob_get_level() > 0 ) {
		ob_end_flush();
	}
	echo '{"DEU":"';
	$until = microtime( true ) + 30;
	while ( microtime( true ) < $until && ! connection_aborted() ) {
		echo str_repeat( 'x', 8192 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- 8 KB of "x", nothing else.
		flush();
		usleep( 1000 );
	}
}

customer_area_stub_answer();
