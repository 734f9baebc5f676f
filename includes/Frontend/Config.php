<?php
/**
 * The browser configuration `window.customerAreaConfig`.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

use CustomerArea\Options;
use CustomerArea\Support\JsonNumber;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Collects the embeds rendered on the page and hands the browser one configuration object.
 * It holds only site-wide settings and shortcode attributes, never anything about the
 * visitor, so a page cache may serve the page to everyone.
 */
final class Config {

	/** Global JavaScript name of the configuration. */
	public const OBJECT_NAME = 'customerAreaConfig';

	/**
	 * Embeds rendered so far, keyed by root element id.
	 *
	 * @var array<string, array<string, bool|string>>
	 */
	private array $embeds = array();

	/** Whether the configuration has been handed to WordPress already. */
	private bool $localized = false;

	/**
	 * Remembers an embed rendered on this page.
	 *
	 * @param string                     $root_id Root element id, e.g. "customer-area-1".
	 * @param array<string, bool|string> $embed   Parsed shortcode attributes.
	 */
	public function add_embed( string $root_id, array $embed ): void {
		$this->embeds[ $root_id ] = $embed;
	}

	/**
	 * The embeds rendered so far, keyed by root element id.
	 *
	 * @return array<string, array<string, bool|string>> Embeds.
	 */
	public function embeds(): array {
		return $this->embeds;
	}

	/**
	 * The configuration object in the shape the front end reads (see the shared facts):
	 * ids are ints or null, URLs are passed through esc_url_raw.
	 *
	 * @return array<string, mixed> Configuration.
	 */
	public function build(): array {
		$settings = Options::all();

		$privacy = $settings['privacy_policy_url'];
		if ( '' === $privacy && function_exists( 'get_privacy_policy_url' ) ) {
			// The site's own privacy policy page, so that registration always links one.
			$privacy = get_privacy_policy_url();
		}
		$geocoder = '' === $settings['geocoder_url'] ? Options::DEFAULT_GEOCODER_URL : $settings['geocoder_url'];

		return array(
			'apiBase'          => untrailingslashit( esc_url_raw( $settings['api_base'] ) ),
			'geocoderUrl'      => esc_url_raw( $geocoder ),
			'ooEstateOfficer'  => self::id_or_null( $settings['estate_officer'] ),
			'ooAddressOfficer' => self::id_or_null( $settings['address_officer'] ),
			'privacyPolicyUrl' => esc_url_raw( $privacy ),
			'termsLabel'       => sanitize_text_field( $settings['terms_label'] ),
			'termsUrl'         => esc_url_raw( $settings['terms_url'] ),
			'forceForwardLink' => '' === $settings['forward_link'] ? '' : (string) Url::same_origin( $settings['forward_link'] ),
			'language'         => in_array( $settings['language'], Options::LANGUAGES, true ) ? $settings['language'] : 'auto',
			'siteOrigin'       => Url::site_origin(),
			'pluginVersion'    => CUSTOMER_AREA_VERSION,
			'embeds'           => $this->embeds,
		);
	}

	/**
	 * Hands the configuration to the script (hooked on `wp_print_footer_scripts`, priority 5,
	 * i.e. after the content has rendered and before build/index.js is printed). Runs once,
	 * and only when an embed rendered on this page.
	 */
	public function localize(): void {
		if ( $this->localized || array() === $this->embeds || ! wp_script_is( Assets::HANDLE, 'enqueued' ) ) {
			return;
		}
		$this->localized = true;

		$config = $this->build();
		// wp_localize_script() casts top-level scalars to strings; wrapping the ids keeps
		// them numbers in the JSON, as the front end expects.
		foreach ( array( 'ooEstateOfficer', 'ooAddressOfficer' ) as $key ) {
			if ( is_int( $config[ $key ] ) ) {
				$config[ $key ] = new JsonNumber( $config[ $key ] );
			}
		}
		wp_localize_script( Assets::HANDLE, self::OBJECT_NAME, $config );
	}

	/**
	 * A positive id as int, else null ("unset").
	 *
	 * @param string $value Stored id.
	 * @return int|null Id or null.
	 */
	private static function id_or_null( string $value ): ?int {
		// absint() alone would turn a hand-stored "-5" into 5; anything but a positive whole number is "unset".
		$id = filter_var( trim( $value ), FILTER_VALIDATE_INT, array( 'options' => array( 'min_range' => 1 ) ) );
		return false === $id ? null : absint( $id );
	}
}
