/**
 * Loads the app's translations for the resolved language, whatever the site's locale is
 * (docs/behaviour.md "Language"). WordPress's `wp.i18n` may hold another catalogue for our text
 * domain (another script of ours on the page, a language switched before): the new catalogue
 * replaces every text of the old one, so nothing of the old language stays, and English blanks
 * them all so the source texts show. Other text domains on the page are left alone.
 */
import { getLocaleData, setLocaleData, type LocaleData } from '@wordpress/i18n';
import {
	catalogueLocale,
	pluralFormsOf,
	type Language,
} from '../config/languages';

/** Our text domain. */
export const TEXT_DOMAIN = 'customer-area';

/**
 * The customer area's catalogue of a locale, a lazy chunk each (`i18n-…`); the build knows every
 * committed `languages/customer-area-{locale}-customer-area.json` and the generated variants.
 *
 * @param locale A catalogue locale of languages/languages.json, e.g. `fr_FR`.
 */
function loadCatalogue( locale: string ): Promise< LocaleData > {
	return import(
		/* webpackChunkName: "i18n-[request]" */
		/* webpackInclude: /customer-area-[a-z]{2,3}_[A-Z]{2}-customer-area\.json$/ */
		`../../languages/customer-area-${ locale }-customer-area.json`
	).then(
		( json: { locale_data: { messages: LocaleData } } ) =>
			json.locale_data.messages
	);
}

/**
 * Makes `__()` answer in `language` for the `customer-area` domain.
 *
 * @param language   The resolved language.
 * @param siteLocale The site's locale: a German site in Switzerland (de_CH) gets the Swiss catalogue.
 */
export async function applyLanguage(
	language: Language,
	siteLocale = ''
): Promise< void > {
	const locale = catalogueLocale( language, siteLocale );
	const messages = locale ? await loadCatalogue( locale ) : {};
	const next: LocaleData = {};
	// Blank every text set before, so a text the new catalogue lacks shows its source, never the
	// old language.
	for ( const key of Object.keys( getLocaleData( TEXT_DOMAIN ) ?? {} ) ) {
		if ( key !== '' ) {
			next[ key ] = [ '' ];
		}
	}
	Object.assign( next, messages );
	next[ '' ] = {
		domain: 'messages',
		lang: locale ?? language,
		'plural-forms': pluralFormsOf( language ),
	};
	setLocaleData( next, TEXT_DOMAIN );
}
