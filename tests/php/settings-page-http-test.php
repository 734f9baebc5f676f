<?php
/**
 * The settings page over real HTTP: saving, notices, capability and nonce.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Options;

/**
 * Drives Settings → Customer Area through the running WordPress as an administrator,
 * an editor and a subscriber would.
 */
final class SettingsPageHttpTest extends TestCase {

	/** Path of the settings page. */
	private const PAGE = '/wp-admin/options-general.php?page=customer-area';

	/**
	 * Signs a new user of the role in and returns the browser.
	 *
	 * @param string $role WordPress role.
	 * @return array{0: HttpClient, 1: array{id: int, login: string, password: string, email: string}} Browser and user.
	 */
	private function signed_in( string $role ): array {
		$user    = $this->create_user( $role );
		$browser = new HttpClient();
		$browser->log_in( $user['login'], $user['password'] );
		return array( $browser, $user );
	}

	/**
	 * The hidden fields of the settings form (option_page, action, _wpnonce, _wp_http_referer).
	 *
	 * @param string $html Settings page HTML.
	 * @return array<string, string> Hidden fields by name.
	 */
	private static function hidden_fields( string $html ): array {
		preg_match_all( '/<input type=[\'"]hidden[\'"] (?:id="[^"]*" )?name=[\'"]([^\'"]+)[\'"] value=[\'"]([^\'"]*)[\'"]/', $html, $matches, PREG_SET_ORDER );
		$fields = array();
		foreach ( $matches as $match ) {
			$fields[ $match[1] ] = html_entity_decode( $match[2] );
		}
		self::assertSame( 'customer_area', $fields['option_page'] ?? null, 'the form does not post the customer_area option group' );
		self::assertNotEmpty( $fields['_wpnonce'] ?? '', 'the form carries no nonce' );
		return $fields;
	}

	/**
	 * An administrator sees every field, saves valid settings and reads "Settings saved.";
	 * the page shows the stored values.
	 */
	public function test_administrator_saves_settings(): void {
		list( $browser ) = $this->signed_in( 'administrator' );
		$page            = $browser->get( self::PAGE );
		self::assertSame( 200, $page['status'] );
		foreach ( array( 'API base URL', 'Geocoder URL', 'Estate officer ID', 'Address officer ID', 'Privacy policy URL', 'Terms checkbox label', 'Terms URL', 'Forward link', 'Customer area page', 'Language' ) as $label ) {
			self::assertStringContainsString( '>' . $label . '</label>', $page['body'], 'missing field ' . $label );
		}
		self::assertStringContainsString( 'shows a terms checkbox only when this label is set', $page['body'] );

		$form                  = self::hidden_fields( $page['body'] );
		$form[ Options::NAME ] = array(
			'api_base'           => 'https://api.broker.example/',
			'geocoder_url'       => '',
			'estate_officer'     => '15',
			'address_officer'    => '',
			'privacy_policy_url' => 'https://broker.example/privacy',
			'terms_label'        => 'I accept the terms',
			'terms_url'          => 'https://broker.example/terms',
			'forward_link'       => '/secret-sale/',
			'language'           => 'de',
		);
		$saved                 = $browser->post( '/wp-admin/options.php', $form );
		self::assertSame( 302, $saved['status'] );
		self::assertStringContainsString( 'settings-updated=true', $saved['location'] );

		$after = $browser->follow( $saved );
		self::assertStringContainsString( 'Settings saved.', $after['body'] );
		self::assertStringContainsString( 'value="https://api.broker.example"', $after['body'] );

		$stored = $this->stored_settings();
		self::assertSame( 'https://api.broker.example', $stored['api_base'] );
		self::assertSame( 'https://nominatim.openstreetmap.org/search', $stored['geocoder_url'] );
		self::assertSame( '15', $stored['estate_officer'] );
		self::assertSame( '', $stored['address_officer'] );
		self::assertSame( home_url( '/secret-sale/' ), $stored['forward_link'] );
		self::assertSame( 'de', $stored['language'] );
		self::assertSame( 'I accept the terms', $stored['terms_label'] );
	}

	/**
	 * An invalid value comes back as a visible error naming the field; the old value stays.
	 */
	public function test_invalid_value_shows_error_and_keeps_old_value(): void {
		$this->store_settings( array( 'api_base' => 'https://old-api.example' ) );
		list( $browser )       = $this->signed_in( 'administrator' );
		$form                  = self::hidden_fields( $browser->get( self::PAGE )['body'] );
		$form[ Options::NAME ] = array_merge(
			Options::defaults(),
			array(
				'api_base'     => 'javascript:alert(1)',
				'forward_link' => 'https://evil.example/',
			)
		);

		$after = $browser->follow( $browser->post( '/wp-admin/options.php', $form ) );

		self::assertMatchesRegularExpression( '/notice-error[^>]*>\s*<p><strong>API base URL: /', $after['body'] );
		self::assertStringContainsString( 'Forward link: enter a page on this site', $after['body'] );
		self::assertStringNotContainsString( 'Settings saved.', $after['body'] );
		self::assertStringNotContainsString( 'javascript:alert(1)', $after['body'] );
		$stored = $this->stored_settings();
		self::assertSame( 'https://old-api.example', $stored['api_base'] );
		self::assertSame( '', $stored['forward_link'] );
	}

	/**
	 * A metadata address is refused even on this development site (which allows loopback and
	 * private addresses), with a notice naming each field; the old values stay.
	 */
	public function test_metadata_address_is_refused_with_a_notice_naming_the_field(): void {
		$this->store_settings(
			array(
				'api_base'     => 'https://old-api.example',
				'geocoder_url' => 'https://old-geo.example/search',
			)
		);
		list( $browser )       = $this->signed_in( 'administrator' );
		$form                  = self::hidden_fields( $browser->get( self::PAGE )['body'] );
		$form[ Options::NAME ] = array_merge(
			Options::defaults(),
			array(
				'api_base'     => 'https://169.254.169.254/latest/meta-data',
				'geocoder_url' => 'https://[fd00:ec2::254]/search',
			)
		);

		$after = $browser->follow( $browser->post( '/wp-admin/options.php', $form ) );

		foreach ( array( 'API base URL', 'Geocoder URL' ) as $label ) {
			self::assertStringContainsString( $label . ': the address is, or resolves to, a private, loopback, link-local or other non-public network address.', $after['body'] );
		}
		$stored = $this->stored_settings();
		self::assertSame( 'https://old-api.example', $stored['api_base'] );
		self::assertSame( 'https://old-geo.example/search', $stored['geocoder_url'] );
	}

	/**
	 * The page picker: a draft page is refused with a notice naming the field, a published
	 * page is stored and shown as chosen.
	 */
	public function test_administrator_picks_the_customer_area_page(): void {
		$published       = $this->create_post( 'Our customer area' );
		$draft           = $this->create_post( 'Not yet', 'page', 'draft' );
		list( $browser ) = $this->signed_in( 'administrator' );
		$page            = $browser->get( self::PAGE );
		self::assertMatchesRegularExpression( '/<select id="customer_area_settings_customer_area_page" name="customer_area_settings\[customer_area_page\]"[^>]*>\s*<option value=""[^>]*>Automatic<\/option>/', $page['body'] );
		self::assertStringContainsString( '<option value="' . $published . '">', $page['body'] );
		self::assertStringNotContainsString( '<option value="' . $draft . '">', $page['body'] );

		$form                  = self::hidden_fields( $page['body'] );
		$form[ Options::NAME ] = array_merge( Options::all(), array( 'customer_area_page' => (string) $draft ) );
		$after                 = $browser->follow( $browser->post( '/wp-admin/options.php', $form ) );
		self::assertStringContainsString( 'Customer area page: choose Automatic or a published page of this site. The previous value was kept.', $after['body'] );
		self::assertSame( '', $this->stored_settings()['customer_area_page'] );

		$form                  = self::hidden_fields( $after['body'] );
		$form[ Options::NAME ] = array_merge( Options::all(), array( 'customer_area_page' => (string) $published ) );
		$after                 = $browser->follow( $browser->post( '/wp-admin/options.php', $form ) );
		self::assertStringContainsString( 'Settings saved.', $after['body'] );
		self::assertStringContainsString( '<option value="' . $published . '" selected=\'selected\'>', $after['body'] );
		self::assertSame( (string) $published, $this->stored_settings()['customer_area_page'] );
	}

	/**
	 * A POST without a valid nonce (a forged cross-site form) changes nothing.
	 */
	public function test_post_without_valid_nonce_changes_nothing(): void {
		$this->store_settings( array( 'api_base' => 'https://old-api.example' ) );
		list( $browser ) = $this->signed_in( 'administrator' );
		$settings        = array_merge( Options::defaults(), array( 'api_base' => 'https://attacker.example' ) );

		foreach ( array( null, 'not-a-nonce', wp_create_nonce( 'customer_area-options' ) ) as $nonce ) {
			$form = array(
				'option_page' => 'customer_area',
				'action'      => 'update',
				Options::NAME => $settings,
			);
			if ( null !== $nonce ) {
				// The last one is a real nonce, but minted for another session (this process, nobody signed in).
				$form['_wpnonce'] = $nonce;
			}
			$response = $browser->post( '/wp-admin/options.php', $form );
			self::assertSame( 403, $response['status'] );
			self::assertStringContainsString( 'The link you followed has expired.', $response['body'] );
		}
		self::assertSame( 'https://old-api.example', $this->stored_settings()['api_base'] );
	}

	/**
	 * Roles without manage_options: the page is not in their menu, its URL is refused, and
	 * even a POST with a nonce that is valid for their own session does not save.
	 *
	 * @return array<string, array{string}> Roles.
	 */
	public function roles_without_manage_options(): array {
		return array(
			'editor'     => array( 'editor' ),
			'subscriber' => array( 'subscriber' ),
		);
	}

	/**
	 * Editors and subscribers can neither see nor save the settings.
	 *
	 * @dataProvider roles_without_manage_options
	 * @param string $role WordPress role.
	 */
	public function test_user_without_manage_options_cannot_see_or_save( string $role ): void {
		$this->store_settings( array( 'api_base' => 'https://old-api.example' ) );
		list( $browser, $user ) = $this->signed_in( $role );

		$dashboard = $browser->get( '/wp-admin/' );
		self::assertSame( 200, $dashboard['status'] );
		self::assertStringNotContainsString( 'options-general.php?page=customer-area', $dashboard['body'] );

		$page = $browser->get( self::PAGE );
		self::assertSame( 403, $page['status'] );
		self::assertStringContainsString( 'Sorry, you are not allowed to access this page.', $page['body'] );

		$response = $browser->post(
			'/wp-admin/options.php',
			array(
				'option_page' => 'customer_area',
				'action'      => 'update',
				'_wpnonce'    => $this->nonce_for_session( $user['id'], (string) $browser->logged_in_cookie() ),
				Options::NAME => array_merge( Options::defaults(), array( 'api_base' => 'https://attacker.example' ) ),
			)
		);
		self::assertSame( 403, $response['status'] );
		self::assertStringContainsString( 'Sorry, you are not allowed to manage options for this site.', $response['body'] );
		self::assertSame( 'https://old-api.example', $this->stored_settings()['api_base'] );
	}

	/**
	 * The same forged-but-valid nonce works for an administrator: proof that the refusal
	 * above comes from the capability check and not from a broken nonce.
	 */
	public function test_session_nonce_is_accepted_for_an_administrator(): void {
		list( $browser, $user ) = $this->signed_in( 'administrator' );
		$response               = $browser->post(
			'/wp-admin/options.php',
			array(
				'option_page'      => 'customer_area',
				'action'           => 'update',
				'_wpnonce'         => $this->nonce_for_session( $user['id'], (string) $browser->logged_in_cookie() ),
				'_wp_http_referer' => '/wp-admin/options-general.php?page=customer-area',
				Options::NAME      => array_merge( Options::defaults(), array( 'api_base' => 'https://admin-api.example' ) ),
			)
		);
		self::assertSame( 302, $response['status'] );
		self::assertStringContainsString( 'Settings saved.', $browser->follow( $response )['body'] );
		self::assertSame( 'https://admin-api.example', $this->stored_settings()['api_base'] );
	}

	/**
	 * The administrator's menu and plugin row link to the page.
	 */
	public function test_administrator_finds_the_page_in_menu_and_plugin_row(): void {
		list( $browser ) = $this->signed_in( 'administrator' );
		$dashboard       = $browser->get( '/wp-admin/' );
		self::assertMatchesRegularExpression( '/<a href=\'options-general\.php\?page=customer-area\'[^>]*>Customer Area<\/a>/', $dashboard['body'] );

		$plugins = $browser->get( '/wp-admin/plugins.php' );
		self::assertStringContainsString( 'options-general.php?page=customer-area">Settings</a>', $plugins['body'] );
	}

	/**
	 * Stored values are escaped on the page, even hostile ones stored by other means.
	 */
	public function test_stored_values_are_escaped_on_the_page(): void {
		$this->store_settings(
			array(
				'terms_label' => '"><script>alert("label")</script>',
				'api_base'    => 'https://api.example/"><img src=x onerror=alert(1)>',
			)
		);
		list( $browser ) = $this->signed_in( 'administrator' );
		$page            = $browser->get( self::PAGE );

		self::assertSame( 200, $page['status'] );
		self::assertStringNotContainsString( '<script>alert("label")', $page['body'] );
		self::assertStringNotContainsString( '<img src=x', $page['body'] );
		self::assertStringContainsString( '&quot;&gt;&lt;script&gt;alert(&quot;label&quot;)&lt;/script&gt;', $page['body'] );
	}

	/**
	 * A nonce for the settings form that is valid for a given browser session, computed
	 * the way WordPress does (user id + session token from the logged-in cookie).
	 *
	 * @param int    $user_id          User.
	 * @param string $logged_in_cookie Value of that user's logged-in cookie.
	 * @return string Nonce.
	 */
	private function nonce_for_session( int $user_id, string $logged_in_cookie ): string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- kept as it is, to be put back below.
		$saved_cookie                = $_COOKIE[ LOGGED_IN_COOKIE ] ?? null;
		$_COOKIE[ LOGGED_IN_COOKIE ] = $logged_in_cookie;
		wp_set_current_user( $user_id );
		$nonce = wp_create_nonce( 'customer_area-options' );
		wp_set_current_user( 0 );
		if ( null === $saved_cookie ) {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		} else {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $saved_cookie;
		}
		return $nonce;
	}
}
