/**
 * The MSW server of the component tests. Unhandled requests fail the test
 * (`onUnhandledRequest: 'error'`), so every call a screen makes is one the test expects.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_API } from './test-config';
import { defaultBrokerSettings, ownerUser } from './fixtures';
import { wizardSettings } from './wizard/fixtures';

/**
 * Builds a URL of the test API.
 *
 * @param path A path below `/api/`.
 */
export const api = ( path: string ) => `${ TEST_API }/api/${ path }`;

/** Answers every test can rely on unless it overrides them with `server.use`. */
export const defaultHandlers = [
	http.get( api( 'user' ), () => HttpResponse.json( { data: ownerUser } ) ),
	http.get( api( 'settings/reporting/design' ), () =>
		HttpResponse.json( { data: defaultBrokerSettings } )
	),
	http.get( api( 'user/logout' ), () =>
		HttpResponse.json( { message: 'logged_out' } )
	),
	// The signed-in shell asks for the picture on every screen; no picture unless a test says so.
	http.get( api( 'user/profile-picture' ), () =>
		HttpResponse.json( { imageUrl: '' } )
	),
	// The valuation wizard (is-leadgen embeds) asks for its configuration when it opens.
	http.get( api( 'settings/valuation' ), () =>
		HttpResponse.json( wizardSettings() )
	),
];

export const server = setupServer( ...defaultHandlers );
