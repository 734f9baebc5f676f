/**
 * What every step of the i18n pipeline shares: the domain, locale and files, message keys, and reading
 * and writing PO text. The steps are extract.mjs (sources → .pot), merge.mjs (.pot + translations →
 * each .po) and compile.mjs (.po → .mo and the front end's JSON); regenerate.mjs runs them in order.
 *
 * Every language of languages/languages.json but the source has its own .po, .mo and JSON; variants
 * (de_CH) are generated from their language's at build time (variants.mjs).
 *
 * There is no WP-CLI here, so the steps do what `wp i18n make-pot`, `msgmerge`, `msgfmt` and
 * `wp i18n make-json` would: JS/TS strings come from the TypeScript compiler API, PHP strings from
 * GNU xgettext, and gettext-parser writes the .pot, .po and .mo files. Every output is
 * deterministic (sorted, no timestamps), so `i18n:check` can compare the committed files with a
 * fresh build byte for byte.
 */
import fs from 'node:fs';
import path from 'node:path';
import { po } from 'gettext-parser';
import { REPO_ROOT as ROOT } from '../lib/common.mjs';

/** The repository root (the steps import it from here with the rest). */
export { ROOT };

/** The plugin's one text domain. */
export const DOMAIN = 'customer-area';

/** Script handle of the customer area, passed to wp_set_script_translations (the JSON file name carries it). */
export const SCRIPT_HANDLE = 'customer-area';

/**
 * The scripts with a Jed JSON catalogue each (`{domain}-{locale}-{handle}.json`, read by
 * wp_set_script_translations), each with the translated messages of its own sources: the customer
 * area's first, then the settings page's and the block editor's, so that no script carries the
 * others' texts.
 *
 * @type {ReadonlyArray<{ handle: string, accepts: (reference: string) => boolean }>}
 */
export const SCRIPTS = [
	{
		handle: SCRIPT_HANDLE,
		accepts: ( reference ) =>
			reference.startsWith( 'src/' ) &&
			! reference.startsWith( 'src/admin/' ) &&
			! reference.startsWith( 'src/blocks/' ),
	},
	{
		handle: 'customer-area-admin',
		accepts: ( reference ) => reference.startsWith( 'src/admin/' ),
	},
	{
		handle: 'customer-area-block-editor',
		accepts: ( reference ) => reference.startsWith( 'src/blocks/' ),
	},
];

/** The template every catalogue is merged from. */
export const POT_FILE = path.join( ROOT, 'languages', `${ DOMAIN }.pot` );

/**
 * The files of one catalogue locale: its .po (the translations; absent for a generated variant), the
 * .mo PHP loads and one Jed JSON per script.
 *
 * @param {string} locale A catalogue locale, e.g. fr_FR.
 * @return {{ po: string, mo: string, json: Array<{ handle: string, accepts: (reference: string) => boolean, file: string }> }} Files.
 */
export function catalogueFiles( locale ) {
	const base = path.join( ROOT, 'languages', `${ DOMAIN }-${ locale }` );
	return {
		po: `${ base }.po`,
		mo: `${ base }.mo`,
		json: SCRIPTS.map( ( script ) => ( {
			...script,
			file: `${ base }-${ script.handle }.json`,
		} ) ),
	};
}

/** The lock every writer of the .po takes, so several engineers can translate at once. */
export const PO_LOCK = '/tmp/po.lock';

/** Separator of context and msgid in gettext keys (.mo and Jed JSON). */
export const EOT = '\u0004';

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
export function addMessage( catalogue, entry ) {
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
export function baseHeaders() {
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
export function table( headers, entries, obsolete = [] ) {
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
export function compilePo( poTable ) {
	return po
		.compile( poTable, { foldLength: 0, sort: compareEntries } )
		.toString( 'utf8' );
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
