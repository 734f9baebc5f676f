<?php
/**
 * Settings → Customer Area.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Admin;

use CustomerArea\Network\Targets;
use CustomerArea\Options;
use CustomerArea\Settings\Definitions;
use CustomerArea\Settings\Field;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The settings page: one option (`customer_area_settings`) registered with the Settings API,
 * so that options.php does the capability check (`manage_options`) and the nonce check
 * (`settings_fields`) for us, and every field is validated by {@see Settings::sanitize()}.
 * The fields themselves come from {@see Definitions}.
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

	/** The `<input>` of each non-select control kind: type, WordPress admin class, fixed attributes if any. */
	private const INPUTS = array(
		'url'    => array(
			'type'  => 'url',
			'class' => 'regular-text code',
		),
		'number' => array(
			'type'  => 'number',
			'class' => 'small-text',
			'extra' => array(
				'min'  => '1',
				'step' => '1',
			),
		),
		'text'   => array(
			'type'  => 'text',
			'class' => 'regular-text',
		),
	);

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
			esc_html__( 'Connection and registration', 'customer-area' ),
			array( $this, 'render_section_intro' ),
			self::PAGE
		);

		foreach ( Definitions::all() as $key => $field ) {
			add_settings_field(
				Options::NAME . '_' . $key,
				// Escaped where it is defined: WordPress prints the title as HTML.
				$field->label,
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
			esc_html__( 'Customer Area', 'customer-area' ),
			esc_html__( 'Customer Area', 'customer-area' ),
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
	 * Validates submitted settings field by field with each definition's sanitizer. A valid
	 * field is stored (normalised); an invalid one keeps its previous value and adds an error
	 * notice that names the field. A URL the server requests (the API base, the geocoder) is
	 * refused too when it leads to a private address ({@see Targets::refused_on_save()}).
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
		foreach ( Definitions::all() as $key => $field ) {
			if ( ! array_key_exists( $key, $input ) ) {
				continue;
			}
			$result = $field->sanitize( $input[ $key ] );
			if ( null === $result ) {
				self::report_invalid( $field, $field->type );
				continue;
			}
			// Only here, not on every read: resolving a name costs a DNS lookup.
			if ( $field->public_only && '' !== $result && Targets::refused_on_save( $result ) ) {
				self::report_invalid( $field, 'private_address' );
				continue;
			}
			$clean[ $key ] = $result;
		}
		return $clean;
	}

	/**
	 * Adds the admin notice for an invalid field. Outside wp-admin (where the notice API
	 * is not loaded) the old value is still kept; only the notice is skipped.
	 *
	 * @param Field  $field  The refused setting.
	 * @param string $reason Which message: the field's type, or "private_address".
	 */
	private static function report_invalid( Field $field, string $reason ): void {
		if ( ! function_exists( 'add_settings_error' ) ) {
			return;
		}
		// Both parts are escaped where they are defined; WordPress prints the message as HTML.
		$message = sprintf( Definitions::invalid_message( $reason ), $field->label );
		add_settings_error( Options::NAME, Options::NAME . '_' . $field->key, $message, 'error' );
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
			<?php ConnectionTest::render_section(); ?>
			<h2><?php esc_html_e( 'Placing the customer area on a page', 'customer-area' ); ?></h2>
			<p>
				<?php
				printf(
					/* translators: 1: the block's name "Customer Area", 2: the shortcode [customer_area] */
					esc_html__( 'In the block editor, add the block %1$s (under Widgets) and choose its mode and options in the block’s sidebar. In other editors, add the shortcode %2$s.', 'customer-area' ),
					'<strong>' . esc_html__( 'Customer Area', 'customer-area' ) . '</strong>',
					'<code>[customer_area]</code>'
				);
				?>
			</p>
			<p>
				<?php
				printf(
					/* translators: %s: the shortcode attribute popup="true" */
					esc_html__( 'A page holds the full customer area or the valuation wizard once; add any number of sign-in popups (the block’s mode Sign-in popup, or the attribute %s).', 'customer-area' ),
					'<code>popup="true"</code>'
				);
				?>
			</p>
			<p>
				<?php
				printf(
					/* translators: %s: list of shortcode attributes */
					esc_html__( 'Shortcode attributes: %s.', 'customer-area' ),
					'<code>is-leadgen</code>, <code>initial-view</code>, <code>popup</code>, <code>hide-owner-checkbox</code>, <code>force-redirect</code>, <code>register-label</code>, <code>back-label</code>, <code>forward-link</code>'
				);
				?>
			</p>
			<?php AccessibilityStatement::render_section(); ?>
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
	 * Prints one field (callback of add_settings_field): its control, chosen by the
	 * definition's control kind, and its help text. The value shown is the stored one, escaped.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function render_field( $args ): void {
		$key    = is_array( $args ) && isset( $args['key'] ) ? (string) $args['key'] : '';
		$fields = Definitions::all();
		if ( ! isset( $fields[ $key ] ) ) {
			return;
		}
		$field       = $fields[ $key ];
		$value       = Options::stored()[ $key ];
		$id          = self::field_id( $key );
		$description = $id . '-description';
		$name        = Options::NAME . '[' . $key . ']';

		if ( 'select' === $field->control ) {
			printf( '<select id="%s" name="%s" aria-describedby="%s">', esc_attr( $id ), esc_attr( $name ), esc_attr( $description ) );
			foreach ( $field->choices() as $choice => $label ) {
				printf( '<option value="%s"%s>%s</option>', esc_attr( (string) $choice ), selected( $value, (string) $choice, false ), esc_html( $label ) );
			}
			echo '</select>';
		} else {
			$input = self::INPUTS[ $field->control ] ?? self::INPUTS['text'];
			printf( '<input type="%s" class="%s"', esc_attr( $input['type'] ), esc_attr( $input['class'] ) );
			foreach ( $input['extra'] ?? array() as $attribute => $attribute_value ) {
				printf( ' %s="%s"', esc_attr( $attribute ), esc_attr( $attribute_value ) );
			}
			printf( ' id="%s" name="%s" aria-describedby="%s" value="%s" />', esc_attr( $id ), esc_attr( $name ), esc_attr( $description ), esc_attr( $value ) );
		}
		printf( '<p class="description" id="%s">%s</p>', esc_attr( $description ), esc_html( $field->description() ) );
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
