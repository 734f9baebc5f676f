import { contractLevel, contractProgress } from './contract-progress';

describe( 'contractProgress', () => {
	it( 'steps green, yellow, orange, red at 25, 50 and 80', () => {
		expect(
			[ 0, 24, 25, 49, 50, 79, 80, 100 ].map( contractLevel )
		).toEqual( [
			'green',
			'green',
			'yellow',
			'yellow',
			'orange',
			'orange',
			'red',
			'red',
		] );
	} );

	it( 'is 100 past the end and null for missing or reversed dates', () => {
		const now = new Date( 2025, 5, 1 );
		expect( contractProgress( '2024-01-01', '2025-01-01', now ) ).toEqual( {
			percent: 100,
			level: 'red',
			until: '01.01.2025',
		} );
		expect( contractProgress( '', '2025-01-01', now ) ).toBeNull();
		expect( contractProgress( '2025-01-01', undefined, now ) ).toBeNull();
		expect(
			contractProgress( '2025-02-01', '2025-01-01', now )
		).toBeNull();
	} );
} );
