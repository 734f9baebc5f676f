<?php
/**
 * The languages the plugin ships, from their one definition.
 *
 * @package CustomerArea
 */

namespace CustomerArea;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads languages/languages.json, the one definition of the shipped languages that the front end,
 * the block editor and the i18n scripts read too, and maps a WordPress locale to the catalogue it
 * uses: every German locale (de_DE, de_DE_formal, de_AT…) to the German one, de_CH and
 * de_CH_informal to the Swiss one generated from it, fr_BE to the French one, and so on. See
 * docs/behaviour.md "Language".
 */
final class Languages {

	/** The definition's file. */
	private const FILE = CUSTOMER_AREA_DIR . 'languages/languages.json';

	/**
	 * The definition, read once per request.
	 *
	 * @var array{source: string, languages: array<int, array<string, mixed>>}|null
	 */
	private static ?array $definition = null;

	/**
	 * The definition: the source language's code and every language.
	 *
	 * @return array{source: string, languages: array<int, array<string, mixed>>} Definition.
	 */
	private static function definition(): array {
		if ( null === self::$definition ) {
			$raw     = is_readable( self::FILE ) ? (string) file_get_contents( self::FILE ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin itself, read from the disk, never over HTTP.
			$decoded = json_decode( $raw, true );
			$list    = is_array( $decoded ) && isset( $decoded['languages'] ) && is_array( $decoded['languages'] ) ? $decoded['languages'] : array();

			self::$definition = array(
				'source'    => is_array( $decoded ) && is_string( $decoded['source'] ?? null ) ? $decoded['source'] : 'en',
				'languages' => array_values( array_filter( $list, static fn ( $item ): bool => is_array( $item ) && is_string( $item['code'] ?? null ) && is_string( $item['locale'] ?? null ) ) ),
			);
		}
		return self::$definition;
	}

	/**
	 * Every shipped language by its two-letter code, the source language first: its name in itself.
	 *
	 * @return array<string, string> Code => autonym.
	 */
	public static function autonyms(): array {
		$names = array();
		foreach ( self::definition()['languages'] as $language ) {
			$names[ $language['code'] ] = is_string( $language['autonym'] ?? null ) ? $language['autonym'] : $language['code'];
		}
		return $names;
	}

	/**
	 * The code of a shipped language for a WordPress locale (its part before the first '_'), or
	 * null when the plugin does not ship that language.
	 *
	 * @param string $locale A WordPress locale, e.g. de_AT.
	 * @return string|null Two-letter code, e.g. 'de'.
	 */
	public static function code_of_locale( string $locale ): ?string {
		$code = strtolower( explode( '_', $locale )[0] );
		return isset( self::autonyms()[ $code ] ) ? $code : null;
	}

	/**
	 * The catalogue a WordPress locale uses: a variant's when one lists the locale, else its
	 * language's; null for the source language (no catalogue) and unsupported languages.
	 *
	 * @param string $locale A WordPress locale, e.g. de_CH_informal.
	 * @return string|null Catalogue locale, e.g. 'de_CH'.
	 */
	public static function catalogue_locale( string $locale ): ?string {
		$code       = self::code_of_locale( $locale );
		$definition = self::definition();
		if ( null === $code || $definition['source'] === $code ) {
			return null;
		}
		foreach ( $definition['languages'] as $language ) {
			if ( $language['code'] !== $code ) {
				continue;
			}
			foreach ( (array) ( $language['variants'] ?? array() ) as $variant ) {
				if ( is_array( $variant ) && in_array( $locale, (array) ( $variant['locales'] ?? array() ), true ) && is_string( $variant['locale'] ?? null ) ) {
					return $variant['locale'];
				}
			}
			return $language['locale'];
		}
		return null;
	}

	/**
	 * The language of the page being served, as the front end resolves it for a visitor without a
	 * language cookie (src/config/language.ts): the plugin's setting when it names a shipped
	 * language, else the language of the site's locale (which WPML and Polylang set to the URL's
	 * language), else the source language. The same for every visitor of a URL.
	 *
	 * @return array{code: string, catalogue: string} The language's code and its catalogue (a
	 *                                                  catalogue locale such as `de_CH`, or the
	 *                                                  source language's code).
	 */
	public static function page_language(): array {
		$setting = (string) ( Options::all()['language'] ?? 'auto' );
		$locale  = get_locale();
		$code    = isset( self::autonyms()[ $setting ] ) ? $setting : ( self::code_of_locale( $locale ) ?? self::definition()['source'] );
		// The site's locale picks a variant's catalogue (de_CH) only for its own language.
		$catalogue = self::code_of_locale( $locale ) === $code ? self::catalogue_locale( $locale ) : null;
		return array(
			'code'      => $code,
			// Else the language's own catalogue: its code, read as a locale, names no variant.
			'catalogue' => $catalogue ?? self::catalogue_locale( $code ) ?? $code,
		);
	}
}
