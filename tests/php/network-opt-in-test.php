<?php
/**
 * The multisite network's opt-in to private targets, read as a yes or a no.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Network\Targets;

/**
 * The network option `customer_area_allow_private_targets` opens the private-target exception
 * for every sub-site, so only a clear yes may count as one. A network administrator sets it with
 * `update_site_option()`, a form or `wp site option update … false`, which stores the string
 * "false": every spelling of no, an empty value and anything unreadable keep the exception closed.
 */
final class NetworkOptInTest extends TestCase {

	/**
	 * Removes the option again.
	 */
	protected function tearDown(): void {
		delete_site_option( Targets::NETWORK_OPTION );
		parent::tearDown();
	}

	/**
	 * Values the option may hold, and whether they open the exception.
	 *
	 * @return array<string, array{0: mixed, 1: bool}> Case => value, opens.
	 */
	public static function values(): array {
		return array(
			'true'                     => array( true, true ),
			'false'                    => array( false, false ),
			'int 1'                    => array( 1, true ),
			'int 0'                    => array( 0, false ),
			'int 2'                    => array( 2, false ),
			'int -1'                   => array( -1, false ),
			'"1"'                      => array( '1', true ),
			'"0"'                      => array( '0', false ),
			'"yes"'                    => array( 'yes', true ),
			'"no"'                     => array( 'no', false ),
			'"on"'                     => array( 'on', true ),
			'"off"'                    => array( 'off', false ),
			'"true"'                   => array( 'true', true ),
			'"false"'                  => array( 'false', false ),
			'"TRUE" in capitals'       => array( 'TRUE', true ),
			'"FALSE" in capitals'      => array( 'FALSE', false ),
			'"Off" capitalised'        => array( 'Off', false ),
			'" no " with spaces'       => array( ' no ', false ),
			'" yes " with spaces'      => array( ' yes ', true ),
			'"" empty'                 => array( '', false ),
			'"2"'                      => array( '2', false ),
			'"enabled", another word'  => array( 'enabled', false ),
			'"y", a short yes'         => array( 'y', false ),
			'"nein", another language' => array( 'nein', false ),
			'an array'                 => array( array( '1' ), false ),
		);
	}

	/**
	 * A yes opens the exception on a sub-site whose filter allows it; anything else keeps it
	 * closed. Read as stored in this request and again from the database (where every value is
	 * a string), as the next request reads it.
	 *
	 * @dataProvider values
	 *
	 * @param mixed $value Stored value.
	 * @param bool  $opens Whether it opens the exception.
	 */
	public function test_the_network_option_is_read_as_a_boolean( $value, bool $opens ): void {
		self::assertFalse( defined( Targets::NETWORK_CONSTANT ), 'the constant would decide instead' );
		$this->allow_private_targets( true );
		update_site_option( Targets::NETWORK_OPTION, $value );

		self::assertSame( $opens, Targets::private_allowed( true ), 'as stored' );
		wp_cache_flush();
		self::assertSame( $opens, Targets::private_allowed( true ), 'read back from the database' );
		self::assertTrue( Targets::private_allowed( false ), 'a single site needs no network opt-in' );
	}
}
