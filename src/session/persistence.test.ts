/**
 * The stored auth state holds no personal data: only the signed-in flag, "Remember me", the
 * token's expiry and the broker's colours (docs/behaviour.md "Stored auth state"). Storage is
 * outside input too: a user stored by an earlier version is ignored, and broker settings that are
 * not an object are dropped.
 */
import { AUTH_STORAGE_KEY } from '../config/constants';
import { defaultBrokerSettings, ownerUser } from '@test-support/fixtures';
import { initialAuthState } from './auth-slice';
import { loadAuthState, saveAuthState } from './persistence';

const stored = ( value: unknown ) => {
	window.localStorage.setItem( AUTH_STORAGE_KEY, JSON.stringify( value ) );
	return loadAuthState( window.localStorage );
};

describe( 'loadAuthState', () => {
	it( 'reads back what was saved (without the token and the user)', () => {
		saveAuthState( window.localStorage, {
			...initialAuthState,
			token: 'token-1',
			user: ownerUser,
			isAuthenticated: true,
			rememberMe: true,
			tokenExpiresAt: 1234,
			brokerSettings: defaultBrokerSettings,
		} );
		expect( loadAuthState( window.localStorage ) ).toEqual( {
			...initialAuthState,
			isAuthenticated: true,
			rememberMe: true,
			tokenExpiresAt: 1234,
			brokerSettings: defaultBrokerSettings,
		} );
	} );

	it( 'stores only the signed-in flag, remember-me, expiry and colours', () => {
		saveAuthState( window.localStorage, {
			...initialAuthState,
			token: 'token-1',
			user: ownerUser,
			isAuthenticated: true,
			brokerSettings: defaultBrokerSettings,
		} );
		const raw = window.localStorage.getItem( AUTH_STORAGE_KEY ) ?? '';
		expect( Object.keys( JSON.parse( raw ) ).sort() ).toEqual( [
			'brokerSettings',
			'isAuthenticated',
			'rememberMe',
			'tokenExpiresAt',
		] );
		expect( raw ).not.toContain( 'token-1' );
		expect( raw ).not.toContain( ownerUser.email );
	} );

	it.each( [
		ownerUser,
		{ ...ownerUser, firstname: 7, email: { x: 1 } },
		'user',
		[ ownerUser ],
		12,
	] )(
		'ignores a stored user (an earlier version kept one): %p',
		( user ) => {
			expect( stored( { user, isAuthenticated: true } ).user ).toBeNull();
		}
	);

	it( 'drops broker settings stored as an array', () => {
		expect(
			stored( { brokerSettings: [ defaultBrokerSettings ] } )
				.brokerSettings
		).toBeNull();
	} );

	it.each( [ 'null', '[]', '"text"', '{broken' ] )(
		'starts signed out for %s',
		( raw ) => {
			window.localStorage.setItem( AUTH_STORAGE_KEY, raw );
			expect( loadAuthState( window.localStorage ) ).toEqual(
				initialAuthState
			);
		}
	);
} );
