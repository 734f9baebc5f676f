<?php
/**
 * The plugin's single option, read through the setting definitions.
 *
 * @package CustomerArea
 */

namespace CustomerArea;

use CustomerArea\Settings\Definitions;
use CustomerArea\Settings\Field;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads the option `customer_area_settings`. {@see Options::all()} returns every setting
 * sanitized by its definition, so no caller has to know which keys may be missing or
 * hand-edited in an older option, nor check a value again.
 */
final class Options {

	/** Name of the option row (an array). */
	public const NAME = 'customer_area_settings';

	/**
	 * Every key of the option with its default value.
	 *
	 * @return array<string, string> Defaults keyed by setting.
	 */
	public static function defaults(): array {
		return array_map( static fn ( Field $field ): string => $field->default, Definitions::all() );
	}

	/**
	 * The settings, each passed through its sanitizer; a missing or refused value is the
	 * default, unknown keys are dropped.
	 *
	 * @return array<string, string> Settings keyed by setting.
	 */
	public static function all(): array {
		$stored = self::stored_array();
		return array_map(
			static fn ( Field $field ): string => $field->sanitize( $stored[ $field->key ] ?? null ) ?? $field->default,
			Definitions::all()
		);
	}

	/**
	 * The values as stored, merged over the defaults and not checked: what the settings form
	 * shows (escaped), so that a broker sees what the site really holds.
	 *
	 * @return array<string, string> Stored values keyed by setting.
	 */
	public static function stored(): array {
		$stored = self::stored_array();
		return array_map(
			static fn ( Field $field ): string => is_scalar( $stored[ $field->key ] ?? null ) ? (string) $stored[ $field->key ] : $field->default,
			Definitions::all()
		);
	}

	/**
	 * The option row as an array (anything else counts as empty).
	 *
	 * @return array<mixed> Stored option.
	 */
	private static function stored_array(): array {
		$stored = get_option( self::NAME, array() );
		return is_array( $stored ) ? $stored : array();
	}
}
