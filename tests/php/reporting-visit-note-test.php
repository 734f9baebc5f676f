<?php
/**
 * The note of the 'opened the reporting view' log entry in the browser configuration.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\ReportingVisit;

/**
 * The broker reads the note in the CRM, so it is written in the site's language, whoever visits
 * and in whatever language the visitor reads the area; the configuration stays the same for every
 * visitor (docs/behaviour.md "Reporting visits").
 */
final class ReportingVisitNoteTest extends TestCase {

	/**
	 * The configuration of /customer-area/ as a visitor's browser receives it.
	 *
	 * @param HttpClient|null $client A signed-in client, or null for an anonymous visitor.
	 * @return array<string, mixed> Configuration.
	 */
	private static function page_config( ?HttpClient $client = null ): array {
		$response = ( $client ?? new HttpClient() )->get( '/customer-area/' );
		self::assertSame( 200, $response['status'] );
		return self::config_in( $response['body'] );
	}

	/**
	 * German on a German site, for an anonymous visitor and for a signed-in user whose profile is
	 * in English; English on an English site.
	 */
	public function test_the_note_is_in_the_sites_language(): void {
		self::require_build();
		$saved = get_option( 'WPLANG', '' );
		$user  = $this->create_user( 'subscriber' );
		update_user_meta( $user['id'], 'locale', 'en_US' );
		try {
			update_option( 'WPLANG', 'de_DE' );
			$anonymous = self::page_config();
			$signed_in = new HttpClient();
			$signed_in->log_in( $user['login'], $user['password'] );
			$english_profile = self::page_config( $signed_in );
			update_option( 'WPLANG', '' );
			$english_site = self::page_config();
		} finally {
			update_option( 'WPLANG', $saved );
		}

		self::assertSame( 'Reporting im Kundenbereich geöffnet', $anonymous['reportingVisitNote'] );
		self::assertSame( $anonymous['reportingVisitNote'], $english_profile['reportingVisitNote'] );
		self::assertSame( 'Reporting opened in the customer area', $english_site['reportingVisitNote'] );
	}

	/**
	 * A request in another language than the site's (an administrator's profile language, say)
	 * still gets the site's note.
	 */
	public function test_a_request_in_another_language_gets_the_sites_note(): void {
		$site    = static fn (): string => 'de_DE';
		$request = static fn (): string => 'en_US';
		add_filter( 'locale', $site );
		// Before WordPress's locale switcher (priority 10), which answers while a locale is switched.
		add_filter( 'determine_locale', $request, 5 );
		unload_textdomain( 'customer-area', true );
		try {
			( new \CustomerArea\I18n() )->register();
			self::assertSame( 'Reporting im Kundenbereich geöffnet', ReportingVisit::note() );
			self::assertSame( 'en_US', determine_locale(), 'the request keeps its own language' );
		} finally {
			remove_filter( 'locale', $site );
			remove_filter( 'determine_locale', $request, 5 );
			unload_textdomain( 'customer-area', true );
		}
	}
}
