/**
 * The wizard's rules on the seed's configuration: which categories and fields show, the features
 * page's sub-steps, and which answers are sent.
 */
import {
	wizardCategory,
	wizardField,
	wizardOption,
	wizardSections,
	wizardSettings,
} from '@test-support/wizard/fixtures';
import type { Answers } from './answers';
import { parseValuationSettings, type WizardConfig } from './settings';
import {
	answersToSend,
	subStepsOf,
	visibleCategories,
	yearOptions,
} from './visibility';

const seedConfig = (): WizardConfig =>
	parseValuationSettings( wizardSettings() );

const keysOf = (
	config: WizardConfig,
	step: Parameters< typeof visibleCategories >[ 1 ],
	answers: Answers,
	subStep?: number
) =>
	visibleCategories( config, step, answers, subStep ).flatMap( ( c ) =>
		c.fields.map( ( f ) => `${ f.field.key }:${ f.control }` )
	);

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

describe( 'visibleCategories', () => {
	it( 'shows on the type step only the category of the chosen kind', () => {
		const config = seedConfig();
		expect( keysOf( config, 'type', {} ) ).toEqual( [] );
		expect( keysOf( config, 'type', { objektart: 'wohnung' } ) ).toEqual( [
			'objekttyp:radio-cards',
		] );
		expect(
			visibleCategories( config, 'type', { objektart: 'wohnung' } )[ 0 ]
				?.category.value
		).toBe( 'objektart_wohnung' );
	} );

	it( 'shows on the details step the chosen type and the unprefixed extras', () => {
		const config = seedConfig();
		const answers = { objektart: 'haus', objekttyp: 'reihenhaus' };
		expect(
			visibleCategories( config, 'details', answers ).map(
				( c ) => c.category.value
			)
		).toEqual( [ 'objekttyp_reihenhaus', 'extras' ] );
		// A type chosen for another kind of property no longer counts.
		expect(
			visibleCategories( config, 'details', {
				objektart: 'wohnung',
				objekttyp: 'reihenhaus',
			} ).map( ( c ) => c.category.value )
		).toEqual( [ 'extras' ] );
	} );

	it( 'hides a field without payload key and names it once in the console', () => {
		const sections = wizardSections();
		sections[ 0 ]!.categories[ 0 ]!.fields.push(
			wizardField( 'nutzflaeche', 'Usable area', 'number_input' )
		);
		const config = parseValuationSettings( wizardSettings( sections ) );
		expect( keysOf( config, 'category', {} ) ).toEqual( [
			'objektart:radio-cards',
		] );
		keysOf( config, 'category', {} );
		const named = warn.mock.calls.filter( ( call ) =>
			String( call[ 0 ] ).includes( '"nutzflaeche"' )
		);
		expect( named ).toHaveLength( 1 );
		// The seed's living area is such a field too.
		expect(
			keysOf( seedConfig(), 'details', {
				objektart: 'haus',
				objekttyp: 'einfamilienhaus',
			} )
		).toEqual( [
			'anzahl_zimmer:number',
			'anzahl_badezimmer:number',
			'befeuerung:dropdown',
			'extras:checkbox-cards',
		] );
	} );

	it( 'hides invisible categories and unselected fields', () => {
		const sections = wizardSections();
		sections[ 4 ]!.categories.push(
			wizardCategory(
				'heizung',
				[
					wizardField( 'befeuerung', 'Heating', 'dropdown_select', {
						source: 'estate.befeuerung',
					} ),
				],
				{ is_visible: false, subPageIndex: 1 }
			)
		);
		sections[ 0 ]!.categories[ 0 ]!.fields.push(
			wizardField( 'objekttyp', 'Unselected', 'select', {
				is_selected: false,
				options: [ wizardOption( 'x', 'X' ) ],
			} )
		);
		const config = parseValuationSettings( wizardSettings( sections ) );
		expect( keysOf( config, 'features_condition', {}, 1 ) ).toEqual( [
			'baujahr:year',
			'zustands_qualitaet:stars',
		] );
		expect( keysOf( config, 'category', {} ) ).toEqual( [
			'objektart:radio-cards',
		] );
	} );

	it( 'shows the timeframe only for purchase or sale intent, with that group', () => {
		const config = seedConfig();
		expect( keysOf( config, 'valuation', {} ) ).toEqual( [
			'grund_bewertung:radio-cards',
		] );
		expect(
			keysOf( config, 'valuation', { grund_bewertung: 'erbschaft' } )
		).toEqual( [ 'grund_bewertung:radio-cards' ] );
		const timeframe = visibleCategories( config, 'valuation', {
			grund_bewertung: 'kaufabsicht',
		} )[ 1 ]?.fields[ 0 ];
		expect( timeframe?.options.map( ( o ) => o.value ) ).toEqual( [
			'kaufabsicht_sofort',
			'kaufabsicht_3_monate',
		] );
	} );

	it( 'lists 300 years from the current year for baujahr, whatever the server sends', () => {
		const years = yearOptions( new Date( 2030, 5, 1 ) );
		expect( years ).toHaveLength( 300 );
		expect( years[ 0 ]?.value ).toBe( '2030' );
		expect( years[ 299 ]?.value ).toBe( '1731' );
		const year = visibleCategories(
			seedConfig(),
			'features_condition',
			{},
			1
		)[ 0 ]?.fields[ 0 ];
		expect( year?.options ).toHaveLength( 300 );
	} );
} );

describe( 'subStepsOf', () => {
	it( 'lists the sub-steps that have something to show', () => {
		expect( subStepsOf( seedConfig(), {} ) ).toEqual( [ 0, 1 ] );
		const sections = wizardSections();
		sections[ 4 ]!.categories = sections[ 4 ]!.categories.filter(
			( c ) => c.subPageIndex !== 1
		);
		expect(
			subStepsOf(
				parseValuationSettings( wizardSettings( sections ) ),
				{}
			)
		).toEqual( [ 0 ] );
	} );
} );

describe( 'answersToSend', () => {
	it( 'sends only shown fields with choices still offered', () => {
		expect(
			answersToSend( seedConfig(), {
				objektart: 'haus',
				objekttyp: 'einfamilienhaus',
				postleitzahl: '10115',
				ort: 'Berlin',
				anzahl_zimmer: 4,
				wohnflaeche: 120,
				extras: [ 'balkon', 'pool' ],
				grund_bewertung: 'erbschaft',
				zeitlicher_horizont: 'verkaufsabsicht_sofort',
				baujahr: '1998',
			} )
		).toEqual(
			expect.objectContaining( {
				objektart: 'haus',
				objekttyp: 'einfamilienhaus',
				postleitzahl: '10115',
				anzahl_zimmer: 4,
				extras: [ 'balkon' ],
				grund_bewertung: 'erbschaft',
				baujahr: '1998',
			} )
		);
		const sent = answersToSend( seedConfig(), {
			grund_bewertung: 'erbschaft',
			zeitlicher_horizont: 'verkaufsabsicht_sofort',
			wohnflaeche: 120,
		} );
		expect( sent ).not.toHaveProperty( 'zeitlicher_horizont' );
		expect( sent ).not.toHaveProperty( 'wohnflaeche' );
	} );

	it( 'sends a shown number field nobody touched as 0, and no number of a hidden one', () => {
		const house = answersToSend( seedConfig(), {
			objektart: 'haus',
			objekttyp: 'einfamilienhaus',
		} );
		expect( house ).toMatchObject( {
			anzahl_zimmer: 0,
			anzahl_badezimmer: 0,
		} );
		// A plot has no rooms: nothing is asked, nothing is sent.
		const plot = answersToSend( seedConfig(), {
			objektart: 'grundstueck',
			objekttyp: 'wohnen',
			anzahl_zimmer: 4,
		} );
		expect( plot ).not.toHaveProperty( 'anzahl_zimmer' );
		expect( plot ).not.toHaveProperty( 'anzahl_badezimmer' );
	} );
} );
