import { alpha2ToAlpha3, COUNTRY_CODE_COUNT } from './country-codes';

describe( 'alpha2ToAlpha3', () => {
	it.each( [
		[ 'de', 'DEU' ],
		[ 'AT', 'AUT' ],
		[ 'ch', 'CHE' ],
		[ 'gb', 'GBR' ],
		[ 'us', 'USA' ],
		[ 'ss', 'SSD' ],
	] )( 'turns %p into %p', ( alpha2, alpha3 ) => {
		expect( alpha2ToAlpha3( alpha2 ) ).toBe( alpha3 );
	} );

	it( 'knows every assigned code of ISO 3166-1', () => {
		expect( COUNTRY_CODE_COUNT ).toBe( 249 );
	} );

	it.each( [ 'xx', '', 'deu', 'toString' ] )(
		'gives null for %p',
		( code ) => {
			expect( alpha2ToAlpha3( code ) ).toBeNull();
		}
	);
} );
