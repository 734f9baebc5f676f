/**
 * The wizard's validation on the seed's configuration: what is validated on each step, with which
 * message.
 */
import {
	wizardCategory,
	wizardField,
	wizardSections,
	wizardSettings,
} from '@test-support/wizard/fixtures';
import type { Answers } from './answers';
import { parseValuationSettings, type WizardConfig } from './settings';
import { categoryErrorKey, validateStep } from './validation';

const seedConfig = (): WizardConfig =>
	parseValuationSettings( wizardSettings() );

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

describe( 'validateStep', () => {
	const validate = (
		step: Parameters< typeof validateStep >[ 0 ][ 'step' ],
		answers: Answers,
		subStep = 0,
		config = seedConfig()
	) => validateStep( { config, step, subStep, answers } );

	it( 'asks for a choice on the generic pages', () => {
		expect( validate( 'category', {} ) ).toEqual( {
			objektart: 'Choose at least one option',
		} );
		expect( validate( 'category', { objektart: 'haus' } ) ).toEqual( {} );
		// A type of another kind does not count.
		expect(
			validate( 'type', {
				objektart: 'wohnung',
				objekttyp: 'reihenhaus',
			} )
		).toEqual( { objekttyp: 'Choose at least one option' } );
	} );

	it( 'checks number ranges and requires non-zero numbers', () => {
		const base = { objektart: 'haus', objekttyp: 'einfamilienhaus' };
		expect( validate( 'details', base ) ).toEqual( {
			anzahl_zimmer: 'This field is required',
		} );
		expect(
			validate( 'details', {
				...base,
				anzahl_zimmer: 0.5,
				anzahl_badezimmer: 21,
			} )
		).toEqual( {
			anzahl_zimmer: 'At least 1',
			anzahl_badezimmer: 'At most 20',
		} );
		expect(
			validate( 'details', { ...base, anzahl_zimmer: 250 } )
		).toEqual( {
			anzahl_zimmer: 'At most 200',
		} );
		expect(
			validate( 'details', { ...base, anzahl_zimmer: 3.5 } )
		).toEqual( {} );
	} );

	it( 'requires the location fields marked required', () => {
		expect( validate( 'location', {} ) ).toEqual( {
			postleitzahl: 'This field is required',
			ort: 'This field is required',
			land: 'This field is required',
		} );
		expect(
			validate( 'location', {
				postleitzahl: '10115',
				ort: ' Berlin ',
				land: 'DEU',
			} )
		).toEqual( {} );
	} );

	it( 'validates only the current sub-step of the features page', () => {
		expect( validate( 'features_condition', {}, 0 ) ).toEqual( {
			ausstattungs_qualitaet: 'This field is required',
		} );
		expect( validate( 'features_condition', {}, 1 ) ).toEqual( {
			baujahr: 'This field is required',
			zustands_qualitaet: 'This field is required',
		} );
		expect(
			validate( 'features_condition', { baujahr: '1850' }, 1 ).baujahr
		).toBeUndefined();
		// A year outside the list does not count.
		expect(
			validate( 'features_condition', { baujahr: '1200' }, 1 ).baujahr
		).toBe( 'This field is required' );
	} );

	it( 'requires the timeframe only while it shows', () => {
		expect(
			validate( 'valuation', { grund_bewertung: 'erbschaft' } )
		).toEqual( {} );
		expect(
			validate( 'valuation', { grund_bewertung: 'verkaufsabsicht' } )
		).toEqual( { zeitlicher_horizont: 'Choose at least one option' } );
		// A timeframe of the other group does not count.
		expect(
			validate( 'valuation', {
				grund_bewertung: 'verkaufsabsicht',
				zeitlicher_horizont: 'kaufabsicht_sofort',
			} )
		).toEqual( { zeitlicher_horizont: 'Choose at least one option' } );
	} );

	it( 'puts a required category with several fields and none answered on the category', () => {
		const sections = wizardSections();
		sections[ 3 ]!.categories = [
			wizardCategory(
				'objekttyp_einfamilienhaus',
				[
					wizardField(
						'anzahl_badezimmer',
						'Bathrooms',
						'number_input'
					),
					wizardField( 'strasse', 'Note', 'text_input' ),
				],
				{ type: 'multi' }
			),
		];
		const config = parseValuationSettings( wizardSettings( sections ) );
		const answers = { objektart: 'haus', objekttyp: 'einfamilienhaus' };
		expect( validate( 'details', answers, 0, config ) ).toEqual( {
			[ categoryErrorKey( 'objekttyp_einfamilienhaus' ) ]:
				'Choose at least one option',
		} );
		expect(
			validate( 'details', { ...answers, strasse: 'x' }, 0, config )
		).toEqual( {} );
	} );

	it( 'skips fields that cannot be answered now', () => {
		const config = seedConfig();
		const sections = wizardSections();
		sections[ 3 ]!.categories[ 0 ]!.fields[ 3 ]!.validation_rules = [
			'required',
		];
		const strict = parseValuationSettings( wizardSettings( sections ) );
		const answers = {
			objektart: 'haus',
			objekttyp: 'einfamilienhaus',
			anzahl_zimmer: 3,
		};
		expect( validate( 'details', answers, 0, config ) ).toEqual( {} );
		expect( validate( 'details', answers, 0, strict ) ).toEqual( {
			befeuerung: 'Choose at least one option',
		} );
		expect(
			validateStep( {
				config: strict,
				step: 'details',
				subStep: 0,
				answers,
				unavailable: new Set( [ 'befeuerung' ] ),
			} )
		).toEqual( {} );
	} );
} );
