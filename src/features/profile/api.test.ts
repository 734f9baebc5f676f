/**
 * The profile save reads the user it answers defensively: fields of the wrong type are coerced,
 * and an answer that is no user fails the save instead of reaching the screens. A save that worked
 * refreshes the user through the `User` tag.
 */
import { http, HttpResponse } from 'msw';
import { initialAuthState } from '../../session/auth-slice';
import { ownerUser } from '@test-support/fixtures';
import { createTestStore } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { sessionApi } from '../../session/session-api';
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

describe( 'the User tag', () => {
	const signedInStore = () =>
		createTestStore( {
			preloadedState: {
				auth: {
					...initialAuthState,
					token: 'token-1',
					user: ownerUser,
					isAuthenticated: true,
				},
			},
		} );

	function countUserCalls() {
		const calls = { count: 0 };
		server.use(
			http.get( api( 'user' ), () => {
				calls.count++;
				return HttpResponse.json( {
					data: { ...ownerUser, city: 'Aachen' },
				} );
			} )
		);
		return calls;
	}

	it( 'a save that worked fetches the subscribed user once, and the state follows', async () => {
		const calls = countUserCalls();
		server.use(
			http.patch( api( 'user/profile' ), () =>
				HttpResponse.json( {
					message: 'profile_updated',
					data: { ...ownerUser, city: 'Aachen' },
				} )
			)
		);
		const store = signedInStore();
		const subscription = store.dispatch(
			sessionApi.endpoints.getUser.initiate()
		);
		await store.dispatch(
			profileApi.endpoints.updateProfile.initiate( { city: 'Aachen' } )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
		expect( calls.count ).toBe( 1 );
		expect( store.getState().auth.user?.city ).toBe( 'Aachen' );
		subscription.unsubscribe();
	} );

	it( 'a failed save fetches nothing', async () => {
		const calls = countUserCalls();
		server.use(
			http.patch( api( 'user/profile' ), () =>
				HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				)
			)
		);
		const store = signedInStore();
		const subscription = store.dispatch(
			sessionApi.endpoints.getUser.initiate()
		);
		await store.dispatch(
			profileApi.endpoints.updateProfile.initiate( { city: 'Aachen' } )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
		expect( calls.count ).toBe( 0 );
		subscription.unsubscribe();
	} );
} );
