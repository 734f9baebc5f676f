/**
 * Runs before every component test file.
 */
import '@testing-library/jest-dom';
import { applyLanguage } from '../i18n/apply-language';
import { server } from './server';

beforeAll( () => server.listen( { onUnhandledRequest: 'error' } ) );
afterEach( () => {
	server.resetHandlers();
	window.localStorage.clear();
	for ( const cookie of document.cookie.split( ';' ) ) {
		const name = cookie.split( '=' )[ 0 ]?.trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
} );
afterAll( () => server.close() );

// Every test starts in English unless it loads a catalogue itself.
beforeEach( () => applyLanguage( 'en' ) );

// jsdom does not implement scrolling; the app scrolls to the top on route changes.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
