/**
 * The profile page in the real WordPress with the sandbox: both tabs saved and still there after a
 * reload, at 375 px and 1280 px, axe-checked.
 */
import {
	expect,
	expectNoAxeViolations,
	test,
	ALSO_ON_OLDEST_WORDPRESS,
} from '../support/fixtures';
import { expectToast, openProfile } from './helpers';

for ( const viewport of [
	{ width: 375, height: 812 },
	{ width: 1280, height: 900 },
] ) {
	test.describe( `profile at ${ viewport.width } px`, () => {
		test.use( { viewport } );

		test( `both tabs are saved and still there after a reload ${ ALSO_ON_OLDEST_WORDPRESS }`, async ( {
			page,
			freshSandbox,
		} ) => {
			void freshSandbox;
			const root = await openProfile( page );
			await expect(
				root.getByRole( 'heading', { name: 'Account data' } )
			).toBeVisible();
			await expect(
				root.getByRole( 'textbox', { name: 'Email Address' } )
			).toHaveAttribute( 'readonly', '' );
			await expect(
				root.getByRole( 'textbox', { name: 'Birthday' } )
			).toHaveValue( '12.04.1975' );
			await expectNoAxeViolations(
				page,
				`profile, My Profile (${ viewport.width } px)`
			);

			await root
				.getByRole( 'textbox', { name: 'First Name' } )
				.fill( 'Ottokar' );
			await root
				.getByRole( 'textbox', { name: 'Birthday' } )
				.fill( '01.02.1970' );
			await root
				.getByRole( 'textbox', { name: 'Street' } )
				.fill( 'Neuer Weg' );
			await root
				.getByRole( 'combobox', { name: 'Language' } )
				.selectOption( { label: 'English' } );
			await root.getByRole( 'button', { name: 'Save Profile' } ).click();
			await expectToast( root, 'Profile has been saved' );
			await expect(
				root.getByRole( 'textbox', { name: 'First Name' } )
			).toHaveValue( 'Ottokar' );

			await root.getByRole( 'tab', { name: 'Applicant Folder' } ).click();
			await expect(
				root.getByRole( 'textbox', { name: 'Income (EUR)' } )
			).toHaveValue( '85.000,00' );
			await expectNoAxeViolations(
				page,
				`profile, Applicant Folder (${ viewport.width } px)`
			);
			await root
				.getByRole( 'textbox', { name: 'Income (EUR)' } )
				.fill( '1234,56' );
			await root
				.getByRole( 'textbox', { name: 'Occupation' } )
				.fill( 'Engineer' );
			await expect(
				root.getByRole( 'textbox', { name: 'Income (EUR)' } )
			).toHaveValue( '1.234,56' );
			await root
				.getByRole( 'textbox', { name: 'Xing' } )
				.fill( 'https://www.xing.com/profile/Otto_Owner' );
			await root
				.getByRole( 'combobox', { name: 'Contract type' } )
				.selectOption( { label: 'Self-employed' } );
			const saved = page.waitForResponse(
				( response ) =>
					response.url().endsWith( '/api/user/profile' ) &&
					response.request().method() === 'PATCH'
			);
			await root.getByRole( 'button', { name: 'Save Profile' } ).click();
			const body = ( await saved ).request().postDataJSON() as Record<
				string,
				unknown
			>;
			expect( body.income ).toBe( 1234.56 );
			expect( body ).not.toHaveProperty( 'firstname' );
			await expectToast( root, 'Profile has been saved' );

			await page.reload();
			await expect(
				root.getByRole( 'textbox', { name: 'First Name' } )
			).toHaveValue( 'Ottokar' );
			await expect(
				root.getByRole( 'textbox', { name: 'Birthday' } )
			).toHaveValue( '01.02.1970' );
			await expect(
				root.getByRole( 'textbox', { name: 'Street' } )
			).toHaveValue( 'Neuer Weg' );
			await expect(
				root.getByRole( 'combobox', { name: 'Language' } )
			).toHaveValue( 'ENG' );
			await root.getByRole( 'tab', { name: 'Applicant Folder' } ).click();
			await expect(
				root.getByRole( 'textbox', { name: 'Income (EUR)' } )
			).toHaveValue( '1.234,56' );
			await expect(
				root.getByRole( 'textbox', { name: 'Occupation' } )
			).toHaveValue( 'Engineer' );
			await expect(
				root.getByRole( 'textbox', { name: 'Xing' } )
			).toHaveValue( 'https://www.xing.com/profile/Otto_Owner' );
			await expect(
				root.getByRole( 'combobox', { name: 'Contract type' } )
			).toHaveValue( 'selbststaendig' );
		} );
	} );
}
