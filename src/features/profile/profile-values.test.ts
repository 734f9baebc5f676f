import { ownerUser } from '@test-support/fixtures';
import { COUNTRY_NONE, toFormValues, toPayload } from './profile-values';

describe( 'profile values', () => {
	it( 'shows the birthday as DD.MM.YYYY, the income in de-DE and a missing country as "keine angabe"', () => {
		const values = toFormValues( {
			...ownerUser,
			birthday: '1975/04/12',
			income: 1234.56,
			country: '',
		} );
		expect( values.birthday ).toBe( '12.04.1975' );
		expect( values.income ).toBe( '1.234,56' );
		expect( values.country ).toBe( COUNTRY_NONE );
	} );

	it( 'shows an unknown birthday and income as empty fields', () => {
		const values = toFormValues( {
			...ownerUser,
			birthday: null,
			income: null,
		} );
		expect( values.birthday ).toBe( '' );
		expect( values.income ).toBe( '' );
	} );

	it( 'sends the birthday as YYYY/MM/DD and "keine angabe" as an empty country', () => {
		const values = {
			...toFormValues( ownerUser ),
			birthday: '12.04.1975',
			country: COUNTRY_NONE,
		};
		const payload = toPayload( values, 'my-profile' );
		expect( payload.birthday ).toBe( '1975/04/12' );
		expect( payload.country ).toBe( '' );
		expect( payload ).not.toHaveProperty( 'income' );
	} );

	it( 'sends the income as a number, and an empty income as null', () => {
		const values = toFormValues( ownerUser );
		expect(
			toPayload( { ...values, income: '1.234,56' }, 'applicant-folder' )
				.income
		).toBe( 1234.56 );
		expect(
			toPayload( { ...values, income: '' }, 'applicant-folder' ).income
		).toBeNull();
		expect( toPayload( values, 'applicant-folder' ) ).not.toHaveProperty(
			'firstname'
		);
	} );
} );
