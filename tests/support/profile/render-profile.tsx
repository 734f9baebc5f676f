/**
 * The profile page as its tests render it (signed in, with the toast region), and the queries and
 * recorders those tests share. The page's own tests, the save's, the birthday field's and the
 * address lookup's all drive the real page.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastProvider } from '../../../src/components/toast';
import { ProfilePage } from '../../../src/features/profile';
import { initialAuthState } from '../../../src/session/auth-slice';
import type { User } from '../../../src/session/types';
import { ownerUser } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { api, server } from '../server';

/**
 * A signed-in state with `user`.
 *
 * @param user The signed-in customer.
 */
export const signedIn = ( user: User = ownerUser ) => ( {
	auth: { ...initialAuthState, user, isAuthenticated: true, token: 'tok' },
} );

/**
 * Renders the profile page for `user`.
 *
 * @param user The signed-in customer.
 */
export function renderProfile( user: User = ownerUser ) {
	return renderWithProviders(
		<ToastProvider>
			<ProfilePage />
		</ToastProvider>,
		{ route: '/profile', preloadedState: signedIn( user ) }
	);
}

/**
 * Records the bodies of PATCH user/profile and answers like the sandbox.
 *
 * @param status The answer's status (200 answers the saved user).
 * @param answer The body of a failed answer.
 */
export function recordSaves( status = 200, answer?: unknown ) {
	const bodies: Array< Record< string, unknown > > = [];
	server.use(
		http.patch( api( 'user/profile' ), async ( { request } ) => {
			const body = ( await request.json() ) as Record< string, unknown >;
			bodies.push( body );
			return status === 200
				? HttpResponse.json( {
						message: 'profile_updated',
						data: { ...ownerUser, ...body },
					} )
				: HttpResponse.json( answer ?? { message: 'generic_error' }, {
						status,
					} );
		} )
	);
	return bodies;
}

/**
 * The text box labelled `name`.
 *
 * @param name Its accessible name.
 */
export const box = ( name: string ) => screen.getByRole( 'textbox', { name } );

/**
 * The select labelled `name`.
 *
 * @param name Its accessible name.
 */
export const select = ( name: string ) =>
	screen.getByRole( 'combobox', { name } );

/** The 'Save Profile' button. */
export const save = () =>
	screen.getByRole( 'button', { name: 'Save Profile' } );
