/**
 * The wait for the largest picture (after-paint.ts): the callback waits for the picture to load
 * (or fail) and be decoded, then for the browser's report that it was painted; it comes soon
 * without a picture or without a report, after `PAINT_WAIT_MAX_MS` at the latest, once only, and
 * never after a cancel. jsdom paints nothing and reports nothing: its frames run on a timer, and a
 * stand-in observer reports what a browser would.
 */
import { waitFor } from '@testing-library/react';
import {
	afterLargestPicturePainted,
	afterPicturePainted,
	PAINT_WAIT_MAX_MS,
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
	Object.defineProperty( picture, 'naturalWidth', { value: 640 } );
	let settle: ( ok: boolean ) => void = () => {};
	const decoding = new Promise< void >( ( ok, fail ) => {
		settle = ( success ) =>
			success ? ok() : fail( new Error( 'EncodingError' ) );
	} );
	picture.decode = () => decoding;
	return {
		picture,
		decoded: () => settle( true ),
		decodeFails: () => settle( false ),
	};
}

/** Waits longer than the frames and the wait for a report take. */
const aWhile = () => new Promise( ( resolve ) => setTimeout( resolve, 300 ) );

afterEach( () => {
	jest.useRealTimers();
	document.body.replaceChildren();
	delete ( globalThis as { PerformanceObserver?: unknown } )
		.PerformanceObserver;
} );

it( 'waits for the load and the decode, then calls back once', async () => {
	const { picture, decoded } = loadingPicture();
	const callback = jest.fn();
	afterPicturePainted( picture, callback );
	await aWhile();
	expect( callback ).not.toHaveBeenCalled();
	picture.dispatchEvent( new Event( 'load' ) );
	await aWhile();
	expect( callback ).not.toHaveBeenCalled();
	decoded();
	await waitFor( () => expect( callback ).toHaveBeenCalledTimes( 1 ) );
	await aWhile();
	expect( callback ).toHaveBeenCalledTimes( 1 );
} );

it( 'does not hold the rest back for a picture that fails to load or to decode, or for none', async () => {
	const failing = loadingPicture();
	const [ failed, undecoded, none ] = [ jest.fn(), jest.fn(), jest.fn() ];
	afterPicturePainted( failing.picture, failed );
	failing.picture.dispatchEvent( new Event( 'error' ) );
	failing.decodeFails();
	const undecodable = loadingPicture();
	afterPicturePainted( undecodable.picture, undecoded );
	undecodable.picture.dispatchEvent( new Event( 'load' ) );
	undecodable.decodeFails();
	afterPicturePainted( null, none );
	for ( const callback of [ failed, undecoded, none ] ) {
		await waitFor( () => expect( callback ).toHaveBeenCalledTimes( 1 ) );
	}
} );

it( `comes after ${ PAINT_WAIT_MAX_MS } ms at the latest for a picture that never loads, and never once cancelled`, () => {
	jest.useFakeTimers();
	const late = jest.fn();
	const cancelled = jest.fn();
	afterPicturePainted( loadingPicture().picture, late );
	const cancel = afterPicturePainted( loadingPicture().picture, cancelled );
	cancel();
	jest.advanceTimersByTime( PAINT_WAIT_MAX_MS - 1 );
	expect( late ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 1 );
	expect( late ).toHaveBeenCalledTimes( 1 );
	expect( cancelled ).not.toHaveBeenCalled();
} );

describe( 'in a browser that reports its largest paint', () => {
	let report: ( element: Element ) => void;

	beforeEach( () => {
		const observers: Array<
			( list: PerformanceObserverEntryList ) => void
		> = [];
		report = ( element ) =>
			observers.forEach( ( notify ) =>
				notify( {
					getEntries: () => [ { element } ],
				} as unknown as PerformanceObserverEntryList )
			);
		(
			globalThis as { PerformanceObserver?: unknown }
		 ).PerformanceObserver = class {
			static supportedEntryTypes = [ 'largest-contentful-paint' ];
			private listening = true;
			constructor(
				private notify: ( list: PerformanceObserverEntryList ) => void
			) {}
			observe() {
				observers.push(
					( list ) => this.listening && this.notify( list )
				);
			}
			disconnect() {
				this.listening = false;
			}
		};
	} );

	it( 'calls back when the report names the picture, not another element', async () => {
		jest.useFakeTimers();
		const { picture, decoded } = loadingPicture();
		const callback = jest.fn();
		afterPicturePainted( picture, callback );
		picture.dispatchEvent( new Event( 'load' ) );
		decoded();
		// The picture is ready; no frame has been drawn yet.
		for ( let i = 0; i < 5; i++ ) {
			await Promise.resolve();
		}
		report( document.body );
		expect( callback ).not.toHaveBeenCalled();
		report( picture );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not wait the longest time when no report comes (a screen opened after an input)', async () => {
		const { picture, decoded } = loadingPicture();
		const callback = jest.fn();
		afterPicturePainted( picture, callback );
		picture.dispatchEvent( new Event( 'load' ) );
		decoded();
		await waitFor( () => expect( callback ).toHaveBeenCalledTimes( 1 ), {
			timeout: PAINT_WAIT_MAX_MS / 3,
		} );
	} );
} );

it( "waits for the page's largest picture, the one fetched with high priority", async () => {
	document.body.innerHTML =
		'<img src="/other.jpg" alt=""><img src="/cover.jpg" alt="" fetchpriority="high">';
	const cover =
		document.querySelector< HTMLImageElement >( '[fetchpriority]' )!;
	Object.defineProperty( cover, 'complete', {
		configurable: true,
		value: false,
	} );
	const callback = jest.fn();
	afterLargestPicturePainted( callback );
	await aWhile();
	expect( callback ).not.toHaveBeenCalled();
	cover.dispatchEvent( new Event( 'load' ) );
	await waitFor( () => expect( callback ).toHaveBeenCalledTimes( 1 ) );
} );
