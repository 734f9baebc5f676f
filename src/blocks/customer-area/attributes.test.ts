/**
 * The rules the block's sidebar and preview card apply: one mode instead of two switches, the
 * default view, the forward link's same-site check (the server's rule) and the second full area.
 */
import fc from 'fast-check';
import {
	attributesForMode,
	isForeignForwardLink,
	isSecondFullArea,
	modeOf,
	shownInitialView,
} from './attributes';

const SITE = 'https://broker.example';

describe( 'the mode', () => {
	it.each( [
		[ { isLeadgen: false, popup: false }, 'area' ],
		[ { isLeadgen: true, popup: false }, 'wizard' ],
		[ { isLeadgen: false, popup: true }, 'popup' ],
		// A hand-edited block with both: the page shows a popup, so the sidebar says so.
		[ { isLeadgen: true, popup: true }, 'popup' ],
	] )( '%p is %p', ( attributes, mode ) => {
		expect( modeOf( attributes ) ).toBe( mode );
	} );

	it( 'is one choice: choosing a mode never leaves wizard and popup on together', () => {
		for ( const mode of [ 'area', 'wizard', 'popup' ] as const ) {
			const attributes = attributesForMode( mode );
			expect( attributes.isLeadgen && attributes.popup ).toBe( false );
			expect( modeOf( attributes ) ).toBe( mode );
		}
	} );

	it( 'switches the popup’s redirect off when leaving the popup, and keeps it in the popup', () => {
		expect( attributesForMode( 'area' ).forceRedirect ).toBe( false );
		expect( attributesForMode( 'wizard' ).forceRedirect ).toBe( false );
		expect( attributesForMode( 'popup' ) ).not.toHaveProperty(
			'forceRedirect'
		);
	} );
} );

describe( 'the view visitors first see', () => {
	it( 'shows "login" as the default and anything unknown as the default', () => {
		expect( shownInitialView( 'login' ) ).toBe( '' );
		expect( shownInitialView( '' ) ).toBe( '' );
		expect( shownInitialView( 'register' ) ).toBe( 'register' );
		expect( shownInitialView( 'secret-sale-notice' ) ).toBe(
			'secret-sale-notice'
		);
		expect( shownInitialView( 'dashboard' ) ).toBe( '' );
		expect( shownInitialView( 42 ) ).toBe( '' );
	} );
} );

describe( 'the forward link check', () => {
	it.each( [
		[ '', false ],
		[ '   ', false ],
		[ '/offers/', false ],
		[ '/offers/?id=5#top', false ],
		[ `${ SITE }/offers/`, false ],
		[ 'HTTPS://BROKER.EXAMPLE/offers/', false ],
		[ 'https://broker.example:443/offers/', false ],
		[ 'https://evil.example/offers/', true ],
		[ 'http://broker.example/offers/', true ],
		[ 'https://broker.example:8443/', true ],
		[ '//evil.example/', true ],
		[ '/\\evil.example/', true ],
		[ 'offers/', true ],
		[ '?page=2', true ],
		[ 'javascript:alert(1)', true ],
		[ 'https://user@broker.example/', true ],
		[ '/offers/ now', true ],
		[ '/"><script>', true ],
	] )( '%p is foreign: %p', ( link, foreign ) => {
		expect( isForeignForwardLink( link, SITE ) ).toBe( foreign );
	} );

	it( 'accepts every plain path from the root and refuses every other host', () => {
		fc.assert(
			fc.property(
				// Paths from the root, without the characters the server refuses outright.
				fc
					.webPath()
					.filter( ( path ) =>
						/^\/(?!\/)[^\s\\<>"'`]*$/.test( path )
					),
				( path ) => ! isForeignForwardLink( path, SITE )
			)
		);
		fc.assert(
			fc.property(
				fc.webUrl( { validSchemes: [ 'https' ] } ),
				( url ) =>
					new URL( url ).origin === SITE ||
					isForeignForwardLink( url, SITE )
			)
		);
	} );
} );

describe( 'the second full area', () => {
	const blocks = [
		{ clientId: 'popup-1', attributes: { popup: true } },
		{ clientId: 'wizard', attributes: { popup: false } },
		{ clientId: 'popup-2', attributes: { popup: true } },
		{ clientId: 'area', attributes: { popup: false } },
	];

	it( 'is every full area after the first; popups never are', () => {
		expect( isSecondFullArea( 'wizard', blocks ) ).toBe( false );
		expect( isSecondFullArea( 'area', blocks ) ).toBe( true );
		expect( isSecondFullArea( 'popup-1', blocks ) ).toBe( false );
		expect( isSecondFullArea( 'popup-2', blocks ) ).toBe( false );
		expect( isSecondFullArea( 'unknown', blocks ) ).toBe( false );
		expect( isSecondFullArea( 'area', [ blocks[ 3 ]! ] ) ).toBe( false );
	} );
} );
