/**
 * Compile step: the .po into the .mo WordPress' PHP side loads and the Jed JSON the front end loads.
 */
import { mo } from 'gettext-parser';
import {
	DOMAIN,
	LOCALE,
	PLURAL_FORMS,
	SCRIPT_CATALOGUES,
	isTranslated,
	messageKey,
	parsePo,
	table,
} from './shared.mjs';

/**
 * Orders strings by code units (locale-independent, so every machine sorts alike).
 *
 * @param {string} a One.
 * @param {string} b Other.
 * @return {number} Order.
 */
function compareKeys( a, b ) {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

/**
 * Compiles the .po into the binary .mo WordPress' PHP side loads (translated entries only, so an
 * untranslated string shows its English source).
 *
 * @param {string} poText The .po text.
 * @return {Buffer} The .mo bytes.
 */
export function compileMo( poText ) {
	const parsed = parsePo( poText );
	const entries = parsed.entries
		.filter( isTranslated )
		.map( ( { comments, ...entry } ) => entry );
	return mo.compile(
		table(
			{
				Language: LOCALE,
				'Plural-Forms': PLURAL_FORMS,
				'Content-Type': 'text/plain; charset=UTF-8',
				'X-Domain': DOMAIN,
			},
			entries
		)
	);
}

/**
 * Compiles one script's Jed JSON (`{domain}-{locale}-{handle}.json`, read by
 * wp_set_script_translations; the customer area's is also imported by
 * src/i18n/apply-language.ts): the translated messages with a reference in that script's sources.
 *
 * @param {string}                         poText    The .po text.
 * @param {(reference: string) => boolean} [accepts] Whether a reference belongs to the script (default: the customer area's).
 * @return {string} The JSON text.
 */
export function compileJson(
	poText,
	accepts = SCRIPT_CATALOGUES[ 0 ].accepts
) {
	const parsed = parsePo( poText );
	const messages = {};
	const entries = parsed.entries
		.filter( isTranslated )
		.filter( ( entry ) =>
			( entry.comments?.reference ?? '' ).split( /\s+/ ).some( accepts )
		)
		.map( ( entry ) => [
			messageKey( entry.msgctxt, entry.msgid ),
			entry.msgstr,
		] )
		.sort( ( [ a ], [ b ] ) => compareKeys( a, b ) );
	messages[ '' ] = {
		domain: 'messages',
		lang: LOCALE,
		'plural-forms': PLURAL_FORMS,
	};
	for ( const [ key, msgstr ] of entries ) {
		messages[ key ] = msgstr;
	}
	return (
		JSON.stringify(
			{ domain: 'messages', locale_data: { messages } },
			null,
			'\t'
		) + '\n'
	);
}
