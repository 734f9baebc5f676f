/**
 * A token the API no longer accepts: the next call answers 401 and the customer is logged out,
 * cookie included.
 */
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	expect,
	expectNoAxeViolations,
	revokeTokens,
	signIn,
	test,
	watchLateWork,
} from '../support/fixtures';
import { expectSignedIn, expectedApiErrors, root } from './helpers';

test.describe( 'a revoked token', () => {
	test.use( { allowedConsoleErrors: expectedApiErrors( 401 ) } );

	test( 'logs the customer out', async ( { page, freshSandbox } ) => {
		void freshSandbox;
		// The shell asks for the profile picture once the browser is idle, then loads it: both must
		// be done before the token is revoked, or the call's 401 (not the reload's) would end the
		// session.
		const lateWork = watchLateWork( page );
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		await expectSignedIn( page );
		await lateWork.settled();
		await revokeTokens();
		// The next call of the signed-in area (the user, fetched on load) gets a 401.
		await page.reload();
		await expect( page ).toHaveURL( /#\/login$/ );
		await expect(
			root( page ).getByRole( 'button', { name: 'Sign In Now' } )
		).toBeVisible();
		await expect
			.poll( async () =>
				( await page.context().cookies() ).some(
					( c ) => c.name === 'laravel_user_token'
				)
			)
			.toBe( false );
		await expectNoAxeViolations( page, 'logged out after a revoked token' );
	} );
} );
