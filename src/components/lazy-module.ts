/**
 * A lazy chunk that parts of a screen render from once it is there, fetched ahead of need: the
 * screen calls `preload` when the visitor starts using it, so the chunk is usually in place before
 * a part asks for it, and a part that asks renders at once, without a loading frame (unlike
 * `React.lazy`, whose first render always suspends). Until then `useChunk` says it is loading; a failed
 * download (offline) is logged, said, and not kept: `retry` tries again.
 */
import { useEffect, useReducer, useState, type RefObject } from 'react';
import { logFailure } from '../lib/log';

/** What a part sees of the chunk. */
export interface LazyModuleState< Module > {
	/** The module once it is there, else null. */
	module: Module | null;
	/** The download failed; `retry` starts it again. */
	failed: boolean;
	/** Tries the download again after a failure. */
	retry: () => void;
}

/** A lazy chunk shared by the parts that render from it. */
export interface LazyModule< Module > {
	/** Starts the download unless it is there or on its way; a failure waits for a part. */
	preload: () => void;
	/**
	 * The chunk for a part (a hook). A part that needs it starts the download.
	 *
	 * @param needed Whether the part renders from it now.
	 */
	useChunk: ( needed: boolean ) => LazyModuleState< Module >;
}

/**
 * Wraps a chunk's loader.
 *
 * @param name What the chunk holds, for the log.
 * @param load The chunk's `import()`.
 * @return The shared chunk.
 */
export function lazyModule< Module >(
	name: string,
	load: () => Promise< Module >
): LazyModule< Module > {
	let loaded: Module | null = null;
	let pending: Promise< Module > | null = null;

	const start = (): Promise< Module > => {
		if ( ! pending ) {
			pending = load().then(
				( module ) => {
					loaded = module;
					return module;
				},
				( error: unknown ) => {
					// Not kept: the next start tries again.
					pending = null;
					logFailure( `${ name } could not be loaded`, error );
					throw error;
				}
			);
		}
		return pending;
	};

	const preload = () => {
		if ( ! loaded ) {
			start().catch( () => undefined );
		}
	};

	const useChunk = ( needed: boolean ): LazyModuleState< Module > => {
		const [ , arrived ] = useReducer( ( count: number ) => count + 1, 0 );
		const [ failed, setFailed ] = useState( false );
		// A failure waits for `retry`, which clears it and so starts the download again.
		useEffect( () => {
			if ( ! needed || loaded || failed ) {
				return undefined;
			}
			let live = true;
			start().then(
				() => live && arrived(),
				() => live && setFailed( true )
			);
			return () => {
				live = false;
			};
		}, [ needed, failed ] );
		return {
			module: loaded,
			failed: failed && ! loaded,
			retry: () => setFailed( false ),
		};
	};

	return { preload, useChunk };
}

/** The events that say a visitor started using an area. */
const FIRST_USE_EVENTS = [ 'pointerdown', 'keydown', 'focusin' ] as const;

/**
 * Runs `preload` once, when the visitor first presses, types or moves focus in the area.
 *
 * @param area    The area (mounted with the component and kept).
 * @param preload What to start, e.g. a LazyModule's `preload` (stable).
 */
export function usePreloadOnFirstUse(
	area: RefObject< HTMLElement >,
	preload: () => void
): void {
	useEffect( () => {
		const element = area.current;
		if ( ! element ) {
			return undefined;
		}
		const stop = () =>
			FIRST_USE_EVENTS.forEach( ( type ) =>
				element.removeEventListener( type, used )
			);
		function used() {
			stop();
			preload();
		}
		FIRST_USE_EVENTS.forEach( ( type ) =>
			element.addEventListener( type, used )
		);
		return stop;
	}, [ area, preload ] );
}
