/**
 * Helpers of the language specs: the site's language (with a core catalogue when WordPress lacks
 * one), signing in through the API instead of a form in some language, the language each API call
 * sends, and the screens every language is checked on.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
	APP_SELECTOR,
	API_URL,
	DEMO_PASSWORD,
	ROOT_SELECTOR,
	WP_URL,
	expect,
	expectNoAxeViolations,
} from '../support/fixtures';
import { runWordPressPhp } from '../support/wordpress';
import { expectNoEnglish } from '../support/catalogue';

/** The customer area page and the valuation page of the stack. */
export const AREA = '/customer-area/';
export const VALUATION = '/property-valuation/';

/** The signed-in demo customer's name (owner@example.com), data the English check leaves out. */
export const OWNER_NAME = 'Otto Owner';

/** WPML's language cookie. */
export const WPML_COOKIE = 'wp-wpml_current_language';

/**
 * Makes `locale` the site's language (WordPress's WPLANG option) and returns a function that puts
 * the previous one back. WordPress keeps a site language only when its core catalogue is
 * installed: when WP_LANG_DIR has none for `locale` (Debian's wordpress-l10n has no de_DE_formal,
 * de_AT or de_CH, nor any right-to-left language), a minimal one is written for the test, and
 * removed afterwards. `rightToLeft` gives that catalogue WordPress's own switch to a right-to-left
 * page: the translation of 'ltr' in the context 'text direction'.
 *
 * @param locale      A WordPress locale, or '' / 'en_US' for English.
 * @param rightToLeft Whether a written catalogue makes the site right-to-left.
 */
export function useSiteLanguage(
	locale: string,
	rightToLeft = false
): () => void {
	const result = JSON.parse(
		runWordPressPhp(
			`
			$locale   = getenv( 'CA_E2E_LOCALE' );
			$previous = (string) get_option( 'WPLANG', '' );
			$file     = WP_LANG_DIR . '/' . $locale . '.mo';
			$created  = false;
			if ( '' !== $locale && 'en_US' !== $locale && ! is_readable( $file ) ) {
				wp_mkdir_p( WP_LANG_DIR );
				$mo = new MO();
				$mo->set_header( 'Language', $locale );
				$mo->set_header( 'Content-Type', 'text/plain; charset=UTF-8' );
				if ( getenv( 'CA_E2E_RTL' ) ) {
					$mo->add_entry( new Translation_Entry( array( 'context' => 'text direction', 'singular' => 'ltr', 'translations' => array( 'rtl' ) ) ) );
				}
				$created = $mo->export_to_file( $file );
				// WordPress remembers the language files it found (per request): look again.
				wp_cache_flush();
			}
			update_option( 'WPLANG', 'en_US' === $locale ? '' : $locale );
			wp_cache_delete( 'alloptions', 'options' );
			echo wp_json_encode( array( 'previous' => $previous, 'created' => $created ? $file : '', 'now' => (string) get_option( 'WPLANG' ) ) );
			`,
			{ CA_E2E_LOCALE: locale, CA_E2E_RTL: rightToLeft ? '1' : '' }
		)
	) as { previous: string; created: string; now: string };
	const restore = () => {
		runWordPressPhp(
			`
			update_option( 'WPLANG', getenv( 'CA_E2E_PREVIOUS' ) );
			$created = getenv( 'CA_E2E_CREATED' );
			if ( '' !== $created && is_file( $created ) ) {
				unlink( $created );
			}
			`,
			{ CA_E2E_PREVIOUS: result.previous, CA_E2E_CREATED: result.created }
		);
	};
	const wanted = locale === 'en_US' ? '' : locale;
	if ( result.now !== wanted ) {
		restore();
	}
	expect(
		result.now,
		`WordPress keeps ${ locale } as the site language`
	).toBe( wanted );
	return restore;
}

/**
 * Signs a demo customer in through the API and hands the browser the token cookie, as the sign-in
 * form would: the forms of every language are tested elsewhere, and this keeps each language's
 * run to one page load per screen.
 *
 * @param context The browser context.
 * @param email   The demo customer (password demo1234).
 */
export async function signInThroughApi(
	context: BrowserContext,
	email: string
): Promise< void > {
	const response = await fetch( `${ API_URL }/api/user/login`, {
		method: 'POST',
		headers: {
			Accept: 'application/json',
			'Content-Type': 'application/json',
			'X-Requested-With': 'XMLHttpRequest',
			'X-Broker-Url': WP_URL,
		},
		body: JSON.stringify( { email, password: DEMO_PASSWORD } ),
	} );
	expect( response.status, `signing ${ email } in through the API` ).toBe(
		200
	);
	const { token } = ( await response.json() ) as { token: string };
	await context.addCookies( [
		{
			name: 'laravel_user_token',
			value: token,
			url: WP_URL,
			secure: true,
			sameSite: 'Strict',
		},
	] );
}

/**
 * Records the `Accept-Language` of every API call the page makes from now on.
 *
 * @param page The page.
 * @return The languages sent so far, with the call (the array grows).
 */
export function recordCallLanguages( page: Page ): string[] {
	const sent: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().startsWith( `${ API_URL }/api/` ) ) {
			sent.push(
				`${ request.headers()[ 'accept-language' ] ?? '(none)' } ${
					new URL( request.url() ).pathname
				}`
			);
		}
	} );
	return sent;
}

/**
 * Expects every recorded API call to have sent `code`.
 *
 * @param sent The recorded calls.
 * @param code The two-letter code.
 */
export function expectEveryCallSent( sent: string[], code: string ): void {
	expect( sent.length, 'API calls made' ).toBeGreaterThan( 0 );
	expect(
		sent.filter( ( call ) => ! call.startsWith( `${ code } ` ) ),
		`every API call sends Accept-Language: ${ code }`
	).toEqual( [] );
}

/**
 * The first customer-area root of the page.
 *
 * @param page The page.
 */
export const rootOf = ( page: Page ): Locator =>
	page.locator( ROOT_SELECTOR ).first();

/**
 * Checks the screen the root shows: the app's `lang`, no English the catalogue translates, and axe.
 *
 * @param page   The page.
 * @param code   The language's two-letter code.
 * @param locale Its catalogue locale.
 * @param screen The screen's name, shown in failures.
 * @param data   Texts of the data on the screen that the check leaves out (see `expectNoEnglish`).
 */
export async function expectScreenIn(
	page: Page,
	code: string,
	locale: string,
	screen: string,
	data: string[] = []
): Promise< void > {
	const root = rootOf( page );
	await expect( root.locator( APP_SELECTOR ) ).toHaveAttribute(
		'lang',
		code
	);
	await expectNoEnglish( root, locale, screen, { data } );
	await expectNoAxeViolations( page, `${ screen } (${ code })` );
}
