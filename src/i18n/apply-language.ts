/**
 * Loads the app's translations for the resolved language, whatever the site's locale is
 * (docs/behaviour.md "Language"). WordPress may already have set the site locale's translations for our text domain
 * (`wp_set_script_translations`); English then blanks them so the source texts show.
 */
import { getLocaleData, setLocaleData, type LocaleData } from '@wordpress/i18n';
import type { Language } from '../config/constants';

/** Our text domain. */
export const TEXT_DOMAIN = 'customer-area';

/** Loaders of the shipped catalogues, each a lazy chunk. */
const catalogues: Record<
	Exclude< Language, 'en' >,
	() => Promise< LocaleData >
> = {
	de: () =>
		import(
			/* webpackChunkName: "i18n-de" */ '../../languages/customer-area-de_DE-customer-area.json'
		).then(
			( json ) =>
				( json as { locale_data: { messages: LocaleData } } )
					.locale_data.messages
		),
};

/**
 * Makes `__()` answer in `language` for the `customer-area` domain.
 *
 * @param language The resolved language.
 */
export async function applyLanguage( language: Language ): Promise< void > {
	if ( language === 'en' ) {
		const current = getLocaleData( TEXT_DOMAIN ) ?? {};
		const blank: LocaleData = {};
		for ( const key of Object.keys( current ) ) {
			if ( key !== '' ) {
				blank[ key ] = [ '' ];
			}
		}
		setLocaleData( blank, TEXT_DOMAIN );
		return;
	}
	const messages = await catalogues[ language ]();
	setLocaleData( messages, TEXT_DOMAIN );
}
