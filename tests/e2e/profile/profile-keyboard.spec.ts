/**
 * The whole profile edit by keyboard alone, at 1280 px.
 */
import type { Locator } from '@playwright/test';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	expect,
	signIn,
	test,
} from '../support/fixtures';
import { expectToast, pressUntilFocused } from './helpers';

test.describe( 'profile details at 1280 px', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test( 'the whole profile edit works by keyboard alone', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		await page.goto( '/customer-area/#/' );
		const root = page.locator( ROOT_SELECTOR ).first();
		await expect(
			root.getByRole( 'navigation', { name: 'Customer area' } )
		).toBeVisible();

		const tabTo = ( target: Locator, key = 'Tab' ) =>
			pressUntilFocused( page, target, key );
		const typeInto = async ( target: Locator, text: string ) => {
			await tabTo( target );
			await page.keyboard.press( 'ControlOrMeta+a' );
			await page.keyboard.type( text );
		};

		// After the sign-in focus sits on the dashboard's heading, after the sidebar: the menu is
		// behind it and the long card list ahead. From the page's start it is ahead.
		const focusInPage = await root.evaluate( ( element ) => {
			const active = element.ownerDocument.activeElement;
			return active !== null && active !== element.ownerDocument.body;
		} );
		await tabTo(
			root.getByRole( 'link', { name: 'Profile' } ),
			focusInPage ? 'Shift+Tab' : 'Tab'
		);
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#\/profile$/ );
		const firstName = root.getByRole( 'textbox', { name: 'First Name' } );
		await expect(
			root.getByRole( 'combobox', { name: 'Salutation' } )
		).toHaveValue( 'Herr' );

		await typeInto( firstName, 'Otfried' );
		await typeInto(
			root.getByRole( 'textbox', { name: 'Birthday' } ),
			'03.03.1973'
		);
		await typeInto( root.getByRole( 'textbox', { name: 'ZIP' } ), '20095' );
		await page.keyboard.press( 'Tab' );
		await expect(
			root.getByRole( 'textbox', { name: 'State' } )
		).toHaveValue( 'Hamburg' );
		await tabTo(
			root.getByRole( 'combobox', { name: 'Salutation' } ),
			'Shift+Tab'
		);
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			root.getByRole( 'combobox', { name: 'Salutation' } )
		).toHaveValue( 'Frau' );
		await tabTo( root.getByRole( 'button', { name: 'Save Profile' } ) );
		await page.keyboard.press( 'Enter' );
		await expectToast( root, 'Profile has been saved' );

		await tabTo(
			root.getByRole( 'tab', { name: 'My Profile' } ),
			'Shift+Tab'
		);
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			root.getByRole( 'tab', { name: 'Applicant Folder' } )
		).toBeFocused();
		await expect(
			root.getByRole( 'tab', { name: 'Applicant Folder' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await typeInto(
			root.getByRole( 'textbox', { name: 'Income (EUR)' } ),
			'2500'
		);
		await page.keyboard.press( 'Tab' );
		await expect(
			root.getByRole( 'textbox', { name: 'Income (EUR)' } )
		).toHaveValue( '2.500,00' );
		await tabTo( root.getByRole( 'button', { name: 'Save Profile' } ) );
		await page.keyboard.press( 'Enter' );
		await expectToast( root, 'Profile has been saved' );

		await page.reload();
		await expect( firstName ).toHaveValue( 'Otfried' );
		await expect(
			root.getByRole( 'textbox', { name: 'Birthday' } )
		).toHaveValue( '03.03.1973' );
		await expect(
			root.getByRole( 'textbox', { name: 'State' } )
		).toHaveValue( 'Hamburg' );
		await expect(
			root.getByRole( 'combobox', { name: 'Salutation' } )
		).toHaveValue( 'Frau' );
		await root.getByRole( 'tab', { name: 'Applicant Folder' } ).click();
		await expect(
			root.getByRole( 'textbox', { name: 'Income (EUR)' } )
		).toHaveValue( '2.500,00' );
	} );
} );
