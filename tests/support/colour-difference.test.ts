/**
 * The colour-difference helpers the colour tests rely on, checked against published values.
 */
import { ciede2000Lab, lab, type Lab } from './colour-difference';

describe( 'ciede2000Lab', () => {
	// Pairs from Sharma, Wu and Dalal's CIEDE2000 test data, with their published differences.
	it.each( [
		[ [ 50, 2.6772, -79.7751 ], [ 50, 0, -82.7485 ], 2.0425 ],
		[ [ 50, 0, 0 ], [ 50, -1, 2 ], 2.3669 ],
		[ [ 50, 2.5, 0 ], [ 50, 0, -2.5 ], 4.3065 ],
		[ [ 50, 2.5, 0 ], [ 73, 25, -18 ], 27.1492 ],
		[ [ 50, 2.5, 0 ], [ 61, -5, 29 ], 22.8977 ],
		[ [ 50, 2.5, 0 ], [ 56, -27, -3 ], 31.903 ],
		[ [ 50, 2.5, 0 ], [ 58, 24, 15 ], 19.4535 ],
		[
			[ 60.2574, -34.0099, 36.2677 ],
			[ 60.4626, -34.1751, 39.4387 ],
			1.2644,
		],
		[
			[ 22.7233, 20.0904, -46.694 ],
			[ 23.0331, 14.973, -42.5619 ],
			2.0373,
		],
		[ [ 90.8027, -2.0831, 1.441 ], [ 91.1528, -1.6435, 0.0447 ], 1.4441 ],
		[ [ 2.0776, 0.0795, -1.135 ], [ 0.9033, -0.0636, -0.5514 ], 0.9082 ],
	] as Array< [ Lab, Lab, number ] > )(
		'%p and %p differ by %d',
		( first, second, expected ) => {
			expect( ciede2000Lab( first, second ) ).toBeCloseTo( expected, 4 );
			expect( ciede2000Lab( second, first ) ).toBeCloseTo( expected, 4 );
		}
	);
} );

describe( 'lab', () => {
	it( 'places white, black and a primary where CIE L*a*b* has them', () => {
		expect( lab( '#FFFFFF' ).map( ( v ) => Math.round( v ) + 0 ) ).toEqual(
			[ 100, 0, 0 ]
		);
		expect( lab( '#000000' ).map( ( v ) => Math.round( v ) + 0 ) ).toEqual(
			[ 0, 0, 0 ]
		);
		expect( lab( '#FF0000' ).map( ( v ) => Math.round( v ) + 0 ) ).toEqual(
			[ 53, 80, 67 ]
		);
	} );
} );
