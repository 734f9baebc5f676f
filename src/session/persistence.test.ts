/**
 * Browser storage is outside input too: a stored user is read like an answer, and broker settings
 * that are not an object are dropped (GUIDE section 6).
 */
import { AUTH_STORAGE_KEY } from '../config/constants';
import { defaultBrokerSettings, ownerUser } from '../testing/fixtures';
import { initialAuthState } from './auth-slice';
import { loadAuthState, saveAuthState } from './persistence';

const stored = ( value: unknown ) => {
	window.localStorage.setItem( AUTH_STORAGE_KEY, JSON.stringify( value ) );
	return loadAuthState( window.localStorage );
};

describe( 'loadAuthState', () => {
	it( 'reads back what was saved (without the token)', () => {
		saveAuthState( window.localStorage, {
			...initialAuthState,
			token: 'token-1',
			user: ownerUser,
			isAuthenticated: true,
			brokerSettings: defaultBrokerSettings,
		} );
		expect( loadAuthState( window.localStorage ) ).toEqual( {
			...initialAuthState,
			user: ownerUser,
			isAuthenticated: true,
			brokerSettings: defaultBrokerSettings,
		} );
	} );

	it( 'coerces a stored user with fields of the wrong type', () => {
		const { user } = stored( {
			user: { ...ownerUser, firstname: 7, email: { x: 1 } },
		} );
		expect( user ).toEqual( { ...ownerUser, firstname: '7', email: '' } );
	} );

	it.each( [ 'user', [ ownerUser ], 12 ] )(
		'drops a stored user that is %p',
		( user ) => {
			expect( stored( { user } ).user ).toBeNull();
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
