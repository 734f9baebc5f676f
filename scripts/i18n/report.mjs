/**
 * Console reporting shared by the i18n commands.
 */
import { isTranslated, messageKey, parsePo } from './shared.mjs';

/**
 * Lists the .po entries that still lack German, as keys ready to paste into a translate file.
 *
 * @param {string} poText The .po text.
 * @return {number} How many are missing.
 */
export function reportMissing( poText ) {
	const missing = parsePo( poText ).entries.filter(
		( entry ) => ! isTranslated( entry )
	);
	if ( missing.length > 0 ) {
		console.log(
			`i18n: ${ missing.length } string(s) still need German (npm run i18n:translate -- FILE.json with these keys):`
		);
		for ( const entry of missing ) {
			console.log(
				`  ${ JSON.stringify( messageKey( entry.msgctxt, entry.msgid ) ) }${
					entry.msgid_plural
						? '  (plural: ["singular", "plural"])'
						: ''
				}`
			);
		}
	}
	return missing.length;
}
