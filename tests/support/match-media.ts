/**
 * A controllable `window.matchMedia` for tests of width-dependent layouts (jsdom has none).
 */

/**
 * Installs matchMedia answering min-width queries for `width`; returns a function that changes the
 * width and notifies listeners, like resizing the window.
 *
 * @param width The viewport width in CSS pixels.
 */
export function mockViewportWidth( width: number ): ( next: number ) => void {
	let current = width;
	const listeners = new Set< () => void >();
	const matches = ( query: string ) => {
		const min = /min-width:\s*(\d+)px/.exec( query );
		return min ? current >= Number( min[ 1 ] ) : false;
	};
	Object.defineProperty( window, 'matchMedia', {
		configurable: true,
		writable: true,
		value: ( query: string ) => ( {
			get matches() {
				return matches( query );
			},
			media: query,
			onchange: null,
			addEventListener: ( _type: string, listener: () => void ) =>
				listeners.add( listener ),
			removeEventListener: ( _type: string, listener: () => void ) =>
				listeners.delete( listener ),
			addListener: ( listener: () => void ) => listeners.add( listener ),
			removeListener: ( listener: () => void ) =>
				listeners.delete( listener ),
			dispatchEvent: () => true,
		} ),
	} );
	return ( next: number ) => {
		current = next;
		listeners.forEach( ( listener ) => listener() );
	};
}

/**
 * Removes the mock again.
 */
export function restoreMatchMedia(): void {
	delete ( window as { matchMedia?: unknown } ).matchMedia;
}
