/**
 * The loading fallback of a lazy screen (a `<Suspense>` fallback): the spinner, and a report to
 * the embed's first-screen watch (`FirstScreenCommit` in src/first-paint/) while it shows, so the
 * app takes over from the pre-rendered opening only once its own first screen is there, never with
 * a spinner (docs/architecture.md "First paint and start-up").
 */
import { createContext, useContext, useLayoutEffect } from 'react';
import { Spinner } from './spinner';

/** Told +1 when a fallback shows and -1 when it goes; null outside a watch. */
export const FallbackReport = createContext<
	( ( change: 1 | -1 ) => void ) | null
>( null );

/** The spinner as a lazy screen's fallback. */
export function ScreenFallback() {
	const report = useContext( FallbackReport );
	useLayoutEffect( () => {
		if ( ! report ) {
			return undefined;
		}
		report( 1 );
		return () => report( -1 );
	}, [ report ] );
	return <Spinner />;
}
