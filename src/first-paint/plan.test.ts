/**
 * The first-screen plan, decided from the route table as the router will render it: an embed's
 * chunks and call (from the one reading of the hash route), the chunks the build lists for the
 * head, the opening view an embed gets, and whether the pre-rendered opening fits the visitor.
 */
import { matchRoute } from '../app/route-table';
import {
	firstScreenOf,
	leadgenHeadChunks,
	openingViewOf,
	signedInChunks,
	viewFit,
	type FirstScreen,
	type Visitor,
} from './plan';

const screen = ( over: Partial< FirstScreen > ): FirstScreen => ( {
	popup: false,
	isLeadgen: false,
	signedIn: false,
	hash: '',
	...over,
} );

/**
 * The chunks of a first screen.
 *
 * @param over What differs from a visitor's full area at `#/`.
 */
const chunksOf = ( over: Partial< FirstScreen > ) =>
	firstScreenOf( screen( over ) ).chunks;

describe( 'firstScreenOf', () => {
	it( 'starts the sign-in container for a visitor, in a popup too; a signed-in popup its account view', () => {
		expect( chunksOf( {} ) ).toEqual( [ 'login' ] );
		expect( chunksOf( { hash: '#/login' } ) ).toEqual( [ 'login' ] );
		expect( chunksOf( { hash: '#/estates/101' } ) ).toEqual( [ 'login' ] );
		expect( chunksOf( { hash: '#/nowhere' } ) ).toEqual( [ 'login' ] );
		expect( chunksOf( { popup: true } ) ).toEqual( [ 'login' ] );
		expect( chunksOf( { popup: true, signedIn: true } ) ).toEqual( [
			'popup-account',
		] );
	} );

	it( 'starts the wizard for a visitor on a lead-generation page, but at #/login', () => {
		expect( chunksOf( { isLeadgen: true } ) ).toEqual( [ 'wizard' ] );
		expect( chunksOf( { isLeadgen: true, hash: '#/nowhere' } ) ).toEqual( [
			'wizard',
		] );
		expect( chunksOf( { isLeadgen: true, hash: '#/login' } ) ).toEqual( [
			'login',
		] );
		// The router matches paths regardless of case.
		expect( chunksOf( { isLeadgen: true, hash: '#/Login' } ) ).toEqual( [
			'login',
		] );
	} );

	it( 'starts the public pages’ chunk for everyone', () => {
		for ( const signedIn of [ false, true ] ) {
			expect(
				chunksOf( { signedIn, hash: '#/reset-password?token=x' } )
			).toEqual( [ 'auth-pages' ] );
			expect( chunksOf( { signedIn, hash: '#/verify-email' } ) ).toEqual(
				[ 'auth-pages' ]
			);
		}
	} );

	it( 'starts the shell and the routed screen for a signed-in customer', () => {
		const signedIn = ( hash: string, isLeadgen = false ) =>
			chunksOf( { signedIn: true, hash, isLeadgen } );
		expect( signedIn( '' ) ).toEqual( [ 'shell', 'dashboard' ] );
		expect( signedIn( '#/' ) ).toEqual( [ 'shell', 'dashboard' ] );
		expect( signedIn( '#/estates/101' ) ).toEqual( [ 'shell', 'estate' ] );
		expect( signedIn( '#/valuation' ) ).toEqual( [ 'shell', 'wizard' ] );
		expect( signedIn( '#/profile' ) ).toEqual( [ 'shell', 'profile' ] );
		expect( signedIn( '#/favorites' ) ).toEqual( [ 'shell' ] );
		// The sign-in route and unknown routes lead to the dashboard.
		expect( signedIn( '#/login' ) ).toEqual( [ 'shell', 'dashboard' ] );
		expect( signedIn( '#/nowhere' ) ).toEqual( [ 'shell', 'dashboard' ] );
		// A lead-generation page sends a signed-in customer from the dashboard route to the
		// wizard, but only where the page opened, not after a redirect.
		expect( signedIn( '#/', true ) ).toEqual( [ 'shell', 'wizard' ] );
		expect( signedIn( '#/nowhere', true ) ).toEqual( [
			'shell',
			'dashboard',
		] );
		expect( signedIn( '#/login', true ) ).toEqual( [
			'shell',
			'dashboard',
		] );
	} );

	it( 'starts the dashboard’s and an estate page’s call, with the routed estate as the router decodes it', () => {
		const callOf = ( hash: string, over: Partial< FirstScreen > = {} ) =>
			firstScreenOf( screen( { signedIn: true, hash, ...over } ) ).call;
		expect( callOf( '#/' ) ).toEqual( {
			call: 'estates',
			screen: 'dashboard',
		} );
		expect( callOf( '#/nowhere' ) ).toEqual( {
			call: 'estates',
			screen: 'dashboard',
		} );
		expect( callOf( '#/estates/101' ) ).toEqual( {
			call: 'estate',
			arg: '101',
			screen: 'estate',
		} );
		expect( callOf( '#/estates/101?tab=overview' ) ).toEqual( {
			call: 'estate',
			arg: '101',
			screen: 'estate',
		} );
		expect( callOf( '#/estates/a%20b' ) ).toEqual( {
			call: 'estate',
			arg: 'a b',
			screen: 'estate',
		} );
		expect( callOf( '#/profile' ) ).toBeUndefined();
		expect( callOf( '#/valuation' ) ).toBeUndefined();
		expect( callOf( '#/', { isLeadgen: true } ) ).toBeUndefined();
		expect(
			callOf( '#/estates/101', { signedIn: false } )
		).toBeUndefined();
		expect( callOf( '#/estates/101', { popup: true } ) ).toBeUndefined();
	} );
} );

describe( 'matchRoute', () => {
	it( 'matches a route as the router does: any case, a trailing slash, a decoded parameter', () => {
		expect( matchRoute( '/estates/101' )?.params ).toEqual( { id: '101' } );
		expect( matchRoute( '/estates/101/' )?.params ).toEqual( {
			id: '101',
		} );
		expect( matchRoute( '/Estates/a%2Fb' )?.params ).toEqual( {
			id: 'a/b',
		} );
		expect( matchRoute( '/PROFILE' )?.route.path ).toBe( '/profile' );
		expect( matchRoute( '/' )?.route.path ).toBe( '/' );
	} );

	it( 'matches nothing for other paths, a missing id, extra segments or an id it cannot decode', () => {
		expect( matchRoute( '/nowhere' ) ).toBeNull();
		expect( matchRoute( '/estates/' ) ).toBeNull();
		expect( matchRoute( '/estates/101/extra' ) ).toBeNull();
		expect( matchRoute( '/estates/%E0%A4%A' ) ).toBeNull();
	} );
} );

describe( 'what the build lists for the head', () => {
	it( 'preloads the wizard from a lead-generation page’s head', () => {
		expect( leadgenHeadChunks() ).toEqual( [ 'wizard' ] );
	} );

	it( 'lists the shell, the dashboard and the estate page for a signed-in customer', () => {
		expect( signedInChunks() ).toEqual( [
			'shell',
			'dashboard',
			'estate',
		] );
	} );
} );

describe( 'openingViewOf', () => {
	it( 'gives a lead-generation page the wizard, a popup none, the rest the auth view with the forward link’s notice for login', () => {
		const view = (
			over: Partial< Parameters< typeof openingViewOf >[ 0 ] >
		) =>
			openingViewOf( {
				popup: false,
				isLeadgen: false,
				initialView: '',
				hasForwardLink: false,
				...over,
			} );
		expect( view( {} ) ).toBe( 'login' );
		expect( view( { initialView: 'register' } ) ).toBe( 'register' );
		expect( view( { hasForwardLink: true } ) ).toBe( 'secret-sale-notice' );
		expect( view( { initialView: 'login', hasForwardLink: true } ) ).toBe(
			'secret-sale-notice'
		);
		// A forward link replaces only the login view.
		expect(
			view( { initialView: 'forgot-password', hasForwardLink: true } )
		).toBe( 'forgot-password' );
		expect( view( { isLeadgen: true, hasForwardLink: true } ) ).toBe(
			'wizard'
		);
		expect( view( { popup: true, isLeadgen: true } ) ).toBeNull();
	} );
} );

const NOW = Date.UTC( 2025, 0, 15, 12 );
const HOUR = 60 * 60 * 1000;

/**
 * A visitor of an English page with the language setting `auto`.
 *
 * @param over What differs.
 */
const visitor = ( over: Partial< Visitor > = {} ): Visitor => ( {
	cookies: '',
	token: null,
	hash: '',
	wizard: null,
	now: NOW,
	languageSetting: 'auto',
	siteLocale: 'en_US',
	...over,
} );

describe( 'viewFit', () => {
	it( 'keeps the text for a new visitor at the page, at the home route and at a route that leads home', () => {
		for ( const hash of [ '', '#', '#/', '#/nowhere' ] ) {
			expect( viewFit( visitor( { hash } ) ) ).toBe( 'text' );
		}
	} );

	it( "shows the skeleton at a customer's page other than home, where an e-mail's link leads", () => {
		for ( const hash of [
			'#/estates/101',
			'#/ESTATES/101/',
			'#/profile',
		] ) {
			expect( viewFit( visitor( { hash } ) ) ).toBe( 'skeleton' );
		}
	} );

	it( 'shows the skeleton for a signed-in customer', () => {
		expect( viewFit( visitor( { token: 'abc' } ) ) ).toBe( 'skeleton' );
		expect( viewFit( visitor( { token: '' } ) ) ).toBe( 'text' );
	} );

	it( 'shows the skeleton on the public routes, which have screens of their own', () => {
		for ( const hash of [
			'#/reset-password?token=x&email=a%40b.c',
			'#/verify-email?url=x',
			'#/RESET-PASSWORD',
		] ) {
			expect( viewFit( visitor( { hash } ) ) ).toBe( 'skeleton' );
		}
	} );

	it( 'marks the sign-in route, where a lead-generation page shows the sign-in form', () => {
		expect( viewFit( visitor( { hash: '#/login' } ) ) ).toBe(
			'sign-in-route'
		);
		expect( viewFit( visitor( { hash: '#/Login/' } ) ) ).toBe(
			'sign-in-route'
		);
	} );

	it( 'shows the skeleton while the tab holds the wizard’s progress or a valid estate token', () => {
		const stored = ( state: object ) =>
			visitor( { wizard: JSON.stringify( state ) } );
		expect( viewFit( stored( { step: 2, answers: {} } ) ) ).toBe(
			'skeleton'
		);
		expect(
			viewFit( stored( { step: 0, answers: { category: 'house' } } ) )
		).toBe( 'skeleton' );
		expect(
			viewFit(
				stored( { estateToken: 'tok', estateTokenAt: NOW - HOUR } )
			)
		).toBe( 'skeleton' );
		// An expired token (24 hours) starts the wizard afresh: its opening is right.
		expect(
			viewFit(
				stored( { estateToken: 'tok', estateTokenAt: NOW - 25 * HOUR } )
			)
		).toBe( 'text' );
		expect( viewFit( visitor( { wizard: '{broken' } ) ) ).toBe( 'text' );
	} );

	it( 'shows the skeleton when a language cookie names another shipped language than the page’s', () => {
		const wpml = ( code: string, over: Partial< Visitor > = {} ) =>
			visitor( {
				cookies: `wp-wpml_current_language=${ code }`,
				...over,
			} );
		expect( viewFit( wpml( 'de' ) ) ).toBe( 'skeleton' );
		expect( viewFit( visitor( { cookies: 'pll_language=fr' } ) ) ).toBe(
			'skeleton'
		);
		expect( viewFit( wpml( 'en' ) ) ).toBe( 'text' );
		// Not a shipped language: the app skips it, as the page did.
		expect( viewFit( wpml( 'ja' ) ) ).toBe( 'text' );
		expect( viewFit( wpml( 'de', { siteLocale: 'de_CH' } ) ) ).toBe(
			'text'
		);
		// A fixed language setting: cookies do not count.
		expect( viewFit( wpml( 'de', { languageSetting: 'fr' } ) ) ).toBe(
			'text'
		);
	} );
} );
