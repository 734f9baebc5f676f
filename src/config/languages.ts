/**
 * The shipped languages, from their one definition (languages/languages.json, which PHP and the i18n
 * scripts read too), and the mapping of a WordPress locale to a language and to the catalogue it
 * uses (docs/behaviour.md "Language").
 */
import definition from '../../languages/languages.json';

/**
 * A shipped language's two-letter code (`en`, `de`, `fr`, `it`, `es`, `nl`), as the API receives
 * it. Only codes of the definition reach the app: `isSupportedLanguage` checks every outside value.
 */
export type Language = string;

/** One language of the definition. */
interface LanguageEntry {
	code: string;
	locale: string;
	pluralForms?: string;
	variants?: Array< { locale: string; locales: string[] } >;
}

const LANGUAGES: readonly LanguageEntry[] = definition.languages;

/** The source language: its texts are the code's, it has no catalogue. */
export const SOURCE_LANGUAGE: Language = definition.source;

/** Every shipped language's code, the source language first. */
export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES.map(
	( language ) => language.code
);

/**
 * Whether a code is a shipped language's.
 *
 * @param code A value from outside (a setting, a cookie).
 */
export function isSupportedLanguage( code: string ): code is Language {
	return SUPPORTED_LANGUAGES.includes( code );
}

/**
 * The shipped language of a WordPress locale: its part before the first '_' (de_AT and
 * de_DE_formal → de, fr_BE → fr); null when the plugin does not ship it.
 *
 * @param locale A WordPress locale, e.g. `es_MX`.
 */
export function languageOfLocale( locale: string ): Language | null {
	const code = ( locale.split( '_' )[ 0 ] ?? '' ).toLowerCase();
	return isSupportedLanguage( code ) ? code : null;
}

/**
 * The catalogue the app loads for a language on a site: the site's own variant when the site speaks
 * that language (de_CH and de_CH_informal → the Swiss catalogue), else the language's catalogue;
 * null for the source language.
 *
 * @param language   The resolved language.
 * @param siteLocale The site's locale (WordPress's get_locale()).
 */
export function catalogueLocale(
	language: Language,
	siteLocale: string
): string | null {
	const entry = LANGUAGES.find( ( item ) => item.code === language );
	if ( ! entry || language === SOURCE_LANGUAGE ) {
		return null;
	}
	if ( languageOfLocale( siteLocale ) === language ) {
		const variant = entry.variants?.find( ( item ) =>
			item.locales.includes( siteLocale )
		);
		if ( variant ) {
			return variant.locale;
		}
	}
	return entry.locale;
}

/**
 * The plural rule of a language, for the source texts' fallback.
 *
 * @param language A shipped language.
 */
export function pluralFormsOf( language: Language ): string {
	return (
		LANGUAGES.find( ( item ) => item.code === language )?.pluralForms ??
		'nplurals=2; plural=(n != 1);'
	);
}
