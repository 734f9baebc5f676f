/**
 * A controllable IntersectionObserver for tests (jsdom has none): `enter()` reports every observed
 * element, or the given one, as intersecting.
 */

type Callback = IntersectionObserverCallback;

/** The installed fake. */
export interface FakeIntersection {
	/** Reports elements as near the viewport. */
	enter: ( element?: Element ) => void;
	/** How many elements are watched now. */
	observedCount: () => number;
	/** Removes the fake. */
	restore: () => void;
}

/**
 * Installs the fake on `window`.
 */
export function installIntersectionObserver(): FakeIntersection {
	const observers = new Set< {
		callback: Callback;
		elements: Set< Element >;
		self: IntersectionObserver;
	} >();
	class FakeObserver {
		readonly root = null;
		readonly rootMargin: string;
		readonly thresholds = [ 0 ];
		private entry: {
			callback: Callback;
			elements: Set< Element >;
			self: IntersectionObserver;
		};

		constructor( callback: Callback, options?: IntersectionObserverInit ) {
			this.rootMargin = options?.rootMargin ?? '0px';
			this.entry = {
				callback,
				elements: new Set(),
				self: this as unknown as IntersectionObserver,
			};
			observers.add( this.entry );
		}

		observe( element: Element ) {
			this.entry.elements.add( element );
		}

		unobserve( element: Element ) {
			this.entry.elements.delete( element );
		}

		disconnect() {
			this.entry.elements.clear();
			observers.delete( this.entry );
		}

		takeRecords() {
			return [];
		}
	}
	const original = ( window as { IntersectionObserver?: unknown } )
		.IntersectionObserver;
	( window as { IntersectionObserver?: unknown } ).IntersectionObserver =
		FakeObserver;
	return {
		enter( element ) {
			for ( const observer of Array.from( observers ) ) {
				const targets = Array.from( observer.elements ).filter(
					( target ) => ! element || target === element
				);
				if ( targets.length > 0 ) {
					observer.callback(
						targets.map(
							( target ) =>
								( {
									isIntersecting: true,
									target,
									intersectionRatio: 1,
								} ) as unknown as IntersectionObserverEntry
						),
						observer.self
					);
				}
			}
		},
		observedCount: () =>
			Array.from( observers ).reduce(
				( sum, observer ) => sum + observer.elements.size,
				0
			),
		restore() {
			if ( original === undefined ) {
				delete ( window as { IntersectionObserver?: unknown } )
					.IntersectionObserver;
			} else {
				(
					window as { IntersectionObserver?: unknown }
				 ).IntersectionObserver = original;
			}
		},
	};
}
