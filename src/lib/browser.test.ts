/**
 * The mail callback URL: this page without its hash, then `#` and the route (docs/behaviour.md
 * "Mail links").
 */
import { mailCallbackUrl } from './browser';

describe( 'mailCallbackUrl', () => {
	afterEach( () =>
		window.history.replaceState( null, '', '/customer-area/' )
	);

	it( 'is the page URL without its hash, then # and the route', () => {
		window.history.replaceState(
			null,
			'',
			'/customer-area/?estate=5#/profile?tab=2'
		);
		expect( mailCallbackUrl( '/reset-password' ) ).toBe(
			'https://broker.example/customer-area/?estate=5#/reset-password'
		);
	} );

	it( 'works on a page without hash', () => {
		window.history.replaceState( null, '', '/customer-area/' );
		expect( mailCallbackUrl( '/verify-email' ) ).toBe(
			'https://broker.example/customer-area/#/verify-email'
		);
	} );
} );
