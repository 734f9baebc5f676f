import { detailRows, detailValue, EXCLUDED_DETAIL_FIELDS } from './details';
import { parseEstateDetail } from '../../entities/estate/estate-detail';
import { detailAnswer } from '@test-support/estates/fixtures';

const info = ( type: string, permitted: Record< string, string > = {} ) => ( {
	label: 'x',
	type,
	permitted,
} );

describe( 'details list', () => {
	it( 'leaves out ids, status fields, title, description and address parts', () => {
		const detail = parseEstateDetail( detailAnswer() );
		const keys = detailRows( detail, 'de' ).map( ( row ) => row.key );
		for ( const excluded of EXCLUDED_DETAIL_FIELDS ) {
			expect( keys ).not.toContain( excluded );
		}
		expect( keys ).toEqual( [
			'_vermarktungsart',
			'kaufpreis',
			'wohnflaeche',
			'grundstuecksflaeche',
			'anzahl_zimmer',
			'auftragvon',
			'auftragbis',
			'baujahr',
			'balkon',
			'befeuerung',
			'objektart',
			'endenergiebedarf',
		] );
	} );

	it( 'leaves out empty, null, 0-as-unset and false values, and fields without a label', () => {
		const detail = parseEstateDetail(
			detailAnswer( '1', {
				elements: {
					kaufpreis: 0,
					wohnflaeche: null,
					baujahr: '',
					balkon: false,
					ohne_label: 'Wert',
				},
			} )
		);
		const keys = detailRows( detail, 'de' ).map( ( row ) => row.key );
		for ( const key of [
			'kaufpreis',
			'wohnflaeche',
			'baujahr',
			'balkon',
			'ohne_label',
			'etage',
			'kabel_sat_tv',
			'energieausweistyp',
		] ) {
			expect( keys ).not.toContain( key );
		}
	} );

	it( 'formats by kind', () => {
		expect(
			detailValue( 'kaltmiete', 1390.4, info( 'float' ), 'de' )
		).toBe( '1.390 €' );
		expect(
			detailValue( 'nebenkosten', '250', info( 'float' ), 'de' )
		).toBe( '250 €' );
		expect(
			detailValue( 'nutzflaeche', 12.25, info( 'float' ), 'de' )
		).toBe( '12,25\u00a0m²' );
		expect(
			detailValue( 'anzahl_zimmer', 3.5, info( 'float' ), 'de' )
		).toBe( '3,5' );
		expect(
			detailValue( 'anzahl_badezimmer', 2, info( 'float' ), 'de' )
		).toBe( '2' );
		expect( detailValue( 'baujahr', 1998, info( 'integer' ), 'de' ) ).toBe(
			'1998'
		);
		expect(
			detailValue( 'stellplaetze', 12500, info( 'integer' ), 'de' )
		).toBe( '12.500' );
		expect(
			detailValue( 'verfuegbar_ab', '2025-07-01', info( 'date' ), 'de' )
		).toBe( '01.07.2025' );
		expect( detailValue( 'balkon', true, info( 'boolean' ), 'de' ) ).toBe(
			'Yes'
		);
		expect( detailValue( 'balkon', '1', info( 'boolean' ), 'de' ) ).toBe(
			'Yes'
		);
		expect(
			detailValue( 'balkon', 'false', info( 'boolean' ), 'de' )
		).toBe( '' );
		expect( detailValue( 'etage', 'EG', info( 'integer' ), 'de' ) ).toBe(
			'EG'
		);
	} );

	it( "writes numbers in the UI language's format, money in de-DE", () => {
		expect(
			detailValue( 'nutzflaeche', 12.25, info( 'float' ), 'en' )
		).toBe( '12.25\u00a0m²' );
		expect(
			detailValue( 'anzahl_zimmer', 3.5, info( 'float' ), 'en' )
		).toBe( '3.5' );
		expect(
			detailValue( 'stellplaetze', 12500, info( 'integer' ), 'en' )
		).toBe( '12,500' );
		expect( detailValue( 'baujahr', 1998, info( 'integer' ), 'en' ) ).toBe(
			'1998'
		);
		expect(
			detailValue( 'kaltmiete', 1390.4, info( 'float' ), 'en' )
		).toBe( '1.390 €' );
	} );

	it( 'shows coded values by their labels, single, listed or comma-joined; unknown codes as sent', () => {
		const heating = info( 'singleselect', {
			gas: 'Gas',
			oel: 'Oil',
			fern: 'District heating',
		} );
		expect( detailValue( 'befeuerung', 'oel', heating, 'de' ) ).toBe(
			'Oil'
		);
		expect( detailValue( 'befeuerung', 'gas,fern', heating, 'de' ) ).toBe(
			'Gas, District heating'
		);
		expect(
			detailValue( 'befeuerung', [ 'gas', 'holz' ], heating, 'de' )
		).toBe( 'Gas, holz' );
		expect( detailValue( 'befeuerung', 'pellets', heating, 'de' ) ).toBe(
			'pellets'
		);
	} );

	it( 'reads permitted values as an object or a list, and keeps hostile keys harmless', () => {
		const detail = parseEstateDetail(
			detailAnswer( '1', {
				elements: { zustand: 'neuwertig', __proto__: 'x' },
				fields: {
					_vermarktungsart: {
						label: 'Marketing type',
						type: 'singleselect',
						permittedvalues: [
							{ value: 'kauf', label: 'Purchase' },
						],
					},
					zustand: {
						label: 'Condition',
						type: 'singleselect',
						permitted_values: {
							neuwertig: 'As new',
							__proto__: 'Hack',
						},
					},
				},
			} )
		);
		const rows = Object.fromEntries(
			detailRows( detail, 'de' ).map( ( row ) => [
				row.label,
				row.value,
			] )
		);
		expect( rows[ 'Marketing type' ] ).toBe( 'Purchase' );
		expect( rows.Condition ).toBe( 'As new' );
	} );
} );
