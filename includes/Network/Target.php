<?php
/**
 * One URL as the plugin's server-side checks read it.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Network;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The outcome of {@see Targets::check()}: whether the server may request the URL, and the parts
 * the request is built from, so that the host that was checked is the host that is requested.
 */
final class Target {

	/** Every address of the host is allowed: the URL may be requested. */
	public const OK = 'ok';

	/** The URL is not one the checks can read (no http(s), a broken host or port). */
	public const INVALID = 'invalid';

	/** The host name has no address. */
	public const DNS = 'dns';

	/** The host is, or resolves to, an address the server does not request. */
	public const PRIVATE = 'private';

	/**
	 * Describes a checked URL.
	 *
	 * @param string             $verdict   One of this class's constants.
	 * @param string             $scheme    "http" or "https" ('' when invalid).
	 * @param string             $host      Host as requested: lower case, IPv6 in brackets, no trailing dot.
	 * @param int                $port      Port (the scheme's default when the URL names none).
	 * @param string             $rest      Path, query and fragment, as in the URL.
	 * @param array<int, string> $addresses Every address the host stands for (the one of a literal, or the resolved ones).
	 * @param bool               $literal   Whether the host is an IP address itself (nothing to resolve or pin).
	 */
	public function __construct(
		public readonly string $verdict,
		public readonly string $scheme = '',
		public readonly string $host = '',
		public readonly int $port = 0,
		public readonly string $rest = '',
		public readonly array $addresses = array(),
		public readonly bool $literal = false,
	) {
	}

	/**
	 * The origin: scheme, host and port (the default port left out).
	 *
	 * @return string Origin, e.g. "https://api.example.com:8443".
	 */
	public function origin(): string {
		$default = 'https' === $this->scheme ? 443 : 80;
		return $this->scheme . '://' . $this->host . ( $this->port === $default ? '' : ':' . $this->port );
	}

	/**
	 * The URL to request: the origin and the rest, without any user info.
	 *
	 * @return string URL.
	 */
	public function url(): string {
		return $this->origin() . $this->rest;
	}
}
