/**
 * Hostile verification URLs end to end: the verify-email page shows 'Invalid verification link' and
 * sends no request for any URL outside the API origin's verification path.
 */
import {
	API_URL,
	WP_URL,
	expect,
	expectNoAxeViolations,
	test,
} from '../support/fixtures';
import { AREA, root } from './helpers';

test.describe( 'hostile verification URLs send no request', () => {
	const api = new URL( API_URL );
	const HOSTILE = [
		`https://evil.example/api/email/verify/1/${ 'a'.repeat( 40 ) }`,
		`http://evil.example:${ api.port }/api/email/verify/1/abc`,
		`http://${ api.hostname }:${ Number( api.port ) + 1000 }/api/email/verify/1/abc`,
		`//evil.example/api/email/verify/1/abc`,
		`http://${ api.host }@evil.example/api/email/verify/1/abc`,
		`http://user:pass@${ api.host }/api/email/verify/1/abc`,
		`javascript:fetch('${ API_URL }/api/email/verify/1/abc')`,
		`${ API_URL }/api/user/logout`,
		`${ API_URL }/api/email/verify/../../user/logout`,
		`data:text/html,<script>alert(1)</script>`,
	];

	for ( const hostile of HOSTILE ) {
		test( `refuses ${ hostile }`, async ( { page } ) => {
			const requests: string[] = [];
			page.on( 'request', ( request ) => {
				const url = request.url();
				// Only network requests count (blob: and data: URLs of the page itself do not leave it).
				if ( /^https?:/.test( url ) && ! url.startsWith( WP_URL ) ) {
					requests.push( url );
				}
			} );
			await page.goto(
				`${ AREA }#/verify-email?url=${ encodeURIComponent( hostile ) }`
			);
			await expect(
				root( page ).getByText( 'Invalid verification link' )
			).toBeVisible();
			await expect(
				root( page ).getByRole( 'button', {
					name: 'Sign In',
					exact: true,
				} )
			).toBeVisible();
			// Let every effect of the rendered page run (a request would start in one), then check
			// that nothing left the page for the API or anywhere else.
			await page.evaluate(
				() =>
					new Promise( ( resolve ) =>
						requestAnimationFrame( () => setTimeout( resolve, 50 ) )
					)
			);
			expect( requests ).toEqual( [] );
		} );
	}

	test( 'the invalid-link screen passes axe', async ( { page } ) => {
		await page.goto( `${ AREA }#/verify-email` );
		await expect(
			root( page ).getByText( 'Invalid verification link' )
		).toBeVisible();
		await expectNoAxeViolations( page, 'invalid verification link' );
	} );
} );
