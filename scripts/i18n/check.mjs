/**
 * `npm run i18n:check`: fails (exit 1, listing every problem) when
 * - languages/customer-area.pot differs from a fresh extraction of the sources;
 * - the German .po lacks a msgid of the .pot, has an empty msgstr or a fuzzy flag, or holds
 *   entries the .pot no longer has;
 * - the .mo or a script's Jed JSON differ from a fresh compile of the .po;
 * - a translation call uses a text domain other than `customer-area` (PHP through its tokenizer,
 *   JS through the extractor; ESLint checks JS too).
 * Read-only; the fix is nearly always `npm run i18n:update` and/or `npm run i18n:translate`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileJson, compileMo } from './compile.mjs';
import { checkPhpDomains } from './extract-php.mjs';
import { buildPot, extractAll } from './extract.mjs';
import {
	FILES,
	ROOT,
	SCRIPT_CATALOGUES,
	isFuzzy,
	messageKey,
	parsePo,
	readText,
} from './shared.mjs';

const started = Date.now();
const problems = [];
const rel = ( file ) => path.relative( ROOT, file );

const { catalogue, problems: extractProblems } = extractAll();
for ( const problem of extractProblems ) {
	problems.push( `${ problem.where }: ${ problem.message }` );
}
for ( const problem of checkPhpDomains() ) {
	problems.push( `${ problem.where }: ${ problem.message }` );
}

const freshPot = buildPot( catalogue );
const committedPot = readText( FILES.pot );
if ( committedPot !== freshPot ) {
	// Say whether strings changed or only their file:line references moved.
	const withoutReferences = ( text ) =>
		text
			.split( '\n' )
			.filter( ( line ) => ! line.startsWith( '#:' ) )
			.join( '\n' );
	problems.push(
		withoutReferences( committedPot ) === withoutReferences( freshPot )
			? `${ rel(
					FILES.pot
				) } has outdated file:line references (code moved): run npm run i18n:update`
			: `${ rel(
					FILES.pot
				) } is not what the sources give (strings added, changed or removed): run npm run i18n:update`
	);
}

const poText = readText( FILES.po );
if ( ! poText ) {
	problems.push( `${ rel( FILES.po ) } is missing: run npm run i18n:update` );
} else {
	const template = parsePo( freshPot ).entries;
	const translations = parsePo( poText );
	const byKey = new Map(
		translations.entries.map( ( entry ) => [
			messageKey( entry.msgctxt, entry.msgid ),
			entry,
		] )
	);
	const templateKeys = new Set();
	for ( const entry of template ) {
		const key = messageKey( entry.msgctxt, entry.msgid );
		templateKeys.add( key );
		const translated = byKey.get( key );
		const label = JSON.stringify( key );
		if ( ! translated ) {
			problems.push(
				`${ rel( FILES.po ) }: no entry for ${ label }: run npm run i18n:update, then translate it`
			);
		} else if ( isFuzzy( translated ) ) {
			problems.push(
				`${ rel( FILES.po ) }: fuzzy translation of ${ label }: review it and translate it again`
			);
		} else if (
			translated.msgstr.length === 0 ||
			translated.msgstr.some( ( value ) => value === '' )
		) {
			problems.push(
				`${ rel( FILES.po ) }: no German for ${ label }: npm run i18n:translate -- FILE.json`
			);
		}
	}
	for ( const key of byKey.keys() ) {
		if ( ! templateKeys.has( key ) ) {
			problems.push(
				`${ rel( FILES.po ) }: ${ JSON.stringify( key ) } is no longer in the sources: run npm run i18n:update`
			);
		}
	}
	if (
		! fs.existsSync( FILES.mo ) ||
		! fs.readFileSync( FILES.mo ).equals( compileMo( poText ) )
	) {
		problems.push(
			`${ rel( FILES.mo ) } is not the compiled .po: run npm run i18n:update`
		);
	}
	for ( const script of SCRIPT_CATALOGUES ) {
		if (
			readText( script.file ) !== compileJson( poText, script.accepts )
		) {
			problems.push(
				`${ rel(
					script.file
				) } is not the compiled .po: run npm run i18n:update`
			);
		}
	}
}

const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
if ( problems.length > 0 ) {
	console.error(
		`i18n:check: ${ problems.length } problem(s) (${ seconds } s):`
	);
	for ( const problem of problems ) {
		console.error( `  - ${ problem }` );
	}
	process.exit( 1 );
}
console.log(
	`i18n:check: OK — ${ catalogue.size } strings, German complete, compiled files current (${ seconds } s)`
);
