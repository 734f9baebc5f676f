/**
 * `npm run i18n:translate -- FILE.json [FILE2.json …]` — how everyone adds German.
 *
 * 1. Write your strings in the code with `__( 'English text', 'customer-area' )` (or _x/_n/_nx).
 * 2. Put the German into a JSON file (anywhere, e.g. /tmp/de-auth.json), formal "Sie":
 *
 *        {
 *          "Sign In": "Anmelden",
 *          "menu\u0004Profile": "Profil",                  ← with a context (_x): "context\u0004msgid"
 *          "%d document": [ "%d Dokument", "%d Dokumente" ]  ← plurals (_n): the singular msgid as key,
 *        }                                                     [singular, plural] as value
 *
 * 3. `npm run i18n:translate -- /tmp/de-auth.json`
 *
 * The script takes the exclusive lock /tmp/po.lock (so several engineers can run it at the same
 * time), re-extracts the .pot from the current tree, merges it into languages/customer-area-de_DE.po,
 * upserts your translations (clearing any fuzzy flag), and recompiles the .mo and the Jed JSON.
 * A key whose string is not in the code (yet) is kept as an obsolete `#~` entry and applied as soon
 * as the string appears (the next update or translate run); the script lists such keys and exits 1
 * so a typo does not go unnoticed. It ends by listing the strings that still have no German.
 */
import fs from 'node:fs';
import { upsertTranslations } from './merge.mjs';
import { holdPoLock, regenerate } from './regenerate.mjs';
import { reportMissing } from './report.mjs';

const files = process.argv.slice( 2 );
if ( files.length === 0 ) {
	console.error(
		'usage: npm run i18n:translate -- FILE.json [FILE.json …]   (see the comment at the top of scripts/i18n/translate.mjs)'
	);
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
			`i18n: ${ file } must hold one JSON object { "msgid": "German" }`
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
	result = regenerate( ( poText ) => {
		const outcome = upsertTranslations( poText, translations );
		updated = outcome.updated;
		pending = outcome.pending;
		return outcome.text;
	} );
} catch ( error ) {
	console.error( `i18n: ${ error.message }` );
	process.exit( 1 );
}

console.log( `i18n: ${ updated.length } translation(s) applied` );
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
reportMissing( result.poText );
process.exit( pending.length > 0 || result.problems.length > 0 ? 1 : 0 );
