/**
 * What `npm run i18n:check` refuses in a translation: a placeholder lost, added or changed; a
 * language's wrong quotation marks, apostrophe or French spacing; a translation that is the English
 * source without the glossary listing it; a generated Swiss catalogue that still holds „…“.
 */
import {
	parseIdenticalList,
	placeholderProblems,
	typographyProblems,
	unlistedIdentical,
	variantProblems,
} from './entry-checks.mjs';

const FRENCH = {
	quotes: [ '«', '»' ],
	spaceInsideQuotes: true,
	spaceBefore: ':;?!',
};
const GERMAN = { quotes: [ '„', '“' ] };
const ITALIAN = { quotes: [ '«', '»' ], apostrophe: "'" };
const DUTCH = { quotes: [ '‘', '’' ], apostrophe: '’' };
const NBSP = '\u00a0';

describe( 'placeholders', () => {
	it.each( [
		[ 'Upload %s', 'Téléverser %s', true ],
		[ '%1$d of %2$d Files', '%2$d fichiers : %1$d', true ],
		[ '%1$d%% elapsed', '%1$d%% écoulé', true ],
		[ 'Upload %s', 'Téléverser', false ],
		[ 'Upload %s', 'Téléverser %d', false ],
		[ '%1$d of %2$d', '%1$d sur %1$d', false ],
		[ '%d%% elapsed', '%d % écoulé', false ],
		[ 'Read the <a>terms</a>', 'Lisez les <a>conditions</a>', true ],
		[ 'Read the <a>terms</a>', 'Lisez les conditions', false ],
		[ 'Notifications ({hotkey})', 'Notifications ({raccourci})', false ],
	] )( '%p → %p kept: %p', ( msgid, text, kept ) => {
		expect(
			placeholderProblems( { msgid, msgstr: [ text ] } ).length === 0
		).toBe( kept );
	} );

	it( 'compares the plural form with the plural source', () => {
		const entry = {
			msgid: 'Show %d image',
			msgid_plural: 'Show all %d images',
			msgstr: [ '%d Bild anzeigen', 'Alle Bilder anzeigen' ],
		};
		expect( placeholderProblems( entry ) ).toEqual( [
			expect.stringContaining( 'Alle Bilder anzeigen' ),
		] );
	} );
} );

describe( 'French typography', () => {
	it.each( [
		`Statut${ NBSP }: actif`,
		`Vraiment${ NBSP }?`,
		`Attention${ NBSP }!`,
		`Quoi${ NBSP }?!`,
		`Utilisez «${ NBSP }Tester${ NBSP }» ici`,
		'Voir https://example.com/a?b=1',
		'À 10:30',
		'%1$s:%2$s',
	] )( 'accepts %p', ( text ) => {
		expect( typographyProblems( text, text, FRENCH ) ).toEqual( [] );
	} );

	it.each( [
		[ 'Statut : actif', 'ordinary space' ],
		[ 'Statut: actif', 'no no-break space' ],
		[ 'Vraiment ?', 'ordinary space' ],
		[ 'Attention!', 'no no-break space' ],
		[ `Utilisez « Tester » ici`, 'after «' ],
		[ `Utilisez «${ NBSP }Tester» ici`, 'before »' ],
		[ 'Utilisez "Tester" ici', 'quotation mark "' ],
		[ 'Utilisez “Tester” ici', 'quotation mark “' ],
	] )( 'refuses %p (%s)', ( text, problem ) => {
		expect( typographyProblems( text, text, FRENCH ).join() ).toContain(
			problem
		);
	} );
} );

describe( 'German typography', () => {
	it( 'accepts „…“ and HTML attributes with straight quotes', () => {
		expect(
			typographyProblems(
				'Führen Sie „npm run build“ aus, oder popup="true".',
				'x',
				GERMAN
			)
		).toEqual( [] );
	} );

	it.each( [
		[ 'Führen Sie "npm run build" aus.', 'quotation mark "' ],
		[ 'Führen Sie “npm run build” aus.', 'quotation mark ”' ],
		[ 'Führen Sie «npm run build» aus.', 'quotation mark «' ],
		[ 'Führen Sie „npm run build aus.', '1 „ but 0 “' ],
	] )( 'refuses %p', ( text, problem ) => {
		expect( typographyProblems( text, text, GERMAN ).join() ).toContain(
			problem
		);
	} );
} );

describe( 'apostrophes', () => {
	it( 'accepts the apostrophe the glossary chooses', () => {
		expect(
			typographyProblems(
				"Verifichi l'URL di base dell'API e l'indirizzo «Automatico».",
				'x',
				ITALIAN
			)
		).toEqual( [] );
		expect(
			typographyProblems( 'De pagina’s van ‘Overzicht’', 'x', DUTCH )
		).toEqual( [] );
	} );

	it.each( [
		[ 'Italian', 'L’area clienti', ITALIAN, 'apostrophe ’' ],
		[ 'Italian', "Nell'area dell’API", ITALIAN, 'apostrophe ’' ],
		[ 'Dutch', "De pagina's", DUTCH, "apostrophe '" ],
	] )(
		'refuses the other one in %s: %p',
		( _, text, typography, problem ) => {
			expect(
				typographyProblems( text, text, typography ).join()
			).toContain( problem );
		}
	);
} );

describe( 'a generated variant (Swiss German)', () => {
	const SWISS = { quotes: [ '«', '»' ] } as const;
	const REPLACE: Array< [ string, string ] > = [
		[ 'ß', 'ss' ],
		[ '„', '«' ],
		[ '“', '»' ],
		[ 'Das Bundesland', 'Der Kanton' ],
		[ 'Bundesland', 'Kanton' ],
	];
	const entry = ( msgstr: string ) => ( {
		msgid: 'Run "npm run build".',
		msgstr: [ msgstr ],
	} );

	it( 'accepts «…», ss and Kanton', () => {
		expect(
			variantProblems(
				[
					entry( 'Führen Sie «npm run build» aus.' ),
					entry( 'Der Kanton darf nicht leer sein. Schliessen' ),
				],
				REPLACE,
				SWISS
			)
		).toEqual( [] );
	} );

	it.each( [
		[ 'Führen Sie „npm run build“ aus.', 'quotation mark „' ],
		[ 'Führen Sie „npm run build“ aus.', 'still contain „' ],
		[ 'Führen Sie «npm run build“ aus.', 'quotation mark “' ],
		[ 'Schließen', 'still contain ß' ],
		[ 'Das Bundesland fehlt', 'still contain Bundesland' ],
	] )( 'refuses %p left in the catalogue (%s)', ( text, problem ) => {
		expect(
			variantProblems( [ entry( text ) ], REPLACE, SWISS ).join()
		).toContain( problem );
	} );
} );

it( 'refuses a space at the edge that the source does not have', () => {
	expect( typographyProblems( 'Bild ', 'Image', GERMAN ) ).toEqual( [
		expect.stringContaining( 'ends with a space' ),
	] );
} );

describe( 'identical translations', () => {
	const listed = parseIdenticalList(
		'# brand names\nFacebook\n\n"Status: "\nDashboard\n'
	);

	it( 'reads one msgid per line, comments and blank lines left out', () => {
		expect( [ ...listed ] ).toEqual( [
			'Facebook',
			'Status: ',
			'Dashboard',
		] );
	} );

	it( 'accepts a listed identical translation and refuses an unlisted one', () => {
		expect(
			unlistedIdentical(
				{ msgid: 'Facebook', msgstr: [ 'Facebook' ] },
				listed
			)
		).toBe( false );
		expect(
			unlistedIdentical(
				{ msgid: 'Sign In', msgstr: [ 'Sign In' ] },
				listed
			)
		).toBe( true );
		expect(
			unlistedIdentical(
				{ msgid: 'Sign In', msgstr: [ 'Anmelden' ] },
				listed
			)
		).toBe( false );
	} );
} );
