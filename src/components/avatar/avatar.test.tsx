import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './avatar';
import { AVATAR_TINTS, NO_TINT, initialsOf, tintOf } from './avatar-utils';

/**
 * WCAG 2 relative luminance of a #RRGGBB colour.
 *
 * @param hex The colour.
 */
function luminance( hex: string ): number {
	const channels = [ 1, 3, 5 ].map(
		( i ) => parseInt( hex.slice( i, i + 2 ), 16 ) / 255
	);
	const [ r, g, b ] = channels.map( ( c ) =>
		c <= 0.03928 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4
	) as [ number, number, number ];
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2 contrast ratio of two colours.
 *
 * @param a One colour.
 * @param b The other colour.
 */
function contrast( a: string, b: string ): number {
	const [ light, dark ] = [ luminance( a ), luminance( b ) ].sort(
		( x, y ) => y - x
	) as [ number, number ];
	return ( light + 0.05 ) / ( dark + 0.05 );
}

describe( 'initialsOf', () => {
	it.each( [
		[
			{
				firstname: 'Otto',
				lastname: 'Owner',
				name: 'X Y',
				email: 'o@example.com',
			},
			'OO',
		],
		[
			{ firstname: 'ölaf', lastname: 'äbel', email: 'o@example.com' },
			'ÖÄ',
		],
		[
			{
				firstname: '',
				lastname: '',
				name: 'bella buyer junior',
				email: 'b@example.com',
			},
			'BB',
		],
		[
			{
				firstname: 'Otto',
				lastname: '',
				name: 'Otto Owner',
				email: 'o@example.com',
			},
			'OO',
		],
		[
			{
				firstname: '',
				lastname: '',
				name: 'Cher',
				email: 'c@example.com',
			},
			'C',
		],
		[
			{
				firstname: 'Otto',
				lastname: '',
				name: '',
				email: 'x@example.com',
			},
			'O',
		],
		[
			{
				firstname: '',
				lastname: '',
				name: '',
				email: 'empty@example.com',
			},
			'E',
		],
		[
			{
				firstname: null,
				lastname: null,
				name: null,
				email: 'zed@example.com',
			},
			'Z',
		],
		[ { email: '' }, '' ],
	] )( '%p → %p', ( user, initials ) => {
		expect( initialsOf( user ) ).toBe( initials );
	} );
} );

describe( 'tints by salutation', () => {
	it.each( [
		[ 'Herr', 'blue' ],
		[ 'Frau', 'red' ],
		[ 'Firma', 'green' ],
		[ 'Familie', 'amber' ],
		[ 'Eheleute', 'purple' ],
		[ 'Divers', 'none' ],
		[ '', 'none' ],
		[ null, 'none' ],
	] )( '%p is %p', ( salutation, name ) => {
		expect( tintOf( salutation ).name ).toBe( name );
	} );

	it.each( [
		...Object.entries( AVATAR_TINTS ),
		[ 'other', NO_TINT ] as const,
	] )(
		'%s has text contrast of at least 4.5:1 (WCAG AA)',
		( _salutation, tint ) => {
			expect(
				contrast( tint.background, tint.text )
			).toBeGreaterThanOrEqual( 4.5 );
		}
	);
} );

describe( 'Avatar', () => {
	it( 'shows initials on the salutation tint when there is no picture', () => {
		render(
			<Avatar
				user={ {
					firstname: 'Otto',
					lastname: 'Owner',
					salutation: 'Herr',
					email: 'o@x',
				} }
			/>
		);
		const avatar = screen.getByTestId( 'avatar-initials' );
		expect( avatar ).toHaveTextContent( 'OO' );
		expect( avatar ).toHaveStyle( {
			backgroundColor: AVATAR_TINTS.Herr?.background,
		} );
	} );

	it( 'shows the picture when a URL is given and reports a failed load', () => {
		const onImageError = jest.fn();
		render(
			<Avatar
				user={ { email: 'o@x' } }
				imageUrl="https://api.example/media/profile/1.svg"
				onImageError={ onImageError }
			/>
		);
		const picture = screen.getByTestId( 'avatar-picture' );
		expect( picture ).toHaveAttribute(
			'src',
			'https://api.example/media/profile/1.svg'
		);
		fireEvent.error( picture );
		expect( onImageError ).toHaveBeenCalledTimes( 1 );
	} );
} );
