<?php
/**
 * Every locale of a shipped language gets that language's catalogue: PHP's .mo and the scripts'
 * JSON, through one mapping (languages/languages.json), without copies of the files.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\I18n;
use CustomerArea\Languages;
use CustomerArea\Settings\Definitions;
use CustomerArea\Settings\Sanitize;

/**
 * The locale mapping, the loaded texts per locale, and the language setting's choices.
 */
final class LanguagesTest extends TestCase {

	/**
	 * WordPress locales and the catalogue each uses (null: English or a language not shipped).
	 *
	 * @return array<string, array{string, string|null}> Cases.
	 */
	public function locales(): array {
		return array(
			'de_DE'          => array( 'de_DE', 'de_DE' ),
			'de_DE_formal'   => array( 'de_DE_formal', 'de_DE' ),
			'de_AT'          => array( 'de_AT', 'de_DE' ),
			'de_CH'          => array( 'de_CH', 'de_CH' ),
			'de_CH_informal' => array( 'de_CH_informal', 'de_CH' ),
			'fr_FR'          => array( 'fr_FR', 'fr_FR' ),
			'fr_CH'          => array( 'fr_CH', 'fr_FR' ),
			'fr_BE'          => array( 'fr_BE', 'fr_FR' ),
			'it_IT'          => array( 'it_IT', 'it_IT' ),
			'it_CH'          => array( 'it_CH', 'it_IT' ),
			'es_ES'          => array( 'es_ES', 'es_ES' ),
			'es_MX'          => array( 'es_MX', 'es_ES' ),
			'nl_NL'          => array( 'nl_NL', 'nl_NL' ),
			'nl_BE'          => array( 'nl_BE', 'nl_NL' ),
			'en_US'          => array( 'en_US', null ),
			'en_GB'          => array( 'en_GB', null ),
			'pt_BR'          => array( 'pt_BR', null ),
			'hr'             => array( 'hr', null ),
		);
	}

	/**
	 * The mapping.
	 *
	 * @dataProvider locales
	 * @param string      $locale    WordPress locale.
	 * @param string|null $catalogue Expected catalogue.
	 */
	public function test_locale_maps_to_its_catalogue( string $locale, ?string $catalogue ): void {
		self::assertSame( $catalogue, Languages::catalogue_locale( $locale ) );
	}

	/**
	 * Runs a callback with a site locale and the plugin's text domain loaded for it.
	 *
	 * @param string   $locale   The locale.
	 * @param callable $callback What to run.
	 * @return mixed What it returned.
	 */
	private static function in_locale( string $locale, callable $callback ) {
		$filter = static fn (): string => $locale;
		add_filter( 'locale', $filter );
		// Reloadable: since WordPress 6.7 a plugin's catalogue loads just in time.
		unload_textdomain( 'customer-area', true );
		try {
			( new I18n() )->register();
			return $callback();
		} finally {
			remove_filter( 'locale', $filter );
			unload_textdomain( 'customer-area', true );
		}
	}

	/**
	 * PHP texts per locale: formal German for every German locale, 'ss' for 'ß' in Swiss German
	 * (a catalogue `npm run build` generates), and the other languages' own catalogues.
	 *
	 * @return array<string, array{string, string, string}> Locale, source, expected text.
	 */
	public function texts(): array {
		return array(
			'de_DE'          => array( 'de_DE', 'Close', 'Schließen' ),
			'de_DE_formal'   => array( 'de_DE_formal', 'Close', 'Schließen' ),
			'de_AT'          => array( 'de_AT', 'Close', 'Schließen' ),
			'de_CH'          => array( 'de_CH', 'Close', 'Schliessen' ),
			'de_CH_informal' => array( 'de_CH_informal', 'Close', 'Schliessen' ),
			'fr_BE'          => array( 'fr_BE', 'Language', 'Langue' ),
			'it_CH'          => array( 'it_CH', 'Language', 'Lingua' ),
			'es_MX'          => array( 'es_MX', 'Language', 'Idioma' ),
			'nl_BE'          => array( 'nl_BE', 'Language', 'Taal' ),
			'en_GB'          => array( 'en_GB', 'Language', 'Language' ),
		);
	}

	/**
	 * The text a locale shows.
	 *
	 * @dataProvider texts
	 * @param string $locale   Site locale.
	 * @param string $source   English source.
	 * @param string $expected Text shown.
	 */
	public function test_locale_shows_its_catalogue( string $locale, string $source, string $expected ): void {
		// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the sources are the data of this test.
		self::assertSame( $expected, self::in_locale( $locale, static fn (): string => __( $source, 'customer-area' ) ) );
	}

	/**
	 * The block editor's script translations load for a mapped locale too, from the German file.
	 */
	public function test_block_editor_translations_load_for_a_mapped_locale(): void {
		// Another test may have reset the script registry; WordPress reads translations only for a
		// registered handle.
		if ( ! wp_script_is( 'customer-area-block-editor', 'registered' ) ) {
			wp_register_script( 'customer-area-block-editor', CUSTOMER_AREA_URL . 'build/blocks/customer-area/index.js', array(), CUSTOMER_AREA_VERSION, false );
		}
		$json = self::in_locale( 'de_AT', static fn () => load_script_textdomain( 'customer-area-block-editor', 'customer-area', CUSTOMER_AREA_DIR . 'languages' ) );

		self::assertIsString( $json );
		$data = json_decode( $json, true );
		self::assertSame( 'de_DE', $data['locale_data']['messages']['']['lang'] );
		self::assertSame( array( 'Vollständiger Kundenbereich' ), $data['locale_data']['messages']['Full customer area'] );
	}

	/**
	 * The setting offers Automatic and every shipped language by its own name, and keeps only those.
	 */
	public function test_language_setting_offers_every_shipped_language(): void {
		$choices = Definitions::all()['language']->choices();

		self::assertSame( array( 'auto', 'en', 'de', 'fr', 'it', 'es', 'nl' ), array_keys( $choices ) );
		self::assertSame( array( 'English', 'Deutsch', 'Français', 'Italiano', 'Español', 'Nederlands' ), array_slice( array_values( $choices ), 1 ) );
		foreach ( array( 'auto', 'en', 'de', 'fr', 'it', 'es', 'nl' ) as $code ) {
			self::assertSame( $code, Sanitize::language( $code ) );
		}
		foreach ( array( 'xx', 'de_DE', 'FR', '' ) as $refused ) {
			self::assertNull( Sanitize::language( $refused ), $refused );
		}
	}
}
