<?php
/**
 * IP addresses: reading a host that is one, and the kind of network it belongs to.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Network;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads IP literals the way URL parsers and cURL do, and names the network of an address, so
 * that no spelling of a private address passes for a public one. See docs/architecture.md
 * "Security rules" (server-side requests).
 *
 * IPv4 hosts are read in every form `inet_aton()` and the WHATWG URL standard accept: dotted
 * quads, one to four parts, each part decimal, octal (leading 0) or hexadecimal (0x), e.g.
 * `2130706433`, `0177.0.0.1`, `0x7f.1` are all 127.0.0.1. IPv6 hosts come in brackets; an address
 * that carries an IPv4 address (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64
 * `64:ff9b::/96`, 6to4 `2002::/16`) belongs to the network of the IPv4 address it carries.
 */
final class Address {

	/** A public (globally routable) address. */
	public const PUBLIC = 'public';

	/** 127.0.0.0/8, ::1. */
	public const LOOPBACK = 'loopback';

	/** RFC 1918 (10/8, 172.16/12, 192.168/16), shared address space (100.64/10), IPv6 site-local and local NAT64. */
	public const PRIVATE = 'private';

	/** IPv6 unique-local addresses, fc00::/7. */
	public const UNIQUE_LOCAL = 'unique-local';

	/** 169.254.0.0/16, fe80::/10. */
	public const LINK_LOCAL = 'link-local';

	/** Cloud providers' instance metadata services. */
	public const METADATA = 'metadata';

	/** 0.0.0.0/8 and :: (Linux connects 0.0.0.0 to the machine itself). */
	public const UNSPECIFIED = 'unspecified';

	/** Multicast, broadcast, documentation, benchmarking and other ranges no API lives in. */
	public const RESERVED = 'reserved';

	/**
	 * Metadata services, checked before the ranges they sit in (a link-local, unique-local or
	 * shared address): AWS, GCP and Azure (169.254.169.254, and AWS's fd00:ec2::254), AWS ECS
	 * (169.254.170.2), Alibaba Cloud (100.100.100.200) and Oracle Cloud (192.0.0.192).
	 *
	 * @var array<int, string>
	 */
	private const METADATA_ADDRESSES = array( '169.254.169.254/32', '169.254.170.2/32', '100.100.100.200/32', '192.0.0.192/32', 'fd00:ec2::254/128' );

	/**
	 * IPv4 ranges by kind, first match wins; anything else is public.
	 *
	 * @var array<string, string>
	 */
	private const IPV4_RANGES = array(
		'0.0.0.0/8'       => self::UNSPECIFIED,
		'127.0.0.0/8'     => self::LOOPBACK,
		'10.0.0.0/8'      => self::PRIVATE,
		'172.16.0.0/12'   => self::PRIVATE,
		'192.168.0.0/16'  => self::PRIVATE,
		'100.64.0.0/10'   => self::PRIVATE,
		'169.254.0.0/16'  => self::LINK_LOCAL,
		'192.0.0.0/24'    => self::RESERVED,
		'192.0.2.0/24'    => self::RESERVED,
		'198.18.0.0/15'   => self::RESERVED,
		'198.51.100.0/24' => self::RESERVED,
		'203.0.113.0/24'  => self::RESERVED,
		'224.0.0.0/3'     => self::RESERVED,
	);

	/**
	 * IPv6 ranges by kind, first match wins; outside them only global unicast (2000::/3) is public.
	 *
	 * @var array<string, string>
	 */
	private const IPV6_RANGES = array(
		'::/128'         => self::UNSPECIFIED,
		'::1/128'        => self::LOOPBACK,
		'64:ff9b:1::/48' => self::PRIVATE,
		'fc00::/7'       => self::UNIQUE_LOCAL,
		'fe80::/10'      => self::LINK_LOCAL,
		'fec0::/10'      => self::PRIVATE,
		'ff00::/8'       => self::RESERVED,
		'100::/64'       => self::RESERVED,
		'2001::/23'      => self::RESERVED,
		'2001:db8::/32'  => self::RESERVED,
		'3fff::/20'      => self::RESERVED,
		'2000::/3'       => self::PUBLIC,
	);

	/**
	 * IPv6 prefixes that carry an IPv4 address, with the byte offset of that address.
	 *
	 * @var array<string, int>
	 */
	private const IPV4_CARRIERS = array(
		'::ffff:0:0/96'   => 12,
		'::ffff:0:0:0/96' => 12,
		'::/96'           => 12,
		'64:ff9b::/96'    => 12,
		'2002::/16'       => 2,
	);

	/**
	 * The IP address a URL host stands for, in canonical form (`inet_ntop`), or null when the host
	 * is a name. A host that looks like an IP literal but is not a valid one (an IPv4 part out of
	 * range, a bracketed host that is no IPv6 address, an IPv6 zone) gives '' : such a URL is refused.
	 *
	 * @param string $host The host part of a URL (IPv6 in brackets, as in a URL).
	 * @return string|null Address, '' for an invalid literal, or null for a name.
	 */
	public static function literal( string $host ): ?string {
		if ( str_starts_with( $host, '[' ) ) {
			$inner = str_ends_with( $host, ']' ) ? substr( $host, 1, -1 ) : '';
			$ip    = filter_var( $inner, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 );
			return false === $ip ? '' : self::canonical( $ip );
		}
		return self::ipv4_literal( $host );
	}

	/**
	 * An address in canonical form: IPv6 lower-cased and shortened, IPv4 dotted.
	 *
	 * @param string $ip A valid IP address.
	 * @return string Canonical form, or '' when it is not an address.
	 */
	public static function canonical( string $ip ): string {
		$packed = @inet_pton( $ip ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- an invalid address is an answer here, not a warning.
		if ( false === $packed ) {
			return '';
		}
		$text = inet_ntop( $packed );
		return false === $text ? '' : $text;
	}

	/**
	 * The kind of network an address belongs to: one of this class's constants. Anything that is
	 * not a valid address is reserved.
	 *
	 * @param string $ip IPv4 or IPv6 address (without brackets).
	 * @return string Kind.
	 */
	public static function kind( string $ip ): string {
		$packed = @inet_pton( $ip ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- an invalid address is an answer here, not a warning.
		if ( false === $packed ) {
			return self::RESERVED;
		}
		foreach ( self::METADATA_ADDRESSES as $range ) {
			if ( self::in_range( $packed, $range ) ) {
				return self::METADATA;
			}
		}
		if ( 4 === strlen( $packed ) ) {
			return self::first_match( $packed, self::IPV4_RANGES, self::PUBLIC );
		}
		foreach ( self::IPV4_CARRIERS as $range => $offset ) {
			// :: and ::1 sit inside ::/96 but are addresses of their own.
			if ( self::in_range( $packed, $range ) && ! self::in_range( $packed, '::/127' ) ) {
				$carried = inet_ntop( substr( $packed, $offset, 4 ) );
				return false === $carried ? self::RESERVED : self::kind( $carried );
			}
		}
		return self::first_match( $packed, self::IPV6_RANGES, self::RESERVED );
	}

	/**
	 * Reads a host as an IPv4 address in any spelling inet_aton() and browsers accept.
	 *
	 * @param string $host Host, without a trailing dot.
	 * @return string|null Dotted address, '' for an invalid numeric host, null for a name.
	 */
	private static function ipv4_literal( string $host ): ?string {
		$parts = explode( '.', $host );
		$last  = (string) end( $parts );
		// As in the URL standard, a host is an IPv4 address when its last label is a number.
		if ( 1 !== preg_match( '/^(?:0x[0-9a-f]*|[0-9]+)$/i', $last ) ) {
			return null;
		}
		if ( count( $parts ) > 4 ) {
			return '';
		}
		$numbers = array_map( self::ipv4_part( ... ), $parts );
		if ( in_array( null, $numbers, true ) ) {
			return '';
		}
		$value = 0;
		$count = count( $numbers );
		foreach ( $numbers as $index => $number ) {
			$bits = $index === $count - 1 ? 8 * ( 5 - $count ) : 8;
			if ( $number >= 2 ** $bits ) {
				return '';
			}
			$value = $index === $count - 1 ? $value * ( 2 ** $bits ) + $number : $value * 256 + $number;
		}
		return long2ip( $value );
	}

	/**
	 * One part of a numeric IPv4 host: decimal, octal (leading 0) or hexadecimal (0x).
	 *
	 * @param string $part Part.
	 * @return int|null Its value, or null when it is not a number (or absurdly long).
	 */
	private static function ipv4_part( string $part ): ?int {
		if ( 1 === preg_match( '/^0x([0-9a-f]{0,8})$/i', $part, $hex ) ) {
			return '' === $hex[1] ? 0 : (int) hexdec( $hex[1] );
		}
		if ( 1 === preg_match( '/^0([0-7]{0,11})$/', $part, $octal ) ) {
			return '' === $octal[1] ? 0 : (int) octdec( $octal[1] );
		}
		if ( 1 === preg_match( '/^[1-9][0-9]{0,9}$/', $part ) ) {
			return (int) $part;
		}
		return null;
	}

	/**
	 * The kind of the first range that holds an address.
	 *
	 * @param string                $packed   Address as inet_pton() gives it.
	 * @param array<string, string> $ranges   CIDR range => kind.
	 * @param string                $fallback Kind when no range holds it.
	 * @return string Kind.
	 */
	private static function first_match( string $packed, array $ranges, string $fallback ): string {
		foreach ( $ranges as $range => $kind ) {
			if ( self::in_range( $packed, $range ) ) {
				return $kind;
			}
		}
		return $fallback;
	}

	/**
	 * Whether a packed address lies in a CIDR range of the same family.
	 *
	 * @param string $packed Address as inet_pton() gives it.
	 * @param string $range  e.g. "10.0.0.0/8" or "fc00::/7".
	 * @return bool True when it does.
	 */
	private static function in_range( string $packed, string $range ): bool {
		[ $network, $length ] = explode( '/', $range );
		$prefix               = inet_pton( $network );
		if ( false === $prefix || strlen( $prefix ) !== strlen( $packed ) ) {
			return false;
		}
		$length = (int) $length;
		$bytes  = intdiv( $length, 8 );
		if ( substr( $packed, 0, $bytes ) !== substr( $prefix, 0, $bytes ) ) {
			return false;
		}
		$bits = $length % 8;
		if ( 0 === $bits ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $bits ) ) & 0xff;
		return ( ord( $packed[ $bytes ] ) & $mask ) === ( ord( $prefix[ $bytes ] ) & $mask );
	}
}
