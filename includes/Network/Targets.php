<?php
/**
 * Which URLs the server may request, and which the settings accept.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Network;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The rule for every request the plugin's server sends (the connection test, Site Health) and for
 * the API base and geocoder URL a broker saves: the host is resolved and every address it stands
 * for is checked. Private, loopback, link-local, unique-local, unspecified, reserved and cloud
 * metadata addresses are refused, on any port. Loopback, private and unique-local addresses are
 * allowed only when the filter `customer_area_allow_private_targets` says so; by default it does
 * in a `local` or `development` environment, and on multisite only with the network's opt-in too.
 * Link-local, metadata, unspecified and reserved addresses are refused everywhere.
 * See docs/architecture.md "Security rules".
 */
final class Targets {

	/** A constant in wp-config.php that gives a multisite network's opt-in to private targets. */
	public const NETWORK_CONSTANT = 'CUSTOMER_AREA_NETWORK_ALLOWS_PRIVATE_TARGETS';

	/** The network option (get_site_option) that gives the same opt-in. */
	public const NETWORK_OPTION = 'customer_area_allow_private_targets';

	/**
	 * Kinds of address the filter may allow; every other kind but public is always refused.
	 *
	 * @var array<int, string>
	 */
	public const ALLOWABLE = array( Address::LOOPBACK, Address::PRIVATE, Address::UNIQUE_LOCAL );

	/**
	 * Whether loopback, private and unique-local targets are allowed on this site.
	 *
	 * @param bool|null $multisite Whether the site is part of a network (null: ask WordPress).
	 * @return bool True when they are.
	 */
	public static function private_allowed( ?bool $multisite = null ): bool {
		$development = in_array( wp_get_environment_type(), array( 'local', 'development' ), true );
		/**
		 * Filters whether the plugin's server-side requests and its settings accept loopback,
		 * private and unique-local addresses. Link-local, cloud metadata, unspecified and
		 * reserved addresses stay refused whatever this says.
		 *
		 * @param bool $allowed True in a `local` or `development` environment (wp_get_environment_type()).
		 */
		$allowed = (bool) apply_filters( 'customer_area_allow_private_targets', $development );
		if ( ! $allowed || ! ( $multisite ?? is_multisite() ) ) {
			return $allowed;
		}
		// A sub-site's administrator holds manage_options too; only the network may open the exception.
		return ( defined( self::NETWORK_CONSTANT ) && true === constant( self::NETWORK_CONSTANT ) )
			|| self::network_option_says_yes( get_site_option( self::NETWORK_OPTION, false ) );
	}

	/**
	 * Whether the network option's value is a yes: true, 1, or the strings "1", "true", "yes" and
	 * "on" in any case. Everything else is a no, also the strings "false", "no" and "off" that
	 * `wp site option update … false` and forms store (a cast to bool would read them as yes).
	 *
	 * @param mixed $value The option's value.
	 * @return bool True for a yes.
	 */
	private static function network_option_says_yes( $value ): bool {
		return is_scalar( $value ) && filter_var( $value, FILTER_VALIDATE_BOOLEAN );
	}

	/**
	 * Whether the server refuses an address.
	 *
	 * @param string $address         An IP address.
	 * @param bool   $private_allowed {@see Targets::private_allowed()}.
	 * @return bool True when it is refused.
	 */
	public static function refuses( string $address, bool $private_allowed ): bool {
		$kind = Address::kind( $address );
		return Address::PUBLIC !== $kind && ! ( $private_allowed && in_array( $kind, self::ALLOWABLE, true ) );
	}

	/**
	 * Reads a URL, resolves its host and checks every address.
	 *
	 * @param string    $url             An absolute http(s) URL.
	 * @param bool|null $private_allowed Whether private targets are allowed (null: {@see Targets::private_allowed()}).
	 * @return Target The verdict with the parts to request.
	 */
	public static function check( string $url, ?bool $private_allowed = null ): Target {
		$parts = self::parse( $url );
		if ( null === $parts ) {
			return new Target( Target::INVALID );
		}
		[ $scheme, $host, $port, $rest ] = $parts;
		$literal                         = Address::literal( $host );
		if ( '' === $literal ) {
			return new Target( Target::INVALID );
		}
		$addresses = null === $literal ? Resolver::addresses( $host ) : array( $literal );
		if ( array() === $addresses ) {
			return new Target( Target::DNS, $scheme, $host, $port, $rest );
		}
		$private_allowed ??= self::private_allowed();
		foreach ( $addresses as $address ) {
			if ( self::refuses( $address, $private_allowed ) ) {
				return new Target( Target::PRIVATE, $scheme, $host, $port, $rest, $addresses, null !== $literal );
			}
		}
		return new Target( Target::OK, $scheme, $host, $port, $rest, $addresses, null !== $literal );
	}

	/**
	 * Whether saving refuses a URL for the API base or the geocoder: it is a literal address the
	 * server refuses, or a name that resolves to one. A name that does not resolve now is accepted
	 * (it may be set up later, and some servers cannot resolve at all); the connection test and
	 * Site Health check it again before every request.
	 *
	 * @param string $url A URL that passed the URL rule ({@see \CustomerArea\Support\Url::allowed_absolute()}).
	 * @return bool True when it is refused.
	 */
	public static function refused_on_save( string $url ): bool {
		$verdict = self::check( $url )->verdict;
		return Target::PRIVATE === $verdict || Target::INVALID === $verdict;
	}

	/**
	 * Splits an absolute http(s) URL the way URL parsers and cURL do: the authority ends at the
	 * first "/", "?" or "#", user info ends at its last "@" (and is dropped: the request is built
	 * without it). Hosts are names of letters, digits, "-", "_" and dots, or bracketed IPv6; a name
	 * in another script is turned into its ASCII form when PHP can, else refused.
	 *
	 * @param string $url URL.
	 * @return array{0: string, 1: string, 2: int, 3: string}|null Scheme, host, port, rest; null when unreadable.
	 */
	private static function parse( string $url ): ?array {
		if ( 1 !== preg_match( '~^(https?)://([^/?#]*)(.*)$~is', $url, $match ) || 1 === preg_match( '/[\s\x00-\x1f\x7f\\\\]/', $url ) ) {
			return null;
		}
		$scheme    = strtolower( $match[1] );
		$authority = $match[2];
		$at        = strrpos( $authority, '@' );
		$hostport  = false === $at ? $authority : substr( $authority, $at + 1 );
		if ( 1 !== preg_match( '/^(\[[^\]]*\]|[^:\[\]]*)(?::([0-9]*))?$/', $hostport, $hp ) ) {
			return null;
		}
		$host = self::ascii_host( rtrim( strtolower( $hp[1] ), '.' ) );
		$port = isset( $hp[2] ) && '' !== $hp[2] ? (int) $hp[2] : ( 'https' === $scheme ? 443 : 80 );
		if ( null === $host || $port < 1 || $port > 65535 ) {
			return null;
		}
		return array( $scheme, $host, $port, $match[3] );
	}

	/**
	 * A host in the form the checks and the request use, or null when it cannot be one.
	 *
	 * @param string $host Lower-cased host without a trailing dot.
	 * @return string|null Host.
	 */
	private static function ascii_host( string $host ): ?string {
		if ( str_starts_with( $host, '[' ) ) {
			return $host;
		}
		if ( 1 === preg_match( '/[^\x00-\x7f]/', $host ) ) {
			$ascii = function_exists( 'idn_to_ascii' ) ? idn_to_ascii( $host, IDNA_DEFAULT, INTL_IDNA_VARIANT_UTS46 ) : false;
			$host  = is_string( $ascii ) ? strtolower( $ascii ) : '';
		}
		return 1 === preg_match( '/^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/', $host ) ? $host : null;
	}
}
