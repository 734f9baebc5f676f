<?php
/**
 * The plugin's single option and its defaults.
 *
 * @package CustomerArea
 */

namespace CustomerArea;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads the option `customer_area_settings`, filling in defaults, so that no caller has to
 * know which keys may be missing in an older or hand-edited option.
 */
final class Options {

	/** Name of the option row (an array). */
	public const NAME = 'customer_area_settings';

	/** Geocoder used when the broker sets none: OpenStreetMap Nominatim's search API (decision 5). */
	public const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';

	/** Languages the settings page offers; "auto" lets the browser follow the WPML cookie. */
	public const LANGUAGES = array( 'auto', 'en', 'de' );

	/**
	 * Every key of the option with its default value.
	 *
	 * @return array<string, string> Defaults keyed by setting.
	 */
	public static function defaults(): array {
		return array(
			'api_base'           => '',
			'geocoder_url'       => self::DEFAULT_GEOCODER_URL,
			'estate_officer'     => '',
			'address_officer'    => '',
			'privacy_policy_url' => '',
			'terms_label'        => '',
			'terms_url'          => '',
			'forward_link'       => '',
			'language'           => 'auto',
		);
	}

	/**
	 * The stored settings merged over the defaults; unknown keys are dropped.
	 *
	 * @return array<string, string> Settings keyed by setting.
	 */
	public static function all(): array {
		$stored   = get_option( self::NAME, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		$defaults = self::defaults();
		$settings = array();
		foreach ( $defaults as $key => $default ) {
			$value            = $stored[ $key ] ?? $default;
			$settings[ $key ] = is_scalar( $value ) ? (string) $value : $default;
		}
		return $settings;
	}
}
