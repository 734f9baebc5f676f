import { contrastRatio, readableTextOn, relativeLuminance } from './contrast';

describe( 'contrast', () => {
	it( 'computes WCAG ratios', () => {
		expect( contrastRatio( '#000000', '#FFFFFF' ) ).toBeCloseTo( 21, 5 );
		expect( contrastRatio( '#fff', '#FFFFFF' ) ).toBeCloseTo( 1, 5 );
		expect( contrastRatio( '#767676', '#FFFFFF' ) ).toBeCloseTo( 4.54, 2 );
		expect( relativeLuminance( 'red' ) ).toBeNaN();
	} );

	it( 'picks the text colour that reads best on a broker colour', () => {
		expect( readableTextOn( '#3BBD8D' ) ).toBe( '#1E1E1E' );
		expect( readableTextOn( '#9A2829' ) ).toBe( '#FFFFFF' );
		for ( const colour of [
			'#3BBD8D',
			'#EF5152',
			'#84BDA8',
			'#EF7D7E',
			'#3B5E1A',
			'#9A2829',
		] ) {
			expect(
				contrastRatio( colour, readableTextOn( colour ) )
			).toBeGreaterThanOrEqual( 4.5 );
		}
	} );
} );
