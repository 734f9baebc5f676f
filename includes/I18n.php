<?php
/**
 * Loading of the plugin's translations.
 *
 * @package CustomerArea
 */

namespace CustomerArea;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Loads the `customer-area` text domain from the plugin's own languages/ folder, so the
 * translations that ship with the plugin work without a language pack, and points every locale at
 * the catalogue it uses ({@see Languages::catalogue_locale()}): PHP's .mo and the scripts' JSON
 * alike, so de_AT or de_DE_formal get the German files and de_CH the Swiss ones without copies.
 */
final class I18n {

	/** The plugin's text domain. */
	private const DOMAIN = 'customer-area';

	/**
	 * Loads the text domain (hooked on `init`).
	 */
	public function register(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( CUSTOMER_AREA_FILE ) ) . '/languages' ); // phpcs:ignore PluginCheck.CodeAnalysis.DiscouragedFunctions.load_plugin_textdomainFound -- WordPress loads by itself only wordpress.org's language packs (wp-content/languages/plugins/); this plugin has none and ships its catalogues in languages/, which only this call registers.
	}

	/**
	 * Points a .mo file of our domain at the catalogue its locale uses (hooked on
	 * `load_textdomain_mofile`, which both load_plugin_textdomain and WordPress's just-in-time
	 * loading pass through): `customer-area-de_AT.mo` becomes `customer-area-de_DE.mo`.
	 *
	 * @param string $mofile The file WordPress is about to load.
	 * @param string $domain Its text domain.
	 * @return string The file to load.
	 */
	public function map_mofile( $mofile, $domain ) {
		if ( self::DOMAIN !== $domain || ! is_string( $mofile ) ) {
			return $mofile;
		}
		return self::map_file( $mofile, '/^customer-area-([A-Za-z0-9_]+)(\.mo)$/' );
	}

	/**
	 * Points a script's JSON translations of our domain at the catalogue its locale uses (hooked
	 * on `load_script_translation_file`): `customer-area-de_AT-customer-area-block-editor.json`
	 * becomes `customer-area-de_DE-customer-area-block-editor.json`, for the customer area, the
	 * settings page and the block editor alike.
	 *
	 * @param string|false $file   The file WordPress is about to read.
	 * @param string       $handle The script's handle.
	 * @param string       $domain Its text domain.
	 * @return string|false The file to read.
	 */
	public function map_script_translation_file( $file, $handle, $domain ) {
		if ( self::DOMAIN !== $domain || ! is_string( $file ) || ! str_starts_with( (string) $handle, 'customer-area' ) ) {
			return $file;
		}
		return self::map_file( $file, '/^customer-area-([A-Za-z0-9_]+)(-customer-area[a-z-]*\.json)$/' );
	}

	/**
	 * Replaces the locale in a file name by the catalogue locale it maps to; a locale without a
	 * catalogue (English, a language the plugin does not ship) leaves the name as it is.
	 *
	 * @param string $file    A path.
	 * @param string $pattern The file name's pattern: group 1 is the locale, group 2 what follows it.
	 * @return string The path.
	 */
	private static function map_file( string $file, string $pattern ): string {
		$name = basename( $file );
		if ( 1 !== preg_match( $pattern, $name, $match ) ) {
			return $file;
		}
		$catalogue = Languages::catalogue_locale( $match[1] );
		if ( null === $catalogue || $catalogue === $match[1] ) {
			return $file;
		}
		return substr( $file, 0, -strlen( $name ) ) . 'customer-area-' . $catalogue . $match[2];
	}
}
