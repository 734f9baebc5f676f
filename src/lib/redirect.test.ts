import { loginRedirect } from './redirect';

const SITE = 'https://broker.example';
const base = {
	forwardLink: '',
	siteOrigin: SITE,
	inPopup: false,
	forceRedirect: false,
	areaOnPage: true,
	areaUrl: '',
};
const AREA = `${ SITE }/customer-area/#/`;

describe( 'loginRedirect', () => {
	it( 'goes to the dashboard route when there is no forward link', () => {
		expect( loginRedirect( base ) ).toEqual( { kind: 'route', path: '/' } );
	} );

	it( 'stays put in a popup unless the redirect is forced', () => {
		expect( loginRedirect( { ...base, inPopup: true } ) ).toEqual( {
			kind: 'stay',
		} );
		expect(
			loginRedirect( { ...base, inPopup: true, forceRedirect: true } )
		).toEqual( {
			kind: 'route',
			path: '/',
		} );
	} );

	it( 'sends a forced popup to the dashboard route when the full area is on this page', () => {
		expect(
			loginRedirect( {
				...base,
				inPopup: true,
				forceRedirect: true,
				areaUrl: AREA,
			} )
		).toEqual( { kind: 'route', path: '/' } );
	} );

	it( 'sends an embed on a page without the full area to the customer area page', () => {
		expect(
			loginRedirect( {
				...base,
				inPopup: true,
				forceRedirect: true,
				areaOnPage: false,
				areaUrl: AREA,
			} )
		).toEqual( { kind: 'url', url: AREA } );
		// The wizard's login: not a popup, and no full area on its page.
		expect(
			loginRedirect( { ...base, areaOnPage: false, areaUrl: AREA } )
		).toEqual( { kind: 'url', url: AREA } );
	} );

	it( 'stays put when the customer must go to the customer area but the site has none', () => {
		expect(
			loginRedirect( {
				...base,
				inPopup: true,
				forceRedirect: true,
				areaOnPage: false,
			} )
		).toEqual( { kind: 'no-area' } );
		expect(
			loginRedirect( {
				...base,
				areaOnPage: false,
				areaUrl: 'https://evil.example/customer-area/#/',
			} )
		).toEqual( { kind: 'no-area' } );
	} );

	it( 'lets a popup without force-redirect stay, whatever the customer area page', () => {
		expect(
			loginRedirect( {
				...base,
				inPopup: true,
				areaOnPage: false,
				areaUrl: AREA,
			} )
		).toEqual( { kind: 'stay' } );
	} );

	it( 'follows a same-site forward link, also from a popup', () => {
		expect(
			loginRedirect( { ...base, forwardLink: '/immobilie/4711/' } )
		).toEqual( { kind: 'url', url: `${ SITE }/immobilie/4711/` } );
		expect(
			loginRedirect( {
				...base,
				inPopup: true,
				forwardLink: `${ SITE }/immobilie/4711/?x=1`,
			} )
		).toEqual( { kind: 'url', url: `${ SITE }/immobilie/4711/?x=1` } );
	} );

	it.each( [
		'//evil.example',
		'//evil.example/path',
		'https://evil.example',
		'https://evil.example/immobilie/4711/',
		'javascript:alert(1)',
		' JavaScript:alert(document.cookie)',
		'data:text/html,<script>alert(1)</script>',
		'https://broker.example@evil.example/',
		'/\\evil.example',
		'http://broker.example/',
	] )( 'never follows the hostile target %p', ( target ) => {
		const result = loginRedirect( { ...base, forwardLink: target } );
		expect( result ).toEqual( { kind: 'route', path: '/' } );
	} );
} );
