/**
 * Language resolution: the plugin's language setting when it names a language; 'Automatic' follows
 * the site: the WPML cookie, else the Polylang cookie (both read in the browser, so cached pages stay
 * correct), else the site's own locale, else English. Only shipped languages count; an unsupported
 * value falls through to the next step (docs/behaviour.md "Language").
 */
import { POLYLANG_LANGUAGE_COOKIE, WPML_LANGUAGE_COOKIE } from './constants';
import {
	SOURCE_LANGUAGE,
	isSupportedLanguage,
	languageOfLocale,
	type Language,
} from './languages';

/**
 * Reads one cookie's value from a `document.cookie` string.
 *
 * @param cookies The cookie header string.
 * @param name    Cookie name.
 */
export function readCookie( cookies: string, name: string ): string | null {
	for ( const part of cookies.split( ';' ) ) {
		const [ key, ...rest ] = part.trim().split( '=' );
		if ( key === name ) {
			try {
				return decodeURIComponent( rest.join( '=' ) );
			} catch {
				return null;
			}
		}
	}
	return null;
}

/**
 * Resolves the language the app shows and sends with every call.
 *
 * @param setting    The plugin setting: 'auto' or a language code.
 * @param cookies    `document.cookie`.
 * @param siteLocale The site's locale as WordPress printed it (get_locale(), the same for every visitor).
 */
export function resolveLanguage(
	setting: string,
	cookies: string,
	siteLocale: string
): Language {
	if ( setting !== 'auto' && isSupportedLanguage( setting ) ) {
		return setting;
	}
	for ( const name of [ WPML_LANGUAGE_COOKIE, POLYLANG_LANGUAGE_COOKIE ] ) {
		const code = ( readCookie( cookies, name ) ?? '' )
			.trim()
			.toLowerCase()
			.slice( 0, 2 );
		if ( isSupportedLanguage( code ) ) {
			return code;
		}
	}
	return languageOfLocale( siteLocale ) ?? SOURCE_LANGUAGE;
}
