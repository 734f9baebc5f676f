<?php
/**
 * The texts the plugin gives a broker: the privacy-policy text and the accessibility statement.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\AccessibilityStatement;
use CustomerArea\Admin\PrivacyPolicy;
use CustomerArea\Settings\Definitions;

/**
 * Read where a broker reads them: the privacy text under Settings → Privacy → Policy Guide, the
 * statement on the plugin's settings page, both in English and in German (the administrator's
 * profile language).
 */
final class BrokerTextsTest extends TestCase {

	/**
	 * Signs in an administrator with a profile language and GETs an admin page.
	 *
	 * @param string $path   Path below the site.
	 * @param string $locale The administrator's language ('' for the site's).
	 * @return string HTML.
	 */
	private function admin_page( string $path, string $locale ): string {
		$admin = $this->create_user( 'administrator' );
		update_user_meta( $admin['id'], 'locale', $locale );
		$client = new HttpClient();
		$client->log_in( $admin['login'], $admin['password'] );
		$response = $client->get( $path );
		self::assertSame( 200, $response['status'], $path );
		return html_entity_decode( wp_strip_all_tags( $response['body'] ), ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * What the privacy text must say, by language: the cookie with its lifetime and session
	 * variant, both storages and what they hold, the API with the data its calls carry, the
	 * geocoder with OpenStreetMap Nominatim as default, and that WordPress keeps no personal data.
	 *
	 * @return array<string, array{string, array<int, string>}> Locale, sentences.
	 */
	public function privacy_texts(): array {
		return array(
			'English' => array(
				'',
				array(
					'When you sign in, we set the cookie laravel_user_token.',
					'If you tick “Remember me”, the cookie lasts 2 hours and is renewed while you are active; otherwise it is a session cookie, which your browser deletes when you close it.',
					'under the key customer-area:auth',
					'It contains no personal data.',
					'(key customer-area:wizard)',
					'until you sign in, for 24 hours at most',
					'The API thereby receives your IP address',
					'your e-mail address and password when you sign in',
					'The service receives the postal code and the city, and your IP address.',
					'This is Nominatim, the search service of OpenStreetMap, operated by the OpenStreetMap Foundation',
					'Our WordPress website itself stores no personal data of our customers',
				),
			),
			'German'  => array(
				'de_DE',
				array(
					'Wenn Sie sich anmelden, setzen wir das Cookie laravel_user_token.',
					'Wenn Sie „Angemeldet bleiben“ ankreuzen, gilt das Cookie 2 Stunden',
					'unter dem Schlüssel customer-area:auth',
					'Er enthält keine personenbezogenen Daten.',
					'(Schlüssel customer-area:wizard)',
					'höchstens 24 Stunden',
					'Die API erhält dadurch Ihre IP-Adresse',
					'Ihre E-Mail-Adresse und Ihr Passwort, wenn Sie sich anmelden',
					'Der Dienst erhält die Postleitzahl und den Ort sowie Ihre IP-Adresse.',
					'Das ist Nominatim, der Suchdienst von OpenStreetMap, betrieben von der OpenStreetMap Foundation',
					'Unsere WordPress-Website selbst speichert keine personenbezogenen Daten unserer Kunden',
				),
			),
		);
	}

	/**
	 * The privacy text is in WordPress's privacy-policy guide, with the saved API and geocoder.
	 *
	 * @dataProvider privacy_texts
	 * @param string             $locale    The administrator's language.
	 * @param array<int, string> $sentences What it must say.
	 */
	public function test_privacy_text_in_the_policy_guide( string $locale, array $sentences ): void {
		$this->store_settings(
			array(
				'api_base'     => 'https://api.broker-software.example/v2',
				'geocoder_url' => Definitions::DEFAULT_GEOCODER_URL,
			)
		);

		$text = $this->admin_page( '/wp-admin/options-privacy.php?tab=policyguide', $locale );

		self::assertStringContainsString( 'https://api.broker-software.example', $text );
		self::assertStringContainsString( 'https://nominatim.openstreetmap.org', $text );
		foreach ( $sentences as $sentence ) {
			self::assertStringContainsString( $sentence, $text );
		}
	}

	/**
	 * Another geocoder gets a placeholder for its operator instead of OpenStreetMap's; without an
	 * API base the text has a placeholder for it. Tutorial notes are marked so that WordPress leaves
	 * them out when the text is copied.
	 */
	public function test_privacy_text_follows_the_settings(): void {
		$this->store_settings(
			array(
				'api_base'     => '',
				'geocoder_url' => 'https://geo.broker.example/search',
			)
		);

		$html = PrivacyPolicy::content();

		self::assertStringContainsString( 'https://geo.broker.example', $html );
		self::assertStringContainsString( 'The service is operated by [name and address of the operator].', $html );
		self::assertStringNotContainsString( 'Nominatim', $html );
		self::assertStringContainsString( '[address of the API]', $html );
		self::assertStringContainsString( '<p class="privacy-policy-tutorial">', $html );
		self::assertSame( $html, wp_kses_post( $html ), 'the text is plain post markup' );
	}

	/**
	 * What the statement must say, by language: WCAG 2.2 AA and how it is tested, known limits,
	 * and the placeholders for the broker's contact and the enforcement body.
	 *
	 * @return array<string, array{string, array<int, string>}> Locale, sentences.
	 */
	public function statements(): array {
		return array(
			'English' => array(
				'',
				array(
					'Accessibility statement for our customer area',
					'Web Content Accessibility Guidelines (WCAG) 2.2 at level AA',
					'Every screen is checked automatically with axe',
					'are tested with the keyboard alone',
					'Known limits',
					'[name, postal address, e-mail address and telephone number]',
					'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
					'Copy statement',
				),
			),
			'German'  => array(
				'de_DE',
				array(
					'Erklärung zur Barrierefreiheit unseres Kundenbereichs',
					'Web Content Accessibility Guidelines (WCAG) 2.2 auf der Stufe AA',
					'Jede Ansicht wird automatisch mit axe',
					'allein mit der Tastatur getestet',
					'Bekannte Einschränkungen',
					'[Name, Postanschrift, E-Mail-Adresse und Telefonnummer]',
					'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
					'Erklärung kopieren',
				),
			),
		);
	}

	/**
	 * The settings page shows the statement and the button that copies it.
	 *
	 * @dataProvider statements
	 * @param string             $locale    The administrator's language.
	 * @param array<int, string> $sentences What it must say.
	 */
	public function test_statement_on_the_settings_page( string $locale, array $sentences ): void {
		$text = $this->admin_page( '/wp-admin/options-general.php?page=customer-area', $locale );

		foreach ( $sentences as $sentence ) {
			self::assertStringContainsString( $sentence, $text );
		}
	}

	/**
	 * The statement is plain structure (headings, paragraphs, lists) that pastes into any page,
	 * and the section gives the button its description and a status region.
	 */
	public function test_statement_markup(): void {
		$html = AccessibilityStatement::content();
		self::assertSame( 1, substr_count( $html, '<h2>' ) );
		self::assertGreaterThanOrEqual( 5, substr_count( $html, '<h3>' ) );
		self::assertSame( array(), array_diff( self::tags_in( $html ), array( 'h2', 'h3', 'p', 'ul', 'li' ) ) );

		ob_start();
		AccessibilityStatement::render_section();
		$section = (string) ob_get_clean();
		self::assertStringContainsString( 'id="customer-area-copy-statement" aria-describedby="customer-area-statement-help"', $section );
		self::assertStringContainsString( '<p id="customer-area-statement-status" role="status"></p>', $section );
		self::assertStringContainsString( 'id="' . AccessibilityStatement::ELEMENT_ID . '"', $section );
	}

	/**
	 * The element names used in HTML.
	 *
	 * @param string $html HTML.
	 * @return array<int, string> Tag names.
	 */
	private static function tags_in( string $html ): array {
		preg_match_all( '/<([a-z0-9]+)/', $html, $matches );
		return array_values( array_unique( $matches[1] ) );
	}
}
