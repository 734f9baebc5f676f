/**
 * The head script's decision: the pre-rendered first screen shows only when the visitor will see
 * it; every other case gets the skeleton (or, on the sign-in route, the class that turns the
 * wizard's text into the skeleton). The built script runs the same module (`markFirstView`).
 */
import { WIZARD_STORAGE_KEY } from '../../features/wizard/constants';
import { firstViewFit, type VisitorState } from './first-view-fit';
import { FIT_CLASS, markFirstView } from './head-script';

const NOW = Date.UTC( 2025, 0, 15, 12 );
const HOUR = 60 * 60 * 1000;
const AUTO = { setting: 'auto', siteLocale: 'en_US' };

const visitor = ( state: Partial< VisitorState > = {} ): VisitorState => ( {
	cookies: '',
	hash: '',
	wizard: null,
	now: NOW,
	...state,
} );

describe( 'firstViewFit', () => {
	it( 'keeps the text for a new visitor at the page, at the home route and at a route that leads home', () => {
		for ( const hash of [ '', '#', '#/', '#/nowhere' ] ) {
			expect( firstViewFit( visitor( { hash } ), AUTO ) ).toBe( 'text' );
		}
	} );

	it( "shows the skeleton at a customer's page other than home, where an e-mail's link leads", () => {
		for ( const hash of [
			'#/estates/101',
			'#/ESTATES/101/',
			'#/profile',
		] ) {
			expect( firstViewFit( visitor( { hash } ), AUTO ) ).toBe(
				'skeleton'
			);
		}
	} );

	it( 'shows the skeleton for a signed-in customer', () => {
		expect(
			firstViewFit(
				visitor( { cookies: 'a=1; laravel_user_token=abc' } ),
				AUTO
			)
		).toBe( 'skeleton' );
		expect(
			firstViewFit( visitor( { cookies: 'laravel_user_token=' } ), AUTO )
		).toBe( 'text' );
	} );

	it( 'shows the skeleton on the public routes, which have screens of their own', () => {
		for ( const hash of [
			'#/reset-password?token=x&email=a%40b.c',
			'#/verify-email?url=x',
			'#/RESET-PASSWORD',
		] ) {
			expect( firstViewFit( visitor( { hash } ), AUTO ) ).toBe(
				'skeleton'
			);
		}
	} );

	it( 'marks the sign-in route, where a lead-generation page shows the sign-in form', () => {
		expect( firstViewFit( visitor( { hash: '#/login' } ), AUTO ) ).toBe(
			'sign-in-route'
		);
		expect( firstViewFit( visitor( { hash: '#/Login/' } ), AUTO ) ).toBe(
			'sign-in-route'
		);
	} );

	it( 'shows the skeleton while the tab holds the wizard’s progress or a valid estate token', () => {
		const stored = ( state: object ) =>
			visitor( { wizard: JSON.stringify( state ) } );
		expect( firstViewFit( stored( { step: 2, answers: {} } ), AUTO ) ).toBe(
			'skeleton'
		);
		expect(
			firstViewFit(
				stored( { step: 0, answers: { category: 'house' } } ),
				AUTO
			)
		).toBe( 'skeleton' );
		expect(
			firstViewFit(
				stored( { estateToken: 'tok', estateTokenAt: NOW - HOUR } ),
				AUTO
			)
		).toBe( 'skeleton' );
		// An expired token (24 hours) starts the wizard afresh: its first screen is right.
		expect(
			firstViewFit(
				stored( {
					estateToken: 'tok',
					estateTokenAt: NOW - 25 * HOUR,
				} ),
				AUTO
			)
		).toBe( 'text' );
		expect( firstViewFit( visitor( { wizard: '{broken' } ), AUTO ) ).toBe(
			'text'
		);
	} );

	it( 'shows the skeleton when a language cookie names another shipped language than the page’s', () => {
		const wpml = ( code: string ) =>
			visitor( { cookies: `wp-wpml_current_language=${ code }` } );
		expect( firstViewFit( wpml( 'de' ), AUTO ) ).toBe( 'skeleton' );
		expect(
			firstViewFit( visitor( { cookies: 'pll_language=fr' } ), AUTO )
		).toBe( 'skeleton' );
		expect( firstViewFit( wpml( 'en' ), AUTO ) ).toBe( 'text' );
		// Not a shipped language: the app skips it, as the page did.
		expect( firstViewFit( wpml( 'ja' ), AUTO ) ).toBe( 'text' );
		expect(
			firstViewFit( wpml( 'de' ), {
				setting: 'auto',
				siteLocale: 'de_CH',
			} )
		).toBe( 'text' );
		// A fixed language setting: cookies do not count.
		expect(
			firstViewFit( wpml( 'de' ), { setting: 'fr', siteLocale: 'en_US' } )
		).toBe( 'text' );
	} );
} );

describe( 'markFirstView (the head script)', () => {
	const html = document.documentElement;
	const script = ( data: Record< string, string > ) => {
		const element = document.createElement( 'script' );
		Object.assign( element.dataset, data );
		return element;
	};

	afterEach( () => {
		html.className = '';
		window.sessionStorage.clear();
		window.location.hash = '';
		document.cookie = 'wp-wpml_current_language=; max-age=0';
	} );

	it( 'leaves <html> alone when the text fits', () => {
		markFirstView(
			script( { languageSetting: 'auto', siteLocale: 'en_US' } )
		);
		expect( html.className ).toBe( '' );
	} );

	it( 'reads the cookie, the hash and the session storage of the page', () => {
		document.cookie = 'wp-wpml_current_language=de';
		markFirstView(
			script( { languageSetting: 'auto', siteLocale: 'en_US' } )
		);
		expect( html ).toHaveClass( FIT_CLASS.skeleton );
		html.className = '';
		markFirstView(
			script( { languageSetting: 'auto', siteLocale: 'de_DE' } )
		);
		expect( html.className ).toBe( '' );

		document.cookie = 'wp-wpml_current_language=; max-age=0';
		window.location.hash = '#/login';
		markFirstView( script( {} ) );
		expect( html ).toHaveClass( FIT_CLASS[ 'sign-in-route' ] );

		html.className = '';
		window.location.hash = '';
		window.sessionStorage.setItem(
			WIZARD_STORAGE_KEY,
			JSON.stringify( { step: 3 } )
		);
		markFirstView( script( {} ) );
		expect( html ).toHaveClass( FIT_CLASS.skeleton );
	} );
} );
