/**
 * The i18n pipeline's building blocks, shared by `update.mjs`, `translate.mjs` and `check.mjs`.
 *
 * There is no WP-CLI here, so this does what `wp i18n make-pot`, `msgmerge`, `msgfmt` and
 * `wp i18n make-json` would: JS/TS strings come from the TypeScript compiler API, PHP strings from
 * GNU xgettext, and gettext-parser writes the .pot, .po and .mo files. Every output is
 * deterministic (sorted, no timestamps), so `i18n:check` can compare the committed files with a
 * fresh build byte for byte.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { mo, po } from 'gettext-parser';

/** The repository root. */
export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);

/** The plugin's one text domain. */
export const DOMAIN = 'customer-area';

/** The one shipped translation. */
export const LOCALE = 'de_DE';
export const PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';

/** Script handle passed to wp_set_script_translations (the JSON file name carries it). */
export const SCRIPT_HANDLE = 'customer-area';

export const FILES = {
	pot: path.join( ROOT, 'languages', `${ DOMAIN }.pot` ),
	po: path.join( ROOT, 'languages', `${ DOMAIN }-${ LOCALE }.po` ),
	mo: path.join( ROOT, 'languages', `${ DOMAIN }-${ LOCALE }.mo` ),
	json: path.join(
		ROOT,
		'languages',
		`${ DOMAIN }-${ LOCALE }-${ SCRIPT_HANDLE }.json`
	),
};

/** The lock every writer of the .po takes, so several engineers can translate at once. */
export const PO_LOCK = '/tmp/po.lock';

/** Separator of context and msgid in gettext keys (.mo and Jed JSON). */
const EOT = '\u0004';

/** `@wordpress/i18n` functions: where the domain and the other arguments sit. */
const JS_FUNCTIONS = {
	__: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
};

/** xgettext keywords of WordPress' PHP translation functions. */
const PHP_KEYWORDS = [
	'__',
	'_e',
	'_x:1,2c',
	'_ex:1,2c',
	'_n:1,2',
	'_nx:1,2,4c',
	'_n_noop:1,2',
	'_nx_noop:1,2,3c',
	'esc_html__',
	'esc_html_e',
	'esc_html_x:1,2c',
	'esc_attr__',
	'esc_attr_e',
	'esc_attr_x:1,2c',
];

/**
 * Lists files under `dir` (relative to the root) whose name passes `accept`, sorted, with
 * repository-relative POSIX paths.
 *
 * @param {string}                   dir    Folder relative to the root.
 * @param {(rel: string) => boolean} accept Filter on the relative path.
 * @return {string[]} Relative paths.
 */
export function listFiles( dir, accept ) {
	const out = [];
	const walk = ( rel ) => {
		const abs = path.join( ROOT, rel );
		if ( ! fs.existsSync( abs ) ) {
			return;
		}
		for ( const entry of fs.readdirSync( abs, { withFileTypes: true } ) ) {
			const childRel = path.posix.join( rel, entry.name );
			if ( entry.isDirectory() ) {
				if ( entry.name !== 'node_modules' ) {
					walk( childRel );
				}
			} else if ( accept( childRel ) ) {
				out.push( childRel );
			}
		}
	};
	walk( dir );
	return out.sort();
}

/**
 * The front-end sources that ship: TypeScript/JavaScript under src/, without tests, test
 * utilities, declaration files and generated API types (which hold no UI text).
 *
 * @return {string[]} Relative paths.
 */
export function jsSourceFiles() {
	return listFiles(
		'src',
		( rel ) =>
			/\.(ts|tsx|js|jsx)$/.test( rel ) &&
			! /\.d\.ts$/.test( rel ) &&
			! /\.test\.(ts|tsx|js|jsx)$/.test( rel ) &&
			! /(^|\/)__tests__\//.test( rel ) &&
			! rel.startsWith( 'src/testing/' ) &&
			! rel.startsWith( 'src/api/generated/' )
	);
}

/**
 * The PHP sources that ship.
 *
 * @return {string[]} Relative paths.
 */
export function phpSourceFiles() {
	const top = [ 'customer-area.php', 'uninstall.php' ].filter( ( rel ) =>
		fs.existsSync( path.join( ROOT, rel ) )
	);
	return [
		...top,
		...listFiles( 'includes', ( rel ) => rel.endsWith( '.php' ) ),
	];
}

/**
 * An extracted message.
 *
 * @typedef {Object} Message
 * @property {string}      msgid         The English source text.
 * @property {string}      [msgctxt]     Its context (_x, _nx).
 * @property {string}      [msgidPlural] Its plural source text (_n, _nx).
 * @property {Set<string>} references    `file:line`.
 * @property {Set<string>} comments      Translator comments.
 * @property {boolean}     js            Used by the front end (goes into the Jed JSON).
 */

/**
 * A problem found while extracting (wrong domain, non-literal message).
 *
 * @typedef {Object} Problem
 * @property {string} where   `file:line`.
 * @property {string} message What is wrong.
 */

/**
 * Key of a message: context and msgid joined as gettext does.
 *
 * @param {string|undefined} msgctxt Context.
 * @param {string}           msgid   Message.
 * @return {string} The key.
 */
export function messageKey( msgctxt, msgid ) {
	return msgctxt ? `${ msgctxt }${ EOT }${ msgid }` : msgid;
}

/**
 * Adds a message to the catalogue, merging references and comments of repeated messages.
 *
 * @param {Map<string, Message>}                                                             catalogue Where to add it.
 * @param {Omit<Message, 'references'|'comments'> & {reference: string, comments: string[]}} entry     The message.
 */
function addMessage( catalogue, entry ) {
	const key = messageKey( entry.msgctxt, entry.msgid );
	let message = catalogue.get( key );
	if ( ! message ) {
		message = {
			msgid: entry.msgid,
			msgctxt: entry.msgctxt,
			msgidPlural: entry.msgidPlural,
			references: new Set(),
			comments: new Set(),
			js: false,
		};
		catalogue.set( key, message );
	}
	if ( entry.msgidPlural && ! message.msgidPlural ) {
		message.msgidPlural = entry.msgidPlural;
	}
	// References name the file only: line numbers would make every edit that moves a string a
	// catalogue change, and translators find the string by its text anyway.
	message.references.add( entry.reference.replace( /:\d+$/, '' ) );
	entry.comments.forEach( ( comment ) => message.comments.add( comment ) );
	message.js = message.js || entry.js;
}

/**
 * Cleans a comment's delimiters: `/* translators: x *\/` → `translators: x`.
 *
 * @param {string} raw The comment as written.
 * @return {string} Its text on one line.
 */
function commentText( raw ) {
	return raw
		.replace( /^\/\/\s?/, '' )
		.replace( /^\/\*+/, '' )
		.replace( /\*+\/$/, '' )
		.split( '\n' )
		.map( ( line ) => line.replace( /^\s*\*?\s?/, '' ).trim() )
		.filter( Boolean )
		.join( ' ' )
		.trim();
}

/**
 * Translator comments (`translators: …`) written before `node` or before the enclosing
 * expression up to its statement, as WP-CLI reads them.
 *
 * @param {ts.Node}       node   The call.
 * @param {ts.SourceFile} source Its file.
 * @return {string[]} Comment texts.
 */
function translatorComments( node, source ) {
	const found = [];
	const text = source.getFullText();
	for ( let current = node; current; current = current.parent ) {
		for ( const range of ts.getLeadingCommentRanges(
			text,
			current.getFullStart()
		) ?? [] ) {
			const comment = commentText( text.slice( range.pos, range.end ) );
			if (
				/^translators:/i.test( comment ) &&
				! found.includes( comment )
			) {
				found.push( comment );
			}
		}
		if (
			ts.isStatement( current ) ||
			ts.isSourceFile( current ) ||
			ts.isPropertyAssignment( current ) ||
			ts.isJsxAttribute( current )
		) {
			break;
		}
	}
	return found;
}

/**
 * The names under which this file imports the `@wordpress/i18n` functions.
 *
 * @param {ts.SourceFile} source The file.
 * @return {{ named: Map<string, string>, namespaces: Set<string> }} Local name → function, and namespace imports.
 */
function i18nImports( source ) {
	const named = new Map();
	const namespaces = new Set();
	for ( const statement of source.statements ) {
		if (
			! ts.isImportDeclaration( statement ) ||
			! ts.isStringLiteral( statement.moduleSpecifier ) ||
			statement.moduleSpecifier.text !== '@wordpress/i18n' ||
			! statement.importClause?.namedBindings
		) {
			continue;
		}
		const bindings = statement.importClause.namedBindings;
		if ( ts.isNamespaceImport( bindings ) ) {
			namespaces.add( bindings.name.text );
			continue;
		}
		for ( const element of bindings.elements ) {
			const imported = ( element.propertyName ?? element.name ).text;
			if ( imported in JS_FUNCTIONS ) {
				named.set( element.name.text, imported );
			}
		}
	}
	return { named, namespaces };
}

/**
 * The literal text of a string argument, or undefined when it is not a plain literal.
 *
 * @param {ts.Expression|undefined} node Argument.
 * @return {string|undefined} Its value.
 */
function literal( node ) {
	if (
		node &&
		( ts.isStringLiteral( node ) ||
			ts.isNoSubstitutionTemplateLiteral( node ) )
	) {
		return node.text;
	}
	return undefined;
}

/**
 * Extracts the translatable strings of the front end with the TypeScript parser (no type check,
 * so it is fast): calls of `__`, `_x`, `_n`, `_nx` imported from `@wordpress/i18n`, with the
 * `customer-area` domain.
 *
 * @param {Map<string, Message>} catalogue Where messages go.
 * @param {Problem[]}            problems  Where problems go.
 * @param {string[]}             [files]   Relative paths (default: all shipped sources).
 */
export function extractJs( catalogue, problems, files = jsSourceFiles() ) {
	for ( const rel of files ) {
		const text = fs.readFileSync( path.join( ROOT, rel ), 'utf8' );
		const source = ts.createSourceFile(
			rel,
			text,
			ts.ScriptTarget.Latest,
			true,
			rel.endsWith( 'x' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
		);
		const { named, namespaces } = i18nImports( source );
		if ( named.size === 0 && namespaces.size === 0 ) {
			continue;
		}
		const visit = ( node ) => {
			if ( ts.isCallExpression( node ) ) {
				let fn;
				const callee = node.expression;
				if ( ts.isIdentifier( callee ) ) {
					fn = named.get( callee.text );
				} else if (
					ts.isPropertyAccessExpression( callee ) &&
					ts.isIdentifier( callee.expression ) &&
					namespaces.has( callee.expression.text ) &&
					callee.name.text in JS_FUNCTIONS
				) {
					fn = callee.name.text;
				}
				if ( fn ) {
					const where = `${ rel }:${
						source.getLineAndCharacterOfPosition( node.getStart() )
							.line + 1
					}`;
					const spec = JS_FUNCTIONS[ fn ];
					const args = node.arguments;
					const domain = literal( args[ spec.domain ] );
					const msgid = literal( args[ spec.msgid ] );
					const msgctxt =
						spec.context === undefined
							? undefined
							: literal( args[ spec.context ] );
					const plural =
						spec.plural === undefined
							? undefined
							: literal( args[ spec.plural ] );
					if ( domain !== DOMAIN ) {
						problems.push( {
							where,
							message: `${ fn }() with text domain ${
								domain === undefined
									? '(missing or not a literal)'
									: `'${ domain }'`
							}; use '${ DOMAIN }'`,
						} );
					} else if (
						msgid === undefined ||
						( spec.context !== undefined &&
							msgctxt === undefined ) ||
						( spec.plural !== undefined && plural === undefined )
					) {
						problems.push( {
							where,
							message: `${ fn }() needs literal strings (a variable cannot be extracted)`,
						} );
					} else {
						addMessage( catalogue, {
							msgid,
							msgctxt,
							msgidPlural: plural,
							reference: where,
							comments: translatorComments( node, source ),
							js: true,
						} );
					}
				}
			}
			ts.forEachChild( node, visit );
		};
		visit( source );
	}
}

/**
 * Extracts the PHP strings with GNU xgettext, and the plugin header's name and description.
 *
 * @param {Map<string, Message>} catalogue Where messages go.
 * @param {string[]}             [files]   Relative paths (default: all shipped PHP).
 */
export function extractPhp( catalogue, files = phpSourceFiles() ) {
	if ( files.length > 0 ) {
		const result = spawnSync(
			'xgettext',
			[
				'--language=PHP',
				'--from-code=UTF-8',
				'--add-comments=translators:',
				'--no-wrap',
				'--omit-header',
				'--keyword',
				...PHP_KEYWORDS.map( ( keyword ) => `--keyword=${ keyword }` ),
				'--output=-',
				...files,
			],
			{ cwd: ROOT, encoding: 'utf8' }
		);
		if ( result.error || result.status !== 0 ) {
			throw new Error(
				`xgettext failed (is gettext installed?): ${
					result.error?.message ?? result.stderr
				}`
			);
		}
		if ( result.stdout.trim() ) {
			const parsed = po.parse( result.stdout );
			for ( const [ ctx, entries ] of Object.entries(
				parsed.translations
			) ) {
				for ( const [ msgid, entry ] of Object.entries( entries ) ) {
					if ( msgid === '' ) {
						continue;
					}
					const references = ( entry.comments?.reference ?? '' )
						.split( /\s+/ )
						.filter( Boolean );
					const comments = ( entry.comments?.extracted ?? '' )
						.split( '\n' )
						.map( ( line ) => line.trim() )
						.filter( Boolean );
					for ( const reference of references ) {
						addMessage( catalogue, {
							msgid,
							msgctxt: ctx || undefined,
							msgidPlural: entry.msgid_plural,
							reference,
							comments,
							js: false,
						} );
					}
				}
			}
		}
	}
	const header = pluginHeader();
	for ( const [ field, value ] of Object.entries( header ) ) {
		addMessage( catalogue, {
			msgid: value,
			reference: 'customer-area.php',
			comments: [ `${ field } of the plugin` ],
			js: false,
		} );
	}
}

/**
 * The translatable fields of the plugin header (WordPress translates them on the plugins screen).
 *
 * @return {Record<string, string>} Field → value.
 */
function pluginHeader() {
	const file = path.join( ROOT, 'customer-area.php' );
	if ( ! fs.existsSync( file ) ) {
		return {};
	}
	const head = fs.readFileSync( file, 'utf8' ).slice( 0, 8192 );
	const out = {};
	for ( const field of [ 'Plugin Name', 'Description' ] ) {
		const match = head.match(
			new RegExp( `^[ \\t/*#@]*${ field }:(.*)$`, 'mi' )
		);
		const value = match?.[ 1 ]?.replace( /\s*(?:\*\/|\?>).*$/, '' ).trim();
		if ( value ) {
			out[ field ] = value;
		}
	}
	return out;
}

/**
 * Checks that every PHP translation call uses the `customer-area` text domain, with PHP's own
 * tokenizer (xgettext ignores domains).
 *
 * @param {string[]} [files] Relative paths (default: all shipped PHP).
 * @return {Problem[]} Calls with another or no literal domain.
 */
export function checkPhpDomains( files = phpSourceFiles() ) {
	if ( files.length === 0 ) {
		return [];
	}
	const result = spawnSync(
		'php',
		[
			path.join( ROOT, 'scripts', 'i18n', 'php-domains.php' ),
			DOMAIN,
			...files,
		],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	if ( result.error || ( result.status !== 0 && result.status !== 1 ) ) {
		throw new Error(
			`php-domains.php failed (is php-cli installed?): ${
				result.error?.message ?? result.stderr
			}`
		);
	}
	return result.stdout
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => {
			const [ where, ...rest ] = line.split( '\t' );
			return { where, message: rest.join( ' ' ) };
		} );
}

/**
 * Extracts everything: the catalogue and the problems met.
 *
 * @return {{ catalogue: Map<string, Message>, problems: Problem[] }} Result.
 */
export function extractAll() {
	const catalogue = new Map();
	const problems = [];
	extractJs( catalogue, problems );
	extractPhp( catalogue );
	return { catalogue, problems };
}

/**
 * Orders references naturally (file, then line number).
 *
 * @param {string} a Reference.
 * @param {string} b Reference.
 * @return {number} Order.
 */
function compareReferences( a, b ) {
	const [ fileA, lineA = '0' ] = a.split( ':' );
	const [ fileB, lineB = '0' ] = b.split( ':' );
	if ( fileA !== fileB ) {
		return fileA < fileB ? -1 : 1;
	}
	return Number( lineA ) - Number( lineB );
}

/**
 * Orders entries by msgid, then context (plain code-unit order, locale-independent).
 *
 * @param {{msgid: string, msgctxt?: string}} a Entry.
 * @param {{msgid: string, msgctxt?: string}} b Entry.
 * @return {number} Order.
 */
export function compareEntries( a, b ) {
	if ( a.msgid !== b.msgid ) {
		return a.msgid < b.msgid ? -1 : 1;
	}
	const ctxA = a.msgctxt ?? '';
	const ctxB = b.msgctxt ?? '';
	if ( ctxA === ctxB ) {
		return 0;
	}
	return ctxA < ctxB ? -1 : 1;
}

/** Header lines shared by the .pot and the .po (no dates, so builds are reproducible). */
function baseHeaders() {
	const pkg = JSON.parse(
		fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
	);
	return {
		'Project-Id-Version': `Customer Area ${ pkg.version }`,
		'Report-Msgid-Bugs-To': '',
		'MIME-Version': '1.0',
		'Content-Type': 'text/plain; charset=UTF-8',
		'Content-Transfer-Encoding': '8bit',
		'X-Domain': DOMAIN,
	};
}

/**
 * A gettext-parser table from entries.
 *
 * @param {Record<string, string>} headers  Header fields.
 * @param {object[]}               entries  gettext-parser entries.
 * @param {object[]}               obsolete Obsolete entries.
 * @return {Object} The table.
 */
function table( headers, entries, obsolete = [] ) {
	const group = ( list ) => {
		const out = {};
		for ( const entry of list ) {
			const ctx = entry.msgctxt ?? '';
			out[ ctx ] ??= {};
			out[ ctx ][ entry.msgid ] = entry;
		}
		return out;
	};
	return {
		charset: 'utf-8',
		headers,
		translations: group( entries ),
		obsolete: group( obsolete ),
	};
}

/**
 * Serializes a table as a PO file, entries sorted.
 *
 * @param {Object} poTable The table.
 * @return {string} PO text.
 */
function compilePo( poTable ) {
	return po
		.compile( poTable, { foldLength: 0, sort: compareEntries } )
		.toString( 'utf8' );
}

/**
 * The .pot text of a catalogue.
 *
 * @param {Map<string, Message>} catalogue Extracted messages.
 * @return {string} POT text.
 */
export function buildPot( catalogue ) {
	const entries = [ ...catalogue.values() ].map( ( message ) => {
		const entry = {
			msgid: message.msgid,
			msgstr: message.msgidPlural ? [ '', '' ] : [ '' ],
			comments: {
				extracted: [ ...message.comments ].join( '\n' ),
				reference: [ ...message.references ]
					.sort( compareReferences )
					.join( '\n' ),
			},
		};
		if ( message.msgctxt !== undefined ) {
			entry.msgctxt = message.msgctxt;
		}
		if ( message.msgidPlural ) {
			entry.msgid_plural = message.msgidPlural;
		}
		return entry;
	} );
	return compilePo(
		table(
			{
				...baseHeaders(),
				'Plural-Forms': 'nplurals=INTEGER; plural=EXPRESSION;',
			},
			entries
		)
	);
}

/**
 * Entries of a PO/POT text, header left out.
 *
 * @param {string} text PO text.
 * @return {{ headers: Record<string,string>, entries: object[], obsolete: object[] }} Parsed.
 */
export function parsePo( text ) {
	const parsed = po.parse( text );
	const flatten = ( section ) =>
		Object.values( section ?? {} ).flatMap( ( group ) =>
			Object.values( group ).filter( ( entry ) => entry.msgid !== '' )
		);
	return {
		headers: parsed.headers,
		entries: flatten( parsed.translations ),
		obsolete: flatten( parsed.obsolete ),
	};
}

/**
 * Whether an entry is translated: every msgstr filled and no fuzzy flag.
 *
 * @param {Object} entry gettext-parser entry.
 * @return {boolean} Translated.
 */
export function isTranslated( entry ) {
	return (
		! isFuzzy( entry ) &&
		entry.msgstr.length > 0 &&
		entry.msgstr.every( ( value ) => value !== '' )
	);
}

/**
 * Whether an entry carries the fuzzy flag.
 *
 * @param {Object} entry gettext-parser entry.
 * @return {boolean} Fuzzy.
 */
export function isFuzzy( entry ) {
	return /(^|[\s,])fuzzy([\s,]|$)/.test( entry.comments?.flag ?? '' );
}

/**
 * Merges the .pot into the .po like msgmerge without fuzzy matching: every .pot message, with the
 * .po's translation when it has one (also from its obsolete section, so a string that comes back
 * gets its translation back); translations of removed messages are kept as obsolete (`#~`).
 * German is never invented: new messages get an empty msgstr.
 *
 * @param {string} potText The template.
 * @param {string} poText  The current .po ('' when there is none).
 * @return {string} The merged .po text.
 */
export function mergePo( potText, poText ) {
	const template = parsePo( potText );
	const current = poText
		? parsePo( poText )
		: { headers: {}, entries: [], obsolete: [] };
	const known = new Map();
	for ( const entry of [ ...current.obsolete, ...current.entries ] ) {
		known.set( messageKey( entry.msgctxt, entry.msgid ), entry );
	}
	const used = new Set();
	const entries = template.entries.map( ( entry ) => {
		const key = messageKey( entry.msgctxt, entry.msgid );
		const previous = known.get( key );
		used.add( key );
		const size = entry.msgid_plural ? 2 : 1;
		const msgstr = Array.from(
			{ length: size },
			( _, index ) => previous?.msgstr?.[ index ] ?? ''
		);
		const merged = {
			...entry,
			msgstr,
			comments: {
				...entry.comments,
				translator: previous?.comments?.translator ?? '',
				flag: previous?.comments?.flag ?? '',
			},
		};
		if ( ! merged.comments.translator ) {
			delete merged.comments.translator;
		}
		if ( ! merged.comments.flag ) {
			delete merged.comments.flag;
		}
		return merged;
	} );
	const obsolete = [ ...known.entries() ]
		.filter(
			( [ key, entry ] ) =>
				! used.has( key ) && entry.msgstr.some( ( value ) => value )
		)
		.map( ( [ , entry ] ) => ( {
			msgid: entry.msgid,
			...( entry.msgctxt !== undefined
				? { msgctxt: entry.msgctxt }
				: {} ),
			...( entry.msgid_plural
				? { msgid_plural: entry.msgid_plural }
				: {} ),
			msgstr: entry.msgstr,
		} ) );
	return compilePo(
		table(
			{
				...baseHeaders(),
				'Language-Team': 'German',
				Language: LOCALE,
				'Plural-Forms': PLURAL_FORMS,
			},
			entries,
			obsolete
		)
	);
}

/**
 * Applies translations to the .po text: keys are msgids, `context\u0004msgid` for a context;
 * values are strings, or arrays for plurals. The fuzzy flag of a translated entry is removed.
 * A key without a .po entry becomes an obsolete entry, which `mergePo` revives as soon as the
 * string appears in the code.
 *
 * @param {string}                          poText       The .po text.
 * @param {Record<string, string|string[]>} translations The new translations.
 * @return {{ text: string, updated: string[], pending: string[] }} New text; keys applied; keys kept for later.
 */
export function upsertTranslations( poText, translations ) {
	const parsed = parsePo( poText );
	const byKey = new Map(
		parsed.entries.map( ( entry ) => [
			messageKey( entry.msgctxt, entry.msgid ),
			entry,
		] )
	);
	const obsoleteByKey = new Map(
		parsed.obsolete.map( ( entry ) => [
			messageKey( entry.msgctxt, entry.msgid ),
			entry,
		] )
	);
	const updated = [];
	const pending = [];
	for ( const [ key, value ] of Object.entries( translations ) ) {
		const values = Array.isArray( value ) ? value : [ value ];
		if ( values.some( ( item ) => typeof item !== 'string' || ! item ) ) {
			throw new Error(
				`Translation of ${ JSON.stringify( key ) } must be a non-empty string (or an array of them for plurals).`
			);
		}
		const entry = byKey.get( key );
		if ( entry ) {
			const size = entry.msgid_plural ? 2 : 1;
			if ( values.length !== size ) {
				throw new Error(
					`${ JSON.stringify( key ) } needs ${ size } form(s) (${
						size === 2 ? '["singular", "plural"]' : 'a string'
					}), got ${ values.length }.`
				);
			}
			entry.msgstr = values;
			if ( entry.comments?.flag ) {
				entry.comments.flag = entry.comments.flag
					.split( ',' )
					.map( ( flag ) => flag.trim() )
					.filter( ( flag ) => flag && flag !== 'fuzzy' )
					.join( ', ' );
			}
			updated.push( key );
		} else {
			const separator = key.indexOf( EOT );
			const msgctxt =
				separator >= 0 ? key.slice( 0, separator ) : undefined;
			const msgid = separator >= 0 ? key.slice( separator + 1 ) : key;
			const kept = obsoleteByKey.get( key ) ?? {
				msgid,
				...( msgctxt !== undefined ? { msgctxt } : {} ),
			};
			kept.msgstr = values;
			if ( values.length === 2 && ! kept.msgid_plural ) {
				// The plural source is unknown until the code has it; mergePo takes it from the .pot.
				kept.msgid_plural = msgid;
			}
			obsoleteByKey.set( key, kept );
			pending.push( key );
		}
	}
	return {
		text: compilePo(
			table( parsed.headers, parsed.entries, [
				...obsoleteByKey.values(),
			] )
		),
		updated,
		pending,
	};
}

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
 * Compiles the front end's Jed JSON (`{domain}-{locale}-{handle}.json`, read by
 * wp_set_script_translations and imported by src/i18n/apply-language.ts): translated messages that
 * the front end uses, i.e. with a reference under src/.
 *
 * @param {string} poText The .po text.
 * @return {string} The JSON text.
 */
export function compileJson( poText ) {
	const parsed = parsePo( poText );
	const messages = {};
	const entries = parsed.entries
		.filter( isTranslated )
		.filter( ( entry ) =>
			( entry.comments?.reference ?? '' )
				.split( /\s+/ )
				.some( ( reference ) => reference.startsWith( 'src/' ) )
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

/**
 * Reads a file, '' when it does not exist.
 *
 * @param {string} file Absolute path.
 * @return {string} Its text.
 */
export function readText( file ) {
	return fs.existsSync( file ) ? fs.readFileSync( file, 'utf8' ) : '';
}

/**
 * Writes a file only when its content changes (keeps mtimes and webpack's watch quiet).
 *
 * @param {string}        file    Absolute path.
 * @param {string|Buffer} content New content.
 * @return {boolean} Whether it was written.
 */
export function writeIfChanged( file, content ) {
	const next = Buffer.isBuffer( content ) ? content : Buffer.from( content );
	if ( fs.existsSync( file ) && fs.readFileSync( file ).equals( next ) ) {
		return false;
	}
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	const temporary = `${ file }.${ process.pid }.tmp`;
	fs.writeFileSync( temporary, next );
	fs.renameSync( temporary, file );
	return true;
}

/**
 * Regenerates the .pot from the sources, merges it into the .po and compiles .mo and JSON.
 * Callers hold the .po lock.
 *
 * @param {(poText: string) => string} [edit] Changes the merged .po before compiling.
 * @return {{ problems: Problem[], written: string[], poText: string }} Result.
 */
export function regenerate( edit = ( text ) => text ) {
	const { catalogue, problems } = extractAll();
	const potText = buildPot( catalogue );
	const poText = edit( mergePo( potText, readText( FILES.po ) ) );
	// Merge once more so that translations parked as obsolete land on their entries.
	const finalPo = mergePo( potText, poText );
	const written = [];
	const outputs = [
		[ FILES.pot, potText ],
		[ FILES.po, finalPo ],
		[ FILES.mo, compileMo( finalPo ) ],
		[ FILES.json, compileJson( finalPo ) ],
	];
	for ( const [ file, content ] of outputs ) {
		if ( writeIfChanged( file, content ) ) {
			written.push( path.relative( ROOT, file ) );
		}
	}
	return { problems, written, poText: finalPo };
}

/**
 * Re-runs the current script under an exclusive `flock` on the .po lock unless it already holds
 * it, so concurrent `i18n:update` / `i18n:translate` runs never lose each other's edits.
 *
 * Returns when this process holds the lock; otherwise runs the locked copy and exits with its
 * status.
 */
export function holdPoLock() {
	if ( process.env.CUSTOMER_AREA_PO_LOCKED === '1' ) {
		return;
	}
	const result = spawnSync(
		'flock',
		[ PO_LOCK, process.execPath, ...process.argv.slice( 1 ) ],
		{
			stdio: 'inherit',
			env: { ...process.env, CUSTOMER_AREA_PO_LOCKED: '1' },
		}
	);
	if ( result.error ) {
		throw new Error(
			`flock failed (util-linux is needed): ${ result.error.message }`
		);
	}
	process.exit( result.status ?? 1 );
}
