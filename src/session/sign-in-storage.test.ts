/**
 * What one sign-in notes in the tab's session storage ends with it: a new sign-in and a sign-out
 * remove the keys under the sign-in's prefix, and nothing else.
 */
import { createTestStore } from '@test-support/render-with-providers';
import { signedInSession } from '@test-support/session-kit';
import { endSession, startSession } from './session-thunks';
import { forgetSignInStorage, SIGN_IN_STORAGE_PREFIX } from './sign-in-storage';
import { writeTokenCookie } from './token-cookie';

const NOTE = `${ SIGN_IN_STORAGE_PREFIX }reporting-visits`;

beforeEach( () => {
	window.sessionStorage.setItem( NOTE, '["101"]' );
	window.sessionStorage.setItem( `${ SIGN_IN_STORAGE_PREFIX }other`, 'x' );
	window.sessionStorage.setItem( 'customer-area:wizard', '{}' );
	window.sessionStorage.setItem( 'theme-state', 'kept' );
} );

/** The keys left in the tab's session storage, sorted. */
const keysLeft = () => Object.keys( window.sessionStorage ).sort();

describe( 'the sign-in’s session storage', () => {
	it( 'is removed, and only it', () => {
		forgetSignInStorage();
		expect( keysLeft() ).toEqual( [
			'customer-area:wizard',
			'theme-state',
		] );
	} );

	it( 'does nothing without a storage', () => {
		expect( () => forgetSignInStorage( undefined ) ).not.toThrow();
	} );

	it( 'ends when a customer signs in', async () => {
		const store = createTestStore();
		await store.dispatch( startSession( 'token-9', false ) );
		expect( keysLeft() ).toEqual( [
			'customer-area:wizard',
			'theme-state',
		] );
	} );

	it( 'ends when the customer signs out', async () => {
		jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		window.location.hash = '#/profile';
		writeTokenCookie( 'token-1', true );
		const store = createTestStore( { preloadedState: signedInSession() } );
		await store.dispatch( endSession() );
		expect( keysLeft() ).toEqual( [
			'customer-area:wizard',
			'theme-state',
		] );
		jest.restoreAllMocks();
	} );
} );
