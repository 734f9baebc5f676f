/**
 * `npm run i18n:update`: extracts the translatable strings of src/ (TypeScript compiler API) and of
 * the PHP plugin (xgettext) into languages/customer-area.pot, merges them into
 * languages/customer-area-de_DE.po (existing translations kept, new strings with an empty msgstr,
 * removed ones parked as obsolete `#~` entries) and compiles the .mo (PHP) and the Jed JSON
 * (front end). Runs under the exclusive .po lock. Commit all four files.
 *
 * To add German, use `npm run i18n:translate -- FILE.json` (see translate.mjs).
 */
import { holdPoLock, regenerate } from './regenerate.mjs';
import { reportMissing } from './report.mjs';

holdPoLock();

const { problems, written, poText } = regenerate();

console.log(
	written.length > 0
		? `i18n: wrote ${ written.join( ', ' ) }`
		: 'i18n: languages/ already up to date'
);
reportMissing( poText );
for ( const problem of problems ) {
	console.error( `i18n: ${ problem.where }: ${ problem.message }` );
}
process.exit( problems.length > 0 ? 1 : 0 );
