<?php
/**
 * The block 'Customer Area' (customer-area/customer-area).
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

use CustomerArea\Support\AssetFile;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A dynamic block that renders through the shortcode's own code path: its attributes are turned
 * into the shortcode's attributes and handed to {@see Shortcode::render()}, so a block and a
 * shortcode with the same choices print the same markup and add the same embed to the page's
 * configuration, and the one-full-area-per-page rule counts both together.
 *
 * The editor shows a static preview card and a settings sidebar (build/blocks/customer-area);
 * those files load only in the block editor, never on the public pages.
 */
final class Block {

	/** Block name. */
	public const NAME = 'customer-area/customer-area';

	/** Handle of the editor script and of the editor style (named in block.json). */
	public const EDITOR_HANDLE = 'customer-area-block-editor';

	/** Global JavaScript name of the editor's data (the site's origin, for the forward-link check). */
	public const EDITOR_OBJECT = 'customerAreaBlockEditor';

	/** Folder of the built block (block.json, index.js, index.asset.php, index.css). */
	private const BUILD_DIR = 'build/blocks/customer-area';

	/**
	 * Keeps the shortcode whose render path the block shares.
	 *
	 * @param Shortcode $shortcode The shortcode service of this request.
	 */
	public function __construct( private Shortcode $shortcode ) {
	}

	/**
	 * Registers the editor script and style, then the block type from the built block.json
	 * (hooked on `init`). Without a build there is nothing to register; the shortcode still works.
	 */
	public function register(): void {
		$dir   = CUSTOMER_AREA_DIR . self::BUILD_DIR;
		$asset = AssetFile::read( $dir . '/index.asset.php' );
		if ( null === $asset || ! is_readable( $dir . '/block.json' ) ) {
			return;
		}
		wp_register_script(
			self::EDITOR_HANDLE,
			CUSTOMER_AREA_URL . self::BUILD_DIR . '/index.js',
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => false )
		);
		wp_set_script_translations( self::EDITOR_HANDLE, 'customer-area', CUSTOMER_AREA_DIR . 'languages' );
		wp_add_inline_script( self::EDITOR_HANDLE, self::editor_data_script(), 'before' );
		if ( is_readable( $dir . '/index.css' ) ) {
			wp_register_style( self::EDITOR_HANDLE, CUSTOMER_AREA_URL . self::BUILD_DIR . '/index.css', array(), $asset['version'] );
			wp_style_add_data( self::EDITOR_HANDLE, 'rtl', 'replace' );
		}

		register_block_type(
			$dir,
			array( 'render_callback' => array( $this, 'render' ) )
		);
	}

	/**
	 * Renders the block (its render callback): the shortcode's output for the same choices.
	 *
	 * @param array<string, mixed>|mixed $attributes Block attributes as WordPress passes them.
	 * @return string HTML.
	 */
	public function render( $attributes ): string {
		return $this->shortcode->render( self::shortcode_attributes( is_array( $attributes ) ? $attributes : array() ) );
	}

	/**
	 * Turns block attributes (camelCase, booleans) into shortcode attributes (kebab-case,
	 * "true"/"false"), e.g. `isLeadgen: true` into `is-leadgen="true"`. Unknown attributes are
	 * dropped; the shortcode checks every value as it checks a typed shortcode.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, string> Shortcode attributes.
	 */
	public static function shortcode_attributes( array $attributes ): array {
		$known = Shortcode::defaults();
		$atts  = array();
		foreach ( $attributes as $name => $value ) {
			$key = self::shortcode_name( (string) $name );
			if ( ! array_key_exists( $key, $known ) ) {
				continue;
			}
			if ( is_bool( $value ) ) {
				$atts[ $key ] = $value ? 'true' : 'false';
			} elseif ( is_scalar( $value ) ) {
				$atts[ $key ] = self::like_a_shortcode_value( (string) $value );
			}
		}
		return $atts;
	}

	/**
	 * A text value as WordPress would hand it to a shortcode: WordPress empties an attribute that
	 * holds an unclosed HTML tag (shortcode_parse_atts()), so the block does the same and both
	 * paths see the same value.
	 *
	 * @param string $value Attribute value.
	 * @return string The value, or '' when it holds an unclosed tag.
	 */
	private static function like_a_shortcode_value( string $value ): string {
		return str_contains( $value, '<' ) && 1 !== preg_match( '/^[^<]*+(?:<[^>]*+>[^<]*+)*+$/', $value ) ? '' : $value;
	}

	/**
	 * The shortcode spelling of a block attribute name: `hideOwnerCheckbox` → `hide-owner-checkbox`.
	 *
	 * @param string $name Block attribute name.
	 * @return string Shortcode attribute name.
	 */
	public static function shortcode_name( string $name ): string {
		return strtolower( (string) preg_replace( '/(?<=[a-z0-9])([A-Z])/', '-$1', $name ) );
	}

	/**
	 * The editor's data: `var customerAreaBlockEditor = {"siteOrigin": …};`, so the sidebar
	 * checks a forward link against the origin the front end uses (home, not the admin's site URL).
	 *
	 * @return string JavaScript.
	 */
	private static function editor_data_script(): string {
		$json = wp_json_encode( array( 'siteOrigin' => Url::site_origin() ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
		return 'var ' . self::EDITOR_OBJECT . ' = ' . ( false === $json ? '{}' : $json ) . ';';
	}
}
