/**
 * Console reporting shared by the i18n commands.
 */
import { languageOf } from './languages.mjs';
import { isTranslated, messageKey, parsePo } from './shared.mjs';

/** How many missing keys are listed per catalogue before the rest is only counted. */
const LISTED = 25;

/**
 * Lists, per catalogue, the .po entries that still lack a translation, as keys ready to paste into
 * a translate file.
 *
 * @param {Record<string, string>} poTexts Catalogue locale → .po text.
 * @return {number} How many are missing in all.
 */
export function reportMissing( poTexts ) {
	let total = 0;
	for ( const [ locale, poText ] of Object.entries( poTexts ) ) {
		const missing = parsePo( poText ).entries.filter(
			( entry ) => ! isTranslated( entry )
		);
		total += missing.length;
		if ( missing.length === 0 ) {
			continue;
		}
		console.log(
			`i18n: ${ missing.length } string(s) still need ${
				languageOf( locale ).name
			} (npm run i18n:translate -- --locale=${ locale } FILE.json with these keys):`
		);
		for ( const entry of missing.slice( 0, LISTED ) ) {
			console.log(
				`  ${ JSON.stringify( messageKey( entry.msgctxt, entry.msgid ) ) }${
					entry.msgid_plural
						? '  (plural: ["singular", "plural"])'
						: ''
				}`
			);
		}
		if ( missing.length > LISTED ) {
			console.log(
				`  … and ${ missing.length - LISTED } more (languages/customer-area.pot has every key)`
			);
		}
	}
	return total;
}
