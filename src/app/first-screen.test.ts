/**
 * What the entry starts beside `app` for an embed's first screen, decided from the route table as
 * the router will render it: the chunks, and the call with its argument from the one reading of the
 * hash route.
 */
import {
	configChunks,
	firstScreenOf,
	leadgenHeadChunks,
	matchRoute,
	preloadChunkFiles,
	preloadPicture,
	type FirstScreen,
} from './first-screen';

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
		expect( callOf( '#/' ) ).toEqual( { chunk: 'dashboard-data' } );
		expect( callOf( '#/nowhere' ) ).toEqual( { chunk: 'dashboard-data' } );
		expect( callOf( '#/estates/101' ) ).toEqual( {
			chunk: 'estate-data',
			arg: '101',
		} );
		expect( callOf( '#/estates/101?tab=overview' ) ).toEqual( {
			chunk: 'estate-data',
			arg: '101',
		} );
		expect( callOf( '#/estates/a%20b' ) ).toEqual( {
			chunk: 'estate-data',
			arg: 'a b',
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

describe( 'what the build writes for the PHP side', () => {
	it( 'preloads `app` and the wizard from a lead-generation page’s head', () => {
		expect( leadgenHeadChunks() ).toEqual( [ 'app', 'wizard' ] );
	} );

	it( 'puts `app`, the shell’s, the dashboard’s and the estate page’s files and their data chunks in the configuration', () => {
		expect( configChunks() ).toEqual( [
			'app',
			'shell',
			'dashboard',
			'estate',
			'dashboard-data',
			'estate-data',
		] );
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

	it( 'adds no second link for a file the page already preloads (the head’s script and the entry both ask)', () => {
		preloadChunkFiles( [ 'shell' ], files );
		preloadChunkFiles( [ 'shell', 'dashboard' ], files );
		expect( hints() ).toEqual( [
			'style https://site.example/build/shell.css',
			'script https://site.example/build/shell.js?ver=1',
			'script https://site.example/build/82.js?ver=2',
			'script https://site.example/build/dashboard.js?ver=3',
		] );
	} );
} );

describe( 'preloadPicture', () => {
	afterEach( () => {
		document.head.innerHTML = '';
	} );

	it( 'preloads a picture once, in the widths the screen picks from, before the page’s other images, and nothing for none', () => {
		const picture = {
			src: 'https://api.example/media/estates/101-1.jpg?w=640',
			srcSet: 'https://api.example/media/estates/101-1.jpg?w=320 320w, https://api.example/media/estates/101-1.jpg?w=640 640w',
			sizes: 'calc(100vw - 4rem)',
		};
		preloadPicture( null );
		preloadPicture( picture );
		preloadPicture( picture );
		expect(
			Array.from(
				document.head.querySelectorAll< HTMLLinkElement >(
					'link[rel="preload"]'
				),
				( link ) => [
					link.getAttribute( 'as' ),
					link.href,
					link.getAttribute( 'imagesrcset' ),
					link.getAttribute( 'imagesizes' ),
					link.getAttribute( 'fetchpriority' ),
				]
			)
		).toEqual( [
			[ 'image', picture.src, picture.srcSet, picture.sizes, 'high' ],
		] );
	} );
} );
