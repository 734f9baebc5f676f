/**
 * Work that waits until a screen's largest picture is on screen: what lies below it (an estate's
 * tabs, their code and their calls) then no longer shares the phone's bandwidth and main thread
 * with the picture, which is what the visitor waits for. See docs/architecture.md "The largest
 * element first, the rest one step later".
 */

/** The longest wait for a picture, so that a slow or stalled one never holds the rest back. */
export const PAINT_WAIT_MAX_MS = 3000;

/** How long after the frames a browser's report of the picture's paint is awaited. */
export const REPORT_WAIT_MS = 100;

/**
 * Calls back as the frame after the next one begins: the next frame has then been drawn (it may
 * be presented on screen a frame later still, see `afterPicturePainted`).
 *
 * @param callback What to call.
 * @return Cancels the call if it has not happened yet.
 */
export function afterNextFrames( callback: () => void ): () => void {
	let cancelled = false;
	window.requestAnimationFrame( () =>
		window.requestAnimationFrame( () => {
			if ( ! cancelled ) {
				callback();
			}
		} )
	);
	return () => {
		cancelled = true;
	};
}

/**
 * Resolves when a picture has loaded or failed.
 *
 * @param picture The `<img>`.
 */
function pictureSettled( picture: HTMLImageElement ): Promise< void > {
	if ( picture.complete ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		picture.addEventListener( 'load', () => resolve(), { once: true } );
		picture.addEventListener( 'error', () => resolve(), { once: true } );
	} );
}

/**
 * Calls back when the browser reports the picture as its largest contentful paint.
 *
 * @param picture  The picture.
 * @param callback What to call.
 * @return Stops watching; null where the browser reports no largest paints.
 */
function whenReportedPainted(
	picture: HTMLImageElement,
	callback: () => void
): ( () => void ) | null {
	if (
		typeof PerformanceObserver === 'undefined' ||
		! PerformanceObserver.supportedEntryTypes?.includes(
			'largest-contentful-paint'
		)
	) {
		return null;
	}
	const observer = new PerformanceObserver( ( list ) => {
		const named = list
			.getEntries()
			.some(
				( entry ) =>
					( entry as PerformanceEntry & { element?: Element | null } )
						.element === picture
			);
		if ( named ) {
			observer.disconnect();
			callback();
		}
	} );
	observer.observe( { type: 'largest-contentful-paint', buffered: true } );
	return () => observer.disconnect();
}

/**
 * Calls back once a picture has been painted: loaded (or failed), decoded and shown in a frame (in
 * a browser that reports its largest paint: once that report names the picture); or after the
 * next frames when there is no picture; or after `PAINT_WAIT_MAX_MS` at the latest, e.g. for a
 * picture smaller than a larger one painted before, which the browser does not report.
 *
 * @param picture  The picture, or null when the screen shows none.
 * @param callback What to call, once.
 * @return Cancels the call if it has not happened yet.
 */
export function afterPicturePainted(
	picture: HTMLImageElement | null,
	callback: () => void
): () => void {
	let done = false;
	let cancelFrames = () => {};
	const finish = () => {
		if ( ! done ) {
			done = true;
			window.clearTimeout( latest );
			cancelFrames();
			callback();
		}
	};
	const latest = window.setTimeout( finish, PAINT_WAIT_MAX_MS );
	const ready = picture
		? pictureSettled( picture ).then( () =>
				// A picture that cannot be decoded paints nothing; the rest need not wait for it.
				typeof picture.decode === 'function'
					? picture.decode().catch( () => undefined )
					: undefined
			)
		: Promise.resolve();
	void ready.then( () => {
		if ( done ) {
			return;
		}
		// Where the browser reports its largest paint, the report naming a picture it could show
		// is the exact moment (a frame is presented a frame or two after it was drawn); it never
		// comes for a picture smaller than one painted before, nor after the visitor's first
		// input (a screen opened from another), so it is awaited for `REPORT_WAIT_MS` at most.
		const stopWatching =
			picture && picture.naturalWidth > 0
				? whenReportedPainted( picture, finish )
				: null;
		let reportWait = 0;
		const cancelNextFrames = afterNextFrames( () => {
			if ( stopWatching ) {
				reportWait = window.setTimeout( finish, REPORT_WAIT_MS );
			} else {
				finish();
			}
		} );
		cancelFrames = () => {
			cancelNextFrames();
			stopWatching?.();
			window.clearTimeout( reportWait );
		};
	} );
	return () => {
		done = true;
		window.clearTimeout( latest );
		cancelFrames();
	};
}

/**
 * A screen's largest picture (the dashboard's first card, an estate's cover): the one that loads
 * with `fetchpriority="high"` (docs/architecture.md "Nothing jumps while loading").
 */
export const LARGEST_PICTURE = 'img[fetchpriority="high"]';

/**
 * `afterPicturePainted` for the page's largest picture, if one shows now.
 *
 * @param callback What to call, once.
 * @return Cancels the call if it has not happened yet.
 */
export function afterLargestPicturePainted( callback: () => void ): () => void {
	return afterPicturePainted(
		document.querySelector< HTMLImageElement >( LARGEST_PICTURE ),
		callback
	);
}
