/**
 * Merge step: the .pot into each language's .po (like msgmerge), and translations into a .po.
 */
import {
	EOT,
	baseHeaders,
	compilePo,
	messageKey,
	parsePo,
	table,
} from './shared.mjs';

/**
 * Merges the .pot into the .po like msgmerge without fuzzy matching: every .pot message, with the
 * .po's translation when it has one (also from its obsolete section, so a string that comes back
 * gets its translation back); translations of removed messages are kept as obsolete (`#~`).
 * No translation is ever invented: new messages get an empty msgstr. The headers come from the
 * language's definition (languages/languages.json), so a wrong Plural-Forms cannot survive a merge.
 *
 * @param {string}                             potText  The template.
 * @param {string}                             poText   The current .po ('' when there is none).
 * @param {import('./languages.mjs').Language} language The catalogue's language.
 * @return {string} The merged .po text.
 */
export function mergePo( potText, poText, language ) {
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
				'Language-Team': language.name,
				Language: language.locale,
				'Plural-Forms': language.pluralForms,
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
