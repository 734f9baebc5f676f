<?php
/**
 * The broker's screens in German: the connection test's section, the language help text and
 * Site Health.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\ConnectionProbe;
use CustomerArea\Admin\ConnectionTest;
use CustomerArea\Admin\SiteHealth;
use CustomerArea\Settings\Definitions;

/**
 * With the German locale, the plugin's own translation (languages/) covers every admin text this
 * part adds. The browser's half (the settings page script, the block sidebar) is proven in the
 * end-to-end tests.
 */
final class AdminGermanTest extends TestCase {

	/**
	 * Runs a callback with the de_DE locale and the plugin's German catalogue loaded.
	 *
	 * @param callable $callback What to run.
	 * @return mixed What it returned.
	 */
	private static function in_german( callable $callback ) {
		$german = static fn (): string => 'de_DE';
		add_filter( 'locale', $german );
		// Reloadable: since WordPress 6.7 a plugin's catalogue loads just in time, and an unload
		// that is not reloadable would keep it from ever loading again in this process.
		unload_textdomain( 'customer-area', true );
		try {
			( new \CustomerArea\I18n() )->register();
			return $callback();
		} finally {
			remove_filter( 'locale', $german );
			unload_textdomain( 'customer-area', true );
		}
	}

	/**
	 * The connection test's section and the language setting's help text.
	 */
	public function test_settings_page_parts_are_german(): void {
		$html = self::in_german(
			static function (): string {
				ob_start();
				ConnectionTest::render_section();
				return (string) ob_get_clean();
			}
		);
		self::assertStringContainsString( 'Verbindungstest', $html );
		self::assertStringContainsString( 'Verbindung testen', $html );
		self::assertStringNotContainsString( 'Test connection', $html );

		$help = self::in_german( static fn (): string => Definitions::all()['language']->description() );
		self::assertStringContainsString( 'Polylang', $help );
		self::assertStringContainsString( 'WPML', $help );
		self::assertStringNotContainsString( 'Automatic uses', $help );
	}

	/**
	 * Site Health's result and its Info section.
	 */
	public function test_site_health_is_german(): void {
		$this->store_settings( array( 'api_base' => '' ) );

		$result = self::in_german( static fn (): array => ( new SiteHealth( new ConnectionProbe() ) )->api_test() );
		self::assertSame( 'Für Customer Area ist keine API-Basis-URL gespeichert', $result['label'] );
		self::assertStringContainsString( 'Einstellungsseite', $result['actions'] );

		$info = self::in_german( static fn (): array => ( new SiteHealth( new ConnectionProbe() ) )->add_debug_information( array() ) );
		self::assertSame( 'API-Basis-URL', $info['customer-area']['fields']['api_base']['label'] );
		self::assertSame( 'Nicht gesetzt', $info['customer-area']['fields']['api_base']['value'] );
	}
}
