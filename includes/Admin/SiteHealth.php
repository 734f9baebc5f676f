<?php
/**
 * The plugin's part of Tools → Site Health.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Admin;

use CustomerArea\Frontend\Assets;
use CustomerArea\Options;
use CustomerArea\Settings\AreaPage;
use CustomerArea\Settings\Definitions;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A Site Health test that reports a missing or unreachable API base with the fix, and a section
 * of the Info tab with the plugin's settings. The test requests the API from the server with a
 * short time limit; it runs asynchronously (through this class's REST route), so an unreachable
 * API never holds up the Site Health page.
 */
final class SiteHealth {

	/** Id of the test. */
	public const TEST = 'customer_area_api';

	/** REST route of the test. */
	public const ROUTE = '/site-health/api';

	/** Time limit of the test's request, in seconds. */
	public const TIMEOUT = 5;

	/**
	 * Keeps the probe that sends the request.
	 *
	 * @param ConnectionProbe $probe The probe.
	 */
	public function __construct( private ConnectionProbe $probe ) {
	}

	/**
	 * Adds the test (filter `site_status_tests`).
	 *
	 * @param array<string, mixed>|mixed $tests Site Health's tests.
	 * @return array<string, mixed> Tests with the plugin's.
	 */
	public function add_tests( $tests ): array {
		$tests                        = is_array( $tests ) ? $tests : array();
		$tests['async']               = is_array( $tests['async'] ?? null ) ? $tests['async'] : array();
		$tests['async'][ self::TEST ] = array(
			'label'             => __( 'Customer Area API', 'customer-area' ),
			'test'              => rest_url( ConnectionTest::REST_NAMESPACE . self::ROUTE ),
			'has_rest'          => true,
			'async_direct_test' => array( $this, 'api_test' ),
		);
		return $tests;
	}

	/**
	 * Registers the test's REST route (hooked on `rest_api_init`); Site Health's page calls it.
	 */
	public function register_routes(): void {
		register_rest_route(
			ConnectionTest::REST_NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => fn (): \WP_REST_Response => new \WP_REST_Response( $this->api_test() ),
				'permission_callback' => static fn (): bool => current_user_can( 'view_site_health_checks' ),
			)
		);
	}

	/**
	 * The test: is an API base saved, and does it answer the server with the API's JSON?
	 *
	 * @return array{label: string, status: string, badge: array{label: string, color: string}, description: string, actions: string, test: string} Site Health result.
	 */
	public function api_test(): array {
		$api_base = Options::all()['api_base'];
		if ( '' === $api_base ) {
			return $this->result(
				'critical',
				__( 'The Customer Area has no API base URL', 'customer-area' ),
				__( 'Without it the customer area cannot sign anyone in: visitors see a setup error instead of the sign-in form.', 'customer-area' )
			);
		}

		$seen = $this->probe->api( $api_base, self::TIMEOUT );
		if ( 'private' === $seen['error'] ) {
			return $this->result(
				'critical',
				__( 'The Customer Area API base URL leads to a private address', 'customer-area' ),
				__( 'The address is, or resolves to, a private, loopback, link-local or other non-public network address. The server requests such addresses only in a development environment, and customers’ browsers on the internet cannot reach them. Enter a public address.', 'customer-area' )
			);
		}
		if ( 'redirect' === $seen['error'] ) {
			return $this->result(
				'critical',
				__( 'The Customer Area API base URL redirects', 'customer-area' ),
				self::redirect_text( $seen['redirectTo'] )
			);
		}
		if ( ! $seen['reached'] ) {
			return $this->result(
				'blocked' === $seen['error'] ? 'recommended' : 'critical',
				'blocked' === $seen['error'] ? __( 'The Customer Area API could not be checked', 'customer-area' ) : __( 'The Customer Area API cannot be reached', 'customer-area' ),
				self::failure_text( $seen['error'] )
			);
		}
		if ( ! $seen['expected'] ) {
			return $this->result(
				'critical',
				__( 'The Customer Area API base URL does not lead to the API', 'customer-area' ),
				sprintf(
					/* translators: 1: the API base URL, 2: HTTP status code */
					__( '%1$s answers with HTTP %2$d, but not with the customer-area API’s JSON. The API base URL is the address in front of /api/, without /api itself.', 'customer-area' ),
					$api_base,
					$seen['status']
				)
			);
		}
		if ( ! $seen['corsAllowsSite'] ) {
			return $this->result(
				'recommended',
				__( 'The Customer Area API may not allow this site (CORS)', 'customer-area' ),
				sprintf(
					/* translators: %s: this site's origin, e.g. https://broker.example */
					__( 'The API answers the server, but its answer does not allow this site’s origin %s. Customers’ browsers need that permission to use the API. Add the origin to the API’s allowed origins, then check it from a browser with Test connection on the settings page.', 'customer-area' ),
					Url::site_origin()
				)
			);
		}
		return $this->result(
			'good',
			__( 'The Customer Area API is reachable', 'customer-area' ),
			sprintf(
				/* translators: 1: HTTP status code, 2: time in milliseconds */
				__( 'The API answered the server with HTTP %1$d in %2$d ms.', 'customer-area' ),
				$seen['status'],
				$seen['ms']
			)
		);
	}

	/**
	 * Adds the plugin's section to the Info tab (filter `debug_information`): the version, whether
	 * the front end is built, and every setting as the plugin reads it.
	 *
	 * @param array<string, mixed>|mixed $info Site Health's sections.
	 * @return array<string, mixed> Sections with the plugin's.
	 */
	public function add_debug_information( $info ): array {
		$info     = is_array( $info ) ? $info : array();
		$settings = Options::all();
		$not_set  = __( 'Not set', 'customer-area' );
		$fields   = array(
			'version' => array(
				'label' => __( 'Version', 'customer-area' ),
				'value' => CUSTOMER_AREA_VERSION,
			),
			'built'   => array(
				'label' => __( 'Front end built', 'customer-area' ),
				'value' => Assets::is_built() ? __( 'Yes', 'customer-area' ) : __( 'No', 'customer-area' ),
				'debug' => Assets::is_built() ? 'yes' : 'no',
			),
		);
		foreach ( Definitions::all() as $key => $field ) {
			$value   = $settings[ $key ];
			$choices = $field->choices();
			$shown   = isset( $choices[ $value ] ) ? $choices[ $value ] : $value;
			// Labels and choices are escaped where they are defined; Site Health escapes again.
			$fields[ $key ] = array(
				'label' => html_entity_decode( $field->label, ENT_QUOTES, 'UTF-8' ),
				'value' => '' === $shown ? $not_set : html_entity_decode( (string) $shown, ENT_QUOTES, 'UTF-8' ),
				'debug' => '' === $value ? 'not set' : $value,
			);
		}
		$area_url                    = AreaPage::url( $settings['customer_area_page'] );
		$fields['customer_area_url'] = array(
			'label' => __( 'Customer area page in use', 'customer-area' ),
			'value' => '' === $area_url ? __( 'None found', 'customer-area' ) : $area_url,
			'debug' => '' === $area_url ? 'none' : $area_url,
		);

		$info['customer-area'] = array(
			'label'       => __( 'Customer Area', 'customer-area' ),
			'description' => __( 'The settings of the Customer Area plugin, as the customer area reads them. None of them is secret: every visitor’s browser receives them.', 'customer-area' ),
			'fields'      => $fields,
		);
		return $info;
	}

	/**
	 * The sentence that names a kind of failure.
	 *
	 * @param string $kind Kind from {@see ConnectionProbe::error_kind()}.
	 * @return string Text.
	 */
	private static function failure_text( string $kind ): string {
		return match ( $kind ) {
			'dns', 'refused' => __( 'The host name is unknown (DNS) or the connection was refused, so customers cannot sign in. Check the address, and that the API is running.', 'customer-area' ),
			'tls'            => __( 'The secure connection (TLS) failed: the certificate is invalid, has expired or was made for another host name, so customers cannot sign in.', 'customer-area' ),
			'timeout'        => sprintf(
				/* translators: %d: number of seconds */
				__( 'The API did not answer within %d seconds.', 'customer-area' ),
				self::TIMEOUT
			),
			'blocked'        => __( 'This site does not let WordPress make requests to other hosts (WP_HTTP_BLOCK_EXTERNAL), so the API could not be requested from the server. Use Test connection on the settings page to check it from a browser.', 'customer-area' ),
			default          => __( 'The request to the API failed.', 'customer-area' ),
		};
	}

	/**
	 * The sentence that names a redirect: where it leads when that is a public address, else only
	 * that it leads to a private one (the server does not say which).
	 *
	 * @param string $origin The redirect target's origin, or '' for a private address.
	 * @return string Text.
	 */
	public static function redirect_text( string $origin ): string {
		$where = '' === $origin
			? __( 'The address redirects to a private address.', 'customer-area' )
			: sprintf(
				/* translators: %s: the origin the address redirects to, e.g. https://api.example.com */
				__( 'The address redirects to %s.', 'customer-area' ),
				$origin
			);
		return $where . ' ' . __( 'The server does not follow redirects, and customers’ browsers would be redirected on every call, which can break signing in. Enter the address that answers without a redirect.', 'customer-area' );
	}

	/**
	 * A Site Health result with the plugin's badge and the way to the settings page.
	 *
	 * @param string $status      "good", "recommended" or "critical".
	 * @param string $label       Headline (plain text).
	 * @param string $description What it means (plain text).
	 * @return array{label: string, status: string, badge: array{label: string, color: string}, description: string, actions: string, test: string} Result.
	 */
	private function result( string $status, string $label, string $description ): array {
		$actions = 'good' === $status ? '' : sprintf(
			'<p><a href="%s">%s</a></p>',
			esc_url( Settings::page_url() ),
			esc_html__( 'Check the API base URL on the settings page and use Test connection there', 'customer-area' )
		);
		return array(
			// Site Health's templates escape the label and the badge, and print the description as HTML.
			'label'       => $label,
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'Customer Area', 'customer-area' ),
				'color' => 'good' === $status ? 'blue' : 'red',
			),
			'description' => '<p>' . esc_html( $description ) . '</p>',
			'actions'     => $actions,
			'test'        => self::TEST,
		);
	}
}
