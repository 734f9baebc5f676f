/**
 * The wait for the largest picture: work that waits until a screen's largest picture is on screen.
 * What lies below it (an estate's tabs, their code and their calls; the shell's profile picture)
 * then no longer shares the phone's bandwidth and main thread with the picture, which is what the
 * visitor waits for. It imports only a helper of src/lib, so the screens may use it. See
 * docs/architecture.md "First paint and start-up".
 */
import { settled } from '../lib/settled';

/** The longest wait for a picture, so that a slow or stalled one never holds the rest back. */
export const PAINT_WAIT_MAX_MS = 3000;

/** How long after the frames a browser's report of the picture's paint is awaited. */
export const REPORT_WAIT_MS = 100;

/**
 * A screen's largest picture (the dashboard's first card, an estate's cover): the one that loads
 * with `fetchpriority="high"`.
 */
export const LARGEST_PICTURE = 'img[fetchpriority="high"]';

/**
 * Resolves when a picture has loaded (or failed) and been decoded (or failed to: a picture that
 * cannot be decoded paints nothing, and the rest need not wait for it).
 *
 * @param picture The `<img>`.
 */
function pictureReady( picture: HTMLImageElement ): Promise< unknown > {
	const loaded = picture.complete ? Promise.resolve() : settled( picture );
	return loaded.then( () => picture.decode?.().catch( () => undefined ) );
}

/**
 * Calls back once a picture has been painted: loaded (or failed), decoded and shown. Where the
 * browser reports its largest paint, the report naming the picture is that moment (a frame is
 * presented a frame or two after it was drawn); no report comes for a picture smaller than one
 * painted before, nor after the visitor's first input (a screen opened from another), so it is
 * awaited for `REPORT_WAIT_MS` after two frames at most. Without a picture, after two frames; in
 * any case after `PAINT_WAIT_MAX_MS` at the latest.
 *
 * @param picture  The picture, or null when the screen shows none.
 * @param callback What to call, once.
 * @return Cancels the call if it has not happened yet.
 */
export function afterPicturePainted(
	picture: HTMLImageElement | null,
	callback: () => void
): () => void {
	const pending: Array< () => void > = [];
	let done = false;
	const cancel = () => {
		done = true;
		pending.forEach( ( stop ) => stop() );
	};
	const finish = () => {
		if ( ! done ) {
			cancel();
			callback();
		}
	};
	const latest = window.setTimeout( finish, PAINT_WAIT_MAX_MS );
	pending.push( () => window.clearTimeout( latest ) );
	void ( picture ? pictureReady( picture ) : Promise.resolve() ).then( () => {
		if ( done ) {
			return;
		}
		const reported =
			picture !== null &&
			picture.naturalWidth > 0 &&
			window.PerformanceObserver?.supportedEntryTypes?.includes(
				'largest-contentful-paint'
			);
		if ( reported ) {
			const observer = new PerformanceObserver( ( list ) => {
				if (
					list
						.getEntries()
						.some(
							( entry ) =>
								( entry as { element?: Element | null } )
									.element === picture
						)
				) {
					finish();
				}
			} );
			observer.observe( {
				type: 'largest-contentful-paint',
				buffered: true,
			} );
			pending.push( () => observer.disconnect() );
		}
		window.requestAnimationFrame( () =>
			window.requestAnimationFrame( () => {
				// After a cancel, `finish` does nothing: the wait needs no clearing.
				if ( reported ) {
					window.setTimeout( finish, REPORT_WAIT_MS );
				} else {
					finish();
				}
			} )
		);
	} );
	return cancel;
}

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
