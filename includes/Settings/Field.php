<?php
/**
 * One setting of the plugin, as defined in {@see Definitions}.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Everything the plugin knows about one setting: how it is labelled and explained, which
 * control shows it, how a value is checked, its default and what the browser receives.
 * Registration, the settings page, {@see \CustomerArea\Options} and the browser configuration
 * all read it from here.
 */
final class Field {

	/** Controls the settings page can render: an `<input>` of that type, or a `<select>`. */
	public const CONTROLS = array( 'url', 'number', 'text', 'select' );

	/**
	 * Describes a setting.
	 *
	 * @param string          $key         Key in the option array, e.g. "api_base".
	 * @param string          $type        Kind of value; chooses the message shown when a value is refused (see {@see Definitions::invalid_message()}).
	 * @param string          $control     How the page shows it: one of {@see Field::CONTROLS}.
	 * @param string          $label       Label, already escaped for HTML.
	 * @param string|\Closure $description Help text, already escaped for HTML; a closure (returning the text) when it reads the database.
	 * @param string          $default     Value when nothing valid is stored.
	 * @param \Closure        $sanitizer   string → normalised string, or null when the value is refused.
	 * @param string          $config_key  Key in the browser configuration; '' when the browser does not need the setting.
	 * @param \Closure|null   $to_config   Sanitized value → browser value; null passes the value unchanged.
	 * @param \Closure|null   $choices     For a select: returns the options, value => escaped label.
	 * @param bool            $public_only A URL the plugin's server requests: saving refuses one that leads to a private address ({@see \CustomerArea\Network\Targets::refused_on_save()}).
	 */
	public function __construct(
		public readonly string $key,
		public readonly string $type,
		public readonly string $control,
		public readonly string $label,
		private readonly string|\Closure $description,
		// phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames.defaultFound -- `default:` in the definitions and `->default` read as what they are; PHP allows the keyword as a name.
		public readonly string $default,
		private readonly \Closure $sanitizer,
		public readonly string $config_key = '',
		private readonly ?\Closure $to_config = null,
		private readonly ?\Closure $choices = null,
		public readonly bool $public_only = false,
	) {
	}

	/**
	 * The help text under the control, escaped for HTML.
	 *
	 * @return string Text.
	 */
	public function description(): string {
		return is_string( $this->description ) ? $this->description : (string) ( $this->description )();
	}

	/**
	 * Checks and normalises a value; anything but a scalar is refused.
	 *
	 * @param mixed $raw Submitted or stored value.
	 * @return string|null The value to keep, or null when it is refused.
	 */
	public function sanitize( mixed $raw ): ?string {
		$clean = is_scalar( $raw ) ? ( $this->sanitizer )( (string) $raw ) : null;
		return is_string( $clean ) ? $clean : null;
	}

	/**
	 * The value the browser receives for a sanitized setting.
	 *
	 * @param string $clean Sanitized value.
	 * @return mixed JSON-encodable value.
	 */
	public function config_value( string $clean ): mixed {
		return null === $this->to_config ? $clean : ( $this->to_config )( $clean );
	}

	/**
	 * The options of a select, value => label (escaped for HTML); empty for other controls.
	 *
	 * @return array<int|string, string> Options in display order.
	 */
	public function choices(): array {
		return null === $this->choices ? array() : (array) ( $this->choices )();
	}
}
