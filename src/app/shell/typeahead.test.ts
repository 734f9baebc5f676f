import { findTypeaheadMatch } from './typeahead';

const labels = [ 'Dashboard', 'Profile', 'Logout' ];

describe( 'findTypeaheadMatch', () => {
	it( 'finds the next item starting with a letter, case-insensitively', () => {
		expect( findTypeaheadMatch( labels, 0, 'p' ) ).toBe( 1 );
		expect( findTypeaheadMatch( labels, 0, 'L' ) ).toBe( 2 );
	} );

	it( 'wraps around to the start', () => {
		expect( findTypeaheadMatch( labels, 2, 'd' ) ).toBe( 0 );
	} );

	it( 'stays on the current item while more of its label is typed', () => {
		expect( findTypeaheadMatch( labels, 1, 'pr' ) ).toBe( 1 );
	} );

	it( 'cycles through items with the same first letter when it is repeated', () => {
		const many = [ 'Dashboard', 'Documents', 'Profile' ];
		expect( findTypeaheadMatch( many, 0, 'd' ) ).toBe( 1 );
		expect( findTypeaheadMatch( many, 1, 'dd' ) ).toBe( 0 );
	} );

	it( 'finds nothing for text no label starts with', () => {
		expect( findTypeaheadMatch( labels, 0, 'x' ) ).toBe( -1 );
		expect( findTypeaheadMatch( labels, 0, 'px' ) ).toBe( -1 );
	} );
} );
