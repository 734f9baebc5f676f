/**
 * What a sign-in leaves in browser storage: only the signed-in flag, "Remember me", the token's
 * expiry and the broker's colours — no personal data (docs/behaviour.md "Stored auth state").
 */
import { AUTH_STORAGE_KEY } from '../config/constants';
import { ownerUser } from '@test-support/fixtures';
import { createTestStore } from '@test-support/render-with-providers';
import { startSession } from './session-thunks';

describe( 'the stored auth state after sign-in', () => {
	it( 'holds no e-mail address, name, phone, birthday, income or address', async () => {
		const store = createTestStore( { storage: window.localStorage } );
		await store.dispatch( startSession( 'token-9', true ) );
		expect( store.getState().auth.user ).toEqual( ownerUser );
		const raw = window.localStorage.getItem( AUTH_STORAGE_KEY ) ?? '';
		expect( JSON.parse( raw ) ).toMatchObject( {
			isAuthenticated: true,
			rememberMe: true,
		} );
		for ( const personal of [
			ownerUser.email,
			ownerUser.name,
			ownerUser.firstname,
			ownerUser.lastname,
			ownerUser.telephone,
			ownerUser.birthday,
			String( ownerUser.income ),
			ownerUser.street,
			ownerUser.zip,
			ownerUser.city,
		] ) {
			expect( personal ).toBeTruthy();
			expect( raw ).not.toContain( personal );
		}
		expect( raw ).not.toContain( 'token-9' );
	} );

	it( 'lets the next page load start signed in without knowing the user yet', async () => {
		const first = createTestStore( { storage: window.localStorage } );
		await first.dispatch( startSession( 'token-9', true ) );
		const next = createTestStore( { storage: window.localStorage } );
		expect( next.getState().auth ).toMatchObject( {
			isAuthenticated: true,
			user: null,
			rememberMe: true,
		} );
	} );
} );
