import {
	apiDateToGerman,
	formatAmount,
	formatEuro,
	formatFileSize,
	formatNumber,
	formatPercent,
	formatPlainNumber,
	germanDateToApi,
	germanDateToIso,
	isoDateToGerman,
	parseAmount,
	todayIso,
} from './format';

// Intl writes a no-break space (fr: a narrow one) between a number and its percent sign.
const spaced = ( text: string ) => text.replace( /[\u00a0\u202f]/g, ' ' );

describe( 'numbers in the UI language', () => {
	it.each( [
		[ 'en', '12.5%', '-25%', '+40%', '0%', '1,061', '98.45' ],
		[ 'de', '12,5 %', '-25 %', '+40 %', '0 %', '1.061', '98,45' ],
		[ 'fr', '12,5 %', '-25 %', '+40 %', '0 %', '1 061', '98,45' ],
		[ 'it', '12,5%', '-25%', '+40%', '0%', '1061', '98,45' ],
		[ 'es', '12,5 %', '-25 %', '+40 %', '0 %', '1061', '98,45' ],
		[ 'nl', '12,5%', '-25%', '+40%', '0%', '1.061', '98,45' ],
	] )(
		'in %s: %s, signed %s and %s, zero %s, counts %s, decimals %s',
		( language, percent, fall, rise, zero, count, decimal ) => {
			expect( spaced( formatPercent( 12.5, language ) ) ).toBe( percent );
			const signed = { signed: true };
			expect( spaced( formatPercent( -25, language, signed ) ) ).toBe(
				fall
			);
			expect( spaced( formatPercent( 40, language, signed ) ) ).toBe(
				rise
			);
			expect( spaced( formatPercent( 0, language, signed ) ) ).toBe(
				zero
			);
			expect( spaced( formatNumber( 1061, language ) ) ).toBe( count );
			expect( formatNumber( 98.45, language ) ).toBe( decimal );
		}
	);

	it( 'keeps the percent sign with its number (no-break space)', () => {
		expect( formatPercent( 12.5, 'de' ) ).toBe( '12,5\u00a0%' );
	} );

	it( 'rounds percentages to one decimal unless told otherwise', () => {
		expect( formatPercent( 53.3333, 'en' ) ).toBe( '53.3%' );
		expect( formatPercent( 33, 'en', { maximumFractionDigits: 0 } ) ).toBe(
			'33%'
		);
	} );

	it( 'writes years and house numbers without grouping', () => {
		expect( formatPlainNumber( 1998, 'en' ) ).toBe( '1998' );
		expect( formatPlainNumber( 1998, 'de' ) ).toBe( '1998' );
	} );
} );

describe( 'file sizes in decimal units', () => {
	it.each( [
		[ 0, 'en', '0 B' ],
		[ 999, 'en', '999 B' ],
		[ 1000, 'en', '1 kB' ],
		[ 1536, 'en', '1.54 kB' ],
		[ 1536, 'de', '1,54 kB' ],
		[ 999_999, 'en', '1 MB' ],
		[ 1_500_000, 'en', '1.5 MB' ],
		[ 1_500_000, 'de', '1,5 MB' ],
		[ 128_000_000, 'en', '128 MB' ],
		[ 128_000_000, 'de', '128 MB' ],
		[ 128_000_001, 'en', '128 MB' ],
		[ 5_000_000_000, 'en', '5 GB' ],
		[ 7e15, 'en', '7000 TB' ],
	] )( '%d bytes in %s is %s', ( bytes, language, expected ) => {
		expect( formatFileSize( bytes, language ) ).toBe( expected );
	} );

	it.each( [ -1, Number.NaN, Number.POSITIVE_INFINITY ] )(
		'treats %p as nothing',
		( bytes ) => {
			expect( formatFileSize( bytes, 'en' ) ).toBe( '0 B' );
		}
	);
} );

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
		expect( formatEuro( 749000.4, true ) ).toBe( '749.000 €' );
		expect( formatEuro( null ) ).toBe( '' );
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
