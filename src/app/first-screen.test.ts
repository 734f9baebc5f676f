/**
 * Which chunks the entry starts beside `app` (the ones the route table renders first), and which
 * estate an estate page's hash names.
 */
import {
	firstScreenChunks,
	preloadChunkFiles,
	routedEstateId,
	type FirstScreen,
} from './first-screen';

const screen = ( over: Partial< FirstScreen > ): FirstScreen => ( {
	popup: false,
	isLeadgen: false,
	signedIn: false,
	hash: '',
	...over,
} );

describe( 'firstScreenChunks', () => {
	it( 'starts the sign-in container for a visitor, in a popup too; a signed-in popup its account view', () => {
		expect( firstScreenChunks( screen( {} ) ) ).toEqual( [ 'login' ] );
		expect( firstScreenChunks( screen( { hash: '#/login' } ) ) ).toEqual( [
			'login',
		] );
		expect( firstScreenChunks( screen( { popup: true } ) ) ).toEqual( [
			'login',
		] );
		expect(
			firstScreenChunks( screen( { popup: true, signedIn: true } ) )
		).toEqual( [ 'popup-account' ] );
	} );

	it( 'starts the wizard for a visitor on a lead-generation page, but at #/login', () => {
		expect( firstScreenChunks( screen( { isLeadgen: true } ) ) ).toEqual( [
			'wizard',
		] );
		expect(
			firstScreenChunks( screen( { isLeadgen: true, hash: '#/login' } ) )
		).toEqual( [ 'login' ] );
	} );

	it( 'starts the shell and the routed screen for a signed-in customer', () => {
		const signedIn = ( hash: string, isLeadgen = false ) =>
			firstScreenChunks( screen( { signedIn: true, hash, isLeadgen } ) );
		expect( signedIn( '' ) ).toEqual( [ 'shell', 'dashboard' ] );
		expect( signedIn( '#/' ) ).toEqual( [ 'shell', 'dashboard' ] );
		expect( signedIn( '#/estates/101' ) ).toEqual( [ 'shell', 'estate' ] );
		expect( signedIn( '#/valuation' ) ).toEqual( [ 'shell', 'wizard' ] );
		expect( signedIn( '#/profile' ) ).toEqual( [ 'shell' ] );
		// A lead-generation page sends a signed-in customer from the dashboard route to the wizard.
		expect( signedIn( '#/', true ) ).toEqual( [ 'shell', 'wizard' ] );
	} );
} );

describe( 'routedEstateId', () => {
	it( 'reads the id of an estate route as the router decodes it', () => {
		expect( routedEstateId( '#/estates/101' ) ).toBe( '101' );
		expect( routedEstateId( '#/estates/101?tab=overview' ) ).toBe( '101' );
		expect( routedEstateId( '#/estates/a%20b' ) ).toBe( 'a b' );
	} );

	it( 'names no estate on other routes, without an id, or with an id it cannot decode', () => {
		expect( routedEstateId( '' ) ).toBeNull();
		expect( routedEstateId( '#/' ) ).toBeNull();
		expect( routedEstateId( '#/profile' ) ).toBeNull();
		expect( routedEstateId( '#/estates/' ) ).toBeNull();
		expect( routedEstateId( '#/estates/101/extra' ) ).toBeNull();
		expect( routedEstateId( '#/estates/%E0%A4%A' ) ).toBeNull();
	} );
} );

describe( 'preloadChunkFiles', () => {
	afterEach( () => {
		document.head.innerHTML = '';
	} );

	const files = {
		shell: {
			js: [ 'https://site.example/build/shell.js?ver=1' ],
			css: [ 'https://site.example/build/shell.css' ],
		},
		dashboard: {
			js: [
				'https://site.example/build/82.js?ver=2',
				'https://site.example/build/dashboard.js?ver=3',
			],
			css: [],
		},
		estate: {
			js: [
				'https://site.example/build/82.js?ver=2',
				'https://site.example/build/estate.js?ver=4',
			],
			css: [],
		},
	};
	const hints = () =>
		Array.from(
			document.head.querySelectorAll< HTMLLinkElement >(
				'link[rel="preload"]'
			)
		).map( ( link ) => `${ link.getAttribute( 'as' ) } ${ link.href }` );

	it( 'preloads the files of the first screen’s chunks, styles first, each file once', () => {
		preloadChunkFiles( [ 'shell', 'dashboard', 'estate' ], files );
		expect( hints() ).toEqual( [
			'style https://site.example/build/shell.css',
			'script https://site.example/build/shell.js?ver=1',
			'script https://site.example/build/82.js?ver=2',
			'script https://site.example/build/dashboard.js?ver=3',
			'script https://site.example/build/estate.js?ver=4',
		] );
	} );

	it( 'preloads nothing for chunks the configuration does not name (a visitor’s sign-in form)', () => {
		preloadChunkFiles( [ 'login' ], files );
		preloadChunkFiles( [ 'wizard' ], files );
		expect( hints() ).toEqual( [] );
	} );
} );
