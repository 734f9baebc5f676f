/**
 * `whenIdle`: work waits for the browser's idle callback (two seconds at the latest), and a
 * browser without idle callbacks runs it after 200 ms; either way it can be cancelled.
 * `whenLoadedAndIdle` waits for the page's `load` event first.
 */
import { whenIdle, whenLoadedAndIdle } from './when-idle';

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

describe( 'whenLoadedAndIdle', () => {
	const { requestIdleCallback } = window;
	let idle: IdleRequestCallback[];

	/** Runs the idle callbacks asked for so far. */
	const runIdle = () =>
		idle.forEach( ( callback ) =>
			callback( { didTimeout: false, timeRemaining: () => 10 } )
		);

	beforeEach( () => {
		idle = [];
		window.requestIdleCallback = ( callback ) => idle.push( callback );
	} );

	afterEach( () => {
		window.requestIdleCallback = requestIdleCallback;
		jest.restoreAllMocks();
	} );

	it( 'waits for the load event while the page loads, then for the idle callback', () => {
		jest.spyOn( document, 'readyState', 'get' ).mockReturnValue(
			'interactive'
		);
		const work = jest.fn();
		whenLoadedAndIdle( work );
		runIdle();
		expect( idle ).toHaveLength( 0 );
		window.dispatchEvent( new Event( 'load' ) );
		expect( work ).not.toHaveBeenCalled();
		runIdle();
		expect( work ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'only waits for the idle callback once the page has loaded', () => {
		const work = jest.fn();
		whenLoadedAndIdle( work );
		expect( idle ).toHaveLength( 1 );
		runIdle();
		expect( work ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not run work cancelled before the load event', () => {
		jest.spyOn( document, 'readyState', 'get' ).mockReturnValue(
			'loading'
		);
		const work = jest.fn();
		whenLoadedAndIdle( work )();
		window.dispatchEvent( new Event( 'load' ) );
		runIdle();
		expect( idle ).toHaveLength( 0 );
		expect( work ).not.toHaveBeenCalled();
	} );
} );
