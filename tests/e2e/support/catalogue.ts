/**
 * "Fully in that language", as a test can prove it: none of the plugin's English source texts whose
 * translation differs from the source (or that the catalogue lacks) is visible in the plugin's root,
 * nor the English words no other language shares. Texts, accessible names, placeholders and titles
 * all count. The catalogues are the committed languages/*.po; the English texts the .pot.
 */
import fs from 'fs';
import path from 'path';
import { po } from 'gettext-parser';
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

const LANGUAGES = path.resolve( __dirname, '..', '..', '..', 'languages' );

/** Placeholders: a screen shows anything in their place. */
const PLACEHOLDER =
	/%(?:\d+\$)?[-+0#]?\d*(?:\.\d+)?[bcdeEfFgGiosuxX%]|<\/?[a-zA-Z][a-zA-Z0-9-]*\s*\/?>|\{[a-zA-Z_]+\}/g;

/** Words of English sentences that none of the other shipped languages writes. */
const ENGLISH_WORDS = [
	'the',
	'your',
	'please',
	'you',
	'and',
	'with',
	'this',
	'that',
	'from',
	'have',
];

/**
 * Entries of a PO or POT file, header left out.
 * @param file
 */
function entries( file: string ) {
	const parsed = po.parse( fs.readFileSync( path.join( LANGUAGES, file ) ) );
	return Object.values( parsed.translations ).flatMap( ( group ) =>
		Object.values( group ).filter( ( entry ) => entry.msgid !== '' )
	);
}

/** What a person perceives of a screen (see `perceived`). */
interface View {
	/** The rendered text and the attribute texts, joined. */
	text: string;
	/** Each visible text node's text and each attribute text, trimmed. */
	items: Set< string >;
}

/** A text that must not show, as a test on a view. */
interface Forbidden {
	/** The text. */
	english: string;
	/** Whether the view shows it. */
	shows: ( view: View ) => boolean;
}

const escape = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/**
 * The test of one English source text: with placeholders, the whole sentence with anything in their
 * place; a phrase anywhere, between word boundaries; a single word only as a whole text of its own
 * (French writes "images" and Dutch "type" too, inside sentences of their own).
 *
 * @param english The source text.
 */
function forbidden( english: string ): Forbidden | null {
	const parts = english.split( PLACEHOLDER );
	if ( ! parts.some( ( part ) => /\p{L}{3,}/u.test( part ) ) ) {
		return null;
	}
	if ( parts.length > 1 ) {
		const pattern = new RegExp(
			`(?<![\\p{L}\\p{N}])${ parts
				.map( ( part ) => escape( part ) )
				.join( '.+?' ) }(?![\\p{L}\\p{N}])`,
			'u'
		);
		return { english, shows: ( view ) => pattern.test( view.text ) };
	}
	const text = english.trim();
	if ( ! /\s/.test( text ) ) {
		return { english, shows: ( view ) => view.items.has( text ) };
	}
	const pattern = new RegExp(
		`(?<![\\p{L}\\p{N}])${ escape( text ) }(?![\\p{L}\\p{N}])`,
		'u'
	);
	return { english, shows: ( view ) => pattern.test( view.text ) };
}

const cache = new Map< string, Forbidden[] >();

/**
 * The translations of a catalogue that differ from their English source (and from the translation
 * of the language shown, which may write the same word: German and French both say "Profil").
 *
 * @param locale Catalogue locale, e.g. `de_DE`.
 * @param shown  The catalogue of the screen's language, if it is not English.
 */
export function translationsOf( locale: string, shown?: string ): Forbidden[] {
	const ownText = new Map(
		( shown ? entries( `customer-area-${ shown }.po` ) : [] ).map(
			( entry ) => [
				`${ entry.msgctxt ?? '' }\u0004${ entry.msgid }`,
				entry.msgstr,
			]
		)
	);
	const texts = new Set(
		entries( `customer-area-${ locale }.po` ).flatMap( ( entry ) => {
			const own =
				ownText.get(
					`${ entry.msgctxt ?? '' }\u0004${ entry.msgid }`
				) ?? [];
			return entry.msgstr.filter(
				( text, index ) =>
					text !== '' &&
					text !== own[ index ] &&
					text !==
						( index > 0 && entry.msgid_plural
							? entry.msgid_plural
							: entry.msgid )
			);
		} )
	);
	return [ ...texts ].flatMap( ( text ) => forbidden( text ) ?? [] );
}

/**
 * The English texts that must not show in a catalogue's language: every source text (and plural)
 * whose translation differs from it, is empty or fuzzy, or is missing; texts the glossary keeps
 * identical are allowed.
 *
 * @param locale Catalogue locale, e.g. `fr_FR`.
 */
export function untranslatedEnglish( locale: string ): Forbidden[] {
	const known = cache.get( locale );
	if ( known ) {
		return known;
	}
	const translated = new Map(
		entries( `customer-area-${ locale }.po` ).map( ( entry ) => [
			`${ entry.msgctxt ?? '' }\u0004${ entry.msgid }`,
			entry,
		] )
	);
	const texts = new Set< string >();
	for ( const source of entries( 'customer-area.pot' ) ) {
		const entry = translated.get(
			`${ source.msgctxt ?? '' }\u0004${ source.msgid }`
		);
		const fuzzy = /\bfuzzy\b/.test( entry?.comments?.flag ?? '' );
		const forms = [ source.msgid, source.msgid_plural ].filter(
			( text ): text is string => Boolean( text )
		);
		forms.forEach( ( english, index ) => {
			const translation = entry?.msgstr[ index ] ?? '';
			if ( fuzzy || translation === '' || translation !== english ) {
				texts.add( english );
			}
		} );
	}
	const list = [ ...texts ].flatMap( ( text ) => forbidden( text ) ?? [] );
	cache.set( locale, list );
	return list;
}

/**
 * Everything a person perceives in the root: its rendered text, each visible text node, and the
 * accessible names, placeholders, titles and alternative texts of its elements.
 *
 * @param root The plugin's root.
 */
export async function perceived( root: Locator ): Promise< View > {
	const { text, items } = await root.evaluate( ( element ) => {
		const attributes = [
			'aria-label',
			'placeholder',
			'title',
			'alt',
			'aria-valuetext',
		];
		const extra = [ ...element.querySelectorAll( '*' ) ].flatMap(
			( child ) =>
				attributes
					.map( ( name ) => child.getAttribute( name ) ?? '' )
					.filter( Boolean )
		);
		const nodes: string[] = [];
		const walker = element.ownerDocument.createTreeWalker(
			element,
			NodeFilter.SHOW_TEXT
		);
		for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
			const parent = node.parentElement;
			const value = node.textContent?.trim() ?? '';
			if ( value && parent?.checkVisibility() ) {
				nodes.push( value );
			}
		}
		return {
			text: [ ( element as HTMLElement ).innerText, ...extra ].join(
				'\n'
			),
			items: [ ...nodes, ...extra.map( ( value ) => value.trim() ) ],
		};
	} );
	return { text, items: new Set( items ) };
}

/**
 * Expects a screen to show none of another catalogue's translations.
 *
 * @param root   The plugin's root, showing the screen.
 * @param locale Catalogue locale of the language that must not show, e.g. `de_DE`.
 * @param screen Name of the screen, shown in the failure.
 * @param shown  Catalogue locale of the screen's language; none for English.
 */
export async function expectNoTranslation(
	root: Locator,
	locale: string,
	screen: string,
	shown?: string
): Promise< void > {
	const view = await perceived( root );
	expect(
		translationsOf( locale, shown )
			.filter( ( item ) => item.shows( view ) )
			.map( ( item ) => item.english ),
		`${ screen }: ${ locale } texts visible on the screen:\n${ view.text }`
	).toEqual( [] );
}

/**
 * Expects the root to show nothing English that the catalogue translates, nor an English word of
 * a sentence.
 *
 * @param root              The plugin's root, showing the screen.
 * @param locale            Catalogue locale, e.g. `fr_FR`.
 * @param screen            Name of the screen, shown in the failure.
 * @param options           What else the part shows.
 * @param options.data      Texts of the data on the screen, left out of the check (a demo customer
 *                          is called "Otto Owner": his name is not the tag 'Owner').
 * @param options.wordPress The part holds WordPress's own controls too (the block sidebar's "Skip
 *                          to the selected block"), whose language is WordPress's: only the
 *                          plugin's texts are checked, not the English words of sentences.
 */
export async function expectNoEnglish(
	root: Locator,
	locale: string,
	screen: string,
	{
		data = [],
		wordPress = false,
	}: { data?: string[]; wordPress?: boolean } = {}
): Promise< void > {
	const seen = await perceived( root );
	const leaveOut = ( value: string ) =>
		data.reduce( ( rest, item ) => rest.split( item ).join( ' ' ), value );
	const view: View = {
		text: leaveOut( seen.text ),
		items: new Set( [ ...seen.items ].map( leaveOut ) ),
	};
	const text = view.text;
	const found = untranslatedEnglish( locale )
		.filter( ( item ) => item.shows( view ) )
		.map( ( item ) => item.english );
	const words = wordPress
		? []
		: ENGLISH_WORDS.filter( ( word ) =>
				new RegExp( `(?<![\\p{L}])${ word }(?![\\p{L}])`, 'iu' ).test(
					text
				)
			);
	expect(
		[ ...found, ...words ],
		`${ screen } in ${ locale }: English texts visible in the customer area:\n${ text }`
	).toEqual( [] );
}
