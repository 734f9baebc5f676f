/**
 * The profile's validation on a phone: every message shows once beside its field, and nothing is
 * saved while the form is invalid.
 */
import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { countSaves, openProfile } from './helpers';

test.describe( 'profile validation on a phone', () => {
	test.use( { viewport: { width: 375, height: 812 } } );

	test( 'every message shows once beside its field and nothing is saved', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const saves = countSaves( page );
		const root = await openProfile( page );
		const box = ( name: string ) =>
			root.getByRole( 'textbox', { name, exact: true } );
		// With its list of titles from the field metadata the title input is a combobox.
		const title = root.getByRole( 'combobox', {
			name: 'Title',
			exact: true,
		} );
		const save = root.getByRole( 'button', { name: 'Save Profile' } );

		await root
			.getByRole( 'combobox', { name: 'Salutation' } )
			.selectOption( '' );
		await title.fill( '123' );
		await box( 'First Name' ).fill( '' );
		await box( 'Last Name' ).fill( '' );
		await box( 'Birthday' ).fill( '31.02.2000' );
		await box( 'ZIP' ).fill( '12' );
		await box( 'State' ).fill( 'B3rlin' );
		await save.click();
		const expectations: Array< [ Locator, string ] > = [
			[
				root.getByRole( 'combobox', { name: 'Salutation' } ),
				'Salutation is required',
			],
			[ title, 'Title cannot be a number' ],
			[ box( 'First Name' ), 'Firstname is required' ],
			[ box( 'Last Name' ), 'Lastname is required' ],
			[
				box( 'Birthday' ),
				'Format: DD.MM.YYYY Please enter a valid date.',
			],
			[ box( 'ZIP' ), 'ZIP code must be between 4 and 10 digits' ],
			[
				box( 'State' ),
				'State cannot contain numbers or invalid characters',
			],
		];
		for ( const [ field, message ] of expectations ) {
			await expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect( field ).toHaveAccessibleDescription( message );
		}
		// The first invalid field receives focus.
		await expect(
			root.getByRole( 'combobox', { name: 'Salutation' } )
		).toBeFocused();
		await expectNoAxeViolations(
			page,
			'profile with validation messages (375 px)'
		);

		await box( 'First Name' ).fill( 'Otto1' );
		await box( 'Last Name' ).fill( 'Owner#' );
		await save.click();
		await expect( box( 'First Name' ) ).toHaveAccessibleDescription(
			'Firstname cannot contain numbers or invalid characters'
		);
		await expect( box( 'Last Name' ) ).toHaveAccessibleDescription(
			'Lastname cannot contain numbers or invalid characters'
		);

		await root.getByRole( 'tab', { name: 'Applicant Folder' } ).click();
		await box( 'Income (EUR)' ).fill( 'a lot' );
		await box( 'Facebook' ).fill( 'javascript:alert(1)' );
		await save.click();
		await expect( box( 'Income (EUR)' ) ).toHaveAccessibleDescription(
			'Income must be a number'
		);
		await expect( box( 'Facebook' ) ).toHaveAccessibleDescription(
			'Please enter a valid URL'
		);
		// Only the active tab is checked: the My Profile errors are not listed here.
		await expect( root.getByText( 'Salutation is required' ) ).toHaveCount(
			0
		);
		await expectNoAxeViolations(
			page,
			'Applicant Folder with validation messages (375 px)'
		);
		expect( saves.count ).toBe( 0 );
	} );
} );
