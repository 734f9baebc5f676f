<?php
/**
 * The server's requests of the connection test and Site Health against a local HTTP stub.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\ConnectionProbe;
use CustomerArea\Admin\SiteHealth;
use CustomerArea\Network\Targets;

/**
 * A stub on 127.0.0.2 answers like the API, redirects, or sends far too much. Through both
 * branches of the private-target filter: without the exception the stub is never asked (it is a
 * loopback address); with it, the answer is read, redirects are reported and not followed, and
 * no more than 64 KB is read.
 */
final class ConnectionProbeTest extends TestCase {

	/**
	 * The stub, shared by the tests of this class.
	 *
	 * @var HttpStub|null
	 */
	private static ?HttpStub $stub = null;

	/**
	 * Starts the stub once for the class.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$stub = new HttpStub();
	}

	/**
	 * Stops it.
	 */
	public static function tearDownAfterClass(): void {
		self::$stub?->stop();
		self::$stub = null;
		parent::tearDownAfterClass();
	}

	/**
	 * Every test starts with an empty request log, and "localhost" resolves to the stub's address
	 * for the plugin's check (see {@see HttpStub::origin()}).
	 */
	protected function setUp(): void {
		parent::setUp();
		self::stub()->forget();
		$this->resolve_names( array( 'localhost' => array( HttpStub::HOST ) ) );
	}

	/**
	 * The running stub.
	 *
	 * @return HttpStub Stub.
	 */
	private static function stub(): HttpStub {
		self::assertNotNull( self::$stub );
		return self::$stub;
	}

	/**
	 * The probe's view of an API base, with a short time limit.
	 *
	 * @param string $api_base API base.
	 * @return array<string, mixed> What the server saw.
	 */
	private static function api( string $api_base ): array {
		return ( new ConnectionProbe() )->api( $api_base, 5 );
	}

	/**
	 * The exception's default follows the environment type (the stack's WordPress is `local`);
	 * on multisite a sub-site cannot open it alone: the network must opt in too, and the filter
	 * still has the last word.
	 */
	public function test_the_exception_and_a_multisite_network(): void {
		self::assertSame( 'local', wp_get_environment_type() );
		self::assertTrue( Targets::private_allowed( false ), 'a local site allows private targets' );
		self::assertFalse( Targets::private_allowed( true ), 'a sub-site alone cannot allow them' );
		self::assertFalse( defined( Targets::NETWORK_CONSTANT ) );

		update_site_option( Targets::NETWORK_OPTION, true );
		try {
			self::assertTrue( Targets::private_allowed( true ), 'with the network’s opt-in' );
			$this->allow_private_targets( false );
			self::assertFalse( Targets::private_allowed( true ), 'the filter says no' );
		} finally {
			delete_site_option( Targets::NETWORK_OPTION );
		}
	}

	/**
	 * Without the exception the stub's loopback address is refused before any request, for the
	 * API and the geocoder alike, and Site Health says why.
	 */
	public function test_private_target_is_refused_without_the_exception(): void {
		$this->allow_private_targets( false );

		$api      = self::api( self::stub()->origin() );
		$geocoder = ( new ConnectionProbe() )->geocoder( self::stub()->origin() . '/api/search', 5 );

		foreach ( array( $api, $geocoder ) as $seen ) {
			self::assertFalse( $seen['reached'] );
			self::assertSame( 'private', $seen['error'] );
			self::assertSame( 0, $seen['status'] );
		}
		self::assertSame( array(), self::stub()->paths(), 'the stub must not be asked' );

		$this->store_settings( array( 'api_base' => 'https://' . HttpStub::HOST . ':' . self::stub()->port ) );
		$result = ( new SiteHealth( new ConnectionProbe() ) )->api_test();
		self::assertSame( 'critical', $result['status'] );
		self::assertSame( 'The Customer Area API base URL leads to a private address', $result['label'] );
		self::assertSame( array(), self::stub()->paths() );
	}

	/**
	 * With the exception (a development site) the same stub is asked once and answers as the API.
	 */
	public function test_private_target_is_requested_with_the_exception(): void {
		$this->allow_private_targets( true );

		$seen = self::api( self::stub()->origin() );

		self::assertTrue( $seen['reached'] );
		self::assertSame( 200, $seen['status'] );
		self::assertTrue( $seen['expected'] );
		self::assertTrue( $seen['corsAllowsSite'] );
		self::assertSame( '', $seen['error'] );
		self::assertSame( array( '/api/onoffice/countries' ), self::stub()->paths() );
	}

	/**
	 * The request goes to the address that was checked: "localhost" resolves to the stub's
	 * 127.0.0.2 for the check, while the machine itself resolves it to 127.0.0.1, where nothing
	 * listens on the stub's port. Only a pinned request reaches the stub (this is what keeps a DNS
	 * answer that changes after the check from sending the request elsewhere).
	 */
	public function test_the_request_goes_to_the_checked_address(): void {
		$this->allow_private_targets( true );
		self::assertContains( '127.0.0.1', (array) gethostbynamel( 'localhost' ) );

		$seen = self::api( 'http://localhost:' . self::stub()->port );

		self::assertTrue( $seen['reached'], 'the request did not reach the checked address' );
		self::assertTrue( $seen['expected'] );
		self::assertSame( array( '/api/onoffice/countries' ), self::stub()->paths() );
	}

	/**
	 * Redirects, each reported and none followed: to a public address (named by its origin), to a
	 * metadata address (in three spellings), to a name that resolves to one, to a metadata address
	 * behind user info and to another scheme (all named only as private). On this development
	 * site the stub itself is allowed; metadata addresses never are.
	 *
	 * @return array<string, array{string, string}> Location => the origin the result names ('' for private).
	 */
	public function redirects(): array {
		return array(
			'to a public host'             => array( 'https://api.example.com/api/onoffice/countries', 'https://api.example.com' ),
			'to a public host on a port'   => array( 'https://api.example.com:8443/v2/', 'https://api.example.com:8443' ),
			'to metadata'                  => array( 'http://169.254.169.254/latest/meta-data/iam/', '' ),
			'to metadata, decimal'         => array( 'http://2852039166/latest/meta-data/', '' ),
			'to IPv6 metadata'             => array( 'http://[fd00:ec2::254]/latest/meta-data/', '' ),
			'to a name that is metadata'   => array( 'https://metadata.internal/api/', '' ),
			'to private behind user info'  => array( 'https://api.example.com@169.254.169.254/', '' ),
			'to a scheme that is not http' => array( 'file:///etc/passwd', '' ),
		);
	}

	/**
	 * A redirect is a result: reached, with its status and where it leads, and the stub got only
	 * the first request.
	 *
	 * @dataProvider redirects
	 * @param string $location The stub's Location header.
	 * @param string $named    The origin the result names.
	 */
	public function test_a_redirect_is_reported_and_not_followed( string $location, string $named ): void {
		$this->allow_private_targets( true );
		$this->resolve_names(
			array(
				'api.example.com'   => array( '93.184.215.14' ),
				'metadata.internal' => array( 'fd00:ec2::254' ),
			)
		);
		$path = HttpStub::redirect_path( $location );

		$seen = self::api( self::stub()->origin() . $path );

		self::assertTrue( $seen['reached'] );
		self::assertSame( 302, $seen['status'] );
		self::assertSame( 'redirect', $seen['error'] );
		self::assertSame( $named, $seen['redirectTo'] );
		self::assertFalse( $seen['expected'] );
		self::assertSame( array( $path . '/api/onoffice/countries' ), self::stub()->paths() );
	}

	/**
	 * A chain of redirects on the stub itself: the first one is reported (the stub's own origin is
	 * allowed on this development site), the second is never requested.
	 */
	public function test_a_redirect_chain_stops_at_the_first_redirect(): void {
		$this->allow_private_targets( true );

		$seen = self::api( self::stub()->origin() . '/chain/1' );

		self::assertSame( 'redirect', $seen['error'] );
		self::assertSame( self::stub()->origin(), $seen['redirectTo'] );
		self::assertSame( array( '/chain/1/api/onoffice/countries' ), self::stub()->paths() );
	}

	/**
	 * A redirect to the stub's loopback address, judged without the exception (the issue's case:
	 * a public API base answering 302 to http://127.0.0.2:8302/latest/meta-data/iam/).
	 */
	public function test_a_redirect_to_loopback_is_private_without_the_exception(): void {
		$this->allow_private_targets( false );

		self::assertSame( '', ConnectionProbe::redirect_origin( 'http://127.0.0.2:8302/latest/meta-data/iam/', 'https://api.example.com/api/onoffice/countries' ) );
		self::assertSame( '', ConnectionProbe::redirect_origin( '/../../latest', 'https://[::1]/api/' ) );
		self::assertSame( 'https://api.example.com', ConnectionProbe::redirect_origin( '/login', 'https://api.example.com/api/onoffice/countries' ) );
	}

	/**
	 * A Site Health result names a redirect and where it leads.
	 */
	public function test_site_health_names_a_redirect(): void {
		$this->allow_private_targets( true );
		$this->store_settings( array( 'api_base' => self::stub()->origin() . '/chain/7' ) );

		$result = ( new SiteHealth( new ConnectionProbe() ) )->api_test();

		self::assertSame( 'critical', $result['status'] );
		self::assertSame( 'The Customer Area API base URL redirects', $result['label'] );
		self::assertStringContainsString( 'The address redirects to ' . self::stub()->origin() . '.', $result['description'] );
	}

	/**
	 * A 1 MB answer that would be the API's if read whole is cut at 64 KB, so it is not the API's;
	 * an endless one is cut too, instead of running into the time limit.
	 */
	public function test_an_oversized_answer_is_cut_at_64_kb(): void {
		$this->allow_private_targets( true );

		foreach ( array( '/big', '/endless' ) as $path ) {
			$seen = self::api( self::stub()->origin() . $path );

			self::assertTrue( $seen['reached'], $path );
			self::assertSame( 200, $seen['status'], $path );
			self::assertSame( '', $seen['error'], $path . ' must not run into the time limit' );
			self::assertFalse( $seen['expected'], $path );
		}
	}
}
