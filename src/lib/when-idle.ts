/**
 * Work that must not compete with a first view: it runs once the main thread is idle, and within
 * two seconds at the latest (in a browser without idle callbacks, after 200 ms).
 *
 * @param work What can wait.
 * @return Cancels the work if it has not run yet.
 */
export function whenIdle( work: () => void ): () => void {
	if ( typeof window.requestIdleCallback === 'function' ) {
		const handle = window.requestIdleCallback( () => work(), {
			timeout: 2000,
		} );
		return () => window.cancelIdleCallback( handle );
	}
	const handle = window.setTimeout( work, 200 );
	return () => window.clearTimeout( handle );
}

/**
 * Work that must not compete with a first view's pictures either: it runs like `whenIdle`, but
 * only after the page's `load` event (the first view's files and pictures are in).
 *
 * @param work What can wait.
 * @return Cancels the work if it has not run yet.
 */
export function whenLoadedAndIdle( work: () => void ): () => void {
	if ( document.readyState === 'complete' ) {
		return whenIdle( work );
	}
	let cancel = () => {};
	const onLoad = () => {
		cancel = whenIdle( work );
	};
	window.addEventListener( 'load', onLoad, { once: true } );
	return () => {
		window.removeEventListener( 'load', onLoad );
		cancel();
	};
}
