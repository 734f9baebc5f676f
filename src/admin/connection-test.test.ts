/**
 * The connection test on the settings page, driven as an administrator would: click the button,
 * read the result boxes. The browser's requests and the server's REST answer come from MSW.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { gate } from '@test-support/gate';
import { server } from '@test-support/server';
import { runTest, type PageData } from './connection-test';
import { apiTestUrl, geocoderTestUrl, isApiAnswer } from './browser-check';
import { parseServerProbe } from './server-check';

const DATA: PageData = {
	apiBase: 'https://api.broker-software.example',
	geocoderUrl: 'https://geo.example/search',
	siteOrigin: 'https://broker.example',
	restUrl: 'https://broker.example/wp-json/customer-area/v1/connection-test',
	nonce: 'n0nce',
};

const SERVER_OK = {
	url: 'x',
	reached: true,
	status: 200,
	ms: 12,
	expected: true,
	corsAllowsSite: true,
	error: '',
	redirectTo: '',
};

/**
 * Renders the page's markup and wires the button to the test, as the entry script does.
 *
 * @param data The page's data.
 */
function renderPage( data: PageData = DATA ) {
	document.body.innerHTML = `
		<button type="button" id="test">Test connection</button>
		<div id="results" aria-live="polite"></div>`;
	const button = screen.getByRole( 'button', {
		name: 'Test connection',
	} ) as HTMLButtonElement;
	const results = document.getElementById( 'results' ) as HTMLElement;
	button.addEventListener( 'click', () => {
		void runTest( data, button, results );
	} );
	return { button, results };
}

/**
 * The result box of one address.
 *
 * @param results The live region.
 * @param target  Which address.
 */
async function box( results: HTMLElement, target: 'api' | 'geocoder' ) {
	await waitFor( () =>
		expect(
			results.querySelector( `[data-target="${ target }"]` )
		).not.toBeNull()
	);
	return results.querySelector(
		`[data-target="${ target }"]`
	) as HTMLElement;
}

describe( 'the connection test', () => {
	it( 'sends the standard headers and no credentials, and reports a reachable API and geocoder', async () => {
		const seen: Record< string, string | null > = {};
		server.use(
			http.get( DATA.restUrl, ( { request } ) => {
				seen.nonce = request.headers.get( 'X-WP-Nonce' );
				return HttpResponse.json( {
					api: SERVER_OK,
					geocoder: SERVER_OK,
				} );
			} ),
			http.get( apiTestUrl( DATA.apiBase ), ( { request } ) => {
				seen.accept = request.headers.get( 'Accept' );
				seen.language = request.headers.get( 'Accept-Language' );
				seen.requestedWith = request.headers.get( 'X-Requested-With' );
				seen.brokerUrl = request.headers.get( 'X-Broker-Url' );
				seen.authorization = request.headers.get( 'Authorization' );
				return HttpResponse.json( { DEU: 'Deutschland' } );
			} ),
			http.get( DATA.geocoderUrl, ( { request } ) => {
				const url = new URL( request.url );
				seen.geocoderQuery = `${ url.searchParams.get(
					'city'
				) } ${ url.searchParams.get( 'postalcode' ) }`;
				seen.geocoderRequestedWith =
					request.headers.get( 'X-Requested-With' );
				return HttpResponse.json( [
					{ address: { state: 'Berlin', country_code: 'de' } },
				] );
			} )
		);
		const { button, results } = renderPage();

		await userEvent.click( button );

		const api = await box( results, 'api' );
		expect( api ).toHaveAttribute( 'data-verdict', 'reachable' );
		expect( api ).toHaveClass( 'notice-success' );
		expect( api ).toHaveTextContent(
			/Reachable: the API answered this browser with HTTP 200 in \d+ ms\./
		);
		expect( api ).toHaveTextContent(
			'From the server: HTTP 200 in 12 ms.'
		);
		expect( within( api ).getByText( DATA.apiBase ).tagName ).toBe(
			'CODE'
		);
		const geocoder = await box( results, 'geocoder' );
		expect( geocoder ).toHaveAttribute( 'data-verdict', 'reachable' );
		expect( seen ).toEqual( {
			nonce: 'n0nce',
			accept: 'application/json',
			language: 'en',
			requestedWith: 'XMLHttpRequest',
			brokerUrl: 'https://broker.example',
			authorization: null,
			geocoderQuery: 'Berlin 10115',
			geocoderRequestedWith: null,
		} );
		expect( button ).toBeEnabled();
		expect( button ).toHaveTextContent( 'Test connection' );
		expect( results ).not.toHaveAttribute( 'aria-busy' );
	} );

	it( 'names a CORS refusal when the server reaches the API and this browser does not', async () => {
		server.use(
			http.get( DATA.restUrl, () =>
				HttpResponse.json( { api: SERVER_OK, geocoder: SERVER_OK } )
			),
			http.get( apiTestUrl( DATA.apiBase ), () => HttpResponse.error() ),
			http.get( DATA.geocoderUrl, () => HttpResponse.json( [] ) )
		);
		const { button, results } = renderPage();

		await userEvent.click( button );

		const api = await box( results, 'api' );
		expect( api ).toHaveAttribute( 'data-verdict', 'cors' );
		expect( api ).toHaveClass( 'notice-error' );
		expect( api ).toHaveTextContent(
			'The server reaches the API (HTTP 200), but the API does not allow requests from this site’s origin https://broker.example (CORS)'
		);
		const geocoder = await box( results, 'geocoder' );
		expect( geocoder ).toHaveAttribute(
			'data-verdict',
			'unexpected-answer'
		);
	} );

	it( 'names a refused connection by its kind only, never with a transport message', async () => {
		const refused = {
			...SERVER_OK,
			reached: false,
			status: 0,
			expected: false,
			corsAllowsSite: false,
			error: 'refused',
			// An older server might still send one; it must not reach the page.
			message: 'cURL error 7: Failed to connect to 10.0.0.1 port 8443',
		};
		server.use(
			http.get( DATA.restUrl, () =>
				HttpResponse.json( { api: refused, geocoder: refused } )
			),
			http.get( apiTestUrl( DATA.apiBase ), () => HttpResponse.error() ),
			http.get( DATA.geocoderUrl, () => HttpResponse.error() )
		);
		const { button, results } = renderPage();

		await userEvent.click( button );

		const api = await box( results, 'api' );
		expect( api ).toHaveAttribute( 'data-verdict', 'cannot-connect' );
		expect( results ).not.toHaveTextContent( /cURL|10\.0\.0\.1|8443/ );
	} );

	it( 'names a redirect and a private address that the server did not request', async () => {
		server.use(
			http.get( DATA.restUrl, () =>
				HttpResponse.json( {
					api: {
						...SERVER_OK,
						status: 302,
						expected: false,
						error: 'redirect',
						redirectTo: 'https://login.broker-software.example',
					},
					geocoder: {
						...SERVER_OK,
						reached: false,
						status: 0,
						expected: false,
						error: 'private',
					},
				} )
			),
			http.get( apiTestUrl( DATA.apiBase ), () => HttpResponse.error() ),
			http.get( DATA.geocoderUrl, () => HttpResponse.error() )
		);
		const { button, results } = renderPage();

		await userEvent.click( button );

		const api = await box( results, 'api' );
		expect( api ).toHaveAttribute( 'data-verdict', 'redirect' );
		expect( api ).toHaveTextContent(
			'The address redirects to https://login.broker-software.example.'
		);
		expect( api ).toHaveTextContent(
			'From the server: HTTP 302 in 12 ms.'
		);
		const geocoder = await box( results, 'geocoder' );
		expect( geocoder ).toHaveAttribute( 'data-verdict', 'private' );
		expect( geocoder ).toHaveTextContent(
			'The server requests such addresses only in a development environment'
		);
	} );

	it( 'says the server’s check failed when its REST answer is unusable', async () => {
		server.use(
			http.get( DATA.restUrl, () =>
				HttpResponse.json( { code: 'rest_forbidden' }, { status: 403 } )
			),
			http.get( apiTestUrl( DATA.apiBase ), () => HttpResponse.error() ),
			http.get( DATA.geocoderUrl, () => HttpResponse.error() )
		);
		const { button, results } = renderPage();

		await userEvent.click( button );

		const api = await box( results, 'api' );
		expect( api ).toHaveAttribute( 'data-verdict', 'unknown' );
		expect( api ).toHaveTextContent(
			'The server’s own check did not answer; reload the page and try again.'
		);
	} );

	it( 'is busy while it runs, so it cannot be started twice', async () => {
		// The answer waits until the test has looked at the busy state.
		const { opened: answered, release } = gate();
		server.use(
			http.get( DATA.restUrl, async () => {
				await answered;
				return HttpResponse.json( { api: null, geocoder: null } );
			} )
		);
		const { button, results } = renderPage( {
			...DATA,
			apiBase: '',
			geocoderUrl: '',
		} );

		await userEvent.click( button );

		expect( button ).toBeDisabled();
		expect( button ).toHaveTextContent( 'Testing…' );
		expect( results ).toHaveAttribute( 'aria-busy', 'true' );
		release();
		const api = await box( results, 'api' );
		expect( api ).toHaveAttribute( 'data-verdict', 'not-set' );
		await waitFor( () => expect( button ).toBeEnabled() );
	} );
} );

describe( 'the answers', () => {
	it( 'tells the API’s answer from anything else', () => {
		expect( isApiAnswer( { DEU: 'Deutschland' } ) ).toBe( true );
		expect( isApiAnswer( {} ) ).toBe( true );
		expect( isApiAnswer( [] ) ).toBe( false );
		expect( isApiAnswer( null ) ).toBe( false );
		expect( isApiAnswer( { DEU: { name: 'Deutschland' } } ) ).toBe( false );
	} );

	it( 'builds the test URLs from the saved addresses', () => {
		expect( apiTestUrl( 'https://api.example/v2' ) ).toBe(
			'https://api.example/v2/api/onoffice/countries'
		);
		expect( geocoderTestUrl( 'https://geo.example/search?key=1' ) ).toBe(
			'https://geo.example/search?key=1&city=Berlin&postalcode=10115&format=json&addressdetails=1&accept-language=de'
		);
	} );

	it( 'reads the server’s probe like input from outside', () => {
		expect( parseServerProbe( SERVER_OK ) ).toEqual( {
			reached: true,
			status: 200,
			ms: 12,
			expected: true,
			error: '',
			redirectTo: '',
		} );
		expect(
			parseServerProbe( {
				...SERVER_OK,
				error: 'redirect',
				redirectTo: 'https://api.example',
				message: 'cURL error 47',
			} )
		).toEqual( {
			reached: true,
			status: 200,
			ms: 12,
			expected: true,
			error: 'redirect',
			redirectTo: 'https://api.example',
		} );
		expect( parseServerProbe( null ) ).toBeNull();
		expect(
			parseServerProbe( { ...SERVER_OK, error: 'boom' } )
		).toBeNull();
		expect(
			parseServerProbe( { ...SERVER_OK, status: '200' } )
		).toBeNull();
	} );
} );
