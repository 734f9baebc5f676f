/**
 * The checks `npm run i18n:check` makes on every translation of a catalogue: placeholders kept
 * exactly, the language's typography (its quotation marks, its apostrophe, French spacing),
 * translations identical to the English source only where the glossary says so, and what a
 * generated variant (de_CH) must no longer hold. Pure functions (no files), so
 * scripts/i18n/entry-checks.test.ts can feed them broken entries.
 */

/** printf conversions as sprintf (PHP and @wordpress/i18n) reads them: %s, %d, %1$s, %%, %.1f. */
const PRINTF = /%(?:\d+\$)?[-+0#]?\d*(?:\.\d+)?[bcdeEfFgGiosuxX%]/g;

/** createInterpolateElement tags, e.g. <a> … </a>, <br/>. */
const TAG = /<\/?[a-zA-Z][a-zA-Z0-9-]*\s*\/?>/g;

/** Named tokens a component replaces, e.g. {hotkey}. */
const NAMED = /\{[a-zA-Z_][a-zA-Z0-9_]*\}/g;

/** No-break spaces French typography accepts before : ; ? ! and inside « ». */
const NO_BREAK = new Set( [ '\u00a0', '\u202f' ] );

/** Double quotation marks of all the shipped languages; each language allows only its own. */
const DOUBLE_QUOTES = [ '"', '“', '”', '„', '«', '»' ];

/** An HTML attribute with its straight quotes (code inside a text, kept as the source has it). */
const ATTRIBUTE = /[\w-]+="[^"]*"/g;

/** The two apostrophes: the straight one (U+0027) and the typographic one (U+2019). */
const APOSTROPHES = [ "'", '’' ];

/**
 * The placeholders of a text, sorted (so the order of the translation may differ).
 *
 * @param {string} text A source text or a translation.
 * @return {string[]} Its placeholders.
 */
export function placeholders( text ) {
	return [
		...( text.match( PRINTF ) ?? [] ),
		...( text.match( TAG ) ?? [] ),
		...( text.match( NAMED ) ?? [] ),
	].sort();
}

/**
 * Whether a translation keeps exactly the placeholders of its source; the first form of a plural
 * is compared with the singular source, the others with the plural source.
 *
 * @param {{ msgid: string, msgid_plural?: string, msgstr: string[] }} entry A gettext-parser entry.
 * @return {string[]} What differs, one line per form ('' when all agree).
 */
export function placeholderProblems( entry ) {
	return entry.msgstr.flatMap( ( text, index ) => {
		const source =
			index > 0 && entry.msgid_plural ? entry.msgid_plural : entry.msgid;
		const want = placeholders( source ).join( ' ' );
		const got = placeholders( text ).join( ' ' );
		return want === got
			? []
			: [
					`placeholders ${ want || '(none)' } in the source but ${
						got || '(none)'
					} in ${ JSON.stringify( text ) }`,
				];
	} );
}

/**
 * A language's typography rules (languages/languages.json `typography`).
 *
 * @typedef {Object} Typography
 * @property {[string, string]} quotes              Its opening and closing double quotation marks.
 * @property {string}           [apostrophe]        The apostrophe it writes (docs/glossary.md "Address and typography"): the other one is refused.
 * @property {boolean}          [spaceInsideQuotes] A no-break space after the opening and before the closing mark (French).
 * @property {string}           [spaceBefore]       Punctuation that takes a no-break space before it (French : ; ? !).
 */

/**
 * Where a character at `index` stands inside a token (a URL, a time such as 10:30, a placeholder
 * such as %1$s:%2$s): no space before it and a non-space character after it.
 *
 * @param {string} text  The text.
 * @param {number} index Position of the punctuation.
 * @return {boolean} Inside a token.
 */
function insideToken( text, index ) {
	const next = text[ index + 1 ];
	return next !== undefined && /[^\s»)\]"'’”“.,…]/.test( next );
}

/**
 * The typography problems of one translation.
 *
 * @param {string}     text       The translation.
 * @param {string}     source     Its English source.
 * @param {Typography} typography The language's rules.
 * @return {string[]} Problems ('' when none).
 */
export function typographyProblems( text, source, typography ) {
	const problems = [];
	const quoted = JSON.stringify( text );
	const [ open, close ] = typography.quotes;
	const prose = text.replace( ATTRIBUTE, '' );
	for ( const mark of DOUBLE_QUOTES ) {
		if ( mark !== open && mark !== close && prose.includes( mark ) ) {
			problems.push(
				`quotation mark ${ mark } in ${ quoted }: this language writes ${ open }…${ close }`
			);
		}
	}
	if ( typography.apostrophe ) {
		for ( const mark of APOSTROPHES ) {
			if ( mark !== typography.apostrophe && prose.includes( mark ) ) {
				problems.push(
					`apostrophe ${ mark } in ${ quoted }: this language writes ${ typography.apostrophe }`
				);
			}
		}
	}
	// A closing ’ is also the apostrophe: only pairs of distinct marks can be counted.
	if ( close !== '’' ) {
		const opened = prose.split( open ).length - 1;
		const closed = prose.split( close ).length - 1;
		if ( opened !== closed ) {
			problems.push(
				`${ opened } ${ open } but ${ closed } ${ close } in ${ quoted }`
			);
		}
	}
	if ( typography.spaceInsideQuotes ) {
		[ ...prose ].forEach( ( char, index ) => {
			if ( char === open && ! NO_BREAK.has( prose[ index + 1 ] ) ) {
				problems.push(
					`no no-break space (U+00A0) after ${ open } in ${ quoted }`
				);
			}
			if ( char === close && ! NO_BREAK.has( prose[ index - 1 ] ) ) {
				problems.push(
					`no no-break space (U+00A0) before ${ close } in ${ quoted }`
				);
			}
		} );
	}
	const before = typography.spaceBefore ?? '';
	[ ...text ].forEach( ( char, index ) => {
		if ( ! before.includes( char ) ) {
			return;
		}
		const previous = text[ index - 1 ];
		if (
			NO_BREAK.has( previous ) ||
			( previous !== undefined && before.includes( previous ) )
		) {
			return;
		}
		if ( previous !== undefined && /\s/.test( previous ) ) {
			problems.push(
				`an ordinary space before ${ char } in ${ quoted }: use a no-break space (U+00A0)`
			);
		} else if ( ! insideToken( text, index ) ) {
			problems.push(
				`no no-break space (U+00A0) before ${ char } in ${ quoted }`
			);
		}
	} );
	for ( const [ edge, test ] of [
		[ 'begins', /^\s/ ],
		[ 'ends', /\s$/ ],
	] ) {
		if ( test.test( text ) !== test.test( source ) ) {
			problems.push(
				`${ quoted } ${ edge } ${
					test.test( text ) ? 'with' : 'without'
				} a space, unlike its source`
			);
		}
	}
	return problems;
}

/**
 * Reads a list of texts that stay identical to the source on purpose: one msgid per line (the
 * glossary's docs/glossary/{locale}-identical.txt); blank lines and lines starting with # are left
 * out. A line written as a JSON string ("…") is decoded, for msgids with line breaks or edge spaces.
 *
 * @param {string} text The file's text.
 * @return {Set<string>} The msgids.
 */
export function parseIdenticalList( text ) {
	const ids = new Set();
	for ( const line of text.split( '\n' ) ) {
		const trimmed = line.replace( /\r$/, '' );
		if ( trimmed.trim() === '' || trimmed.startsWith( '#' ) ) {
			continue;
		}
		ids.add( trimmed.startsWith( '"' ) ? JSON.parse( trimmed ) : trimmed );
	}
	return ids;
}

/**
 * Whether a translation equals its source where the glossary does not say it should.
 *
 * @param {{ msgid: string, msgid_plural?: string, msgstr: string[] }} entry     A gettext-parser entry.
 * @param {Set<string>}                                                identical The msgids listed as identical on purpose.
 * @return {boolean} An unlisted identical translation.
 */
export function unlistedIdentical( entry, identical ) {
	const same = entry.msgstr.every(
		( text, index ) =>
			text ===
			( index > 0 && entry.msgid_plural
				? entry.msgid_plural
				: entry.msgid )
	);
	return same && ! identical.has( entry.msgid );
}

/**
 * What a generated variant catalogue (languages/languages.json `variants`, e.g. de_CH) must not
 * hold: a text its replacements remove (ß, „, “, Bundesland), or a mark its own typography refuses
 * (Swiss German writes «…», so a „…“ left over fails).
 *
 * @param {Array<{ msgid: string, msgid_plural?: string, msgstr: string[] }>} entries    The variant's entries, replacements applied.
 * @param {Array<[string, string]>}                                           replace    The variant's replacements.
 * @param {Typography}                                                        typography The variant's typography.
 * @return {string[]} Problems, one per text and entry ('' when none).
 */
export function variantProblems( entries, replace, typography ) {
	const problems = [];
	for ( const [ from ] of replace ) {
		const left = entries.filter( ( entry ) =>
			entry.msgstr.some( ( text ) => text.includes( from ) )
		);
		if ( left.length > 0 ) {
			problems.push(
				`${ left.length } translation(s) still contain ${ from } after the replacements`
			);
		}
	}
	for ( const entry of entries ) {
		entry.msgstr.forEach( ( text, index ) => {
			const source =
				index > 0 && entry.msgid_plural
					? entry.msgid_plural
					: entry.msgid;
			for ( const problem of typographyProblems(
				text,
				source,
				typography
			) ) {
				problems.push(
					`${ JSON.stringify( entry.msgid ) }: ${ problem }`
				);
			}
		} );
	}
	return problems;
}
