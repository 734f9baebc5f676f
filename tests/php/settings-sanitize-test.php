<?php
/**
 * Validation of every settings field.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\Settings;
use CustomerArea\Options;
use CustomerArea\Settings\Definitions;

/**
 * What a broker gets when saving the settings page: valid input is stored (normalised),
 * invalid input leaves the previous value in place and shows an error naming the field.
 */
final class SettingsSanitizeTest extends TestCase {

	/** Settings that are valid in every field, used as "the previous value". */
	private const PREVIOUS = array(
		'api_base'           => 'https://api.previous.example',
		'geocoder_url'       => 'https://geo.previous.example/search',
		'estate_officer'     => '7',
		'address_officer'    => '8',
		'privacy_policy_url' => 'https://previous.example/privacy',
		'terms_label'        => 'Previous terms',
		'terms_url'          => 'https://previous.example/terms',
		'forward_link'       => '',
		'language'           => 'en',
	);

	/**
	 * Stores the "previous" settings; the forward link must be on this site's origin. Saving
	 * resolves the API's and the geocoder's host names; this machine has no DNS, so the names
	 * of these tests (all but localhost) get the resolver's answer at once: none.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->store_settings( array_merge( self::PREVIOUS, array( 'forward_link' => home_url( '/previous/' ) ) ) );
		$this->add_test_filter( 'customer_area_resolve_host', static fn ( $addresses, string $host ) => 'localhost' === $host ? $addresses : array(), 2 );
	}

	/**
	 * Valid input for every field, with the value that is stored.
	 *
	 * @return array<string, array{string, string, string}> key, input, stored.
	 */
	public function valid_values(): array {
		$origin = \CustomerArea\Support\Url::site_origin();
		return array(
			'api base https'                 => array( 'api_base', 'https://api.example.com', 'https://api.example.com' ),
			'api base loses trailing slash'  => array( 'api_base', 'https://api.example.com/', 'https://api.example.com' ),
			'api base localhost http'        => array( 'api_base', 'http://localhost:8081', 'http://localhost:8081' ),
			'api base 127.0.0.1 with slash'  => array( 'api_base', 'http://127.0.0.1:8091/', 'http://127.0.0.1:8091' ),
			'api base emptied'               => array( 'api_base', '', '' ),
			'api base with path'             => array( 'api_base', 'https://broker.example/customer-api/', 'https://broker.example/customer-api' ),
			'geocoder https'                 => array( 'geocoder_url', 'https://geo.example.com/search', 'https://geo.example.com/search' ),
			'geocoder localhost'             => array( 'geocoder_url', 'http://127.0.0.1:8081/geocoder/search', 'http://127.0.0.1:8081/geocoder/search' ),
			'geocoder emptied means default' => array( 'geocoder_url', '', 'https://nominatim.openstreetmap.org/search' ),
			'estate officer'                 => array( 'estate_officer', '12', '12' ),
			'estate officer trimmed'         => array( 'estate_officer', ' 42 ', '42' ),
			'estate officer unset'           => array( 'estate_officer', '', '' ),
			'address officer'                => array( 'address_officer', '3', '3' ),
			'address officer unset'          => array( 'address_officer', '', '' ),
			'privacy https'                  => array( 'privacy_policy_url', 'https://broker.example/privacy?x=1', 'https://broker.example/privacy?x=1' ),
			'privacy unset'                  => array( 'privacy_policy_url', '', '' ),
			'terms label plain'              => array( 'terms_label', 'I accept the terms', 'I accept the terms' ),
			'terms label loses markup'       => array( 'terms_label', '<b>I accept</b> the terms<script>x()</script>', 'I accept the terms' ),
			'terms label unset'              => array( 'terms_label', '', '' ),
			'terms url https'                => array( 'terms_url', 'https://broker.example/terms', 'https://broker.example/terms' ),
			'forward link absolute'          => array( 'forward_link', $origin . '/offers/', $origin . '/offers/' ),
			'forward link path'              => array( 'forward_link', '/secret-offers/?ref=1', $origin . '/secret-offers/?ref=1' ),
			'forward link unset'             => array( 'forward_link', '', '' ),
			'language auto'                  => array( 'language', 'auto', 'auto' ),
			'language en'                    => array( 'language', 'en', 'en' ),
			'language de'                    => array( 'language', 'de', 'de' ),
			'language fr'                    => array( 'language', 'fr', 'fr' ),
			'language nl'                    => array( 'language', 'nl', 'nl' ),
		);
	}

	/**
	 * A valid value is stored as shown and raises no error.
	 *
	 * @dataProvider valid_values
	 * @param string $key    Setting.
	 * @param string $input  Submitted value.
	 * @param string $stored Expected stored value.
	 */
	public function test_valid_value_is_stored( string $key, string $input, string $stored ): void {
		$submitted         = Options::all();
		$submitted[ $key ] = $input;

		$result = ( new Settings() )->sanitize( $submitted );

		self::assertSame( $stored, $result[ $key ] );
		self::assertSame( array(), get_settings_errors( Options::NAME ), 'a valid value raised an error' );
	}

	/**
	 * Invalid input for every field.
	 *
	 * @return array<string, array{string, string}> key, input.
	 */
	public function invalid_values(): array {
		return array(
			'api base plain http'            => array( 'api_base', 'http://api.example.com' ),
			'api base javascript'            => array( 'api_base', 'javascript:alert(1)' ),
			'api base ftp'                   => array( 'api_base', 'ftp://files.example.com' ),
			'api base not a url'             => array( 'api_base', 'api example' ),
			'api base with credentials'      => array( 'api_base', 'https://user:secret@api.example.com' ),
			'api base relative'              => array( 'api_base', '/api' ),
			'api base http look-alike host'  => array( 'api_base', 'http://localhost.evil.example' ),
			'api base with query'            => array( 'api_base', 'https://api.example.com/?tenant=1' ),
			'api base with fragment'         => array( 'api_base', 'https://api.example.com/#x' ),
			'geocoder plain http'            => array( 'geocoder_url', 'http://geo.example.com/search' ),
			'geocoder data url'              => array( 'geocoder_url', 'data:text/html,hello' ),
			'estate officer zero'            => array( 'estate_officer', '0' ),
			'estate officer negative'        => array( 'estate_officer', '-3' ),
			'estate officer fraction'        => array( 'estate_officer', '1.5' ),
			'estate officer text'            => array( 'estate_officer', '12abc' ),
			'estate officer overflow'        => array( 'estate_officer', '99999999999999999999' ),
			'address officer text'           => array( 'address_officer', 'seven' ),
			'privacy javascript'             => array( 'privacy_policy_url', 'javascript:alert(document.cookie)' ),
			'privacy plain http'             => array( 'privacy_policy_url', 'http://broker.example/privacy' ),
			'terms url data'                 => array( 'terms_url', 'data:text/html;base64,PHNjcmlwdD4=' ),
			'terms url ftp'                  => array( 'terms_url', 'ftp://broker.example/terms.pdf' ),
			'forward link javascript'        => array( 'forward_link', 'javascript:alert(1)' ),
			'forward link ftp'               => array( 'forward_link', 'ftp://' . wp_parse_url( home_url(), PHP_URL_HOST ) . '/x' ),
			'forward link other origin'      => array( 'forward_link', 'https://evil.example/offers/' ),
			'forward link protocol relative' => array( 'forward_link', '//evil.example/offers/' ),
			'forward link backslash trick'   => array( 'forward_link', '/\\evil.example/offers/' ),
			'forward link other port'        => array( 'forward_link', 'http://127.0.0.1:1/offers/' ),
			'forward link lookalike host'    => array( 'forward_link', home_url() . '.evil.example/' ),
			'forward link two ports'         => array( 'forward_link', home_url() . ':80/offers/' ),
			'api base two ports'             => array( 'api_base', 'https://api.example.com:8443:443' ),
			'geocoder two ports'             => array( 'geocoder_url', 'https://geo.example.com:443:443/search' ),
			'privacy two ports'              => array( 'privacy_policy_url', 'https://broker.example:8443:443/privacy' ),
			'terms url two ports'            => array( 'terms_url', 'https://broker.example:443:443/terms' ),
			'language unknown'               => array( 'language', 'pt' ),
			'language code injection'        => array( 'language', 'de"><script>' ),
		);
	}

	/**
	 * An invalid value keeps the previous value and shows an error that names the field.
	 *
	 * @dataProvider invalid_values
	 * @param string $key   Setting.
	 * @param string $input Submitted value.
	 */
	public function test_invalid_value_is_rejected_and_previous_kept( string $key, string $input ): void {
		$previous          = Options::all();
		$submitted         = $previous;
		$submitted[ $key ] = $input;

		$result = ( new Settings() )->sanitize( $submitted );

		self::assertSame( $previous[ $key ], $result[ $key ], 'the previous value was not kept' );
		$errors = get_settings_errors( Options::NAME );
		self::assertCount( 1, $errors, 'expected exactly one error notice' );
		self::assertSame( 'error', $errors[0]['type'] );
		self::assertSame( Options::NAME . '_' . $key, $errors[0]['code'] );
		self::assertStringContainsString( Definitions::all()[ $key ]->label, $errors[0]['message'], 'the notice does not name the field' );
		self::assertStringContainsString( 'previous value was kept', $errors[0]['message'] );
	}

	/**
	 * One bad field does not throw away the good ones saved with it.
	 */
	public function test_valid_fields_are_saved_next_to_an_invalid_one(): void {
		$submitted                   = Options::all();
		$submitted['api_base']       = 'https://new-api.example.com/';
		$submitted['estate_officer'] = 'abc';
		$submitted['language']       = 'de';

		$result = ( new Settings() )->sanitize( $submitted );

		self::assertSame( 'https://new-api.example.com', $result['api_base'] );
		self::assertSame( 'de', $result['language'] );
		self::assertSame( '7', $result['estate_officer'] );
		self::assertCount( 1, get_settings_errors( Options::NAME ) );
	}

	/**
	 * WordPress runs the callback twice on the very first save; the second run must not
	 * change the values or double the notices.
	 */
	public function test_sanitizing_twice_changes_nothing(): void {
		$settings  = new Settings();
		$submitted = array(
			'api_base'       => 'https://api.example.com/',
			'forward_link'   => '/offers/',
			'estate_officer' => 'x',
			'terms_label'    => '<i>Terms</i>',
		);

		$once  = $settings->sanitize( $submitted );
		$twice = $settings->sanitize( $once );

		self::assertSame( $once, $twice );
		self::assertCount( 1, get_settings_errors( Options::NAME ) );
	}

	/**
	 * A field missing from the submission keeps its value; junk that is not a form
	 * keeps everything and unknown keys are never stored.
	 */
	public function test_missing_fields_and_unknown_keys(): void {
		$settings = new Settings();

		$result = $settings->sanitize(
			array(
				'language' => 'de',
				'evil_key' => 'x',
				'api_base' => array( 'https://array.example' ),
			)
		);

		self::assertSame( 'de', $result['language'] );
		self::assertSame( self::PREVIOUS['api_base'], $result['api_base'] );
		self::assertSame( self::PREVIOUS['terms_label'], $result['terms_label'] );
		self::assertArrayNotHasKey( 'evil_key', $result );
		self::assertSame( array_keys( Options::defaults() ), array_keys( $result ) );
		self::assertSame( Options::all(), $settings->sanitize( 'not an array' ) );
	}
}
