<?php
/**
 * The note of the 'opened the reporting view' log entry.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Frontend;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * When an owner opens a property's report, the front end records it in the broker's CRM
 * (`POST /api/onoffice/estates/{id}/log`). The broker reads that entry, so its note is written in
 * the site's language, not in the customer's. It reaches the browser in the configuration
 * (`reportingVisitNote`): the same for every visitor, so the page stays cache-safe. See
 * docs/behaviour.md "Reporting visits".
 */
final class ReportingVisit {

	/**
	 * The note in the site's language (`get_locale()`), whatever the current request's language
	 * (an administrator's profile language in the editor, for one).
	 *
	 * @return string The note.
	 */
	public static function note(): string {
		$site     = get_locale();
		$switched = determine_locale() !== $site && switch_to_locale( $site );
		$note     = __( 'Reporting opened in the customer area', 'customer-area' );
		if ( $switched ) {
			restore_previous_locale();
		}
		return $note;
	}
}
