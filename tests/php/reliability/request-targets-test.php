<?php
/**
 * Hostile URLs for the server's own requests and for the settings that name them.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests\Reliability;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\ConnectionProbe;
use CustomerArea\Admin\Settings;
use CustomerArea\Network\Target;
use CustomerArea\Network\Targets;
use CustomerArea\Options;
use CustomerArea\Tests\TestCase;

/**
 * 45 URLs that lead to a non-public address, in every spelling a URL parser or cURL accepts,
 * through the three places that decide on them: the check itself ({@see Targets::check()}), the
 * probe of the connection test and Site Health (API and geocoder), and saving the settings (API
 * base and geocoder URL). Each runs through both branches of the private-target filter: without
 * the exception everything is refused; with it (a development site) loopback, private and
 * unique-local addresses pass, link-local, metadata, unspecified and reserved ones never do.
 * 45 × 3 places × 2 branches = 270 cases. No request leaves the machine: any that the probe sent
 * would be caught by `pre_http_request` and fail the case.
 */
final class RequestTargetsTest extends TestCase {

	/**
	 * Names the hostile URLs use, and what they resolve to.
	 *
	 * @var array<string, array<int, string>>
	 */
	private const NAMES = array(
		'internal.example'  => array( '10.0.0.5' ),
		'metadata.example'  => array( '169.254.169.254' ),
		'mixed.example'     => array( '93.184.215.14', '10.0.0.5' ),
		'v6.example'        => array( 'fd00::5' ),
		'linklocal.example' => array( 'fe80::1' ),
		'rebind.example'    => array( '::ffff:169.254.169.254' ),
	);

	/** The previous, public values the settings start from. */
	private const PREVIOUS = array(
		'api_base'     => 'https://api.previous.example',
		'geocoder_url' => 'https://geo.previous.example/search',
	);

	/**
	 * The hostile URLs: whether a development site allows them, and which rule of the settings
	 * refuses them ("private", or "url" when the URL rule itself refuses user info first).
	 *
	 * @return array<string, array{0: string, 1: bool, 2: string}> Label => URL, allowed in development, settings rule.
	 */
	public static function urls(): array {
		$urls = array(
			// IPv4 private, loopback, link-local, metadata, unspecified, reserved.
			'10/8 on 8443'                     => array( 'https://10.0.0.1:8443', true ),
			'172.16/12'                        => array( 'https://172.16.5.4', true ),
			'192.168/16'                       => array( 'https://192.168.1.1/api', true ),
			'shared 100.64/10'                 => array( 'https://100.64.0.1', true ),
			'loopback'                         => array( 'https://127.0.0.1', true ),
			'loopback 127.0.0.2:8302'          => array( 'https://127.0.0.2:8302/latest/meta-data/iam', true ),
			'link-local'                       => array( 'https://169.254.1.1', false ),
			'metadata'                         => array( 'https://169.254.169.254/latest/meta-data/', false ),
			'ECS metadata'                     => array( 'https://169.254.170.2/v2/credentials', false ),
			'Alibaba metadata'                 => array( 'https://100.100.100.200/latest/meta-data', false ),
			'Oracle metadata'                  => array( 'https://192.0.0.192/opc/v2/instance', false ),
			'unspecified'                      => array( 'https://0.0.0.0:8443', false ),
			'multicast'                        => array( 'https://224.0.0.1', false ),
			'broadcast'                        => array( 'https://255.255.255.255', false ),
			// IPv6 loopback, unique-local, link-local, metadata, unspecified.
			'IPv6 loopback'                    => array( 'https://[::1]', true ),
			'IPv6 unique-local'                => array( 'https://[fd12:3456::1]:8443', true ),
			'IPv6 link-local'                  => array( 'https://[fe80::1]', false ),
			'IPv6 metadata'                    => array( 'https://[fd00:ec2::254]/latest/meta-data/', false ),
			'IPv6 unspecified'                 => array( 'https://[::]', false ),
			'IPv6 multicast'                   => array( 'https://[ff02::1]', false ),
			// IPv4 inside IPv6.
			'mapped loopback'                  => array( 'https://[::ffff:127.0.0.1]', true ),
			'mapped loopback, hex'             => array( 'https://[::ffff:7f00:1]', true ),
			'mapped private'                   => array( 'https://[::ffff:10.0.0.1]', true ),
			'mapped metadata'                  => array( 'https://[::ffff:a9fe:a9fe]', false ),
			'compatible metadata'              => array( 'https://[::169.254.169.254]', false ),
			'NAT64 metadata'                   => array( 'https://[64:ff9b::a9fe:a9fe]', false ),
			'6to4 metadata'                    => array( 'https://[2002:a9fe:a9fe::1]', false ),
			// Decimal, octal and hexadecimal IPv4.
			'loopback decimal'                 => array( 'https://2130706433', true ),
			'loopback octal'                   => array( 'https://0177.0.0.1', true ),
			'loopback hex parts'               => array( 'https://0x7f.0.0.1', true ),
			'loopback hex'                     => array( 'https://0x7f000001', true ),
			'loopback short'                   => array( 'https://127.1', true ),
			'private short'                    => array( 'https://10.1:8443', true ),
			'metadata decimal'                 => array( 'https://2852039166', false ),
			'metadata octal'                   => array( 'https://0251.0376.0251.0376', false ),
			'metadata hex parts'               => array( 'https://0xa9.0xfe.0xa9.0xfe', false ),
			// Names that resolve to such addresses.
			'name of a private address'        => array( 'https://internal.example', true ),
			'name of metadata'                 => array( 'https://metadata.example/latest/meta-data/', false ),
			'name with a public and a private' => array( 'https://mixed.example', true ),
			'name of a unique-local address'   => array( 'https://v6.example:8443', true ),
			'name of a link-local address'     => array( 'https://linklocal.example', false ),
			'name of mapped metadata'          => array( 'https://rebind.example', false ),
			'localhost, upper case, final dot' => array( 'https://LOCALHOST.:65535', true ),
			// User info that hides the host.
			'user info before a private host'  => array( 'https://api.example@10.0.0.1', true, 'url' ),
			'user and port before metadata'    => array( 'https://api.example.com:443@169.254.169.254/', false, 'url' ),
		);
		return array_map( static fn ( array $row ): array => array( $row[0], $row[1], $row[2] ?? 'private' ), $urls );
	}

	/**
	 * Every URL in both branches.
	 *
	 * @return array<string, array{0: string, 1: bool, 2: string, 3: bool}> URL, allowed in development, settings rule, branch.
	 */
	public static function urls_in_both_branches(): array {
		$cases = array();
		foreach ( self::urls() as $label => $case ) {
			$cases[ $label . ', no exception' ] = array( ...$case, false );
			$cases[ $label . ', development' ]  = array( ...$case, true );
		}
		return $cases;
	}

	/**
	 * Names resolve as listed, the branch is set, and any request the probe sends is caught.
	 *
	 * @param bool $development Whether the exception for private targets applies.
	 * @return \ArrayObject<int, string> URLs requested (stays empty when nothing is sent).
	 */
	private function prepare( bool $development ): \ArrayObject {
		$this->resolve_names( self::NAMES );
		$this->allow_private_targets( $development );
		$requested = new \ArrayObject();
		$this->add_test_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( $requested ) {
				$requested[] = $url;
				return new \WP_Error( 'http_request_failed', 'caught by the test' );
			},
			3
		);
		return $requested;
	}

	/**
	 * The check refuses the URL, unless it is allowed in development and the exception applies.
	 *
	 * @dataProvider urls_in_both_branches
	 * @param string $url         Hostile URL.
	 * @param bool   $allowable   Whether a development site allows it.
	 * @param string $rule        Settings rule (unused here).
	 * @param bool   $development Branch.
	 */
	public function test_the_check( string $url, bool $allowable, string $rule, bool $development ): void {
		unset( $rule );
		$this->prepare( $development );

		$verdict = Targets::check( $url )->verdict;

		self::assertSame( $allowable && $development ? Target::OK : Target::PRIVATE, $verdict, $url );
	}

	/**
	 * The probe names a private address and sends nothing; in development an allowed address
	 * would be requested (here caught), any other is still refused without a request.
	 *
	 * @dataProvider urls_in_both_branches
	 * @param string $url         Hostile URL.
	 * @param bool   $allowable   Whether a development site allows it.
	 * @param string $rule        Settings rule (unused here).
	 * @param bool   $development Branch.
	 */
	public function test_the_probe( string $url, bool $allowable, string $rule, bool $development ): void {
		unset( $rule );
		$requested = $this->prepare( $development );
		$probe     = new ConnectionProbe();

		$api      = $probe->api( $url, 2 );
		$geocoder = $probe->geocoder( $url, 2 );

		foreach ( array( $api, $geocoder ) as $seen ) {
			self::assertFalse( $seen['reached'], $url );
			self::assertSame( '', $seen['redirectTo'] );
		}
		if ( $allowable && $development ) {
			self::assertCount( 2, $requested, 'in development an allowed address is requested' );
			return;
		}
		self::assertSame( 'private', $api['error'], $url );
		self::assertSame( 'private', $geocoder['error'], $url );
		self::assertCount( 0, $requested, 'nothing may be requested' );
	}

	/**
	 * Saving refuses the URL in both fields, keeps the previous values and names each field; in
	 * development an allowed address is stored.
	 *
	 * @dataProvider urls_in_both_branches
	 * @param string $url         Hostile URL.
	 * @param bool   $allowable   Whether a development site allows it.
	 * @param string $rule        The rule that refuses it: "private", or "url" (user info).
	 * @param bool   $development Branch.
	 */
	public function test_the_settings( string $url, bool $allowable, string $rule, bool $development ): void {
		$this->prepare( $development );
		$this->store_settings( self::PREVIOUS );

		$saved = ( new Settings() )->sanitize(
			array(
				'api_base'     => $url,
				'geocoder_url' => $url,
			)
		);

		$notices = array_column( get_settings_errors( Options::NAME ), 'message' );
		if ( $allowable && $development && 'private' === $rule ) {
			self::assertSame( array(), $notices );
			self::assertNotSame( self::PREVIOUS['api_base'], $saved['api_base'] );
			self::assertNotSame( self::PREVIOUS['geocoder_url'], $saved['geocoder_url'] );
			return;
		}
		self::assertSame( self::PREVIOUS['api_base'], $saved['api_base'], $url );
		self::assertSame( self::PREVIOUS['geocoder_url'], $saved['geocoder_url'], $url );
		$reason = 'private' === $rule ? 'resolves to, a private, loopback, link-local' : 'enter a full address that starts with https://';
		self::assertCount( 2, $notices );
		self::assertStringStartsWith( 'API base URL: ', $notices[0] );
		self::assertStringStartsWith( 'Geocoder URL: ', $notices[1] );
		foreach ( $notices as $notice ) {
			self::assertStringContainsString( $reason, $notice );
		}
	}
}
