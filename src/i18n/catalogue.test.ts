/**
 * The shipped catalogues: each committed Jed JSON switches the UI to its language, a new language
 * replaces every text of the one before (nothing of the old language stays), English can be
 * restored, and every .po translates every string of the .pot, so a missing translation fails the
 * unit suite as well as `npm run i18n:check`.
 */
import fs from 'fs';
import path from 'path';
import { __, _n, setLocaleData } from '@wordpress/i18n';
import definition from '../../languages/languages.json';
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

/** Every catalogue locale the plugin ships (languages/languages.json). */
const CATALOGUES = definition.languages
	.filter( ( language ) => language.code !== definition.source )
	.map( ( language ) => [ language.code, language.locale ] as const );

const readCatalogue = ( file: string ) =>
	readPo( fs.readFileSync( path.join( LANGUAGES, file ), 'utf8' ) );

const template = readCatalogue( 'customer-area.pot' );

/**
 * The compiled customer-area JSON of a catalogue locale: key → translation.
 *
 * @param locale Catalogue locale.
 * @param handle Script handle.
 */
const messagesOf = ( locale: string, handle = 'customer-area' ) =>
	(
		JSON.parse(
			fs.readFileSync(
				path.join(
					LANGUAGES,
					`customer-area-${ locale }-${ handle }.json`
				),
				'utf8'
			)
		) as { locale_data: { messages: Record< string, string[] > } }
	 ).locale_data.messages;

describe( 'the shipped catalogues', () => {
	afterEach( () => applyLanguage( 'en' ) );

	it.each( [
		[ 'de', 'Etwas ist schiefgelaufen', 'Erneut versuchen' ],
		[ 'fr', 'Une erreur s’est produite', 'Réessayer' ],
		[ 'it', 'Si è verificato un errore', 'Riprovi' ],
		[ 'es', 'Algo ha salido mal', 'Volver a intentar' ],
		[ 'nl', 'Er is iets misgegaan', 'Opnieuw proberen' ],
	] )(
		'shows %p texts after applyLanguage',
		async ( language, wentWrong, tryAgain ) => {
			expect( __( 'Something went wrong', 'customer-area' ) ).toBe(
				'Something went wrong'
			);

			await applyLanguage( language );

			expect( __( 'Something went wrong', 'customer-area' ) ).toBe(
				wentWrong
			);
			expect( __( 'Try again', 'customer-area' ) ).toBe( tryAgain );
		}
	);

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

	it( 'leaves no German text when French replaces German, even one the French catalogue lacks', async () => {
		// The page locale's catalogue, as WordPress printed it, with a text French has not (yet).
		setLocaleData(
			{
				...messagesOf( 'de_DE' ),
				'A text only German has': [ 'Ein Text, den nur Deutsch hat' ],
			},
			'customer-area'
		);

		await applyLanguage( 'fr' );

		const french = messagesOf( 'fr_FR' );
		const german = messagesOf( 'de_DE' );
		const leftovers = Object.keys( german )
			.filter( ( key ) => key !== '' && ! key.includes( '\u0004' ) )
			.filter(
				( key ) =>
					// eslint-disable-next-line @wordpress/i18n-no-variables -- every key of the catalogue is asked for, as the screens would.
					__( key, 'customer-area' ) === german[ key ]?.[ 0 ] &&
					german[ key ]?.[ 0 ] !== french[ key ]?.[ 0 ]
			);
		expect( leftovers ).toEqual( [] );
		expect( __( 'A text only German has', 'customer-area' ) ).toBe(
			'A text only German has'
		);
	} );

	it( 'uses the language’s plural rule, also for the English source', async () => {
		const images = ( count: number ) =>
			/* translators: %d: number of images */
			_n( 'Show %d image', 'Show all %d images', count, 'customer-area' );
		await applyLanguage( 'fr' );
		// French takes the singular for 0 and 1.
		expect( images( 0 ) ).toBe( images( 1 ) );

		await applyLanguage( 'en' );

		expect( images( 0 ) ).toBe( 'Show all %d images' );
	} );

	it.each( CATALOGUES )(
		'%p: the .po translates every string of the .pot, none fuzzy',
		( _code, locale ) => {
			const translations = new Map(
				readCatalogue( `customer-area-${ locale }.po` ).map(
					( entry ) => [ keyOf( entry ), entry ]
				)
			);

			const untranslated = template.map( keyOf ).filter( ( key ) => {
				const entry = translations.get( key );
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
		}
	);

	// One JSON per script handle: the customer area's carries neither the settings page's nor the
	// block editor's texts (they never load on the public pages), and each of those has its own.
	const scripts: Array< [ string, ( reference: string ) => boolean ] > = [
		[
			'customer-area',
			( reference ) =>
				reference.startsWith( 'src/' ) &&
				! reference.startsWith( 'src/admin/' ) &&
				! reference.startsWith( 'src/blocks/' ),
		],
		[
			'customer-area-admin',
			( reference ) => reference.startsWith( 'src/admin/' ),
		],
		[
			'customer-area-block-editor',
			( reference ) => reference.startsWith( 'src/blocks/' ),
		],
	];
	it.each(
		CATALOGUES.flatMap( ( [ , locale ] ) =>
			scripts.map(
				( [ handle, usedBy ] ) => [ locale, handle, usedBy ] as const
			)
		)
	)(
		'%p: ships in the JSON of %s every text that script uses, and no other',
		( locale, handle, usedBy ) => {
			const messages = messagesOf( locale, handle );
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
