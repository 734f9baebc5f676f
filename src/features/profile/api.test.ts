/**
 * The profile save reads the user it answers defensively (GUIDE section 6): fields of the wrong type
 * are coerced, and an answer that is no user fails the save instead of reaching the screens.
 */
import { http, HttpResponse } from 'msw';
import { initialAuthState } from '../../session/auth-slice';
import { ownerUser } from '../../testing/fixtures';
import { createTestStore } from '../../testing/render-with-providers';
import { api, server } from '../../testing/server';
import { profileApi } from './api';

const save = () =>
	createTestStore( {
		preloadedState: {
			auth: {
				...initialAuthState,
				token: 'token-1',
				user: ownerUser,
				isAuthenticated: true,
			},
		},
	} ).dispatch(
		profileApi.endpoints.updateProfile.initiate( { city: 'Aachen' } )
	);

describe( 'PATCH /api/user/profile', () => {
	it.each( [
		[ 'a string', { message: 'profile_updated', data: 'user' } ],
		[ 'an array', { message: 'profile_updated', data: [] } ],
		[ 'missing', { message: 'profile_updated' } ],
	] )( 'fails when the answered user is %s', async ( _case, body ) => {
		server.use(
			http.patch( api( 'user/profile' ), () => HttpResponse.json( body ) )
		);
		const result = await save();
		expect( 'error' in result && result.error ).toEqual( {
			status: 'CUSTOM_ERROR',
			error: 'invalid_api_response_structure',
		} );
	} );

	it( 'coerces the answered user to the contract’s types', async () => {
		server.use(
			http.patch( api( 'user/profile' ), () =>
				HttpResponse.json( {
					message: 'profile_updated',
					data: {
						...ownerUser,
						city: 'Aachen',
						firstname: null,
						email: [ 'x' ],
					},
				} )
			)
		);
		const result = await save();
		expect( 'data' in result && result.data ).toEqual( {
			...ownerUser,
			city: 'Aachen',
			firstname: '',
			email: '',
		} );
	} );
} );
