/**
 * The languages the plugin ships, read from their one definition, languages/languages.json (PHP and the
 * front end read the same file): which catalogues exist, their plural rule and typography, and the
 * variants generated from them at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT as ROOT } from '../lib/common.mjs';

/**
 * A variant catalogue, generated from its language's catalogue.
 *
 * @typedef {Object} Variant
 * @property {string}                                          locale       The variant's catalogue locale (e.g. de_CH).
 * @property {string[]}                                        locales      The WordPress locales that use it.
 * @property {Array<[string,string]>}                          replace      Text replacements applied to every translation, in order.
 * @property {{quotes?: [string,string], apostrophe?: string}} [typography] What differs from its language's typography (Swiss German «…»).
 */

/**
 * One language of the definition.
 *
 * @typedef {Object} Language
 * @property {string}                                                                                            code          Two-letter code the API receives.
 * @property {string}                                                                                            autonym       Its name in itself (the settings page lists these).
 * @property {string}                                                                                            name          Its English name (the .po's Language-Team).
 * @property {string}                                                                                            locale        Its catalogue's locale (the source language's has no catalogue).
 * @property {string}                                                                                            [pluralForms] The catalogue's Plural-Forms header.
 * @property {{quotes: [string,string], apostrophe?: string, spaceInsideQuotes?: boolean, spaceBefore?: string}} [typography]  Its typography rules.
 * @property {Variant[]}                                                                                         [variants]    Catalogues generated from this one.
 */

/** @type {{ source: string, languages: Language[] }} */
export const DEFINITION = JSON.parse(
	fs.readFileSync( path.join( ROOT, 'languages', 'languages.json' ), 'utf8' )
);

/** Every language, the source language first. */
export const LANGUAGES = DEFINITION.languages;

/** The languages that ship a catalogue (every one but the source language). */
export const TRANSLATED = LANGUAGES.filter(
	( language ) => language.code !== DEFINITION.source
);

/**
 * The language of a catalogue locale.
 *
 * @param {string} locale A catalogue locale, e.g. fr_FR.
 * @return {Language} The language.
 */
export function languageOf( locale ) {
	const language = TRANSLATED.find( ( item ) => item.locale === locale );
	if ( ! language ) {
		throw new Error(
			`${ locale } is not a catalogue of languages/languages.json (${ TRANSLATED.map(
				( item ) => item.locale
			).join( ', ' ) })`
		);
	}
	return language;
}

/**
 * Every generated variant with the language it comes from.
 *
 * @return {Array<{ language: Language, variant: Variant }>} Variants.
 */
export function variants() {
	return TRANSLATED.flatMap( ( language ) =>
		( language.variants ?? [] ).map( ( variant ) => ( {
			language,
			variant,
		} ) )
	);
}

/**
 * The catalogue locale a WordPress locale uses: a variant's when one lists it, else its language's
 * (the part before the first '_'), else null (unsupported, or the source language).
 *
 * @param {string} wpLocale A WordPress locale, e.g. de_AT.
 * @return {string|null} The catalogue locale.
 */
export function catalogueLocale( wpLocale ) {
	for ( const { variant } of variants() ) {
		if ( variant.locales.includes( wpLocale ) ) {
			return variant.locale;
		}
	}
	const code = wpLocale.split( '_' )[ 0 ].toLowerCase();
	return TRANSLATED.find( ( item ) => item.code === code )?.locale ?? null;
}

/**
 * A variant's typography: its language's, with what the variant changes.
 *
 * @param {Language} language The language.
 * @param {Variant}  variant  One of its variants.
 * @return {Language['typography']} The typography its catalogue must follow.
 */
export function variantTypography( language, variant ) {
	return { ...language.typography, ...variant.typography };
}

/**
 * Applies a variant's replacements to a text.
 *
 * @param {Variant} variant The variant.
 * @param {string}  text    A translation.
 * @return {string} The variant's text.
 */
export function applyVariant( variant, text ) {
	return variant.replace.reduce(
		( result, [ from, to ] ) => result.split( from ).join( to ),
		text
	);
}
