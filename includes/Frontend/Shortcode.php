<?php
/**
 * The [customer_area] shortcode.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

use CustomerArea\Admin\Settings;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the root element for the React app (a full root holds its pre-rendered opening,
 * {@see FirstPaintViews}, busy until the app takes over; a popup's is empty) and records the
 * embed's attributes in the page configuration. The HTML is the same for every visitor
 * (page-cache safe).
 */
final class Shortcode {

	/** Shortcode tag. */
	public const TAG = 'customer_area';

	/** Views the auth container can start on; anything else means "the default view". */
	public const INITIAL_VIEWS = array( 'login', 'register', 'forgot-password', 'secret-sale-notice' );

	/** Root elements rendered on this page so far; numbers the ids customer-area-1, -2, … */
	private int $count = 0;

	/**
	 * Keeps the services the shortcode feeds.
	 *
	 * @param Config $config Collects the embeds for the browser configuration.
	 * @param Assets $assets Enqueues the bundle when an embed renders.
	 */
	public function __construct( private Config $config, private Assets $assets ) {
	}

	/**
	 * Registers the shortcode (hooked on `init`).
	 */
	public function register(): void {
		add_shortcode( self::TAG, array( $this, 'render' ) );
	}

	/**
	 * Attribute names and defaults. WordPress parses hyphenated names such as
	 * is-leadgen, and shortcode_atts() matches them as array keys.
	 *
	 * @return array<string, string> Defaults keyed by attribute.
	 */
	public static function defaults(): array {
		return array(
			'is-leadgen'          => 'false',
			'initial-view'        => '',
			'popup'               => 'false',
			'hide-owner-checkbox' => 'false',
			'register-label'      => '',
			'back-label'          => '',
			'force-redirect'      => 'false',
			'forward-link'        => '',
		);
	}

	/**
	 * Turns raw attributes into the embed object of the browser configuration.
	 *
	 * @param array<string, mixed> $atts Attributes after shortcode_atts().
	 * @return array{isLeadgen: bool, initialView: string, popup: bool, hideOwnerCheckbox: bool, registerLabel: string, backLabel: string, forceRedirect: bool, forwardLink: string} Embed.
	 */
	public static function parse( array $atts ): array {
		$view = strtolower( trim( self::text( $atts['initial-view'] ?? '' ) ) );
		$link = trim( self::text( $atts['forward-link'] ?? '' ) );

		return array(
			'isLeadgen'         => self::flag( $atts['is-leadgen'] ?? '' ),
			'initialView'       => in_array( $view, self::INITIAL_VIEWS, true ) ? $view : '',
			'popup'             => self::flag( $atts['popup'] ?? '' ),
			'hideOwnerCheckbox' => self::flag( $atts['hide-owner-checkbox'] ?? '' ),
			'registerLabel'     => sanitize_text_field( self::text( $atts['register-label'] ?? '' ) ),
			'backLabel'         => sanitize_text_field( self::text( $atts['back-label'] ?? '' ) ),
			'forceRedirect'     => self::flag( $atts['force-redirect'] ?? '' ),
			// A link to another site, javascript: or the like is ignored, not "repaired".
			'forwardLink'       => '' === $link ? '' : (string) Url::same_origin( $link ),
		);
	}

	/**
	 * Renders one embed (the shortcode callback).
	 *
	 * @param array<string, mixed>|string $atts Attributes as parsed by WordPress ('' when none).
	 * @return string HTML.
	 */
	public function render( $atts ): string {
		$atts  = shortcode_atts( self::defaults(), is_array( $atts ) ? $atts : array(), self::TAG );
		$embed = self::parse( $atts );

		// Every embed renders, a second full one too: the content may be rendered more than once in
		// a request (an SEO plugin's description, a theme's excerpt), and only the browser knows
		// which render the page prints. It starts the first full root only (docs/behaviour.md
		// "Embeds and popups").
		++$this->count;
		$root_id = 'customer-area-' . $this->count;
		$this->config->add_embed( $root_id, $embed );
		$built = $this->assets->enqueue();
		if ( $built ) {
			$this->assets->preload_first_screen( $embed );
		}

		// The full area takes the theme's wide width (sidebar plus content); popups stay in the flow.
		$classes = $embed['popup'] ? 'customer-area-root customer-area-root--popup' : 'customer-area-root customer-area-root--full alignwide';
		// A full root holds its first screen's pre-rendered text until the app takes over (busy until
		// then); popups get none (docs/architecture.md "First paint and start-up").
		$first = $built ? FirstPaintViews::markup( $embed ) : '';
		$html  = sprintf(
			'<div id="%s" class="%s" data-customer-area-root%s>%s</div>',
			esc_attr( $root_id ),
			esc_attr( $classes ),
			'' === $first ? '' : ' aria-busy="true"',
			$first // The build's own markup of the views, text only (FirstPaintViews).
		);
		if ( ! $built && current_user_can( Settings::CAPABILITY ) ) {
			$html .= Assets::missing_build_hint();
		}
		$html .= '<noscript>' . esc_html__( 'Please enable JavaScript to use the customer area.', 'customer-area' ) . '</noscript>';
		return $html;
	}

	/**
	 * Reads a boolean attribute: "true", "1" and "yes" (any case) are true.
	 *
	 * @param mixed $value Attribute value.
	 * @return bool Flag.
	 */
	private static function flag( $value ): bool {
		return in_array( strtolower( trim( self::text( $value ) ) ), array( 'true', '1', 'yes' ), true );
	}

	/**
	 * An attribute value as string (attributes are strings, but filters may pass anything).
	 *
	 * @param mixed $value Attribute value.
	 * @return string Text.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}
}
