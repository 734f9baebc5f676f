<?php
/**
 * Which site of an origin a customer's session belongs to.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The token cookie's name and path for this site, which the browser receives in the configuration
 * (`session`) and src/config/session-scope.ts reads (docs/behaviour.md "Session token, refresh and
 * remember me"). A single site keeps the specification's cookie: `laravel_user_token`, `Path=/`.
 * The sites of a subdirectory network share one origin, so each keeps its cookie on its own path
 * (`/broker-b/`), where no other site's page reads it; the main site's path `/` covers every other
 * site, so its cookie takes a name of its own, which no other site reads. The browser's storage
 * keys follow the path. Customers stay with their broker: a session on one site neither signs
 * anyone in on another nor lends it its token.
 */
final class SessionScope {

	/** The token cookie's name in the API contract. */
	public const COOKIE = 'laravel_user_token';

	/** The name of the main site's cookie on a subdirectory network. */
	public const MAIN_SITE_COOKIE = 'laravel_user_token_main';

	/**
	 * The scope as the configuration carries it.
	 *
	 * @return array{cookie: string, path: string} The cookie's name and path.
	 */
	public static function for_browser(): array {
		return array(
			'cookie' => self::cookie_name(),
			'path'   => self::path(),
		);
	}

	/**
	 * The site's path: `/` for a site at the root of its host, else e.g. `/broker-b/`.
	 *
	 * @return string The path, with slashes at both ends.
	 */
	public static function path(): string {
		$path = wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		$path = is_string( $path ) ? trim( $path, '/' ) : '';
		return '' === $path ? '/' : '/' . $path . '/';
	}

	/**
	 * A browser storage key of this site, as src/config/session-scope.ts makes it:
	 * `customer-area:auth` on a site at the root of its host, else e.g. `customer-area@/broker-b/:auth`.
	 *
	 * @param string $name The key's own part, e.g. `auth`, `wizard`, `sign-in:reporting-visits`.
	 * @return string The key.
	 */
	public static function storage_key( string $name ): string {
		$path = self::path();
		return ( '/' === $path ? 'customer-area' : 'customer-area@' . $path ) . ':' . $name;
	}

	/**
	 * The token cookie's name on this site.
	 *
	 * @return string The name.
	 */
	public static function cookie_name(): string {
		$covers_other_sites = is_multisite() && ! is_subdomain_install() && is_main_site() && '/' === self::path();
		return $covers_other_sites ? self::MAIN_SITE_COOKIE : self::COOKIE;
	}
}
