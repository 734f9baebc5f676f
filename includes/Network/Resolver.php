<?php
/**
 * Host name resolution for the plugin's server-side checks.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Network;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Resolves a host name to every address it has: IPv4 through the system's resolver (which also
 * reads /etc/hosts, as cURL does), IPv6 through DNS. The filter `customer_area_resolve_host`
 * may answer first (a list of addresses), for a site whose resolver PHP cannot reach and for
 * tests, which cannot add names to the machine.
 */
final class Resolver {

	/**
	 * Every address of a host name, each in canonical form; empty when it does not resolve.
	 *
	 * @param string $host Host name (not an IP literal), without a trailing dot.
	 * @return array<int, string> Addresses.
	 */
	public static function addresses( string $host ): array {
		/**
		 * Filters the addresses of a host name before the plugin asks the resolver.
		 *
		 * @param array<int, string>|null $addresses Addresses, or null to resolve the name normally.
		 * @param string                  $host      The host name.
		 */
		$given = apply_filters( 'customer_area_resolve_host', null, $host );
		if ( is_array( $given ) ) {
			return self::canonical_list( $given );
		}
		$found = gethostbynamel( $host );
		$found = is_array( $found ) ? $found : array();
		// dns_get_record() warns when the resolver cannot be asked; no AAAA record is the answer then.
		$records = @dns_get_record( $host, DNS_AAAA ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- see above.
		foreach ( is_array( $records ) ? $records : array() as $record ) {
			if ( isset( $record['ipv6'] ) ) {
				$found[] = (string) $record['ipv6'];
			}
		}
		return self::canonical_list( $found );
	}

	/**
	 * The valid addresses of a list, canonical and without repeats.
	 *
	 * @param array<mixed> $addresses Addresses as given.
	 * @return array<int, string> Addresses.
	 */
	private static function canonical_list( array $addresses ): array {
		$list = array_map( static fn ( $address ): string => is_string( $address ) ? Address::canonical( $address ) : '', $addresses );
		// Address::canonical() gives '' for anything that is not an address.
		return array_values( array_unique( array_diff( $list, array( '' ) ) ) );
	}
}
