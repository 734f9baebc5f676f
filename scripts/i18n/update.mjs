/**
 * `npm run i18n:update`: extracts the translatable strings of src/ (TypeScript compiler API) and of
 * the PHP plugin (xgettext) into languages/customer-area.pot, merges them into every language's
 * languages/customer-area-{locale}.po (existing translations kept, new strings with an empty msgstr,
 * removed ones parked as obsolete `#~` entries) and compiles each .mo (PHP) and Jed JSON (front
 * end), then the generated variants (de_CH). Runs under the exclusive .po lock. Commit the .pot and
 * every .po, .mo and JSON (the variants are build output and stay out of git).
 *
 * To add translations, use `npm run i18n:translate -- --locale=fr_FR FILE.json` (see translate.mjs).
 */
import { holdPoLock, regenerate } from './regenerate.mjs';
import { reportMissing } from './report.mjs';

holdPoLock();

const { problems, written, poTexts } = regenerate();

console.log(
	written.length > 0
		? `i18n: wrote ${ written.join( ', ' ) }`
		: 'i18n: languages/ already up to date'
);
reportMissing( poTexts );
for ( const problem of problems ) {
	console.error( `i18n: ${ problem.where }: ${ problem.message }` );
}
process.exit( problems.length > 0 ? 1 : 0 );
