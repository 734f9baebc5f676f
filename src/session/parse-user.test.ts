/**
 * A user from outside (API answers, browser storage) is read into exactly the contract's User, or
 * rejected (a hostile answer gives an error state, never a crash).
 */
import fc from 'fast-check';
import { ownerUser } from '@test-support/fixtures';
import { parseUser, USER_STRING_FIELDS } from './parse-user';
import type { User } from './types';

/**
 * Every field of the contract's User has its contract type.
 *
 * @param user A parsed user.
 */
function expectContractTypes( user: User ) {
	for ( const field of USER_STRING_FIELDS ) {
		expect( typeof user[ field ] ).toBe( 'string' );
	}
	expect( Number.isFinite( user.id ) ).toBe( true );
	expect( user.birthday === null || typeof user.birthday === 'string' ).toBe(
		true
	);
	expect(
		user.income === null ||
			( typeof user.income === 'number' &&
				Number.isFinite( user.income ) )
	).toBe( true );
	expect( Number.isFinite( user.login_count ) ).toBe( true );
	expect( user.login_count ).toBeGreaterThanOrEqual( 0 );
	expect( Object.keys( user ).sort() ).toEqual(
		Object.keys( ownerUser ).sort()
	);
}

/**
 * Runs parseUser; true when it rejected, else checks the result.
 *
 * @param raw Anything.
 */
function rejectsOrConforms( raw: unknown ): boolean {
	let user: User;
	try {
		user = parseUser( raw );
	} catch {
		return true;
	}
	expectContractTypes( user );
	return true;
}

describe( 'parseUser', () => {
	it( 'keeps a well-formed user as it is', () => {
		expect( parseUser( ownerUser ) ).toEqual( ownerUser );
	} );

	it.each( [ null, undefined, 'user', 42, true, [], [ ownerUser ] ] )(
		'rejects %p, which is not a user',
		( raw ) => {
			expect( () => parseUser( raw ) ).toThrow();
		}
	);

	it( 'coerces fields of the wrong type instead of passing them on', () => {
		const user = parseUser( {
			...ownerUser,
			firstname: { first: 'x' },
			lastname: [ 'a' ],
			name: null,
			email: { address: 'x@example.com' },
			zip: 10115,
			imageUrl: { url: 1 },
			birthday: 19900101,
			income: 'lots',
			login_count: -3,
			id: 'abc',
		} );
		expect( user ).toMatchObject( {
			firstname: '',
			lastname: '',
			name: '',
			email: '',
			zip: '10115',
			imageUrl: '',
			birthday: null,
			income: null,
			login_count: 0,
			id: 0,
		} );
		expectContractTypes( user );
	} );

	it( 'fills a missing field with its empty value', () => {
		const user = parseUser( {} );
		expectContractTypes( user );
		expect( user.email ).toBe( '' );
		expect( user.income ).toBeNull();
	} );

	it( 'property: any JSON value gives a rejection or a User of the contract’s types', () => {
		fc.assert( fc.property( fc.jsonValue(), rejectsOrConforms ), {
			numRuns: 500,
		} );
	} );

	it( 'property: any user-shaped object with hostile field values gives a User of the contract’s types', () => {
		const fields = [
			...USER_STRING_FIELDS,
			'id',
			'birthday',
			'income',
			'login_count',
		];
		fc.assert(
			fc.property(
				fc.record(
					Object.fromEntries(
						fields.map( ( field ) => [
							field,
							fc.oneof( fc.jsonValue(), fc.anything() ),
						] )
					),
					{ requiredKeys: [] }
				),
				( raw ) => {
					expectContractTypes( parseUser( raw ) );
				}
			),
			{ numRuns: 300 }
		);
	} );
} );
