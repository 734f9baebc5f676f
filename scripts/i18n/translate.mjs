/**
 * `npm run i18n:translate -- [--locale=fr_FR] FILE.json [FILE2.json …]` — how everyone adds
 * translations. Without --locale the files hold German (de_DE); the other catalogues are the
 * locales of languages/languages.json (fr_FR, it_IT, es_ES, nl_NL).
 *
 * 1. Write your strings in the code with `__( 'English text', 'customer-area' )` (or _x/_n/_nx).
 * 2. Put the translations into a JSON file (anywhere, e.g. /tmp/de-auth.json), formal address
 *    (Sie, vous, Lei, usted, u) and the terms of docs/glossary.md:
 *
 *        {
 *          "Sign In": "Anmelden",
 *          "menu\u0004Profile": "Profil",                  ← with a context (_x): "context\u0004msgid"
 *          "%d document": [ "%d Dokument", "%d Dokumente" ]  ← plurals (_n): the singular msgid as key,
 *        }                                                     [singular, plural] as value
 *
 * 3. `npm run i18n:translate -- /tmp/de-auth.json` (German), or
 *    `npm run i18n:translate -- --locale=fr_FR /tmp/fr-auth.json`
 *
 * The script takes the exclusive lock /tmp/po.lock (so several engineers can run it at the same
 * time), re-extracts the .pot from the current tree, merges it into every catalogue, upserts your
 * translations into languages/customer-area-{locale}.po (clearing any fuzzy flag), and recompiles
 * the .mo and the Jed JSON.
 * A key whose string is not in the code (yet) is kept as an obsolete `#~` entry and applied as soon
 * as the string appears (the next update or translate run); the script lists such keys and exits 1
 * so a typo does not go unnoticed. It ends by listing the strings of that catalogue that still
 * have no translation. `npm run i18n:check` then checks placeholders and typography.
 */
import fs from 'node:fs';
import { languageOf } from './languages.mjs';
import { upsertTranslations } from './merge.mjs';
import { holdPoLock, regenerate } from './regenerate.mjs';
import { reportMissing } from './report.mjs';

const USAGE =
	'usage: npm run i18n:translate -- [--locale=de_DE|fr_FR|it_IT|es_ES|nl_NL] FILE.json [FILE.json …]   (see the comment at the top of scripts/i18n/translate.mjs)';

let locale = 'de_DE';
const files = [];
const args = process.argv.slice( 2 );
for ( let index = 0; index < args.length; index++ ) {
	const arg = args[ index ];
	if ( arg.startsWith( '--locale=' ) ) {
		locale = arg.slice( '--locale='.length );
	} else if ( arg === '--locale' ) {
		locale = args[ ++index ] ?? '';
	} else {
		files.push( arg );
	}
}
if ( files.length === 0 ) {
	console.error( USAGE );
	process.exit( 2 );
}
try {
	languageOf( locale );
} catch ( error ) {
	console.error( `i18n: ${ error.message }\n${ USAGE }` );
	process.exit( 2 );
}

/** @type {Record<string, string|string[]>} */
const translations = {};
for ( const file of files ) {
	let parsed;
	try {
		parsed = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch ( error ) {
		console.error( `i18n: cannot read ${ file }: ${ error.message }` );
		process.exit( 2 );
	}
	if ( ! parsed || typeof parsed !== 'object' || Array.isArray( parsed ) ) {
		console.error(
			`i18n: ${ file } must hold one JSON object { "msgid": "translation" }`
		);
		process.exit( 2 );
	}
	Object.assign( translations, parsed );
}

holdPoLock();

let updated = [];
let pending = [];
let result;
try {
	result = regenerate( {
		[ locale ]: ( poText ) => {
			const outcome = upsertTranslations( poText, translations );
			updated = outcome.updated;
			pending = outcome.pending;
			return outcome.text;
		},
	} );
} catch ( error ) {
	console.error( `i18n: ${ error.message }` );
	process.exit( 1 );
}

console.log(
	`i18n: ${ updated.length } translation(s) applied to ${ locale }`
);
if ( result.written.length > 0 ) {
	console.log( `i18n: wrote ${ result.written.join( ', ' ) }` );
}
for ( const problem of result.problems ) {
	console.error( `i18n: ${ problem.where }: ${ problem.message }` );
}
if ( pending.length > 0 ) {
	console.error(
		`i18n: ${ pending.length } key(s) are not in the code (yet); kept as obsolete entries and applied once the string exists. Check for typos:`
	);
	for ( const key of pending ) {
		console.error( `  ${ JSON.stringify( key ) }` );
	}
}
reportMissing( { [ locale ]: result.poTexts[ locale ] } );
process.exit( pending.length > 0 || result.problems.length > 0 ? 1 : 0 );
