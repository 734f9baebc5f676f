/**
 * Compile step: the .po into the .mo WordPress' PHP side loads and the Jed JSON the front end loads.
 */
import { mo } from 'gettext-parser';
import {
	DOMAIN,
	SCRIPTS,
	catalogueFiles,
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
 * @param {string}                                  poText   The .po text.
 * @param {{ locale: string, pluralForms: string }} language The catalogue's locale and plural rule.
 * @return {Buffer} The .mo bytes.
 */
export function compileMo( poText, language ) {
	const parsed = parsePo( poText );
	const entries = parsed.entries
		.filter( isTranslated )
		.map( ( { comments, ...entry } ) => entry );
	return mo.compile(
		table(
			{
				Language: language.locale,
				'Plural-Forms': language.pluralForms,
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
 * @param {string}                                  poText    The .po text.
 * @param {{ locale: string, pluralForms: string }} language  The catalogue's locale and plural rule.
 * @param {(reference: string) => boolean}          [accepts] Whether a reference belongs to the script (default: the customer area's).
 * @return {string} The JSON text.
 */
export function compileJson(
	poText,
	language,
	accepts = SCRIPTS[ 0 ].accepts
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
		lang: language.locale,
		'plural-forms': language.pluralForms,
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

/**
 * Every compiled file of one catalogue: the .mo and one JSON per script, as [file, content] pairs.
 *
 * @param {string}                             poText   The catalogue's .po text.
 * @param {import('./languages.mjs').Language} language Its language (plural rule).
 * @param {string}                             [locale] The catalogue locale (default: the language's; a variant's otherwise).
 * @return {Array<[string, string|Buffer]>} Files and contents.
 */
export function compiledFiles( poText, language, locale = language.locale ) {
	const files = catalogueFiles( locale );
	const target = { locale, pluralForms: language.pluralForms };
	return [
		[ files.mo, compileMo( poText, target ) ],
		...files.json.map( ( script ) => [
			script.file,
			compileJson( poText, target, script.accepts ),
		] ),
	];
}
