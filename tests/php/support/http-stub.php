<?php
/**
 * A local HTTP server the probe tests request: PHP's built-in server with http-stub-router.php.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

/**
 * Starts the stub on a loopback address and a free port, reads the log of the requests it got,
 * and stops it. It listens on 127.0.0.2 (Linux answers the whole 127/8 on the loopback device),
 * not on 127.0.0.1, where the machine's own resolver sends "localhost": a request that reaches it
 * went to the address the plugin's check was given, and no other.
 */
final class HttpStub {

	/** The address it listens on. */
	public const HOST = '127.0.0.2';

	/**
	 * The running server.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/** The request log. */
	private string $log;

	/** The port it listens on. */
	public int $port = 0;

	/**
	 * Starts the server and waits until it accepts connections.
	 */
	public function __construct() {
		$this->log  = (string) tempnam( sys_get_temp_dir(), 'customer-area-stub' );
		$this->port = self::free_port();
		$command    = array( PHP_BINARY, '-S', self::HOST . ':' . $this->port, __DIR__ . '/http-stub-router.php' );
		$env        = array(
			'CUSTOMER_AREA_HTTP_STUB_LOG' => $this->log,
			'PATH'                        => (string) getenv( 'PATH' ),
		);
		$null       = array( 'file', '/dev/null', 'a' );
		$process    = proc_open(
			$command,
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => $null,
				2 => $null,
			),
			$pipes,
			null,
			$env
		);
		TestCase::assertIsResource( $process, 'the HTTP stub did not start' );
		$this->process = $process;
		for ( $tries = 0; $tries < 100; $tries++ ) {
			$socket = @fsockopen( self::HOST, $this->port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- refused until the server is up.
			if ( false !== $socket ) {
				fclose( $socket );
				return;
			}
			usleep( 50000 );
		}
		TestCase::fail( 'the HTTP stub did not listen on ' . self::HOST . ':' . $this->port );
	}

	/**
	 * The stub's origin by name: "http://localhost:PORT". The stack's WordPress blocks requests
	 * to other hosts (WP_HTTP_BLOCK_EXTERNAL) but not to localhost, so the tests make localhost
	 * resolve to the stub's address for the plugin's check, and the request follows the check.
	 *
	 * @return string Origin.
	 */
	public function origin(): string {
		return 'http://localhost:' . $this->port;
	}

	/**
	 * The paths of the requests the stub got since the last {@see HttpStub::forget()}.
	 *
	 * @return array<int, string> Paths, in order.
	 */
	public function paths(): array {
		clearstatcache();
		$lines = file( $this->log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
		return array_map(
			static fn ( string $line ): string => (string) ( json_decode( $line, true )['path'] ?? '' ),
			false === $lines ? array() : $lines
		);
	}

	/**
	 * Empties the request log.
	 */
	public function forget(): void {
		file_put_contents( $this->log, '' );
	}

	/**
	 * Stops the server and removes its log.
	 */
	public function stop(): void {
		if ( null !== $this->process ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
			$this->process = null;
		}
		unlink( $this->log );
	}

	/**
	 * A path that answers 302 to a Location.
	 *
	 * @param string $location The Location header.
	 * @return string Path.
	 */
	public static function redirect_path( string $location ): string {
		return '/r/' . rtrim( strtr( base64_encode( $location ), '+/', '-_' ), '=' );
	}

	/**
	 * A TCP port on the stub's address that nothing listens on now.
	 *
	 * @return int Port.
	 */
	private static function free_port(): int {
		$server = stream_socket_server( 'tcp://' . self::HOST . ':0' );
		TestCase::assertNotFalse( $server, 'no free port on ' . self::HOST );
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server );
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}
}
