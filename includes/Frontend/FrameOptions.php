<?php
/**
 * The response headers that keep other sites from framing the customer area.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Every page that renders the area (full or popup) sends `Content-Security-Policy:
 * frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`, so a sign-in or an upload form
 * cannot be laid under another site's page (clickjacking). Pages without the area are left alone.
 *
 * The filter `customer_area_frame_ancestors` lets a site allow other origins (e.g. a partner
 * portal that frames the area); browsers follow the CSP list and ignore X-Frame-Options when both
 * are present, so X-Frame-Options stays SAMEORIGIN for the browsers that know nothing else.
 * The headers depend on the page, never on the visitor, so cached pages stay right.
 * See docs/behaviour.md "Embeds and popups".
 */
final class FrameOptions {

	/** What may frame the area by default: this site. */
	public const DEFAULT_ANCESTORS = array( "'self'" );

	/**
	 * Keeps the decision of whether the page holds the area.
	 *
	 * @param PageEmbeds $embeds The page's embeds.
	 */
	public function __construct( private PageEmbeds $embeds ) {
	}

	/**
	 * Sends the headers when the page holds the area (hooked on `template_redirect`, before any
	 * output in any theme).
	 */
	public function send(): void {
		if ( headers_sent() || ! $this->embeds->has_area() ) {
			return;
		}
		foreach ( self::headers() as $name => $value ) {
			// A second CSP header adds a policy (a site's own CSP stays in force); X-Frame-Options replaces.
			header( $name . ': ' . $value, 'X-Frame-Options' === $name );
		}
	}

	/**
	 * The headers an area page sends, by name.
	 *
	 * @return array<string, string> Header => value.
	 */
	public static function headers(): array {
		$ancestors = self::ancestors();
		return array(
			'Content-Security-Policy' => 'frame-ancestors ' . implode( ' ', $ancestors ),
			'X-Frame-Options'         => array( "'none'" ) === $ancestors ? 'DENY' : 'SAMEORIGIN',
		);
	}

	/**
	 * The sources of `frame-ancestors`: `'self'`, `'none'` or origins such as
	 * `https://partner.example` or `https://*.partner.example:8443`. Anything else a filter returns
	 * is dropped; when nothing valid is left, `'self'` applies.
	 *
	 * @return array<int, string> Sources.
	 */
	public static function ancestors(): array {
		/**
		 * Filters which pages may frame the customer area (CSP frame-ancestors sources).
		 *
		 * @param array<int, string> $ancestors Sources; default `array( "'self'" )`. Origins are
		 *                                      `https://host` or `http://host`, with an optional
		 *                                      port and a leading `*.` wildcard label.
		 */
		$given = apply_filters( 'customer_area_frame_ancestors', self::DEFAULT_ANCESTORS );
		$valid = array_filter(
			is_array( $given ) ? $given : array(),
			static fn ( $source ): bool => is_string( $source ) && 1 === preg_match( "~^(?:'self'|'none'|https?://(?:\\*\\.)?[a-z0-9-]+(?:\\.[a-z0-9-]+)*(?::[0-9]{1,5})?)$~i", $source )
		);
		$valid = array_values( array_unique( array_map( 'strtolower', $valid ) ) );
		if ( in_array( "'none'", $valid, true ) ) {
			// 'none' cannot be combined with other sources.
			return count( $valid ) > 1 ? self::DEFAULT_ANCESTORS : $valid;
		}
		return array() === $valid ? self::DEFAULT_ANCESTORS : $valid;
	}
}
