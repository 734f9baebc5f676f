/**
 * Details of the profile at 1280 px: the location auto-fill through the sandbox geocoder (found and
 * unknown places), the birthday calendar's limit, and the password-reset mail that leads back to
 * this page.
 */
import {
	OWNER_EMAIL,
	WP_URL,
	expect,
	expectNoAxeViolations,
	latestMail,
	test,
} from '../support/fixtures';
import { expectToast, openProfile } from './helpers';

test.describe( 'profile details at 1280 px', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test( 'leaving a sandbox ZIP fills its state and three-letter country', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const root = await openProfile( page );
		const country = root.getByRole( 'combobox', { name: 'Country' } );
		await country.selectOption( { label: 'Not specified' } );
		await expect( country ).toHaveValue( 'keine angabe' );
		const lookup = page.waitForRequest( ( request ) =>
			request.url().includes( '/geocoder/search' )
		);
		await root.getByRole( 'textbox', { name: 'ZIP' } ).fill( '80331' );
		await root.getByRole( 'textbox', { name: 'ZIP' } ).press( 'Tab' );
		const request = await lookup;
		expect( request.headers().authorization ).toBeUndefined();
		expect( request.headers()[ 'x-requested-with' ] ).toBeUndefined();
		await expect(
			root.getByRole( 'textbox', { name: 'State' } )
		).toHaveValue( 'Bayern' );
		await expect( country ).toHaveValue( 'DEU' );
		await expectNoAxeViolations(
			page,
			'profile after the location lookup'
		);
	} );

	test( 'an unknown place changes nothing and shows nothing', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const root = await openProfile( page );
		const lookup = page.waitForResponse( ( response ) =>
			response.url().includes( '/geocoder/search' )
		);
		await root.getByRole( 'textbox', { name: 'City' } ).fill( 'Atlantis' );
		await root.getByRole( 'textbox', { name: 'City' } ).press( 'Tab' );
		await lookup;
		await expect(
			root.getByRole( 'textbox', { name: 'State' } )
		).toHaveValue( 'Berlin' );
		await expect(
			root.getByRole( 'combobox', { name: 'Country' } )
		).toHaveValue( 'DEU' );
		await expect( root.getByRole( 'status' ) ).toHaveText( '' );
	} );

	test( 'the birthday calendar refuses dates after today', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const root = await openProfile( page );
		await root
			.getByRole( 'button', {
				name: 'Choose the birthday in a calendar',
			} )
			.click();
		const picker = root.locator( 'input[type="date"]' );
		await expect( picker ).toBeFocused();
		const today = await page.evaluate( () => {
			const d = new Date();
			return `${ d.getFullYear() }-${ String( d.getMonth() + 1 ).padStart( 2, '0' ) }-${ String( d.getDate() ).padStart( 2, '0' ) }`;
		} );
		await expect( picker ).toHaveAttribute( 'max', today );
		await picker.fill( '2999-01-01' );
		await expect(
			root.getByRole( 'button', { name: 'Use this date' } )
		).toBeDisabled();
		await picker.fill( '1990-12-24' );
		await root.getByRole( 'button', { name: 'Use this date' } ).click();
		await expect(
			root.getByRole( 'textbox', { name: 'Birthday' } )
		).toHaveValue( '24.12.1990' );
	} );

	test( 'the password-reset button mails the customer a link back to this page', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const root = await openProfile( page );
		await root.getByRole( 'button', { name: 'Reset password' } ).click();
		await expectToast(
			root,
			'We have sent you an email with a link to reset your password. Please check your inbox.'
		);
		const mail = await latestMail( OWNER_EMAIL );
		expect(
			mail.links.some( ( link ) =>
				link.startsWith(
					`${ WP_URL }/customer-area/#/reset-password?email=`
				)
			)
		).toBe( true );
	} );
} );
