<?php
/**
 * The development server's router refuses what it must refuse however the path is spelled.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

/**
 * `php -S` with scripts/wp/router.php, as the stack starts it (plain, and in the gzip mode of
 * `npm run bench`), on a document root of its own: a front controller, the plugin folder with a
 * readme, the coding standards' tools, a dot folder and node_modules. The router must refuse the
 * last three whatever spelling reaches the same file: repeated slashes, "." segments, and both of
 * them percent-encoded. Requests go over a raw socket, since HTTP clients tidy such paths up
 * before sending them.
 */
final class DevServerRouterTest extends TestCase {

	/** The address the servers listen on (see {@see HttpStub}). */
	private const HOST = '127.0.0.2';

	/** What each file of the document root says, so an answer shows which file it came from. */
	private const FILES = array(
		'index.php'                                    => "<?php echo 'front controller';",
		'wp-admin/index.php'                           => "<?php echo 'admin';",
		'wp-content/plugins/customer-area/readme.txt'  => 'plugin readme',
		'wp-content/plugins/customer-area/tools/phpcs/README.md' => 'tools secret',
		'wp-content/plugins/customer-area/tools/phpcs/run.php' => "<?php echo 'tools ran';",
		'wp-content/plugins/customer-area/.git/config' => 'git secret',
		'wp-content/plugins/customer-area/node_modules/pkg/main.js' => 'module secret',
	);

	/**
	 * The document root.
	 *
	 * @var string
	 */
	private static string $root = '';

	/**
	 * The running servers: mode => [process, port].
	 *
	 * @var array<string, array{0: resource, 1: int}>
	 */
	private static array $servers = array();

	/**
	 * Builds the document root and starts both servers.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$root = sys_get_temp_dir() . '/customer-area-router-' . wp_generate_password( 8, false );
		foreach ( self::FILES as $file => $content ) {
			wp_mkdir_p( dirname( self::$root . '/' . $file ) );
			file_put_contents( self::$root . '/' . $file, $content );
		}
		self::$servers['plain'] = self::start( array(), array( 'CA_GZIP' => '0' ) );
		self::$servers['gzip']  = self::start( array( '-d', 'zlib.output_compression=On' ), array( 'CA_GZIP' => '1' ) );
	}

	/**
	 * Stops the servers and removes the document root.
	 */
	public static function tearDownAfterClass(): void {
		foreach ( self::$servers as [ $process ] ) {
			proc_terminate( $process );
			proc_close( $process );
		}
		self::$servers = array();
		$files         = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( self::$root, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $files as $file ) {
			$file->isDir() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() );
		}
		rmdir( self::$root );
		parent::tearDownAfterClass();
	}

	/**
	 * Paths that reach a file the router must not serve, by the spelling they try.
	 *
	 * @return array<string, array{0: string}> Spelling => path.
	 */
	public static function refused_paths(): array {
		$plugin = '/wp-content/plugins/customer-area';
		$readme = '/tools/phpcs/README.md';
		$paths  = array(
			'tools'                                   => $plugin . $readme,
			'tools, PHP'                              => $plugin . '/tools/phpcs/run.php',
			'tools, the folder'                       => $plugin . '/tools/',
			'tools, repeated slash before'            => $plugin . '/' . $readme,
			'tools, repeated slash before, PHP'       => $plugin . '//tools/phpcs/run.php',
			'tools, three slashes'                    => $plugin . '///tools/phpcs/README.md',
			'tools, repeated slash in the plugin dir' => '/wp-content/plugins//customer-area' . $readme,
			'tools, repeated slash everywhere'        => '/wp-content//plugins//customer-area//tools//phpcs//README.md',
			'tools, leading repeated slash'           => '/' . $plugin . $readme,
			'tools, dot segment'                      => $plugin . '/.' . $readme,
			'tools, dot segment, PHP'                 => $plugin . '/./tools/phpcs/run.php',
			'tools, dot segments and slashes'         => $plugin . '/.//./' . $readme,
			'tools, dot segment in the plugin dir'    => '/wp-content/plugins/./customer-area' . $readme,
			'tools, dot-dot segment'                  => $plugin . '/x/..' . $readme,
			'tools, encoded slash'                    => $plugin . '/%2Ftools/phpcs/README.md',
			'tools, encoded slash, lower case'        => $plugin . '/%2ftools/phpcs/run.php',
			'tools, encoded dot segment'              => $plugin . '/%2E' . $readme,
			'tools, encoded dot segment, lower case'  => $plugin . '/%2e' . $readme,
			'tools, encoded dot and slash'            => $plugin . '/%2E%2F' . substr( $readme, 1 ),
			'tools, encoded dot-dot segment'          => $plugin . '/x/%2E%2E' . $readme,
			'tools, encoded letters'                  => $plugin . '/%74ools/phpcs/README.md',
			'dot folder'                              => $plugin . '/.git/config',
			'dot folder, repeated slash'              => $plugin . '//.git/config',
			'dot folder, dot segment'                 => $plugin . '/./.git/config',
			'dot folder, encoded dot'                 => $plugin . '/%2Egit/config',
			'node_modules'                            => $plugin . '/node_modules/pkg/main.js',
			'node_modules, repeated slash'            => $plugin . '//node_modules/pkg/main.js',
			'node_modules, encoded slash'             => $plugin . '/%2Fnode_modules/pkg/main.js',
			'node_modules, dot segment'               => $plugin . '/./node_modules/pkg/main.js',
		);
		$rows   = array();
		foreach ( array( 'plain', 'gzip' ) as $mode ) {
			foreach ( $paths as $spelling => $path ) {
				$rows[ $mode . ': ' . $spelling ] = array( $mode, $path );
			}
		}
		return $rows;
	}

	/**
	 * Every spelling is refused with 404, and nothing of the file is sent or run.
	 *
	 * @dataProvider refused_paths
	 *
	 * @param string $mode Which server.
	 * @param string $path Request path, sent as it is.
	 */
	public function test_a_refused_file_is_refused_in_every_spelling( string $mode, string $path ): void {
		$answer = self::request( $mode, $path );

		self::assertSame( 404, $answer['status'], $path );
		self::assertStringNotContainsString( 'secret', $answer['body'], $path );
		self::assertStringNotContainsString( 'ran', $answer['body'], $path );
	}

	/**
	 * What the router must still serve, also when the path is spelled untidily, so that the
	 * refusals above are refusals and not a server that serves nothing.
	 *
	 * @return array<string, array{0: string, 1: string, 2: int, 3: string}> Case => mode, path, status, body or Location.
	 */
	public static function served_paths(): array {
		$cases = array(
			'a file of the plugin'                 => array( '/wp-content/plugins/customer-area/readme.txt', 200, 'plugin readme' ),
			'a file of the plugin, repeated slash' => array( '/wp-content/plugins//customer-area/readme.txt', 200, 'plugin readme' ),
			'a file of the plugin, dot segment'    => array( '/wp-content/./plugins/customer-area/readme.txt', 200, 'plugin readme' ),
			'a pretty permalink'                   => array( '/customer-area/', 200, 'front controller' ),
			'a folder with index.php'              => array( '/wp-admin/', 200, 'admin' ),
			'a folder without its slash: redirect' => array( '/wp-admin', 301, '/wp-admin/' ),
			// Location "//wp-admin/" would send the browser to the host "wp-admin".
			'a folder, repeated slash: redirect on the site' => array( '//wp-admin', 301, '/wp-admin/' ),
		);
		$rows = array();
		foreach ( array( 'plain', 'gzip' ) as $mode ) {
			foreach ( $cases as $label => [ $path, $status, $expected ] ) {
				$rows[ $mode . ': ' . $label ] = array( $mode, $path, $status, $expected );
			}
		}
		return $rows;
	}

	/**
	 * The plugin's files, the front controller and folders are served as before.
	 *
	 * @dataProvider served_paths
	 *
	 * @param string $mode     Which server.
	 * @param string $path     Request path.
	 * @param int    $status   Expected status.
	 * @param string $expected The body, or for a redirect the Location.
	 */
	public function test_other_files_are_served( string $mode, string $path, int $status, string $expected ): void {
		$answer = self::request( $mode, $path );

		self::assertSame( $status, $answer['status'], $path );
		self::assertSame( $expected, 301 === $status ? $answer['location'] : $answer['body'], $path );
	}

	/**
	 * Starts `php -S` with the router on a free port and waits until it accepts connections.
	 *
	 * @param array<int, string>    $options PHP options before -S.
	 * @param array<string, string> $env     Environment besides PATH.
	 * @return array{0: resource, 1: int} Process and port.
	 */
	private static function start( array $options, array $env ): array {
		$server = stream_socket_server( 'tcp://' . self::HOST . ':0' );
		self::assertNotFalse( $server, 'no free port on ' . self::HOST );
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server );
		$port    = (int) substr( $name, strrpos( $name, ':' ) + 1 );
		$router  = CUSTOMER_AREA_DIR . 'scripts/wp/router.php';
		$command = array_merge( array( PHP_BINARY ), $options, array( '-S', self::HOST . ':' . $port, '-t', self::$root, $router ) );
		$null    = array( 'file', '/dev/null', 'a' );
		$process = proc_open(
			$command,
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => $null,
				2 => $null,
			),
			$pipes,
			self::$root,
			$env + array( 'PATH' => (string) getenv( 'PATH' ) )
		);
		self::assertIsResource( $process, 'php -S did not start' );
		for ( $tries = 0; $tries < 100; $tries++ ) {
			$socket = @fsockopen( self::HOST, $port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- refused until the server is up.
			if ( false !== $socket ) {
				fclose( $socket );
				return array( $process, $port );
			}
			usleep( 50000 );
		}
		self::fail( 'php -S did not listen on ' . self::HOST . ':' . $port );
	}

	/**
	 * Sends a GET with the path exactly as given and reads the answer.
	 *
	 * @param string $mode Which server.
	 * @param string $path Request path.
	 * @return array{status: int, location: string, body: string} Answer (the body decompressed).
	 */
	private static function request( string $mode, string $path ): array {
		$port   = self::$servers[ $mode ][1];
		$socket = fsockopen( self::HOST, $port, $errno, $errstr, 5 );
		self::assertNotFalse( $socket, $errstr );
		stream_set_timeout( $socket, 10 );
		fwrite( $socket, 'GET ' . $path . " HTTP/1.1\r\nHost: " . self::HOST . ':' . $port . "\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n" );
		$raw = (string) stream_get_contents( $socket );
		fclose( $socket );
		[ $head, $body ] = array_pad( explode( "\r\n\r\n", $raw, 2 ), 2, '' );
		self::assertSame( 1, preg_match( '#^HTTP/1\.[01] (\d{3})#', $head, $status ), 'no HTTP answer to ' . $path );
		$location = preg_match( '/^Location: *(.*)$/mi', $head, $match ) ? trim( $match[1] ) : '';
		if ( 1 === preg_match( '/^Transfer-Encoding: *chunked/mi', $head ) ) {
			$body = self::unchunk( $body );
		}
		if ( 1 === preg_match( '/^Content-Encoding: *gzip/mi', $head ) ) {
			$body = (string) gzdecode( $body );
		}
		return array(
			'status'   => (int) $status[1],
			'location' => $location,
			'body'     => $body,
		);
	}

	/**
	 * The body of a chunked answer.
	 *
	 * @param string $chunked Chunked body.
	 * @return string Body.
	 */
	private static function unchunk( string $chunked ): string {
		$body = '';
		while ( 1 === preg_match( '/^([0-9a-f]+)[^\r\n]*\r\n/i', $chunked, $match ) ) {
			$size = (int) hexdec( $match[1] );
			if ( 0 === $size ) {
				break;
			}
			$body   .= substr( $chunked, strlen( $match[0] ), $size );
			$chunked = substr( $chunked, strlen( $match[0] ) + $size + 2 );
		}
		return $body;
	}
}
