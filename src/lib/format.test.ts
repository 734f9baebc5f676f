import {
	apiDateToGerman,
	formatAmount,
	formatEuro,
	germanDateToApi,
	germanDateToIso,
	isoDateToGerman,
	parseAmount,
	todayIso,
} from './format';

describe( 'money in de-DE', () => {
	it.each( [
		[ 1234.56, '1.234,56' ],
		[ 85000, '85.000,00' ],
		[ 0.5, '0,50' ],
		[ 1234567.8, '1.234.567,80' ],
	] )( 'shows %p as %p in a money field', ( value, text ) => {
		expect( formatAmount( value ) ).toBe( text );
	} );

	it( 'shows nothing for an unknown amount', () => {
		expect( formatAmount( null ) ).toBe( '' );
		expect( formatAmount( Number.NaN ) ).toBe( '' );
	} );

	it( 'shows amounts with the euro sign', () => {
		expect( formatEuro( 1234.56 ) ).toBe( '1.234,56 €' );
	} );

	it.each( [
		[ '1.234,56', 1234.56 ],
		[ '1234,56', 1234.56 ],
		[ '1.234', 1234 ],
		[ '85.000', 85000 ],
		[ ' 1.234,56 € ', 1234.56 ],
		[ '1234.56', 1234.56 ],
		[ '42', 42 ],
	] )( 'reads %p as %p', ( text, value ) => {
		expect( parseAmount( text ) ).toBe( value );
	} );

	it( 'reads an empty field as no amount', () => {
		expect( parseAmount( '  ' ) ).toBeNull();
	} );

	it.each( [ 'abc', '12a', '1,2,3', '1.23.4' ] )( 'refuses %p', ( text ) => {
		expect( parseAmount( text ) ).toBeNaN();
	} );

	it( 'round-trips 1.234,56 ↔ 1234.56', () => {
		expect( formatAmount( parseAmount( '1.234,56' ) ) ).toBe( '1.234,56' );
		expect( parseAmount( formatAmount( 1234.56 ) ) ).toBe( 1234.56 );
	} );
} );

describe( 'dates', () => {
	it( 'shows the API date YYYY/MM/DD as DD.MM.YYYY', () => {
		expect( apiDateToGerman( '1975/04/12' ) ).toBe( '12.04.1975' );
		expect( apiDateToGerman( '1975-04-12' ) ).toBe( '12.04.1975' );
	} );

	it( 'shows nothing for a missing or broken API date', () => {
		expect( apiDateToGerman( null ) ).toBe( '' );
		expect( apiDateToGerman( '1975/02/30' ) ).toBe( '' );
		expect( apiDateToGerman( 'yesterday' ) ).toBe( '' );
	} );

	it( 'sends a typed DD.MM.YYYY as YYYY/MM/DD', () => {
		expect( germanDateToApi( '12.04.1975' ) ).toBe( '1975/04/12' );
		expect( germanDateToApi( '1.4.1975' ) ).toBe( '1975/04/01' );
	} );

	it.each( [ '31.02.2000', '12/04/1975', '1975/04/12', '', '12.13.1975' ] )(
		'does not read %p as a date',
		( text ) => {
			expect( germanDateToApi( text ) ).toBeNull();
		}
	);

	it( 'converts between the typed date and a native date input', () => {
		expect( germanDateToIso( '29.02.2024' ) ).toBe( '2024-02-29' );
		expect( isoDateToGerman( '2024-02-29' ) ).toBe( '29.02.2024' );
		expect( isoDateToGerman( '' ) ).toBe( '' );
	} );

	it( 'knows today in local time', () => {
		expect( todayIso( new Date( 2026, 0, 5, 23, 59 ) ) ).toBe(
			'2026-01-05'
		);
	} );
} );
