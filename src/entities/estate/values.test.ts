import {
	estateAddressOf,
	estateStatusOf,
	formatArea,
	formatDate,
	formatPrice,
	formatRooms,
	isUnsetValue,
} from './values';

describe( 'estate values', () => {
	it( 'treats empty, null, 0-as-unset and false as not set', () => {
		for ( const value of [
			undefined,
			null,
			'',
			'  ',
			0,
			'0',
			'0.00',
			false,
			[],
			{},
		] ) {
			expect( isUnsetValue( value ) ).toBe( true );
		}
		for ( const value of [ 1, '1', 'Gas', true, -3, [ 'a' ] ] ) {
			expect( isUnsetValue( value ) ).toBe( false );
		}
	} );

	it( 'formats money without cents in de-DE whatever the language', () => {
		expect( formatPrice( 749000 ) ).toBe( '749.000 €' );
		expect( formatPrice( '1390.40' ) ).toBe( '1.390 €' );
		expect( formatPrice( 'abc' ) ).toBe( '' );
	} );

	it.each( [
		[ 'en', '98.45\u00a0m²', '1,250\u00a0m²', '2.5' ],
		[ 'de', '98,45\u00a0m²', '1.250\u00a0m²', '2,5' ],
		[ 'fr', '98,45\u00a0m²', '1\u202f250\u00a0m²', '2,5' ],
	] )(
		'formats areas in m² and rooms with half steps in %s',
		( language, area, large, rooms ) => {
			expect( formatArea( 98.45, language ) ).toBe( area );
			expect( formatArea( '1250', language ) ).toBe( large );
			expect( formatRooms( 2.4, language ) ).toBe( rooms );
			expect( formatRooms( 4, language ) ).toBe( '4' );
			expect( formatArea( 'abc', language ) ).toBe( '' );
		}
	);

	it( 'formats dates as DD.MM.YYYY and refuses days that do not exist', () => {
		expect( formatDate( '2025-03-09' ) ).toBe( '09.03.2025' );
		expect( formatDate( '2025-03-09 14:05:00' ) ).toBe( '09.03.2025' );
		expect( formatDate( '2025-02-30' ) ).toBe( '' );
		expect( formatDate( 20250309 ) ).toBe( '' );
	} );

	it( 'reads status and address', () => {
		expect(
			estateStatusOf( { status: 'verkauft', _status: 'Verkauft' } )
		).toEqual( {
			code: 'verkauft',
			label: 'Verkauft',
		} );
		expect(
			estateAddressOf( {
				strasse: 'Seeweg',
				hausnummer: '2',
				plz: '20095',
				ort: 'Hamburg',
			} )
		).toBe( 'Seeweg 2, 20095 Hamburg' );
		expect( estateAddressOf( { ort: 'Hamburg' } ) ).toBe( 'Hamburg' );
	} );
} );
