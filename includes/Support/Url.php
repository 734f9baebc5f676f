<?php
/**
 * URL checks shared by the settings page and the shortcode.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Support;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Decides which URLs the plugin accepts, so that the settings page and the
 * shortcode apply exactly the same rules.
 */
final class Url {

	/** Hosts on which plain http is tolerated, because they only exist during development. */
	private const LOCAL_HOSTS = array( 'localhost', '127.0.0.1' );

	/**
	 * Returns the URL normalised for storage when it is an https URL, or an http URL on
	 * localhost / 127.0.0.1 (any port); returns null for anything else.
	 *
	 * Credentials in the URL are refused too: they would leak into every page that
	 * carries the configuration.
	 *
	 * @param string $value Raw URL as typed by a broker.
	 * @return string|null Normalised URL, or null when the URL is not allowed.
	 */
	public static function allowed_absolute( string $value ): ?string {
		$value = trim( $value );
		if ( '' === $value || self::has_forbidden_characters( $value ) ) {
			return null;
		}
		$parts = self::parts( $value );
		if ( null === $parts || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] );
		$host   = strtolower( $parts['host'] );
		$secure = 'https' === $scheme;
		$local  = 'http' === $scheme && in_array( $host, self::LOCAL_HOSTS, true );
		if ( ! $secure && ! $local ) {
			return null;
		}
		$clean = esc_url_raw( $value, array( 'http', 'https' ) );
		return '' === $clean ? null : $clean;
	}

	/**
	 * Returns an absolute URL on the site's own origin (scheme, host and port of home_url),
	 * or null when the value points anywhere else. A root-relative path such as "/offers"
	 * is made absolute on the site's origin.
	 *
	 * @param string $value Raw URL or root-relative path.
	 * @return string|null Absolute same-origin URL, or null when not allowed.
	 */
	public static function same_origin( string $value ): ?string {
		$value = trim( $value );
		if ( '' === $value || self::has_forbidden_characters( $value ) ) {
			return null;
		}
		$site_origin = self::site_origin();

		// "//host/path" is protocol-relative, i.e. another site; only a single leading slash is a path.
		if ( str_starts_with( $value, '/' ) ) {
			if ( str_starts_with( $value, '//' ) ) {
				return null;
			}
			$value = $site_origin . $value;
		}

		$parts = wp_parse_url( $value );
		if ( self::origin_of( $value ) !== $site_origin || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return null;
		}
		$clean = esc_url_raw( $value, array( 'http', 'https' ) );
		return '' === $clean ? null : $clean;
	}

	/**
	 * The site's origin, e.g. "http://127.0.0.1:8080", taken from home_url().
	 *
	 * @return string Origin without a trailing slash.
	 */
	public static function site_origin(): string {
		return self::origin_of( home_url( '/' ) ) ?? untrailingslashit( home_url() );
	}

	/**
	 * Scheme, host and port of an absolute http(s) URL, with the default port left out
	 * and the host lower-cased, so that equal origins compare equal as strings.
	 *
	 * @param string $url Absolute URL.
	 * @return string|null Origin, or null for anything that is not an absolute http(s) URL.
	 */
	public static function origin_of( string $url ): ?string {
		$parts = self::parts( $url );
		if ( null === $parts ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] );
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return null;
		}
		$host    = strtolower( $parts['host'] );
		$default = 'https' === $scheme ? 443 : 80;
		$port    = isset( $parts['port'] ) ? (int) $parts['port'] : $default;
		return $scheme . '://' . $host . ( $port === $default ? '' : ':' . $port );
	}

	/**
	 * The parts of an absolute URL with a scheme and a host, as wp_parse_url() reads them; null
	 * when it has neither, or when its host is no host name: `http://example.com:8180:80/` gives
	 * wp_parse_url() the host "example.com:8180" and the port 80, where browsers refuse the URL. So
	 * a host holds no ":", "[" or "]", unless it is a bracketed IPv6 address.
	 *
	 * @param string $url URL.
	 * @return array<string, int|string>|null Parts (scheme and host always set), or null.
	 */
	private static function parts( string $url ): ?array {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return null;
		}
		return 1 === preg_match( '/^(?:\[[0-9a-f:.]+\]|[^:\[\]]+)$/i', (string) $parts['host'] ) ? $parts : null;
	}

	/**
	 * Whitespace, control characters and backslashes have no place in a URL a broker
	 * types; browsers read "\" as "/", which turns "/\evil.example" into another site.
	 *
	 * @param string $value Raw URL.
	 * @return bool True when the value must be refused.
	 */
	private static function has_forbidden_characters( string $value ): bool {
		return 1 === preg_match( '/[\s\x00-\x1f\x7f\\\\<>"\'`]/', $value );
	}
}
