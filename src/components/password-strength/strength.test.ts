import { passwordStrength, STRENGTH_BAR_WIDTH } from './strength';
import { strengthLabel } from './password-strength';

describe( 'passwordStrength (default patterns)', () => {
	it.each( [
		[ '', 0 ],
		[ 'a', 1 ],
		[ 'abcdefgh', 1 ], // one class only, however long
		[ 'ABCDEFGHIJ', 1 ],
		[ '12345678', 1 ],
		[ 'abcD1', 1 ], // all three classes but only 5 characters
		// Under the API's 8-character minimum a password stays weak, whatever classes it mixes.
		[ 'abcdE1', 1 ], // three classes, 6 characters
		[ 'abcdeF', 1 ], // lower + upper, 6
		[ 'abcde1', 1 ], // lower + digit, 6
		[ 'ABCDE1', 1 ], // upper + digit, 6
		[ 'abcDE12', 1 ], // three classes, 7
		[ 'abcdefG', 1 ], // two classes, 7
		[ 'abcdefgH', 2 ], // lower + upper, 8
		[ 'abcdefg1', 2 ], // lower + digit, 8
		[ 'ABCDEFG1', 2 ], // upper + digit, 8
		[ 'abcdeF1x', 3 ], // all three, 8
		[ 'Secret123', 3 ],
		[ '!!!!!!!!', 1 ],
	] )( '%p is level %p', ( password, level ) => {
		expect( passwordStrength( password ) ).toBe( level );
	} );

	it( 'uses the bar widths 0, 33.33, 66.66 and 100 %', () => {
		expect( STRENGTH_BAR_WIDTH ).toEqual( {
			0: '0%',
			1: '33.33%',
			2: '66.66%',
			3: '100%',
		} );
	} );
} );

describe( 'the cap under 8 characters', () => {
	it( 'never rates a password of 1 to 7 characters above weak', () => {
		const samples = [
			'a',
			'aB',
			'aB3',
			'aB3$',
			'aB3$x',
			'aB3$xY',
			'aB3$xY7',
		];
		for ( const password of samples ) {
			expect( passwordStrength( password ) ).toBe( 1 );
		}
		expect( passwordStrength( 'aB3$xY7z' ) ).toBe( 3 );
	} );
} );

describe( 'strengthLabel', () => {
	it( 'uses the register wording', () => {
		expect(
			[ 0, 1, 2, 3 ].map( ( l ) => strengthLabel( l as 0, 'register' ) )
		).toEqual( [
			'Enter a password',
			'Weak Password',
			'Medium Password',
			'Strong Password',
		] );
	} );

	it( 'uses the reset page wording', () => {
		expect(
			[ 0, 1, 2, 3 ].map( ( l ) => strengthLabel( l as 0, 'reset' ) )
		).toEqual( [
			'Enter a password',
			'Weak',
			'Medium',
			'Strong Password',
		] );
	} );
} );
