/**
 * Tells the entry when an embed's first screen has committed without a loading fallback, so that it
 * swaps the app in for the pre-rendered opening (take-over.ts, docs/architecture.md "First paint
 * and start-up"). Every lazy screen's fallback (`ScreenFallback`) reports while it shows; the first
 * commit after which none shows calls `onCommit`, once. The check runs in a microtask: after the
 * whole commit (a fallback that goes and one that comes in the same commit cancel out), before the
 * browser paints.
 */
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { FallbackReport } from '../components/screen-fallback';

/** Props of the watch. */
export interface FirstScreenCommitProps {
	/** Called once, when the first screen has committed without a fallback; none: no watch. */
	onCommit?: () => void;
	/** The embed's tree. */
	children: ReactNode;
}

/**
 * The watch around an embed's tree.
 *
 * @param props See FirstScreenCommitProps.
 */
export function FirstScreenCommit( {
	onCommit,
	children,
}: FirstScreenCommitProps ) {
	const shown = useRef( 0 );
	const done = useRef( false );
	const check = useCallback( () => {
		queueMicrotask( () => {
			if ( ! done.current && shown.current === 0 && onCommit ) {
				done.current = true;
				onCommit();
			}
		} );
	}, [ onCommit ] );
	const report = useCallback(
		( change: 1 | -1 ) => {
			shown.current += change;
			if ( change < 0 ) {
				check();
			}
		},
		[ check ]
	);
	// A parent's layout effect runs after its children's: the fallbacks of the first commit have
	// reported by now.
	useLayoutEffect( () => {
		check();
	}, [ check ] );
	return (
		<FallbackReport.Provider value={ onCommit ? report : null }>
			{ children }
		</FallbackReport.Provider>
	);
}
