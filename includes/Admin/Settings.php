<?php
/**
 * Settings → Customer Area.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Admin;

use CustomerArea\Options;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The settings page: one option (`customer_area_settings`) registered with the Settings API,
 * so that options.php does the capability check (`manage_options`) and the nonce check
 * (`settings_fields`) for us, and every field is validated by {@see Settings::sanitize()}.
 */
final class Settings {

	/** Settings API option group; the nonce action of options.php is "{group}-options". */
	public const GROUP = 'customer_area';

	/** Menu slug of the page under Settings. */
	public const PAGE = 'customer-area';

	/** Capability needed to see the page and to save it. */
	public const CAPABILITY = 'manage_options';

	/** Id of the only settings section. */
	private const SECTION = 'customer_area_main';

	/**
	 * Registers the option, its section and its fields (hooked on `admin_init`).
	 */
	public function register(): void {
		register_setting(
			self::GROUP,
			Options::NAME,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => Options::defaults(),
				'show_in_rest'      => false,
			)
		);

		add_settings_section(
			self::SECTION,
			__( 'Connection and registration', 'customer-area' ),
			array( $this, 'render_section_intro' ),
			self::PAGE
		);

		foreach ( self::fields() as $key => $field ) {
			add_settings_field(
				Options::NAME . '_' . $key,
				$field['label'],
				array( $this, 'render_field' ),
				self::PAGE,
				self::SECTION,
				array(
					'key'       => $key,
					'label_for' => self::field_id( $key ),
				)
			);
		}
	}

	/**
	 * Adds the page under Settings (hooked on `admin_menu`); WordPress hides it from users
	 * without `manage_options` and refuses them the URL.
	 */
	public function add_page(): void {
		add_options_page(
			__( 'Customer Area', 'customer-area' ),
			__( 'Customer Area', 'customer-area' ),
			self::CAPABILITY,
			self::PAGE,
			array( $this, 'render_page' )
		);
	}

	/**
	 * Adds a "Settings" link to the plugin's row on the Plugins screen.
	 *
	 * @param array<int|string, string> $links Existing action links.
	 * @return array<int|string, string> Links with the settings link first.
	 */
	public function add_action_link( $links ): array {
		$links = is_array( $links ) ? $links : array();
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $links;
		}
		$link = sprintf(
			'<a href="%s">%s</a>',
			esc_url( self::page_url() ),
			esc_html__( 'Settings', 'customer-area' )
		);
		array_unshift( $links, $link );
		return $links;
	}

	/**
	 * URL of the settings page.
	 *
	 * @return string Admin URL.
	 */
	public static function page_url(): string {
		return admin_url( 'options-general.php?page=' . self::PAGE );
	}

	/**
	 * The fields of the page: label, kind of validation and help text.
	 *
	 * @return array<string, array{label: string, kind: string, description: string}> Fields keyed by setting.
	 */
	public static function fields(): array {
		return array(
			'api_base'           => array(
				'label'       => __( 'API base URL', 'customer-area' ),
				'kind'        => 'url',
				'description' => __( 'Address of the customer-area API, for example https://api.example.com. Plain http is accepted only for localhost and 127.0.0.1.', 'customer-area' ),
			),
			'geocoder_url'       => array(
				'label'       => __( 'Geocoder URL', 'customer-area' ),
				'kind'        => 'url',
				'description' => sprintf(
					/* translators: %s: the default geocoder URL */
					__( 'Search service in the format of OpenStreetMap Nominatim; the valuation wizard uses it to complete an address from city and postal code. Leave empty for the default: %s', 'customer-area' ),
					Options::DEFAULT_GEOCODER_URL
				),
			),
			'estate_officer'     => array(
				'label'       => __( 'Estate officer ID', 'customer-area' ),
				'kind'        => 'id',
				'description' => __( 'User ID in the broker software that new registrations get as estate officer. Leave empty for none.', 'customer-area' ),
			),
			'address_officer'    => array(
				'label'       => __( 'Address officer ID', 'customer-area' ),
				'kind'        => 'id',
				'description' => __( 'User ID in the broker software that new registrations get as address officer. Leave empty for none.', 'customer-area' ),
			),
			'privacy_policy_url' => array(
				'label'       => __( 'Privacy policy URL', 'customer-area' ),
				'kind'        => 'url',
				'description' => __( 'Linked from the privacy checkbox of the registration form. Leave empty to link the privacy policy page of this site.', 'customer-area' ),
			),
			'terms_label'        => array(
				'label'       => __( 'Terms checkbox label', 'customer-area' ),
				'kind'        => 'text',
				'description' => __( 'The registration form shows a terms checkbox only when this label is set. Leave empty to show no terms checkbox.', 'customer-area' ),
			),
			'terms_url'          => array(
				'label'       => __( 'Terms URL', 'customer-area' ),
				'kind'        => 'url',
				'description' => __( 'Linked from the terms checkbox label.', 'customer-area' ),
			),
			'forward_link'       => array(
				'label'       => __( 'Forward link', 'customer-area' ),
				'kind'        => 'same_origin',
				'description' => __( 'A page on this site. When set, visitors see the secret-sale notice instead of the plain login, and go to this page after signing in. A path such as /offers/ is completed with the address of this site. The shortcode attribute forward-link overrides it per embed.', 'customer-area' ),
			),
			'language'           => array(
				'label'       => __( 'Language', 'customer-area' ),
				'kind'        => 'language',
				'description' => __( 'Automatic follows the language cookie of WPML, else English.', 'customer-area' ),
			),
		);
	}

	/**
	 * Labels of the language choices, keyed by stored value.
	 *
	 * @return array<string, string> Labels keyed by auto|en|de.
	 */
	public static function language_choices(): array {
		return array(
			'auto' => _x( 'Automatic', 'language setting', 'customer-area' ),
			'en'   => __( 'English', 'customer-area' ),
			'de'   => __( 'German', 'customer-area' ),
		);
	}

	/**
	 * Validates submitted settings field by field. A valid field is stored (normalised);
	 * an invalid one keeps its previous value and adds an error notice that names the field.
	 *
	 * WordPress may run this twice on the first save (update_option falls through to
	 * add_option); the output of one run is valid input for the next, so no notice doubles.
	 *
	 * @param mixed $input Submitted values (already unslashed by options.php).
	 * @return array<string, string> Settings to store.
	 */
	public function sanitize( $input ): array {
		$previous = Options::all();
		if ( ! is_array( $input ) ) {
			return $previous;
		}

		$clean = $previous;
		foreach ( self::fields() as $key => $field ) {
			if ( ! array_key_exists( $key, $input ) ) {
				continue;
			}
			$raw    = is_scalar( $input[ $key ] ) ? (string) $input[ $key ] : null;
			$result = null === $raw ? null : $this->sanitize_value( $key, $field['kind'], $raw );
			if ( null === $result ) {
				$this->report_invalid( $key, $field );
				continue;
			}
			$clean[ $key ] = $result;
		}
		return $clean;
	}

	/**
	 * One field's normalised value, or null when it is invalid.
	 *
	 * @param string $key  Setting key.
	 * @param string $kind Kind of validation.
	 * @param string $raw  Submitted value.
	 * @return string|null Value to store, or null.
	 */
	private function sanitize_value( string $key, string $kind, string $raw ): ?string {
		$value = trim( $raw );
		switch ( $kind ) {
			case 'url':
				if ( '' === $value ) {
					return 'geocoder_url' === $key ? Options::DEFAULT_GEOCODER_URL : '';
				}
				$url = Url::allowed_absolute( $value );
				if ( null === $url ) {
					return null;
				}
				// The front end appends "/api/…" to the base, which a query or fragment would swallow.
				if ( 'api_base' === $key && 1 === preg_match( '/[?#]/', $url ) ) {
					return null;
				}
				// A trailing slash would double the one in "/api/…".
				return 'api_base' === $key ? untrailingslashit( $url ) : $url;

			case 'same_origin':
				return '' === $value ? '' : Url::same_origin( $value );

			case 'id':
				if ( '' === $value ) {
					return '';
				}
				$id = filter_var( $value, FILTER_VALIDATE_INT, array( 'options' => array( 'min_range' => 1 ) ) );
				return false === $id ? null : (string) $id;

			case 'language':
				return in_array( $value, Options::LANGUAGES, true ) ? $value : null;

			default:
				return sanitize_text_field( $raw );
		}
	}

	/**
	 * Adds the admin notice for an invalid field. Outside wp-admin (where the notice API
	 * is not loaded) the old value is still kept; only the notice is skipped.
	 *
	 * @param string                                                  $key   Setting key.
	 * @param array{label: string, kind: string, description: string} $field Field definition.
	 */
	private function report_invalid( string $key, array $field ): void {
		if ( ! function_exists( 'add_settings_error' ) ) {
			return;
		}
		switch ( $field['kind'] ) {
			case 'url':
				/* translators: %s: field label, e.g. "API base URL" */
				$format = __( '%s: enter a full address that starts with https:// (http:// only for localhost or 127.0.0.1). The previous value was kept.', 'customer-area' );
				break;
			case 'same_origin':
				/* translators: %s: field label, e.g. "Forward link" */
				$format = __( '%s: enter a page on this site or a path that starts with /. The previous value was kept.', 'customer-area' );
				break;
			case 'id':
				/* translators: %s: field label, e.g. "Estate officer ID" */
				$format = __( '%s: enter a positive whole number, or leave the field empty. The previous value was kept.', 'customer-area' );
				break;
			case 'language':
				/* translators: %s: field label "Language" */
				$format = __( '%s: choose one of the offered languages. The previous value was kept.', 'customer-area' );
				break;
			default:
				/* translators: %s: field label */
				$format = __( '%s: the value is not valid. The previous value was kept.', 'customer-area' );
		}
		add_settings_error( Options::NAME, Options::NAME . '_' . $key, sprintf( $format, $field['label'] ), 'error' );
	}

	/**
	 * Prints the page (callback of add_options_page). Notices after saving come from
	 * WordPress itself (options-head.php), so they are not printed here a second time.
	 */
	public function render_page(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<form action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>" method="post">
				<?php
				settings_fields( self::GROUP );
				do_settings_sections( self::PAGE );
				submit_button();
				?>
			</form>
			<h2><?php esc_html_e( 'Placing the customer area on a page', 'customer-area' ); ?></h2>
			<p>
				<?php
				printf(
					/* translators: 1: the shortcode [customer_area], 2: the attribute popup="true" */
					esc_html__( 'Add the shortcode %1$s to a page. A page holds the full customer area once; add any number of sign-in popups with %2$s.', 'customer-area' ),
					'<code>[customer_area]</code>',
					'<code>popup="true"</code>'
				);
				?>
			</p>
			<p>
				<?php
				printf(
					/* translators: %s: list of shortcode attributes */
					esc_html__( 'Attributes: %s.', 'customer-area' ),
					'<code>is-leadgen</code>, <code>initial-view</code>, <code>popup</code>, <code>hide-owner-checkbox</code>, <code>force-redirect</code>, <code>register-label</code>, <code>back-label</code>, <code>forward-link</code>'
				);
				?>
			</p>
		</div>
		<?php
	}

	/**
	 * Prints the text under the section heading.
	 */
	public function render_section_intro(): void {
		echo '<p>' . esc_html__( 'These settings apply to every customer area on this site.', 'customer-area' ) . '</p>';
	}

	/**
	 * Prints one field (callback of add_settings_field).
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function render_field( $args ): void {
		$key    = is_array( $args ) && isset( $args['key'] ) ? (string) $args['key'] : '';
		$fields = self::fields();
		if ( ! isset( $fields[ $key ] ) ) {
			return;
		}
		$field       = $fields[ $key ];
		$values      = Options::all();
		$value       = $values[ $key ];
		$id          = self::field_id( $key );
		$name        = Options::NAME . '[' . $key . ']';
		$description = $id . '-description';

		switch ( $field['kind'] ) {
			case 'language':
				printf( '<select id="%s" name="%s" aria-describedby="%s">', esc_attr( $id ), esc_attr( $name ), esc_attr( $description ) );
				foreach ( self::language_choices() as $choice => $label ) {
					printf( '<option value="%s"%s>%s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
				}
				echo '</select>';
				break;

			case 'id':
				printf(
					'<input type="number" min="1" step="1" class="small-text" id="%s" name="%s" value="%s" aria-describedby="%s" />',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( $value ),
					esc_attr( $description )
				);
				break;

			case 'url':
				printf(
					'<input type="url" class="regular-text code" id="%s" name="%s" value="%s" aria-describedby="%s" />',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( $value ),
					esc_attr( $description )
				);
				break;

			default:
				// The forward link accepts a path such as /offers/, which type="url" would refuse.
				printf(
					'<input type="text" class="regular-text" id="%s" name="%s" value="%s" aria-describedby="%s" />',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( $value ),
					esc_attr( $description )
				);
		}
		printf( '<p class="description" id="%s">%s</p>', esc_attr( $description ), esc_html( $field['description'] ) );
	}

	/**
	 * HTML id of a field's input.
	 *
	 * @param string $key Setting key.
	 * @return string Element id.
	 */
	private static function field_id( string $key ): string {
		return Options::NAME . '_' . $key;
	}
}
