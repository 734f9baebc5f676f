/**
 * `afterPicturePainted`: the callback waits for the picture to load (or fail), to be decoded and to
 * be shown in a frame that has been presented; it comes at once after the frames without a
 * picture, after `PAINT_WAIT_MAX_MS` at the latest, once only, and never after a cancel.
 */
import {
	afterLargestPicturePainted,
	afterNextFrames,
	afterPicturePainted,
	PAINT_WAIT_MAX_MS,
	REPORT_WAIT_MS,
} from './after-paint';

/** A picture that has not loaded yet, with a decode the test settles. */
function loadingPicture(): {
	picture: HTMLImageElement;
	decoded: () => void;
	decodeFails: () => void;
} {
	const picture = document.createElement( 'img' );
	Object.defineProperty( picture, 'complete', {
		configurable: true,
		value: false,
	} );
	let resolve = () => {};
	let reject = () => {};
	picture.decode = jest.fn(
		() =>
			new Promise< void >( ( ok, fail ) => {
				resolve = ok;
				reject = () => fail( new Error( 'EncodingError' ) );
			} )
	);
	return {
		picture,
		decoded: () => resolve(),
		decodeFails: () => reject(),
	};
}

/** Lets promise callbacks run. */
async function settle(): Promise< void > {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
}

describe( 'afterPicturePainted', () => {
	let frames: FrameRequestCallback[];

	/** Runs the frames asked for so far (not those they ask for). */
	const runFrames = () => {
		const now = frames;
		frames = [];
		now.forEach( ( frame ) => frame( 0 ) );
	};

	/** Two frames. */
	const presentFrames = () => {
		runFrames();
		runFrames();
	};

	beforeEach( () => {
		jest.useFakeTimers();
		frames = [];
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( frame ) => {
				frames.push( frame );
				return frames.length;
			}
		);
	} );

	afterEach( () => {
		jest.restoreAllMocks();
		jest.useRealTimers();
	} );

	it( 'waits for the load, the decode and two frames', async () => {
		const { picture, decoded } = loadingPicture();
		const painted = jest.fn();
		afterPicturePainted( picture, painted );
		await settle();
		presentFrames();
		expect( painted ).not.toHaveBeenCalled();

		picture.dispatchEvent( new Event( 'load' ) );
		await settle();
		presentFrames();
		expect( picture.decode ).toHaveBeenCalledTimes( 1 );
		expect( painted ).not.toHaveBeenCalled();

		decoded();
		await settle();
		runFrames();
		expect( painted ).not.toHaveBeenCalled();
		runFrames();
		expect( painted ).toHaveBeenCalledTimes( 1 );

		jest.advanceTimersByTime( PAINT_WAIT_MAX_MS );
		expect( painted ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not hold the rest back for a picture that fails to load or to decode', async () => {
		const { picture, decodeFails } = loadingPicture();
		const painted = jest.fn();
		afterPicturePainted( picture, painted );
		picture.dispatchEvent( new Event( 'error' ) );
		await settle();
		decodeFails();
		await settle();
		presentFrames();
		expect( painted ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'comes after the frames when the screen shows no picture', async () => {
		const painted = jest.fn();
		afterPicturePainted( null, painted );
		await settle();
		expect( painted ).not.toHaveBeenCalled();
		presentFrames();
		expect( painted ).toHaveBeenCalledTimes( 1 );
	} );

	it( `comes after ${ PAINT_WAIT_MAX_MS } ms at the latest, for a picture that never loads`, async () => {
		const { picture } = loadingPicture();
		const painted = jest.fn();
		afterPicturePainted( picture, painted );
		jest.advanceTimersByTime( PAINT_WAIT_MAX_MS - 1 );
		expect( painted ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( painted ).toHaveBeenCalledTimes( 1 );
		picture.dispatchEvent( new Event( 'load' ) );
		await settle();
		presentFrames();
		expect( painted ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'never calls back once cancelled', async () => {
		const { picture, decoded } = loadingPicture();
		const painted = jest.fn();
		const cancel = afterPicturePainted( picture, painted );
		picture.dispatchEvent( new Event( 'load' ) );
		decoded();
		await settle();
		cancel();
		presentFrames();
		jest.advanceTimersByTime( PAINT_WAIT_MAX_MS );
		expect( painted ).not.toHaveBeenCalled();
	} );

	it( "waits for the page's largest picture, the one fetched with high priority", async () => {
		const { picture, decoded } = loadingPicture();
		picture.setAttribute( 'fetchpriority', 'high' );
		const other = document.createElement( 'img' );
		document.body.append( other, picture );
		const painted = jest.fn();
		afterLargestPicturePainted( painted );
		await settle();
		presentFrames();
		expect( painted ).not.toHaveBeenCalled();
		picture.dispatchEvent( new Event( 'load' ) );
		await settle();
		decoded();
		await settle();
		presentFrames();
		expect( painted ).toHaveBeenCalledTimes( 1 );
		picture.remove();
		other.remove();
	} );

	describe( 'in a browser that reports its largest paint', () => {
		let report: ( entries: Array< { element: Element } > ) => void;
		const { PerformanceObserver: original } = window;

		beforeEach( () => {
			report = () => undefined;
			class Observer {
				static supportedEntryTypes = [ 'largest-contentful-paint' ];
				constructor(
					callback: ( list: { getEntries: () => unknown[] } ) => void
				) {
					report = ( entries ) =>
						callback( { getEntries: () => entries } );
				}
				observe() {}
				disconnect() {
					report = () => undefined;
				}
			}
			window.PerformanceObserver =
				Observer as unknown as typeof PerformanceObserver;
		} );

		afterEach( () => {
			window.PerformanceObserver = original;
		} );

		/** A loaded picture, decoded. */
		const shownPicture = () => {
			const { picture, decoded } = loadingPicture();
			Object.defineProperty( picture, 'naturalWidth', { value: 640 } );
			Object.defineProperty( picture, 'complete', { value: true } );
			return { picture, decoded };
		};

		it( 'calls back when the report names the picture', async () => {
			const { picture, decoded } = shownPicture();
			const painted = jest.fn();
			afterPicturePainted( picture, painted );
			await settle();
			decoded();
			await settle();
			report( [ { element: document.createElement( 'h1' ) } ] );
			expect( painted ).not.toHaveBeenCalled();
			report( [ { element: picture } ] );
			expect( painted ).toHaveBeenCalledTimes( 1 );
			presentFrames();
			jest.advanceTimersByTime( PAINT_WAIT_MAX_MS );
			expect( painted ).toHaveBeenCalledTimes( 1 );
		} );

		it( `waits ${ REPORT_WAIT_MS } ms after the frames for a report that does not come (a screen opened after an input)`, async () => {
			const { picture, decoded } = shownPicture();
			const painted = jest.fn();
			afterPicturePainted( picture, painted );
			await settle();
			decoded();
			await settle();
			presentFrames();
			jest.advanceTimersByTime( REPORT_WAIT_MS - 1 );
			expect( painted ).not.toHaveBeenCalled();
			jest.advanceTimersByTime( 1 );
			expect( painted ).toHaveBeenCalledTimes( 1 );
		} );
	} );

	it( 'afterNextFrames calls back after two frames, and not once cancelled', () => {
		const called = jest.fn();
		const cancelled = jest.fn();
		afterNextFrames( called );
		afterNextFrames( cancelled )();
		presentFrames();
		expect( called ).toHaveBeenCalledTimes( 1 );
		expect( cancelled ).not.toHaveBeenCalled();
	} );
} );
