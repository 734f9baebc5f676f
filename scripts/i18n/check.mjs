/**
 * `npm run i18n:check`: reports every catalogue's count and percentage, and fails (exit 1, listing
 * every problem) when
 * - languages/customer-area.pot differs from a fresh extraction of the sources;
 * - a translation call uses a text domain other than `customer-area` (PHP through its tokenizer,
 *   JS through the extractor; ESLint checks JS too);
 * - a language of languages/languages.json has no .po, or its `Language` or `Plural-Forms` header
 *   is not the definition's;
 * - a .po lacks a msgid of the .pot, has an empty msgstr or a fuzzy flag, or holds entries the .pot
 *   no longer has (so a string added later fails until every shipped language has it);
 * - a translation does not keep its source's placeholders exactly (%s, %1$d, %%, <a>, {hotkey}),
 *   breaks its language's typography (French no-break spaces before : ; ? ! and inside « »,
 *   German „…“, each language's own quotation marks and its apostrophe: Italian ', not ’), or
 *   equals the English source without being listed in docs/glossary/{locale}-identical.txt
 *   (entry-checks.mjs);
 * - a .mo or a script's Jed JSON differs from a fresh compile of its .po;
 * - a generated variant (de_CH) would still contain a text its replacements remove, or break its
 *   own typography (Swiss German «…»: a „…“ left over);
 * - the README's Languages table shows other string counts than the catalogues have.
 * Read-only; the fix is nearly always `npm run i18n:update` and/or `npm run i18n:translate`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compiledFiles } from './compile.mjs';
import {
	parseIdenticalList,
	placeholderProblems,
	typographyProblems,
	unlistedIdentical,
	variantProblems,
} from './entry-checks.mjs';
import { checkPhpDomains } from './extract-php.mjs';
import { buildPot, extractAll } from './extract.mjs';
import { TRANSLATED, variantTypography, variants } from './languages.mjs';
import {
	POT_FILE,
	ROOT,
	catalogueFiles,
	isFuzzy,
	messageKey,
	parsePo,
	readText,
} from './shared.mjs';
import { variantPo } from './variants.mjs';

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
const committedPot = readText( POT_FILE );
if ( committedPot !== freshPot ) {
	// Say whether strings changed or only their file references moved.
	const withoutReferences = ( text ) =>
		text
			.split( '\n' )
			.filter( ( line ) => ! line.startsWith( '#:' ) )
			.join( '\n' );
	problems.push(
		withoutReferences( committedPot ) === withoutReferences( freshPot )
			? `${ rel(
					POT_FILE
				) } has outdated file references (code moved): run npm run i18n:update`
			: `${ rel(
					POT_FILE
				) } is not what the sources give (strings added, changed or removed): run npm run i18n:update`
	);
}
const template = parsePo( freshPot ).entries;

/**
 * Checks one language's catalogue; returns its counts for the report.
 *
 * @param {import('./languages.mjs').Language} language The language.
 * @param {string}                             poText   Its .po text.
 * @return {{ translated: number, fuzzy: number }} Counts.
 */
function checkCatalogue( language, poText ) {
	const files = catalogueFiles( language.locale );
	const where = rel( files.po );
	const translations = parsePo( poText );
	for ( const [ header, want ] of [
		[ 'Language', language.locale ],
		[ 'Plural-Forms', language.pluralForms ],
	] ) {
		if ( translations.headers[ header ] !== want ) {
			problems.push(
				`${ where }: header ${ header } is ${ JSON.stringify(
					translations.headers[ header ] ?? null
				) }, languages/languages.json says ${ JSON.stringify( want ) }: run npm run i18n:update`
			);
		}
	}
	const identicalFile = path.join(
		ROOT,
		'docs',
		'glossary',
		`${ language.locale }-identical.txt`
	);
	const identical = parseIdenticalList( readText( identicalFile ) );
	const byKey = new Map(
		translations.entries.map( ( entry ) => [
			messageKey( entry.msgctxt, entry.msgid ),
			entry,
		] )
	);
	const templateKeys = new Set();
	let translated = 0;
	let fuzzy = 0;
	for ( const entry of template ) {
		const key = messageKey( entry.msgctxt, entry.msgid );
		templateKeys.add( key );
		const found = byKey.get( key );
		const label = JSON.stringify( key );
		if ( ! found ) {
			problems.push(
				`${ where }: no entry for ${ label }: run npm run i18n:update, then translate it`
			);
			continue;
		}
		if ( isFuzzy( found ) ) {
			fuzzy++;
			problems.push(
				`${ where }: fuzzy translation of ${ label }: review it and translate it again`
			);
			continue;
		}
		if (
			found.msgstr.length === 0 ||
			found.msgstr.some( ( value ) => value === '' )
		) {
			problems.push(
				`${ where }: no ${ language.name } for ${ label }: npm run i18n:translate -- --locale=${ language.locale } FILE.json`
			);
			continue;
		}
		translated++;
		const entryProblems = [
			...placeholderProblems( found ),
			...found.msgstr.flatMap( ( text, index ) =>
				typographyProblems(
					text,
					index > 0 && found.msgid_plural
						? found.msgid_plural
						: found.msgid,
					language.typography
				)
			),
		];
		if ( unlistedIdentical( found, identical ) ) {
			entryProblems.push(
				`the translation is the English source: translate it, or list it in ${ rel(
					identicalFile
				) } if it stays the same on purpose`
			);
		}
		for ( const problem of entryProblems ) {
			problems.push( `${ where }: ${ label }: ${ problem }` );
		}
	}
	for ( const key of byKey.keys() ) {
		if ( ! templateKeys.has( key ) ) {
			problems.push(
				`${ where }: ${ JSON.stringify( key ) } is no longer in the sources: run npm run i18n:update`
			);
		}
	}
	for ( const id of identical ) {
		if ( ! template.some( ( entry ) => entry.msgid === id ) ) {
			problems.push(
				`${ rel( identicalFile ) }: ${ JSON.stringify(
					id
				) } is not a msgid of the sources (any more)`
			);
		}
	}
	for ( const [ file, content ] of compiledFiles( poText, language ) ) {
		const current = fs.existsSync( file )
			? fs.readFileSync( file )
			: Buffer.alloc( 0 );
		if ( ! current.equals( Buffer.from( content ) ) ) {
			problems.push(
				`${ rel( file ) } is not the compiled .po: run npm run i18n:update`
			);
		}
	}
	return { translated, fuzzy };
}

const counts = [];
const poTexts = {};
for ( const language of TRANSLATED ) {
	const file = catalogueFiles( language.locale ).po;
	const poText = readText( file );
	if ( ! poText ) {
		problems.push( `${ rel( file ) } is missing: run npm run i18n:update` );
		counts.push( { language, translated: 0, fuzzy: 0 } );
		continue;
	}
	poTexts[ language.locale ] = poText;
	counts.push( { language, ...checkCatalogue( language, poText ) } );
}

for ( const { language, variant } of variants() ) {
	const source = poTexts[ language.locale ];
	if ( ! source ) {
		continue;
	}
	const generated = parsePo( variantPo( source, variant, language ) );
	for ( const problem of variantProblems(
		generated.entries,
		variant.replace,
		variantTypography( language, variant )
	) ) {
		problems.push( `${ variant.locale } (generated): ${ problem }` );
	}
}

const total = template.length;

// The README's Languages table shows the counts; it must not drift from the catalogues. Every row
// of that section's table that ends in a count is read, so a language added later is read too.
const languagesSection =
	readText( path.join( ROOT, 'README.md' ) )
		.split( /^## Languages$/m )[ 1 ]
		?.split( /^## /m )[ 0 ] ?? '';
const readmeCounts = [
	...languagesSection.matchAll(
		/^\|.*\| (\d+)(?: \/ (\d+))?(?: \(100 %\))? \|$/gm
	),
];
if ( readmeCounts.length === 0 ) {
	problems.push( 'README.md: no Languages table with string counts found' );
}
for ( const [ row, count, of ] of readmeCounts ) {
	if ( Number( count ) !== total || ( of && Number( of ) !== total ) ) {
		problems.push(
			`README.md: the Languages table says ${ count }${
				of ? ` / ${ of }` : ''
			} strings, the catalogues have ${ total }: ${ row.split( '|' )[ 1 ].trim() }`
		);
	}
}
const percent = ( count ) =>
	total === 0
		? '100'
		: ( Math.floor( ( count / total ) * 1000 ) / 10 ).toString();
const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
console.log(
	`i18n:check: ${ total } strings in languages/customer-area.pot (English, the source)`
);
for ( const { language, translated, fuzzy } of counts ) {
	console.log(
		`  ${ language.locale.padEnd( 6 ) } ${ language.name.padEnd(
			8
		) } ${ String( translated ).padStart( 4 ) } / ${ total }  ${ percent(
			translated
		).padStart( 5 ) } %  ${ fuzzy } fuzzy`
	);
}
for ( const { language, variant } of variants() ) {
	console.log(
		`  ${ variant.locale.padEnd( 6 ) } generated from ${
			language.locale
		} at build time (${ variant.replace
			.map( ( [ from, to ] ) => `${ from } → ${ to }` )
			.join( ', ' ) }) for ${ variant.locales.join( ', ' ) }`
	);
}
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
	`i18n:check: OK — every catalogue complete and well-formed, compiled files current (${ seconds } s)`
);
