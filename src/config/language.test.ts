/**
 * Language resolution: the plugin's setting when it is not automatic, else the WPML cookie, else
 * the Polylang cookie, else English; only supported codes count.
 */
import { readCookie, resolveLanguage } from './language';

const wpml = ( value: string ) =>
	`theme=dark; wp-wpml_current_language=${ value }; other=1`;

const polylang = ( value: string ) => `pll_language=${ value }; theme=dark`;

describe( 'resolveLanguage', () => {
	it.each( [
		// setting, cookies, expected
		[ 'en', wpml( 'de' ), 'en' ],
		[ 'de', wpml( 'en' ), 'de' ],
		[ 'de', '', 'de' ],
		[ 'auto', wpml( 'de' ), 'de' ],
		[ 'auto', wpml( 'en' ), 'en' ],
		[ 'auto', wpml( 'de_DE' ), 'de' ],
		[ 'auto', wpml( 'DE' ), 'de' ],
		[ 'auto', wpml( 'fr' ), 'en' ],
		[ 'auto', wpml( '' ), 'en' ],
		[ 'auto', '', 'en' ],
		[ 'auto', 'theme=dark', 'en' ],
		// An unsupported setting does not count; the cookie decides as with 'auto'.
		[ 'fr', wpml( 'de' ), 'de' ],
		[ 'fr', '', 'en' ],
	] )( 'setting %p with cookies %p → %p', ( setting, cookies, expected ) => {
		expect( resolveLanguage( setting, cookies ) ).toBe( expected );
	} );

	it.each( [
		// setting, cookies, expected
		[ 'auto', polylang( 'de' ), 'de' ],
		[ 'auto', polylang( 'en' ), 'en' ],
		[ 'auto', polylang( 'de_DE' ), 'de' ],
		[ 'auto', polylang( 'fr' ), 'en' ],
		[ 'en', polylang( 'de' ), 'en' ],
		// WPML's cookie is read first; Polylang's only when WPML's gives no supported code.
		[ 'auto', `${ wpml( 'en' ) }; ${ polylang( 'de' ) }`, 'en' ],
		[ 'auto', `${ polylang( 'de' ) }; ${ wpml( 'en' ) }`, 'en' ],
		[ 'auto', `${ wpml( 'fr' ) }; ${ polylang( 'de' ) }`, 'de' ],
		[ 'auto', `${ wpml( '' ) }; ${ polylang( 'de' ) }`, 'de' ],
	] )(
		'Polylang: setting %p with cookies %p → %p',
		( setting, cookies, expected ) => {
			expect( resolveLanguage( setting, cookies ) ).toBe( expected );
		}
	);

	it( 'ignores a cookie whose name only contains the Polylang name', () => {
		expect( resolveLanguage( 'auto', 'xpll_language=de' ) ).toBe( 'en' );
	} );

	it( 'ignores a cookie whose name only contains the WPML name', () => {
		expect(
			resolveLanguage( 'auto', 'my-wp-wpml_current_language=de' )
		).toBe( 'en' );
	} );
} );

describe( 'readCookie', () => {
	it( 'reads one value, decoded, and null when it is absent or malformed', () => {
		expect( readCookie( 'a=1; b=x%20y; c=3', 'b' ) ).toBe( 'x y' );
		expect( readCookie( 'a=1; b=2', 'c' ) ).toBeNull();
		expect( readCookie( 'a=%E0%A4%A', 'a' ) ).toBeNull();
		expect( readCookie( 'token=abc=def', 'token' ) ).toBe( 'abc=def' );
	} );
} );
