/**
 * Language resolution: the plugin's language setting when it is not automatic, else the WPML
 * cookie, else the Polylang cookie, both read in the browser (so cached pages stay correct), else
 * English. Only supported codes count (docs/behaviour.md "Language").
 */
import {
	DEFAULT_LANGUAGE,
	POLYLANG_LANGUAGE_COOKIE,
	SUPPORTED_LANGUAGES,
	WPML_LANGUAGE_COOKIE,
	type Language,
} from './constants';

const isSupported = ( code: string ): code is Language =>
	( SUPPORTED_LANGUAGES as readonly string[] ).includes( code );

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
 * @param setting The plugin setting: 'auto', 'en' or 'de'.
 * @param cookies `document.cookie`.
 */
export function resolveLanguage( setting: string, cookies: string ): Language {
	if ( setting !== 'auto' && isSupported( setting ) ) {
		return setting;
	}
	for ( const name of [ WPML_LANGUAGE_COOKIE, POLYLANG_LANGUAGE_COOKIE ] ) {
		const code = ( readCookie( cookies, name ) ?? '' )
			.trim()
			.toLowerCase()
			.slice( 0, 2 );
		if ( isSupported( code ) ) {
			return code;
		}
	}
	return DEFAULT_LANGUAGE;
}
