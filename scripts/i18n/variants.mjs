/**
 * The variant catalogues (languages/languages.json `variants`, e.g. de_CH for Swiss German), generated
 * from their language's .po with the variant's replacements, in order, and nothing else (Swiss German:
 * ß → ss, „…“ → «…», Bundesland → Kanton, as a Swiss address has a canton): its .mo and one JSON
 * per script, in languages/ beside the others. `npm run i18n:check` holds the result to the
 * variant's typography, so a „…“ the replacements miss fails it. They are build output (.gitignore), never
 * edited by hand; `npm run build` runs this file first, and `i18n:update` / `i18n:translate` refresh
 * them too.
 *
 * Run directly (`node scripts/i18n/variants.mjs`) it writes every variant's files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledFiles } from './compile.mjs';
import { applyVariant, variants } from './languages.mjs';
import {
	ROOT,
	catalogueFiles,
	compilePo,
	parsePo,
	readText,
	table,
	writeIfChanged,
} from './shared.mjs';

/**
 * A variant's .po text: every translation of its language's .po with the replacements applied.
 *
 * @param {string}                             poText   The language's .po text.
 * @param {import('./languages.mjs').Variant}  variant  The variant.
 * @param {import('./languages.mjs').Language} language Its language.
 * @return {string} The variant's .po text (kept in memory only).
 */
export function variantPo( poText, variant, language ) {
	const parsed = parsePo( poText );
	const entries = parsed.entries.map( ( entry ) => ( {
		...entry,
		msgstr: entry.msgstr.map( ( text ) => applyVariant( variant, text ) ),
	} ) );
	return compilePo(
		table(
			{
				...parsed.headers,
				Language: variant.locale,
				'Plural-Forms': language.pluralForms,
			},
			entries
		)
	);
}

/**
 * Every variant's compiled files, from the .po texts given (or the committed ones).
 *
 * @param {Record<string, string>} [poTexts] Catalogue locale → .po text; missing ones are read from languages/.
 * @return {Array<[string, string|Buffer]>} Files and contents.
 */
export function variantFiles( poTexts = {} ) {
	return variants().flatMap( ( { language, variant } ) => {
		const source =
			poTexts[ language.locale ] ??
			readText( catalogueFiles( language.locale ).po );
		return compiledFiles(
			variantPo( source, variant, language ),
			language,
			variant.locale
		);
	} );
}

/**
 * Writes every variant's files.
 *
 * @param {Record<string, string>} [poTexts] Catalogue locale → .po text (default: the committed ones).
 * @return {string[]} The files written (repository-relative).
 */
export function writeVariants( poTexts = {} ) {
	return variantFiles( poTexts )
		.filter( ( [ file, content ] ) => writeIfChanged( file, content ) )
		.map( ( [ file ] ) => path.relative( ROOT, file ) );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const written = writeVariants();
	console.log(
		written.length > 0
			? `i18n: generated ${ written.join( ', ' ) }`
			: 'i18n: variant catalogues up to date'
	);
}
