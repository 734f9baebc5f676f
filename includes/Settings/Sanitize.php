<?php
/**
 * Sanitizers of the settings: each turns a submitted or stored value into the value to keep.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Settings;

use CustomerArea\Languages;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One function per kind of value (plain text uses WordPress's sanitize_text_field()). Each
 * returns the normalised value, or null when the value is not acceptable; the caller then keeps
 * the previous (or default) value. Each is idempotent: its output is valid input and comes back
 * unchanged, because WordPress may run the sanitize callback twice on the first save and
 * {@see \CustomerArea\Options} runs it again on every read.
 */
final class Sanitize {

	/**
	 * An https URL (http only on localhost or 127.0.0.1), or '' for "not set".
	 *
	 * @param string $raw Submitted value.
	 * @return string|null Normalised URL, '' or null.
	 */
	public static function url( string $raw ): ?string {
		$value = trim( $raw );
		return '' === $value ? '' : Url::allowed_absolute( $value );
	}

	/**
	 * The API base: a URL as {@see Sanitize::url()} without query or fragment (the front end
	 * appends "/api/…", which they would swallow) and without a trailing slash (it would
	 * double the one in "/api/…").
	 *
	 * @param string $raw Submitted value.
	 * @return string|null Normalised base, '' or null.
	 */
	public static function api_base( string $raw ): ?string {
		$url = self::url( $raw );
		if ( null === $url || 1 === preg_match( '/[?#]/', $url ) ) {
			return null;
		}
		return untrailingslashit( $url );
	}

	/**
	 * The geocoder: a URL as {@see Sanitize::url()}; empty means OpenStreetMap Nominatim.
	 *
	 * @param string $raw Submitted value.
	 * @return string|null Normalised URL or null.
	 */
	public static function geocoder_url( string $raw ): ?string {
		$url = self::url( $raw );
		return '' === $url ? Definitions::DEFAULT_GEOCODER_URL : $url;
	}

	/**
	 * An absolute URL on this site's origin (a path such as /offers/ is completed), or ''.
	 *
	 * @param string $raw Submitted value.
	 * @return string|null Absolute same-origin URL, '' or null.
	 */
	public static function same_origin( string $raw ): ?string {
		$value = trim( $raw );
		return '' === $value ? '' : Url::same_origin( $value );
	}

	/**
	 * A positive whole number (as a string), or '' for "not set".
	 *
	 * @param string $raw Submitted value.
	 * @return string|null Number, '' or null.
	 */
	public static function positive_id( string $raw ): ?string {
		$value = trim( $raw );
		if ( '' === $value ) {
			return '';
		}
		$id = filter_var( $value, FILTER_VALIDATE_INT, array( 'options' => array( 'min_range' => 1 ) ) );
		return false === $id ? null : (string) $id;
	}

	/**
	 * One of the language codes the settings page offers: 'auto' or a shipped language.
	 *
	 * @param string $raw Submitted value.
	 * @return string|null Code or null.
	 */
	public static function language( string $raw ): ?string {
		$value = trim( $raw );
		return 'auto' === $value || isset( Languages::autonyms()[ $value ] ) ? $value : null;
	}
}
