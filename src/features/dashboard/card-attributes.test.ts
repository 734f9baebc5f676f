import { cardAttributes } from './card-attributes';

const base = {
	kaufpreis: 749000,
	kaltmiete: 1390,
	wohnflaeche: 148,
	grundstuecksflaeche: 520.5,
	anzahl_zimmer: 5.5,
};

const rows = ( elements: Record< string, unknown >, language = 'de' ) =>
	cardAttributes( elements, language ).map( ( row ) => [
		row.label,
		// A no-break space keeps a unit with its number; compared as a space.
		row.value.replace( /\u00a0/g, ' ' ),
	] );

describe( 'cardAttributes', () => {
	it( 'shows the buy price for sale (kauf) and for an empty marketing type', () => {
		const expected = [
			[ 'Buy Price', '749.000 €' ],
			[ 'Living area', '148 m²' ],
			[ 'Plot size', '520,5 m²' ],
			[ 'Number of rooms', '5,5' ],
		];
		expect( rows( { ...base, _vermarktungsart: 'kauf' } ) ).toEqual(
			expected
		);
		expect( rows( { ...base, _vermarktungsart: '' } ) ).toEqual( expected );
	} );

	it( "writes areas and rooms in the UI language's format, money in de-DE", () => {
		expect( rows( { ...base, _vermarktungsart: 'kauf' }, 'en' ) ).toEqual( [
			[ 'Buy Price', '749.000 €' ],
			[ 'Living area', '148 m²' ],
			[ 'Plot size', '520.5 m²' ],
			[ 'Number of rooms', '5.5' ],
		] );
	} );

	it( 'shows the cold rent, not the buy price, for rent (miete)', () => {
		expect( rows( { ...base, _vermarktungsart: 'miete' } ) ).toEqual( [
			[ 'Cold Rent', '1.390 €' ],
			[ 'Living area', '148 m²' ],
			[ 'Plot size', '520,5 m²' ],
			[ 'Number of rooms', '5,5' ],
		] );
	} );

	it( 'leaves out values that are not set, so a fresh valuation never shows 0 €', () => {
		expect(
			rows( {
				_vermarktungsart: '',
				kaufpreis: 0,
				wohnflaeche: null,
				grundstuecksflaeche: '',
				anzahl_zimmer: false,
			} )
		).toEqual( [] );
	} );

	it( 'rounds prices to whole euros and rooms to half steps', () => {
		expect(
			rows( {
				_vermarktungsart: 'kauf',
				kaufpreis: 1234.56,
				anzahl_zimmer: 3.4,
			} )
		).toEqual( [
			[ 'Buy Price', '1.235 €' ],
			[ 'Number of rooms', '3,5' ],
		] );
	} );
} );
