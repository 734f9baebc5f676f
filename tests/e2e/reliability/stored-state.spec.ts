/**
 * Browser storage after a signed-in session holds no personal data and no token
 * (docs/behaviour.md "Stored auth state"): signed in, after visiting the signed-in screens, after
 * a reload and after signing out. The personal data looked for is what the API answers the
 * customer, read with the customer's own token.
 */
import type { Page } from '@playwright/test';
import {
	API_URL,
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
	expectNoAxeViolations,
	signIn,
	test,
	watchLateWork,
} from '../support/fixtures';

/**
 * Everything in localStorage and sessionStorage, as `storage key = value` lines.
 * @param page
 */
async function storedEntries( page: Page ): Promise< string[] > {
	return page.evaluate( () =>
		[ window.localStorage, window.sessionStorage ].flatMap( ( storage ) =>
			Object.keys( storage ).map(
				( key ) => `${ key } = ${ storage.getItem( key ) ?? '' }`
			)
		)
	);
}

/**
 * The signed-in customer's token and the personal values of the API's user answer: e-mail, names,
 * phones, address, birthday, income, social links.
 *
 * @param page The signed-in page.
 */
async function tokenAndPersonalData(
	page: Page
): Promise< { token: string; personal: string[] } > {
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'laravel_user_token'
	);
	expect( cookie, 'the token cookie' ).toBeDefined();
	const token = cookie?.value ?? '';
	const response = await page.request.get( `${ API_URL }/api/user`, {
		headers: {
			Accept: 'application/json',
			Authorization: `Bearer ${ token }`,
			'X-Requested-With': 'XMLHttpRequest',
			'X-Broker-Url': new URL( WP_URL ).origin,
		},
	} );
	expect( response.status() ).toBe( 200 );
	const user = (
		( await response.json() ) as { data: Record< string, unknown > }
	 ).data;
	const fields = [
		'email',
		'firstname',
		'lastname',
		'name',
		'phone',
		'telephone',
		'street',
		'zip',
		'city',
		'birthday',
		'income',
		'employer',
		'facebook',
		'linkedin',
	];
	const personal = fields
		.map( ( field ) => user[ field ] )
		.filter(
			( value ): value is string | number =>
				( typeof value === 'string' && value.trim().length >= 4 ) ||
				( typeof value === 'number' && value >= 1000 )
		)
		.map( ( value ) => String( value ).trim() );
	expect( personal ).toContain( OWNER_EMAIL );
	expect( personal.length ).toBeGreaterThanOrEqual( 8 );
	return { token, personal };
}

/**
 * Asserts that no storage entry holds the token or a personal value.
 *
 * @param page             The page.
 * @param secrets          The token and the personal values.
 * @param secrets.token
 * @param secrets.personal
 * @param when             When, for the message.
 */
async function expectNothingPersonalStored(
	page: Page,
	secrets: { token: string; personal: string[] },
	when: string
): Promise< void > {
	const entries = ( await storedEntries( page ) ).join( '\n' ).toLowerCase();
	const found = [ secrets.token, ...secrets.personal ].filter( ( value ) =>
		entries.includes( value.toLowerCase() )
	);
	expect( found, `stored ${ when }` ).toEqual( [] );
}

test.describe( 'browser storage after a signed-in session: 4 moments', () => {
	test( 'holds neither personal data nor the token', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		// Signing out ends the token: each page's late work (the profile picture) finishes before the
		// page goes or the token ends, or its call meets the ended token and the browser logs a 401.
		const signedIn = watchLateWork( page );
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		const secrets = await tokenAndPersonalData( page );
		const root = page.locator( ROOT_SELECTOR ).first();
		// The signed-in state is stored: the check below looks at a storage that is in use.
		await expect
			.poll( async () => ( await storedEntries( page ) ).join( '\n' ) )
			.toContain( '"isAuthenticated":true' );
		await expectNothingPersonalStored( page, secrets, 'after signing in' );

		await page.goto( '/customer-area/#/profile' );
		await expect(
			root.getByRole( 'textbox', { name: 'First Name' } )
		).toHaveValue( /\S/ );
		await expectNoAxeViolations( page, 'profile' );
		await expectNothingPersonalStored( page, secrets, 'on the profile' );

		await signedIn.settled();
		const reloaded = watchLateWork( page );
		await page.reload();
		await expect(
			root.getByRole( 'textbox', { name: 'First Name' } )
		).toHaveValue( /\S/ );
		await expectNothingPersonalStored( page, secrets, 'after a reload' );

		await reloaded.settled();
		await root.getByRole( 'button', { name: 'Logout' } ).first().click();
		await expect( page ).toHaveURL( /#\/login$/ );
		await expectNothingPersonalStored( page, secrets, 'after signing out' );
	} );
} );
