import { currentLinkPolicy } from './link-policy';

describe( 'currentLinkPolicy', () => {
	afterEach( () => {
		delete window.customerAreaConfig;
	} );

	it( 'takes the API base from the page configuration; tests are not a production build', () => {
		window.customerAreaConfig = { apiBase: 'http://127.0.0.1:8081/' };
		expect( currentLinkPolicy() ).toEqual( {
			production: false,
			apiBase: 'http://127.0.0.1:8081',
		} );
	} );

	it( 'has no API base when the page has no configuration', () => {
		expect( currentLinkPolicy().apiBase ).toBe( '' );
	} );
} );
