<?php
/**
 * The plugin's suggested text for the site's privacy policy.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Admin;

use CustomerArea\Frontend\SessionScope;
use CustomerArea\Options;
use CustomerArea\Settings\Definitions;
use CustomerArea\Support\Url;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Hands WordPress's privacy-policy guide (Settings → Privacy → Policy Guide) a text that says what
 * the customer area processes, in the administrator's language: the token cookie, what browser
 * storage holds, the calls to the broker's API and to the geocoder, and that WordPress itself
 * keeps no personal data of customers. It names the saved API and geocoder, so WordPress marks the
 * text as changed when they change. Notes for the site owner are in the guide's tutorial style,
 * which WordPress leaves out when the text is copied. The cookie and the storage keys are this
 * site's (SessionScope: on a network's main site the cookie is `laravel_user_token_main`, on a
 * site in a subdirectory the keys carry its path). The facts are those of docs/behaviour.md
 * ("Session token, refresh and remember me", "Stored auth state", "Estate token", "Calls and headers").
 */
final class PrivacyPolicy {

	/** The localStorage key's own part of the stored auth state (src/session/persistence.ts). */
	private const AUTH_STORAGE_KEY = 'auth';

	/** The sessionStorage key's own part of the valuation wizard (src/features/wizard/persistence.ts). */
	private const WIZARD_STORAGE_KEY = 'wizard';

	/** The sessionStorage key's own part of the reports recorded as opened (src/session/sign-in-storage.ts). */
	private const REPORTING_VISITS_KEY = 'sign-in:reporting-visits';

	/** OpenStreetMap Foundation's privacy policy, for the default geocoder. */
	private const NOMINATIM_PRIVACY = 'https://osmfoundation.org/wiki/Privacy_Policy';

	/**
	 * Adds the text to the guide (hooked on `admin_init`, where WordPress expects it).
	 */
	public static function add(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'Customer Area', 'customer-area' ), self::content() );
		}
	}

	/**
	 * The suggested text as HTML.
	 *
	 * @return string HTML (every part escaped).
	 */
	public static function content(): string {
		$settings = Options::all();
		$api      = Url::origin_of( $settings['api_base'] ) ?? '[' . __( 'address of the API', 'customer-area' ) . ']';
		$geocoder = Url::origin_of( $settings['geocoder_url'] ) ?? '';

		$parts = array(
			self::tutorial( __( 'The Customer Area plugin gives your customers a sign-in, registration, their profile, their properties and documents, and gives visitors an online property valuation. Their data is kept in your broker software, which their browser reaches through your customer-area API; WordPress itself stores no personal data of customers. Fill in the parts in square brackets and have the text checked by whoever looks after data protection for you, including the legal basis of each processing.', 'customer-area' ) ),
			self::heading( __( 'Customer area and online property valuation', 'customer-area' ) ),
			self::suggested(
				sprintf(
					/* translators: 1: the address of the broker's API, e.g. https://api.example.com */
					__( 'Our website offers a customer area (sign-in, registration, your profile, your properties and documents) and an online property valuation. These pages run in your browser and exchange data directly with the interface (API) of our broker software at %1$s, operated by [name and address of the operator]. The API thereby receives your IP address and the technical details of your browser.', 'customer-area' ),
					$api
				)
			),
			self::paragraph( __( 'The calls carry the data you enter or ask for: your e-mail address and password when you sign in; salutation, name, company, e-mail address, password and your consents when you register; your profile (for example address, phone numbers, date of birth, income and links to your social network profiles); the details of a property you have valued (type, address, size, features, condition and the reason for the valuation); the documents you upload; the language of the page and the address of our website. Once you are signed in, every call also carries your access token.', 'customer-area' ) ),
			self::paragraph( __( 'Our WordPress website itself stores no personal data of our customers: the pages of the customer area are the same for every visitor, and your data is kept in our broker software only. [How long we keep it there and who receives it.]', 'customer-area' ) ),
			self::heading( __( 'Cookie and browser storage', 'customer-area' ) ),
			self::paragraph(
				sprintf(
					/* translators: 1: the cookie's name, 2: the label of the "Remember me" checkbox of the sign-in form */
					esc_html__( 'When you sign in, we set the cookie %1$s. It holds your access token and keeps you signed in while you move between pages; the customer area cannot be used without it. If you tick “%2$s”, the cookie lasts 2 hours and is renewed while you are active; otherwise it is a session cookie, which your browser deletes when you close it. Signing out deletes it.', 'customer-area' ),
					self::code( SessionScope::cookie_name() ),
					esc_html__( 'Remember me', 'customer-area' )
				),
				false
			),
			self::storage_paragraph(
				/* translators: %s: the storage key */
				esc_html__( 'Your browser’s local storage keeps, under the key %s, whether you are signed in, your choice to stay signed in, when your access token expires, and the colours of our reports. It contains no personal data.', 'customer-area' ),
				self::AUTH_STORAGE_KEY
			),
			self::storage_paragraph(
				/* translators: %s: the storage key */
				esc_html__( 'While you fill in the property valuation, your answers are kept in the session storage of this browser tab (key %s), so that reloading the page does not lose them; they are deleted once they have been sent. After that, the session storage keeps a reference to your valuation (an estate token) until you sign in, for 24 hours at most. Session storage ends when you close the tab.', 'customer-area' ),
				self::WIZARD_STORAGE_KEY
			),
			self::storage_paragraph(
				/* translators: %s: the storage key */
				esc_html__( 'When you open the report of one of your properties, our broker software is told so, once per visit. For that, the session storage of this browser tab keeps the numbers of the properties whose report you opened (key %s) until you sign out or close the tab.', 'customer-area' ),
				self::REPORTING_VISITS_KEY
			),
			self::heading( __( 'Location lookup', 'customer-area' ) ),
			self::suggested(
				sprintf(
					/* translators: 1: the address of the geocoding service, e.g. https://nominatim.openstreetmap.org */
					__( 'When you enter a postal code and a city, in the property valuation or in your profile, your browser asks the address service at %1$s for the matching state and country. The service receives the postal code and the city, and your IP address.', 'customer-area' ),
					'' === $geocoder ? '[' . __( 'address of the service', 'customer-area' ) . ']' : $geocoder
				) . ' ' . self::geocoder_operator( $settings['geocoder_url'] )
			),
			self::tutorial( __( 'If your website uses Google Tag Manager, add: a completed registration is reported to Google Tag Manager as the event customer_area_registration, without any of the registered person’s data.', 'customer-area' ) ),
		);
		return '<div class="wp-suggested-text">' . implode( '', $parts ) . '</div>';
	}

	/**
	 * Who runs the geocoder: OpenStreetMap's Nominatim by default, else a placeholder.
	 *
	 * @param string $geocoder_url The saved geocoder URL.
	 * @return string Sentence (plain text).
	 */
	private static function geocoder_operator( string $geocoder_url ): string {
		if ( Definitions::DEFAULT_GEOCODER_URL !== $geocoder_url ) {
			return __( 'The service is operated by [name and address of the operator].', 'customer-area' );
		}
		return sprintf(
			/* translators: %s: the address of the OpenStreetMap Foundation's privacy policy */
			__( 'This is Nominatim, the search service of OpenStreetMap, operated by the OpenStreetMap Foundation in the United Kingdom; its privacy policy: %s', 'customer-area' ),
			self::NOMINATIM_PRIVACY
		);
	}

	/**
	 * A heading of the text.
	 *
	 * @param string $text Plain text.
	 * @return string HTML.
	 */
	private static function heading( string $text ): string {
		return '<h3>' . esc_html( $text ) . '</h3>';
	}

	/**
	 * A note for the site owner, which WordPress leaves out when the text is copied.
	 *
	 * @param string $text Plain text.
	 * @return string HTML.
	 */
	private static function tutorial( string $text ): string {
		return '<p class="privacy-policy-tutorial">' . esc_html( $text ) . '</p>';
	}

	/**
	 * The first paragraph of a section, marked as suggested text as WordPress's own texts are.
	 *
	 * @param string $text Plain text.
	 * @return string HTML.
	 */
	private static function suggested( string $text ): string {
		return '<p><strong class="privacy-policy-tutorial">' . esc_html__( 'Suggested text:', 'customer-area' ) . ' </strong>' . esc_html( $text ) . '</p>';
	}

	/**
	 * A paragraph.
	 *
	 * @param string $text   Text.
	 * @param bool   $escape False when the text is HTML already (built from escaped parts).
	 * @return string HTML.
	 */
	private static function paragraph( string $text, bool $escape = true ): string {
		return '<p>' . ( $escape ? esc_html( $text ) : $text ) . '</p>';
	}

	/**
	 * A paragraph about one browser storage key of this site.
	 *
	 * @param string $text Escaped text; "%s" stands for the key.
	 * @param string $name The key's own part ({@see SessionScope::storage_key()}).
	 * @return string HTML.
	 */
	private static function storage_paragraph( string $text, string $name ): string {
		return self::paragraph( sprintf( $text, self::code( SessionScope::storage_key( $name ) ) ), false );
	}

	/**
	 * A name in code type.
	 *
	 * @param string $name Cookie name or storage key.
	 * @return string HTML.
	 */
	private static function code( string $name ): string {
		return '<code>' . esc_html( $name ) . '</code>';
	}
}
