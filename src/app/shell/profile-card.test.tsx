import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { initialAuthState } from '../../session/auth-slice';
import { ownerUser } from '@test-support/fixtures';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { fullNameOf, ProfileCard } from './profile-card';
import { useProfilePicture } from './use-profile-picture';

/** The card as the shell feeds it: the picture loaded by useProfilePicture. */
function Card() {
	return <ProfileCard picture={ useProfilePicture() } />;
}

const signedIn = ( user = ownerUser ) => ( {
	auth: { ...initialAuthState, user, isAuthenticated: true, token: 'tok' },
} );

/**
 * Answers the picture call with the given URLs in turn (then errors), counting calls.
 * @param {...any} answers
 */
function pictureAnswers( ...answers: Array< string | 'fail' > ) {
	const calls = { count: 0 };
	server.use(
		http.get( api( 'user/profile-picture' ), () => {
			const answer = answers[ calls.count++ ] ?? 'fail';
			return answer === 'fail'
				? HttpResponse.json(
						{ message: 'generic_error' },
						{ status: 500 }
					)
				: HttpResponse.json( { imageUrl: answer } );
		} )
	);
	return calls;
}

describe( 'ProfileCard', () => {
	beforeEach( () =>
		jest.spyOn( console, 'warn' ).mockImplementation( () => undefined )
	);

	it( 'shows the full name and e-mail with the avatar when there is no picture', async () => {
		const calls = pictureAnswers( '' );
		renderWithProviders( <Card />, { preloadedState: signedIn() } );
		expect( screen.getByText( 'Olivia Owner' ) ).toBeInTheDocument();
		expect( screen.getByText( 'owner@example.com' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( calls.count ).toBeGreaterThanOrEqual( 1 )
		);
		expect( screen.getByTestId( 'avatar-initials' ) ).toHaveTextContent(
			'OO'
		);
	} );

	it( 'lets the e-mail break only before its @ and its dots', async () => {
		const calls = pictureAnswers( '' );
		renderWithProviders( <Card />, { preloadedState: signedIn() } );
		expect( screen.getByText( 'owner@example.com' ).innerHTML ).toBe(
			'owner<wbr>@example<wbr>.com'
		);
		await waitFor( () =>
			expect( calls.count ).toBeGreaterThanOrEqual( 1 )
		);
	} );

	it( 'fetches the picture on mount and shows it', async () => {
		pictureAnswers( 'https://api.example/media/profile/1.svg?sig=a' );
		const { store } = renderWithProviders( <Card />, {
			preloadedState: signedIn(),
		} );
		const picture = await screen.findByTestId( 'avatar-picture' );
		expect( picture ).toHaveAttribute(
			'src',
			'https://api.example/media/profile/1.svg?sig=a'
		);
		expect( store.getState().auth.user?.imageUrl ).toBe(
			'https://api.example/media/profile/1.svg?sig=a'
		);
	} );

	it( 'fetches a fresh URL once when the picture fails to load, then shows the avatar', async () => {
		const calls = pictureAnswers(
			'https://api.example/media/profile/1.svg?sig=old',
			'https://api.example/media/profile/1.svg?sig=new',
			'https://api.example/media/profile/1.svg?sig=newer'
		);
		const { store } = renderWithProviders( <Card />, {
			preloadedState: signedIn(),
		} );
		const first = await screen.findByTestId( 'avatar-picture' );
		const fetchesOnMount = calls.count;
		fireEvent.error( first );
		await waitFor( () =>
			expect( screen.getByTestId( 'avatar-picture' ) ).toHaveAttribute(
				'src',
				'https://api.example/media/profile/1.svg?sig=new'
			)
		);
		expect( calls.count ).toBe( fetchesOnMount + 1 );
		// The fresh URL fails too: no third fetch, the avatar shows and imageUrl is empty.
		fireEvent.error( screen.getByTestId( 'avatar-picture' ) );
		await waitFor( () =>
			expect(
				screen.getByTestId( 'avatar-initials' )
			).toBeInTheDocument()
		);
		expect( calls.count ).toBe( fetchesOnMount + 1 );
		expect( store.getState().auth.user?.imageUrl ).toBe( '' );
	} );

	it( 'empties imageUrl and shows the avatar when the refetch fails', async () => {
		const calls = pictureAnswers(
			'https://api.example/media/profile/1.svg?sig=old',
			'fail'
		);
		const { store } = renderWithProviders( <Card />, {
			preloadedState: signedIn(),
		} );
		fireEvent.error( await screen.findByTestId( 'avatar-picture' ) );
		await waitFor( () =>
			expect(
				screen.getByTestId( 'avatar-initials' )
			).toBeInTheDocument()
		);
		expect( calls.count ).toBeGreaterThanOrEqual( 2 );
		expect( store.getState().auth.user?.imageUrl ).toBe( '' );
	} );

	it( 'shows the avatar when the picture call fails on mount', async () => {
		pictureAnswers( 'fail' );
		const { store } = renderWithProviders( <Card />, {
			preloadedState: signedIn( {
				...ownerUser,
				imageUrl: 'https://api.example/stale.svg',
			} ),
		} );
		await waitFor( () =>
			expect( store.getState().auth.user?.imageUrl ).toBe( '' )
		);
		expect( screen.getByTestId( 'avatar-initials' ) ).toBeInTheDocument();
	} );
} );

describe( 'fullNameOf', () => {
	it.each( [
		[
			{ title: 'Dr.', firstname: 'Otto', lastname: 'Owner', name: 'x' },
			'Dr. Otto Owner',
		],
		[ { firstname: '', lastname: '', name: 'Bella Buyer' }, 'Bella Buyer' ],
		[ { firstname: '', lastname: '', name: '' }, '' ],
	] )( '%p → %p', ( user, name ) => {
		expect( fullNameOf( user ) ).toBe( name );
	} );
} );
