<?php
/**
 * The 'Test connection' part of the settings page.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Admin;

use CustomerArea\Options;
use CustomerArea\Support\AssetFile;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Tests the saved API base and geocoder URL twice: from the administrator's browser (the script
 * build/admin/settings.js, as a customer's browser will call them) and from the server (this
 * class's REST route, through WordPress's HTTP API). A browser only reports an opaque network
 * error, so the script names the cause from both answers: reachable with status and time, DNS
 * or refused connection, TLS, CORS not allowing this site, or an answer that is not the API's.
 *
 * The script loads only on the settings page; the route answers only administrators.
 */
final class ConnectionTest {

	/** REST namespace of the plugin. */
	public const REST_NAMESPACE = 'customer-area/v1';

	/** REST route of the server's half. */
	public const ROUTE = '/connection-test';

	/** Handle of the settings page's script. */
	public const HANDLE = 'customer-area-admin';

	/** Time limit of each request, in seconds; the browser's is the same. */
	public const TIMEOUT = 10;

	/**
	 * Keeps the probe that sends the server's requests.
	 *
	 * @param ConnectionProbe $probe The probe.
	 */
	public function __construct( private ConnectionProbe $probe ) {
	}

	/**
	 * Registers the REST route (hooked on `rest_api_init`).
	 */
	public function register_routes(): void {
		register_rest_route(
			self::REST_NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'respond' ),
				'permission_callback' => static fn (): bool => current_user_can( Settings::CAPABILITY ),
			)
		);
	}

	/**
	 * The server's half: both saved addresses requested through WordPress's HTTP API.
	 *
	 * @return \WP_REST_Response `{ api, geocoder }`, each what the server saw or null when no address is saved.
	 */
	public function respond(): \WP_REST_Response {
		$settings = Options::all();
		return new \WP_REST_Response(
			array(
				'api'      => '' === $settings['api_base'] ? null : $this->probe->api( $settings['api_base'], self::TIMEOUT ),
				'geocoder' => '' === $settings['geocoder_url'] ? null : $this->probe->geocoder( $settings['geocoder_url'], self::TIMEOUT ),
			)
		);
	}

	/**
	 * Enqueues the settings page's script, on that page only (hooked on `admin_enqueue_scripts`).
	 *
	 * @param string $hook_suffix The admin page's hook suffix.
	 */
	public function enqueue( $hook_suffix ): void {
		if ( 'settings_page_' . Settings::PAGE !== $hook_suffix ) {
			return;
		}
		$asset = AssetFile::read( CUSTOMER_AREA_DIR . 'build/admin/settings.asset.php' );
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script(
			self::HANDLE,
			CUSTOMER_AREA_URL . 'build/admin/settings.js',
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
		wp_set_script_translations( self::HANDLE, 'customer-area', CUSTOMER_AREA_DIR . 'languages' );
	}

	/**
	 * Prints the section of the settings page: what is tested, the button and the live region the
	 * results go to. The button stays disabled until the script takes it over.
	 */
	public static function render_section(): void {
		$settings = Options::all();
		?>
		<h2><?php esc_html_e( 'Connection test', 'customer-area' ); ?></h2>
		<div id="customer-area-connection-test"
			data-api-base="<?php echo esc_attr( $settings['api_base'] ); ?>"
			data-geocoder-url="<?php echo esc_attr( $settings['geocoder_url'] ); ?>"
			data-site-origin="<?php echo esc_attr( Url::site_origin() ); ?>"
			data-rest-url="<?php echo esc_url( rest_url( self::REST_NAMESPACE . self::ROUTE ) ); ?>"
			data-nonce="<?php echo esc_attr( wp_create_nonce( 'wp_rest' ) ); ?>">
			<p id="customer-area-connection-help">
				<?php esc_html_e( 'Checks the saved API base URL and geocoder URL twice: from this browser, as a customer’s browser will call them, and from the server. Save changes before testing them.', 'customer-area' ); ?>
			</p>
			<p>
				<button type="button" class="button" id="customer-area-test-connection" aria-describedby="customer-area-connection-help" disabled>
					<?php esc_html_e( 'Test connection', 'customer-area' ); ?>
				</button>
			</p>
			<div id="customer-area-connection-results" aria-live="polite"></div>
		</div>
		<?php
	}
}
