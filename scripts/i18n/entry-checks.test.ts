/**
 * What `npm run i18n:check` refuses in a translation: a placeholder lost, added or changed; a
 * language's wrong quotation marks or French spacing; a translation that is the English source
 * without the glossary listing it.
 */
import {
	parseIdenticalList,
	placeholderProblems,
	typographyProblems,
	unlistedIdentical,
} from './entry-checks.mjs';

const FRENCH = {
	quotes: [ '«', '»' ],
	spaceInsideQuotes: true,
	spaceBefore: ':;?!',
};
const GERMAN = { quotes: [ '„', '“' ] };
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
