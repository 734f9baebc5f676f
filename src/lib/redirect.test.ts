import { loginRedirect } from './redirect';

const SITE = 'https://broker.example';
const base = {
	forwardLink: '',
	siteOrigin: SITE,
	inPopup: false,
	forceRedirect: false,
};

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
