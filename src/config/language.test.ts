/**
 * Language resolution: the setting when it names a language; 'Automatic' follows the site: the WPML
 * cookie, else the Polylang cookie, else the site's locale, else English; only shipped languages
 * count. And the catalogue a language loads on a site.
 */
import { readCookie, resolveLanguage } from './language';
import { catalogueLocale, languageOfLocale } from './languages';

const wpml = ( value: string ) =>
	`theme=dark; wp-wpml_current_language=${ value }; other=1`;

const polylang = ( value: string ) => `pll_language=${ value }; theme=dark`;

describe( 'resolveLanguage', () => {
	it.each( [
		// setting, cookies, site locale, expected
		[ 'en', wpml( 'de' ), 'de_DE', 'en' ],
		[ 'de', wpml( 'en' ), 'en_US', 'de' ],
		[ 'fr', '', 'de_DE', 'fr' ],
		[ 'nl', wpml( 'it' ), 'es_ES', 'nl' ],
		[ 'auto', wpml( 'de' ), 'en_US', 'de' ],
		[ 'auto', wpml( 'en' ), 'de_DE', 'en' ],
		[ 'auto', wpml( 'de_DE' ), '', 'de' ],
		[ 'auto', wpml( 'DE' ), '', 'de' ],
		[ 'auto', wpml( 'fr' ), 'de_DE', 'fr' ],
		[ 'auto', wpml( 'it' ), '', 'it' ],
		[ 'auto', wpml( 'es' ), '', 'es' ],
		[ 'auto', wpml( 'nl' ), '', 'nl' ],
		// WPML's own code for Brazilian Portuguese: not shipped, so the next step decides.
		[ 'auto', wpml( 'pt-br' ), 'de_AT', 'de' ],
		[ 'auto', wpml( '' ), '', 'en' ],
		[ 'auto', '', '', 'en' ],
		[ 'auto', 'theme=dark', '', 'en' ],
		// An unsupported setting does not count; 'Automatic' decides.
		[ 'pt', wpml( 'de' ), '', 'de' ],
		[ 'pt', '', '', 'en' ],
	] )(
		'setting %p with cookies %p on a %p site → %p',
		( setting, cookies, site, expected ) => {
			expect( resolveLanguage( setting, cookies, site ) ).toBe(
				expected
			);
		}
	);

	it.each( [
		// setting, cookies, site locale, expected
		[ 'auto', polylang( 'de' ), '', 'de' ],
		[ 'auto', polylang( 'en' ), 'de_DE', 'en' ],
		[ 'auto', polylang( 'de_DE' ), '', 'de' ],
		[ 'auto', polylang( 'fr' ), '', 'fr' ],
		[ 'auto', polylang( 'pt' ), '', 'en' ],
		[ 'en', polylang( 'de' ), '', 'en' ],
		// WPML's cookie is read first; Polylang's only when WPML's gives no shipped language.
		[ 'auto', `${ wpml( 'en' ) }; ${ polylang( 'de' ) }`, '', 'en' ],
		[ 'auto', `${ polylang( 'de' ) }; ${ wpml( 'en' ) }`, '', 'en' ],
		[ 'auto', `${ wpml( 'pt' ) }; ${ polylang( 'de' ) }`, '', 'de' ],
		[ 'auto', `${ wpml( '' ) }; ${ polylang( 'es' ) }`, 'nl_NL', 'es' ],
	] )(
		'Polylang: setting %p with cookies %p on a %p site → %p',
		( setting, cookies, site, expected ) => {
			expect( resolveLanguage( setting, cookies, site ) ).toBe(
				expected
			);
		}
	);

	it.each( [
		// Without a multilingual cookie the site's own language decides, every German locale alike.
		[ 'de_DE', 'de' ],
		[ 'de_DE_formal', 'de' ],
		[ 'de_AT', 'de' ],
		[ 'de_CH', 'de' ],
		[ 'de_CH_informal', 'de' ],
		[ 'fr_FR', 'fr' ],
		[ 'fr_BE', 'fr' ],
		[ 'fr_CH', 'fr' ],
		[ 'it_CH', 'it' ],
		[ 'es_MX', 'es' ],
		[ 'nl_BE', 'nl' ],
		[ 'en_GB', 'en' ],
		// Not shipped: English.
		[ 'pt_BR', 'en' ],
		[ 'hr', 'en' ],
		[ '', 'en' ],
	] )( 'a %p site without a cookie → %p', ( site, expected ) => {
		expect( resolveLanguage( 'auto', 'theme=dark', site ) ).toBe(
			expected
		);
	} );

	it( 'ignores a cookie whose name only contains the Polylang name', () => {
		expect( resolveLanguage( 'auto', 'xpll_language=de', '' ) ).toBe(
			'en'
		);
	} );

	it( 'ignores a cookie whose name only contains the WPML name', () => {
		expect(
			resolveLanguage( 'auto', 'my-wp-wpml_current_language=de', '' )
		).toBe( 'en' );
	} );
} );

describe( 'catalogueLocale', () => {
	it.each( [
		// language, site locale, catalogue
		[ 'de', 'de_DE', 'de_DE' ],
		[ 'de', 'de_DE_formal', 'de_DE' ],
		[ 'de', 'de_AT', 'de_DE' ],
		[ 'de', 'de_CH', 'de_CH' ],
		[ 'de', 'de_CH_informal', 'de_CH' ],
		// A German page (WPML cookie) on a French site: standard German.
		[ 'de', 'fr_FR', 'de_DE' ],
		[ 'fr', 'fr_BE', 'fr_FR' ],
		[ 'fr', 'de_CH', 'fr_FR' ],
		[ 'it', 'it_CH', 'it_IT' ],
		[ 'es', 'es_MX', 'es_ES' ],
		[ 'nl', 'nl_BE', 'nl_NL' ],
		[ 'en', 'de_DE', null ],
	] )( '%p on a %p site loads %p', ( language, site, expected ) => {
		expect( catalogueLocale( language, site ) ).toBe( expected );
	} );

	it( 'knows no language for an unsupported locale', () => {
		expect( languageOfLocale( 'pt_BR' ) ).toBeNull();
		expect( languageOfLocale( 'de_AT' ) ).toBe( 'de' );
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
