/**
 * The profile page in the real WordPress with the sandbox: both tabs saved and still there
 * after a reload, every validation message once, the location auto-fill through the sandbox
 * geocoder, the password-reset mail, and the whole edit by keyboard alone. Axe-checked at 375 px
 * and 1280 px.
 */
import type { Locator, Page } from '@playwright/test';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
	expectNoAxeViolations,
	latestMail,
	signIn,
	test,
} from '../support/fixtures';

/**
 * Signs in as the owner and opens the profile.
 *
 * @param page The page.
 */
async function openProfile( page: Page ): Promise< Locator > {
	await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
	await page.goto( '/customer-area/#/profile' );
	const root = page.locator( ROOT_SELECTOR ).first();
	await expect(
		root.getByRole( 'button', { name: 'Save Profile' } )
	).toBeVisible();
	// Field metadata and countries have arrived once the salutation shows the stored value.
	await expect(
		root.getByRole( 'combobox', { name: 'Salutation' } )
	).toHaveValue( 'Herr' );
	await expect(
		root.getByRole( 'combobox', { name: 'Country' } )
	).toHaveValue( 'DEU' );
	return root;
}

/**
 * Counts the PATCH requests of the profile save.
 *
 * @param page The page.
 */
function countSaves( page: Page ): { count: number } {
	const saves = { count: 0 };
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'PATCH' &&
			request.url().endsWith( '/api/user/profile' )
		) {
			saves.count++;
		}
	} );
	return saves;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page.
 *
 * @param page   The page.
 * @param target The element to reach.
 * @param key    `Tab` or `Shift+Tab`.
 */
async function pressUntilFocused(
	page: Page,
	target: Locator,
	key: string
): Promise< void > {
	for ( let i = 0; i < 80; i++ ) {
		if (
			await target.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( key );
	}
	throw new Error( `could not reach ${ target.toString() } with ${ key }` );
}

for ( const viewport of [
	{ width: 375, height: 812 },
	{ width: 1280, height: 900 },
] ) {
	test.describe( `profile at ${ viewport.width } px`, () => {
		test.use( { viewport } );

		test( 'both tabs are saved and still there after a reload', async ( {
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
			await expect(
				root.getByRole( 'status' ).getByText( 'Profile has been saved' )
			).toBeVisible();
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
			await expect(
				root
					.getByRole( 'status' )
					.getByText( 'Profile has been saved' )
					.first()
			).toBeVisible();

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
		await expect(
			root
				.getByRole( 'status' )
				.getByText(
					'We have sent you an email with a link to reset your password. Please check your inbox.'
				)
		).toBeVisible();
		const mail = await latestMail( OWNER_EMAIL );
		expect(
			mail.links.some( ( link ) =>
				link.startsWith(
					`${ WP_URL }/customer-area/#/reset-password?email=`
				)
			)
		).toBe( true );
	} );

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

		await tabTo( root.getByRole( 'link', { name: 'Profile' } ) );
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
		await expect(
			root.getByRole( 'status' ).getByText( 'Profile has been saved' )
		).toBeVisible();

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
		await expect(
			root
				.getByRole( 'status' )
				.getByText( 'Profile has been saved' )
				.first()
		).toBeVisible();

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
