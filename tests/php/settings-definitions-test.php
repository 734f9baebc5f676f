<?php
/**
 * The single definition of every setting and what is built from it.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\Settings;
use CustomerArea\Languages;
use CustomerArea\Options;
use CustomerArea\Settings\Definitions;
use CustomerArea\Settings\Field;

/**
 * Registration, the rendered controls, the values Options returns and the browser
 * configuration all come from Definitions; translated texts cannot inject markup.
 */
final class SettingsDefinitionsTest extends TestCase {

	/**
	 * Every definition is complete and its default is a value its own sanitizer keeps.
	 */
	public function test_each_definition_is_complete(): void {
		$fields = Definitions::all();

		self::assertNotEmpty( $fields );
		foreach ( $fields as $key => $field ) {
			self::assertInstanceOf( Field::class, $field );
			self::assertSame( $key, $field->key );
			self::assertNotSame( '', trim( $field->label ), $key );
			self::assertNotSame( '', trim( $field->description() ), $key );
			self::assertContains( $field->control, Field::CONTROLS, $key );
			self::assertSame( $field->default, $field->sanitize( $field->default ), $key . ': the default must pass its own sanitizer' );
			if ( 'select' === $field->control ) {
				self::assertArrayHasKey( $field->default, $field->choices(), $key . ': the default must be one of the choices' );
			}
		}
		self::assertSame( array_map( static fn ( Field $field ): string => $field->default, $fields ), Options::defaults() );
	}

	/**
	 * The Settings API knows exactly the defined fields, in their order, on the plugin's page.
	 */
	public function test_registration_follows_the_definitions(): void {
		global $wp_settings_fields, $wp_settings_sections, $wp_registered_settings;
		$saved_fields   = $wp_settings_fields;
		$saved_sections = $wp_settings_sections;
		$saved_settings = $wp_registered_settings;
		try {
			$wp_settings_fields = array();
			( new Settings() )->register();

			$registered = array_keys( $wp_settings_fields[ Settings::PAGE ]['customer_area_main'] );
			$expected   = array_map( static fn ( string $key ): string => Options::NAME . '_' . $key, array_keys( Definitions::all() ) );
			self::assertSame( $expected, $registered );
			self::assertSame( Options::defaults(), $wp_registered_settings[ Options::NAME ]['default'] );
			foreach ( Definitions::all() as $key => $field ) {
				self::assertSame( $field->label, $wp_settings_fields[ Settings::PAGE ]['customer_area_main'][ Options::NAME . '_' . $key ]['title'] );
			}
		} finally {
			// Also drops the sanitize filter, so later update_option() calls store values unchecked again.
			unregister_setting( Settings::GROUP, Options::NAME );
			$wp_settings_fields     = $saved_fields;
			$wp_settings_sections   = $saved_sections;
			$wp_registered_settings = $saved_settings;
		}
	}

	/**
	 * The one renderer prints the control each definition asks for, with the stored value,
	 * the option's field name and its description.
	 */
	public function test_renderer_prints_the_defined_control(): void {
		$this->store_settings(
			array(
				'api_base'       => 'https://api.broker.example',
				'estate_officer' => '12',
				'terms_label'    => 'I accept',
				'language'       => 'de',
			)
		);
		$expected_tag = array(
			'url'    => '/<input type="url" class="regular-text code" id="customer_area_settings_%1$s" name="customer_area_settings\[%1$s\]" aria-describedby="customer_area_settings_%1$s-description" value="%2$s" \/>/',
			'number' => '/<input type="number" class="small-text" min="1" step="1" id="customer_area_settings_%1$s" name="customer_area_settings\[%1$s\]" aria-describedby="customer_area_settings_%1$s-description" value="%2$s" \/>/',
			'text'   => '/<input type="text" class="regular-text" id="customer_area_settings_%1$s" name="customer_area_settings\[%1$s\]" aria-describedby="customer_area_settings_%1$s-description" value="%2$s" \/>/',
			'select' => '/<select id="customer_area_settings_%1$s" name="customer_area_settings\[%1$s\]" aria-describedby="customer_area_settings_%1$s-description">/',
		);
		$stored       = Options::stored();

		foreach ( Definitions::all() as $key => $field ) {
			ob_start();
			( new Settings() )->render_field( array( 'key' => $key ) );
			$html = (string) ob_get_clean();

			self::assertMatchesRegularExpression( sprintf( $expected_tag[ $field->control ], $key, preg_quote( esc_attr( $stored[ $key ] ), '/' ) ), $html, $key );
			self::assertStringContainsString( '<p class="description" id="customer_area_settings_' . $key . '-description">' . $field->description() . '</p>', $html, $key );
			if ( 'select' === $field->control ) {
				self::assertSame( count( $field->choices() ), substr_count( $html, '<option ' ), $key );
				self::assertMatchesRegularExpression( '/<option value="' . preg_quote( esc_attr( $stored[ $key ] ), '/' ) . '" selected=\'selected\'>/', $html, $key );
			}
		}
	}

	/**
	 * Options returns each stored value through its definition's sanitizer: a hand-stored
	 * value the settings page would refuse reads as the default.
	 */
	public function test_options_returns_sanitized_values(): void {
		$this->store_settings(
			array(
				'api_base'       => 'https://api.broker.example/',
				'geocoder_url'   => 'javascript:alert(1)',
				'estate_officer' => '-5',
				'terms_label'    => '<b>Terms</b>',
				'language'       => 'xx',
			)
		);
		update_option( Options::NAME, array_merge( get_option( Options::NAME ), array( 'address_officer' => array( 'not', 'a', 'string' ) ) ) );

		$settings = Options::all();

		self::assertSame( array_keys( Definitions::all() ), array_keys( $settings ) );
		self::assertSame( 'https://api.broker.example', $settings['api_base'] );
		self::assertSame( Definitions::DEFAULT_GEOCODER_URL, $settings['geocoder_url'] );
		self::assertSame( '', $settings['estate_officer'] );
		self::assertSame( '', $settings['address_officer'] );
		self::assertSame( 'Terms', $settings['terms_label'] );
		self::assertSame( 'auto', $settings['language'] );
		self::assertSame( '-5', Options::stored()['estate_officer'], 'the form shows what is stored' );
	}

	/**
	 * The browser configuration holds exactly the settings that have a browser key, in
	 * definition order, followed by the page-level keys.
	 */
	public function test_browser_keys_come_from_the_definitions(): void {
		$browser_keys = array();
		foreach ( Definitions::all() as $field ) {
			if ( '' !== $field->config_key ) {
				$browser_keys[] = $field->config_key;
			}
		}

		$config = $this->fresh_page()['config']->build();

		self::assertSame( array_merge( $browser_keys, array( 'siteOrigin', 'siteLocale', 'pluginVersion', 'reportingVisitNote', 'embeds', 'session' ) ), array_keys( $config ) );
	}

	/**
	 * A hostile translation (a language pack that adds markup) reaches the settings page,
	 * its notices and its menu only as text.
	 */
	public function test_hostile_translation_cannot_inject_markup(): void {
		$hostile   = static function ( $translation, $text, $domain ) {
			return 'customer-area' === $domain ? '<img src=x onerror=alert(1)>' . $translation . '"\'' : $translation;
		};
		$hostile_x = static function ( $translation, $text, $context, $domain ) use ( $hostile ) {
			return $hostile( $translation, $text, $domain );
		};
		add_filter( 'gettext', $hostile, 10, 3 );
		add_filter( 'gettext_with_context', $hostile_x, 10, 4 );
		try {
			$texts = array();
			foreach ( Definitions::all() as $key => $field ) {
				$texts[] = $field->label;
				$texts[] = $field->description();
				$texts[] = Definitions::invalid_message( $field->type );
				// Languages are offered by their own names (languages/languages.json), which no
				// translation supplies.
				array_push( $texts, ...array_values( array_diff( $field->choices(), Languages::autonyms() ) ) );
				ob_start();
				( new Settings() )->render_field( array( 'key' => $key ) );
				$texts[] = (string) ob_get_clean();
			}
			( new Settings() )->sanitize( array( 'api_base' => 'javascript:alert(1)' ) );
			$texts[] = get_settings_errors( Options::NAME )[0]['message'];
		} finally {
			remove_filter( 'gettext', $hostile, 10 );
			remove_filter( 'gettext_with_context', $hostile_x, 10 );
		}

		foreach ( $texts as $text ) {
			self::assertStringNotContainsString( '<img', $text );
			self::assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;', $text );
		}
	}
}
