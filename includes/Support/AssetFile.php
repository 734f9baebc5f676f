<?php
/**
 * The .asset.php files that @wordpress/scripts writes beside each built script.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Support;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads a built script's dependencies and version, so the front end, the block editor and the
 * settings page register their scripts the same way.
 */
final class AssetFile {

	/**
	 * Reads an asset file.
	 *
	 * @param string $path Absolute path of the .asset.php file.
	 * @return array{dependencies: array<int, string>, version: string}|null Asset data, or null when not built.
	 */
	public static function read( string $path ): ?array {
		if ( ! is_readable( $path ) ) {
			return null;
		}
		$asset = require $path;
		if ( ! is_array( $asset ) ) {
			return null;
		}
		$dependencies = isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? array_values( array_map( 'strval', $asset['dependencies'] ) ) : array();
		$version      = isset( $asset['version'] ) && is_scalar( $asset['version'] ) ? (string) $asset['version'] : CUSTOMER_AREA_VERSION;
		return array(
			'dependencies' => $dependencies,
			'version'      => $version,
		);
	}
}
