/**
 * `whenIdle`: work waits for the browser's idle callback (two seconds at the latest), and a
 * browser without idle callbacks runs it after 200 ms; either way it can be cancelled.
 */
import { whenIdle } from './when-idle';

describe( 'whenIdle', () => {
	const { requestIdleCallback, cancelIdleCallback } = window;

	afterEach( () => {
		window.requestIdleCallback = requestIdleCallback;
		window.cancelIdleCallback = cancelIdleCallback;
		jest.useRealTimers();
	} );

	it( 'asks for an idle callback with a two-second limit and runs the work in it', () => {
		const callbacks: IdleRequestCallback[] = [];
		const request = jest.fn( ( callback: IdleRequestCallback ) => {
			callbacks.push( callback );
			return 7;
		} );
		window.requestIdleCallback = request;
		const work = jest.fn();
		whenIdle( work );
		expect( request ).toHaveBeenCalledWith( expect.any( Function ), {
			timeout: 2000,
		} );
		expect( work ).not.toHaveBeenCalled();
		callbacks[ 0 ]?.( { didTimeout: false, timeRemaining: () => 10 } );
		expect( work ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'cancels the idle callback it asked for', () => {
		window.requestIdleCallback = () => 7;
		const cancel = jest.fn();
		window.cancelIdleCallback = cancel;
		whenIdle( jest.fn() )();
		expect( cancel ).toHaveBeenCalledWith( 7 );
	} );

	describe( 'in a browser without idle callbacks', () => {
		beforeEach( () => {
			jest.useFakeTimers();
			Reflect.deleteProperty( window, 'requestIdleCallback' );
		} );

		it( 'runs the work after 200 ms', () => {
			const work = jest.fn();
			whenIdle( work );
			jest.advanceTimersByTime( 199 );
			expect( work ).not.toHaveBeenCalled();
			jest.advanceTimersByTime( 1 );
			expect( work ).toHaveBeenCalledTimes( 1 );
		} );

		it( 'does not run cancelled work', () => {
			const work = jest.fn();
			whenIdle( work )();
			jest.advanceTimersByTime( 1000 );
			expect( work ).not.toHaveBeenCalled();
		} );
	} );
} );
