<?php
/**
 * The browser configuration `window.customerAreaConfig`.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

use CustomerArea\Options;
use CustomerArea\Settings\Definitions;
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
	 * The configuration object in the shape the front end reads: every setting that has a
	 * browser key, as its definition turns it into a browser value (ids are ints or null,
	 * URLs pass esc_url_raw), then the site's origin, the site's locale, the plugin version, the
	 * reporting visit's note in the site's language (see ReportingVisit), the embeds and the
	 * session's scope on this site (see SessionScope).
	 *
	 * The locale is the site's (get_locale(), which WPML and Polylang set to the page's language),
	 * never a visitor's (get_user_locale() or determine_locale()), so the page is the same for
	 * everyone; 'Automatic' falls back on it (docs/behaviour.md "Language").
	 *
	 * @return array<string, mixed> Configuration.
	 */
	public function build(): array {
		$settings = Options::all();
		$config   = array();
		foreach ( Definitions::all() as $key => $field ) {
			if ( '' !== $field->config_key ) {
				$config[ $field->config_key ] = $field->config_value( $settings[ $key ] );
			}
		}
		$config['siteOrigin']         = Url::site_origin();
		$config['siteLocale']         = get_locale();
		$config['pluginVersion']      = CUSTOMER_AREA_VERSION;
		$config['reportingVisitNote'] = ReportingVisit::note();
		$config['embeds']             = $this->embeds;
		$config['session']            = SessionScope::for_browser();
		return $config;
	}

	/**
	 * One setting as the configuration carries it (e.g. `api_base` → the `apiBase` value), for
	 * the head's script, which needs a few of them before the configuration is there.
	 *
	 * @param string $key The setting's key.
	 * @return mixed The value; '' for an unknown key.
	 */
	public static function setting_value( string $key ): mixed {
		$field = Definitions::all()[ $key ] ?? null;
		return null === $field ? '' : $field->config_value( (string) ( Options::all()[ $key ] ?? '' ) );
	}

	/**
	 * The script that defines the configuration: `var customerAreaConfig = {…};`. The JSON
	 * escapes <, >, &, ' and " (and, as json_encode always does, U+2028/U+2029 and "/"), so no
	 * value, whatever a broker or an embed typed, can end the script element, open an HTML
	 * comment or break out of a string.
	 *
	 * @param array<string, mixed> $config Configuration from {@see Config::build()}.
	 * @return string JavaScript.
	 */
	public static function inline_script( array $config ): string {
		$json = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
		// Unencodable data leaves the object unset, which the front end reports as a setup error.
		return 'var ' . self::OBJECT_NAME . ' = ' . ( false === $json ? 'null' : $json ) . ';';
	}

	/**
	 * Hands the configuration to the script (hooked on `wp_print_footer_scripts`, priority 5,
	 * i.e. after the content has rendered and before build/index.js is printed). Runs once,
	 * and only when an embed rendered on this page.
	 *
	 * The object is printed with wp_add_inline_script() instead of wp_localize_script(), which
	 * encodes without those escapes, turns numbers into strings and decodes HTML entities.
	 */
	public function localize(): void {
		if ( $this->localized || array() === $this->embeds || ! wp_script_is( Assets::HANDLE, 'enqueued' ) ) {
			return;
		}
		$this->localized = true;
		wp_add_inline_script( Assets::HANDLE, self::inline_script( $this->build() ), 'before' );
	}
}
