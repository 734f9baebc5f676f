/**
 * The shipped German catalogue: the committed Jed JSON switches the UI to German, English can be
 * restored afterwards, and the German .po translates every string of the .pot, so a
 * missing translation fails the unit suite as well as `npm run i18n:check`.
 */
import fs from 'fs';
import path from 'path';
import { __, setLocaleData } from '@wordpress/i18n';
import { applyLanguage } from './apply-language';

const LANGUAGES = path.join( __dirname, '..', '..', 'languages' );

interface PoEntry {
	msgctxt?: string;
	msgid: string;
	msgstr: string[];
	fuzzy: boolean;
	references: string[];
}

/**
 * Undoes PO string escapes.
 *
 * @param quoted A `"…"` token.
 */
function unquote( quoted: string ): string {
	return quoted.slice( 1, -1 ).replace( /\\(.)/g, ( _, char: string ) => {
		const escapes: Record< string, string > = {
			n: '\n',
			t: '\t',
			r: '\r',
		};
		return escapes[ char ] ?? char;
	} );
}

/**
 * A small PO reader (enough for the files our pipeline writes): active entries only, header and
 * obsolete `#~` entries left out.
 *
 * @param text PO or POT text.
 */
function readPo( text: string ): PoEntry[] {
	const entries: PoEntry[] = [];
	for ( const block of text.split( /\n\s*\n/ ) ) {
		const entry: PoEntry = {
			msgid: '',
			msgstr: [],
			fuzzy: false,
			references: [],
		};
		let field: 'msgctxt' | 'msgid' | 'plural' | number | null = null;
		let hasMsgid = false;
		for ( const line of block.split( '\n' ) ) {
			if ( line.startsWith( '#,' ) && /\bfuzzy\b/.test( line ) ) {
				entry.fuzzy = true;
			}
			if ( line.startsWith( '#:' ) ) {
				entry.references.push(
					...line.slice( 2 ).trim().split( /\s+/ )
				);
			}
			const match = line.match(
				/^(msgctxt|msgid|msgid_plural|msgstr(?:\[(\d+)\])?)\s+(".*")$/
			);
			if ( match ) {
				const [ , keyword, index, value = '""' ] = match;
				if ( keyword === 'msgctxt' ) {
					field = 'msgctxt';
					entry.msgctxt = unquote( value );
				} else if ( keyword === 'msgid' ) {
					field = 'msgid';
					hasMsgid = true;
					entry.msgid = unquote( value );
				} else if ( keyword === 'msgid_plural' ) {
					field = 'plural';
				} else {
					field = Number( index ?? 0 );
					entry.msgstr[ field ] = unquote( value );
				}
			} else if ( /^".*"$/.test( line ) && field !== null ) {
				const more = unquote( line );
				if ( field === 'msgctxt' ) {
					entry.msgctxt = ( entry.msgctxt ?? '' ) + more;
				} else if ( field === 'msgid' ) {
					entry.msgid += more;
				} else if ( typeof field === 'number' ) {
					entry.msgstr[ field ] =
						( entry.msgstr[ field ] ?? '' ) + more;
				}
			}
		}
		if ( hasMsgid && entry.msgid !== '' ) {
			entries.push( entry );
		}
	}
	return entries;
}

/**
 * The gettext key of an entry (context, EOT, msgid).
 *
 * @param entry The entry.
 */
const keyOf = ( entry: PoEntry ) =>
	entry.msgctxt === undefined
		? entry.msgid
		: `${ entry.msgctxt }\u0004${ entry.msgid }`;

describe( 'the German catalogue', () => {
	afterEach( () => applyLanguage( 'en' ) );

	it( 'shows German texts after applyLanguage("de")', async () => {
		expect( __( 'Something went wrong', 'customer-area' ) ).toBe(
			'Something went wrong'
		);

		await applyLanguage( 'de' );

		expect( __( 'Something went wrong', 'customer-area' ) ).toBe(
			'Etwas ist schiefgelaufen'
		);
		expect( __( 'Try again', 'customer-area' ) ).toBe( 'Erneut versuchen' );
	} );

	it( 'shows the English source again after German was set', async () => {
		await applyLanguage( 'de' );
		expect( __( 'Try again', 'customer-area' ) ).toBe( 'Erneut versuchen' );

		await applyLanguage( 'en' );

		expect( __( 'Try again', 'customer-area' ) ).toBe( 'Try again' );
		expect( __( 'Something went wrong', 'customer-area' ) ).toBe(
			'Something went wrong'
		);
	} );

	it( 'shows English when WordPress preloaded the site locale’s German but the resolved language is English', async () => {
		// What wp_set_script_translations prints on a German site before our script runs.
		setLocaleData(
			{ 'Try again': [ 'Erneut versuchen' ] },
			'customer-area'
		);
		expect( __( 'Try again', 'customer-area' ) ).toBe( 'Erneut versuchen' );

		await applyLanguage( 'en' );

		expect( __( 'Try again', 'customer-area' ) ).toBe( 'Try again' );
	} );

	it( 'translates every string of the .pot in the German .po, none fuzzy', () => {
		const template = readPo(
			fs.readFileSync(
				path.join( LANGUAGES, 'customer-area.pot' ),
				'utf8'
			)
		);
		const german = new Map(
			readPo(
				fs.readFileSync(
					path.join( LANGUAGES, 'customer-area-de_DE.po' ),
					'utf8'
				)
			).map( ( entry ) => [ keyOf( entry ), entry ] )
		);

		const untranslated = template.map( keyOf ).filter( ( key ) => {
			const entry = german.get( key );
			return (
				! entry ||
				entry.fuzzy ||
				entry.msgstr.length === 0 ||
				entry.msgstr.some( ( value ) => ! value )
			);
		} );

		expect( template.length ).toBeGreaterThan( 0 );
		// Listing the keys makes the failure say what to translate (npm run i18n:translate).
		expect( untranslated ).toEqual( [] );
	} );

	// One JSON per script handle: the customer area's carries neither the settings page's nor the
	// block editor's texts (they never load on the public pages), and each of those has its own.
	it.each( [
		[
			'customer-area',
			( reference: string ) =>
				reference.startsWith( 'src/' ) &&
				! reference.startsWith( 'src/admin/' ) &&
				! reference.startsWith( 'src/blocks/' ),
		],
		[
			'customer-area-admin',
			( reference: string ) => reference.startsWith( 'src/admin/' ),
		],
		[
			'customer-area-block-editor',
			( reference: string ) => reference.startsWith( 'src/blocks/' ),
		],
	] )(
		'ships in the JSON of %s every German text that script uses, and no other',
		( handle, usedBy ) => {
			const json = JSON.parse(
				fs.readFileSync(
					path.join(
						LANGUAGES,
						`customer-area-de_DE-${ handle }.json`
					),
					'utf8'
				)
			) as {
				locale_data: { messages: Record< string, unknown > };
			};
			const messages = json.locale_data.messages;
			const template = readPo(
				fs.readFileSync(
					path.join( LANGUAGES, 'customer-area.pot' ),
					'utf8'
				)
			);
			const used = template
				.filter( ( entry ) => entry.references.some( usedBy ) )
				.map( keyOf );
			const unused = template
				.filter( ( entry ) => ! entry.references.some( usedBy ) )
				.map( keyOf );

			expect( used.length ).toBeGreaterThan( 0 );
			expect( used.filter( ( key ) => ! ( key in messages ) ) ).toEqual(
				[]
			);
			expect( unused.filter( ( key ) => key in messages ) ).toEqual( [] );
		}
	);
} );
