import { dateTimeToGermanDate } from './date-time';

describe( 'dateTimeToGermanDate', () => {
	it( 'shows the local day of a time stamp', () => {
		const stamp = new Date( 2025, 2, 7, 12, 30 ).toISOString();
		expect( dateTimeToGermanDate( stamp ) ).toBe( '07.03.2025' );
	} );

	it( 'shows a bare day as it is', () => {
		expect( dateTimeToGermanDate( '2024-12-31' ) ).toBe( '31.12.2024' );
	} );

	it.each( [
		[ 'null', null ],
		[ 'a number', 1700000000 ],
		[ 'empty', '' ],
		[ 'words', 'yesterday' ],
		[ 'a German date', '07.03.2025' ],
		[ 'an impossible day', '2025-02-30' ],
		[ 'an impossible month', '2025-13-01T10:00:00Z' ],
	] )( 'gives nothing for %s', ( _case, value ) => {
		expect( dateTimeToGermanDate( value ) ).toBe( '' );
	} );
} );
