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
