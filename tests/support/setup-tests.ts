/**
 * Runs before every component test file.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { applyLanguage } from '../../src/i18n/apply-language';
import { server } from './server';

// A lazy screen's first load compiles its modules; beside the other suites on a busy machine that
// can take longer than the default second of waiting (findBy… / waitFor), which made tests flaky.
configure( { asyncUtilTimeout: 5000 } );

// jsdom has no idle callbacks, so `whenIdle` would fall back to a 200 ms timer on every render of
// the shell (its profile picture). The browser runs such work once the main thread is idle; here
// that is the next task.
window.requestIdleCallback = ( callback ) =>
	window.setTimeout( () =>
		callback( { didTimeout: false, timeRemaining: () => 50 } )
	);
window.cancelIdleCallback = ( handle ) => window.clearTimeout( handle );

// jsdom loads no pictures, and its `complete` stays false for a picture with a `src`, which in a
// browser turns true once the picture has loaded or failed. A screen's later parts wait for its
// largest picture (src/first-paint/after-paint.ts); here every picture counts as loaded, as one from the
// browser's cache. A test of that wait makes a picture's `complete` false itself.
Object.defineProperty( HTMLImageElement.prototype, 'complete', {
	configurable: true,
	get: () => true,
} );

// MSW's 'error' strategy only prints and fails the request; a screen may swallow that failure
// (logged-only calls), so an unexpected request is also collected and fails the test that made it.
const unhandled: string[] = [];
beforeAll( () =>
	server.listen( {
		onUnhandledRequest: ( request, print ) => {
			unhandled.push( `${ request.method } ${ request.url }` );
			print.error();
		},
	} )
);
afterEach( () => {
	server.resetHandlers();
	const unexpected = unhandled.splice( 0 );
	if ( unexpected.length > 0 ) {
		throw new Error(
			`The test made requests no handler expected: ${ unexpected.join( ', ' ) }`
		);
	}
	window.localStorage.clear();
	window.sessionStorage.clear();
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
