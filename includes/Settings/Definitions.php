<?php
/**
 * Every setting of the plugin, defined once.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Settings;

use CustomerArea\Languages;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The single list of settings. The settings page registers and renders them from here,
 * {@see \CustomerArea\Options} sanitizes stored values with their sanitizers, and the browser
 * configuration takes each setting's browser value from here. Adding a setting is one entry
 * in {@see Definitions::all()} (plus its German strings). See docs/behaviour.md "Plugin settings".
 *
 * Texts are escaped where they are defined (esc_html__ and the like): WordPress prints field
 * labels and notices as HTML, so a hostile or broken translation must not be able to add markup.
 */
final class Definitions {

	/** Geocoder used when the broker sets none: OpenStreetMap Nominatim's search API. */
	public const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';

	/**
	 * Every setting, keyed by its key in the option, in the order the settings page shows them.
	 * Built on each call, so labels follow the current locale.
	 *
	 * @return array<string, Field> Settings.
	 */
	public static function all(): array {
		$url_for_browser = static fn ( string $value ): string => esc_url_raw( $value );

		$fields = array(
			new Field(
				key: 'api_base',
				type: 'url',
				control: 'url',
				label: esc_html__( 'API base URL', 'customer-area' ),
				description: esc_html__( 'Address of the customer-area API, for example https://api.example.com. Plain http is accepted only for localhost and 127.0.0.1.', 'customer-area' ),
				default: '',
				sanitizer: Sanitize::api_base( ... ),
				config_key: 'apiBase',
				to_config: $url_for_browser,
				public_only: true,
			),
			new Field(
				key: 'geocoder_url',
				type: 'url',
				control: 'url',
				label: esc_html__( 'Geocoder URL', 'customer-area' ),
				description: sprintf(
					/* translators: %s: the default geocoder URL */
					esc_html__( 'Search service in the format of OpenStreetMap Nominatim; the valuation wizard uses it to complete an address from city and postal code. Leave empty for the default: %s', 'customer-area' ),
					esc_html( self::DEFAULT_GEOCODER_URL )
				),
				default: self::DEFAULT_GEOCODER_URL,
				sanitizer: Sanitize::geocoder_url( ... ),
				config_key: 'geocoderUrl',
				to_config: $url_for_browser,
				public_only: true,
			),
			new Field(
				key: 'estate_officer',
				type: 'id',
				control: 'number',
				label: esc_html__( 'Estate officer ID', 'customer-area' ),
				description: esc_html__( 'User ID in the broker software that new registrations get as estate officer. Leave empty for none.', 'customer-area' ),
				default: '',
				sanitizer: Sanitize::positive_id( ... ),
				config_key: 'ooEstateOfficer',
				to_config: self::id_or_null( ... ),
			),
			new Field(
				key: 'address_officer',
				type: 'id',
				control: 'number',
				label: esc_html__( 'Address officer ID', 'customer-area' ),
				description: esc_html__( 'User ID in the broker software that new registrations get as address officer. Leave empty for none.', 'customer-area' ),
				default: '',
				sanitizer: Sanitize::positive_id( ... ),
				config_key: 'ooAddressOfficer',
				to_config: self::id_or_null( ... ),
			),
			new Field(
				key: 'privacy_policy_url',
				type: 'url',
				control: 'url',
				label: esc_html__( 'Privacy policy URL', 'customer-area' ),
				description: esc_html__( 'Linked from the privacy checkbox of the registration form. Leave empty to link the privacy policy page of this site.', 'customer-area' ),
				default: '',
				sanitizer: Sanitize::url( ... ),
				config_key: 'privacyPolicyUrl',
				// The site's own privacy policy page when none is set, so that registration always links one.
				to_config: static fn ( string $value ): string => esc_url_raw( '' === $value ? get_privacy_policy_url() : $value ),
			),
			new Field(
				key: 'terms_label',
				type: 'text',
				control: 'text',
				label: esc_html__( 'Terms checkbox label', 'customer-area' ),
				description: esc_html__( 'The registration form shows a terms checkbox only when this label is set. Leave empty to show no terms checkbox.', 'customer-area' ),
				default: '',
				sanitizer: sanitize_text_field( ... ),
				config_key: 'termsLabel',
				// sanitize_text_field() stores a lone "<" as "&lt;"; the browser shows text, not HTML.
				to_config: static fn ( string $value ): string => html_entity_decode( $value, ENT_QUOTES, 'UTF-8' ),
			),
			new Field(
				key: 'terms_url',
				type: 'url',
				control: 'url',
				label: esc_html__( 'Terms URL', 'customer-area' ),
				description: esc_html__( 'Linked from the terms checkbox label.', 'customer-area' ),
				default: '',
				sanitizer: Sanitize::url( ... ),
				config_key: 'termsUrl',
				to_config: $url_for_browser,
			),
			new Field(
				key: 'forward_link',
				type: 'same_origin',
				// Text, not url: a path such as /offers/ is accepted, which type="url" would refuse.
				control: 'text',
				label: esc_html__( 'Forward link', 'customer-area' ),
				description: esc_html__( 'A page on this site. When set, visitors see the secret-sale notice instead of the plain login, and go to this page after signing in. A path such as /offers/ is completed with the address of this site. The shortcode attribute forward-link overrides it per embed.', 'customer-area' ),
				default: '',
				sanitizer: Sanitize::same_origin( ... ),
				config_key: 'forceForwardLink',
				to_config: $url_for_browser,
			),
			new Field(
				key: 'customer_area_page',
				type: 'page',
				control: 'select',
				label: esc_html__( 'Customer area page', 'customer-area' ),
				description: AreaPage::description( ... ),
				default: '',
				sanitizer: AreaPage::sanitize( ... ),
				config_key: 'customerAreaUrl',
				to_config: AreaPage::url( ... ),
				choices: AreaPage::choices( ... ),
			),
			new Field(
				key: 'language',
				type: 'language',
				control: 'select',
				label: esc_html__( 'Language', 'customer-area' ),
				description: esc_html__( 'Automatic uses the WPML language, else the Polylang language, else the site language, else English; a language not listed here is skipped.', 'customer-area' ),
				default: 'auto',
				sanitizer: Sanitize::language( ... ),
				config_key: 'language',
				choices: static fn (): array => array( 'auto' => esc_html_x( 'Automatic', 'language setting', 'customer-area' ) )
					+ array_map( 'esc_html', Languages::autonyms() ),
			),
		);

		$by_key = array();
		foreach ( $fields as $field ) {
			$by_key[ $field->key ] = $field;
		}
		return $by_key;
	}

	/**
	 * The notice shown when a submitted value is refused, for a kind of value; "%s" stands
	 * for the field's label. Escaped for HTML, as WordPress prints notices unescaped.
	 *
	 * @param string $type Kind of value ({@see Field::$type}), or "private_address" for a URL that
	 *                     {@see Field::$public_only} refuses.
	 * @return string Format for sprintf().
	 */
	public static function invalid_message( string $type ): string {
		return match ( $type ) {
			/* translators: %s: field label, e.g. "API base URL" */
			'url'             => esc_html__( '%s: enter a full address that starts with https:// (http:// only for localhost or 127.0.0.1). The previous value was kept.', 'customer-area' ),
			/* translators: %s: field label, e.g. "API base URL" */
			'private_address' => esc_html__( '%s: the address is, or resolves to, a private, loopback, link-local or other non-public network address. Such addresses are accepted only in a development environment. The previous value was kept.', 'customer-area' ),
			/* translators: %s: field label, e.g. "Forward link" */
			'same_origin'     => esc_html__( '%s: enter a page on this site or a path that starts with /. The previous value was kept.', 'customer-area' ),
			/* translators: %s: field label, e.g. "Estate officer ID" */
			'id'              => esc_html__( '%s: enter a positive whole number, or leave the field empty. The previous value was kept.', 'customer-area' ),
			/* translators: %s: field label "Language" */
			'language'        => esc_html__( '%s: choose one of the offered languages. The previous value was kept.', 'customer-area' ),
			/* translators: %s: field label "Customer area page" */
			'page'            => esc_html__( '%s: choose Automatic or a published page of this site. The previous value was kept.', 'customer-area' ),
			/* translators: %s: field label */
			default           => esc_html__( '%s: the value is not valid. The previous value was kept.', 'customer-area' ),
		};
	}

	/**
	 * A stored id as the browser reads it: a positive int, or null for "unset".
	 *
	 * @param string $value Sanitized id ('' or a positive whole number).
	 * @return int|null Id or null.
	 */
	private static function id_or_null( string $value ): ?int {
		return '' === $value ? null : absint( $value );
	}
}
