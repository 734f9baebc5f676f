/**
 * Queries the entry starts for the first screen before that screen's chunk has arrived (see
 * src/app/first-screen-data.ts), and the screen's use of their answers.
 *
 * A screen that asks again on every mount (`refetchOnMountOrArgChange`) would repeat such a call
 * when its answer came before the screen did. Its first mount uses the start-up answer instead;
 * every later mount asks again as before. A start-up call that failed is asked again anyway: RTK
 * Query refetches a query that has no answer.
 */
import { useEffect, useState } from 'react';

/** Start-up queries no screen has mounted with yet, by `startUpKey`. */
const unused = new Set< string >();

/**
 * One query's key: its endpoint and argument.
 *
 * @param endpoint The endpoint's name, e.g. `getEstate`.
 * @param arg      Its argument.
 */
const startUpKey = ( endpoint: string, arg: unknown ) =>
	`${ endpoint }(${ JSON.stringify( arg ?? null ) })`;

/**
 * Records that the entry started a query for the first screen.
 *
 * @param endpoint The endpoint's name.
 * @param arg      Its argument.
 */
export function startedAtStartUp( endpoint: string, arg: unknown ): void {
	unused.add( startUpKey( endpoint, arg ) );
}

/**
 * Whether this mount is the first screen's first one with a query the entry started: then the
 * screen uses that answer (or waits for it) instead of asking again. Use it as
 * `refetchOnMountOrArgChange: ! fromStartUp`.
 *
 * @param endpoint The endpoint's name.
 * @param arg      Its argument.
 * @return True for the first mount after the entry started the query, else false.
 */
export function useStartUpAnswer( endpoint: string, arg: unknown ): boolean {
	const key = startUpKey( endpoint, arg );
	// Read once per mount; the effect below spends it, so a later mount asks again. Another
	// argument later in the same mount (another estate) is no start-up query.
	const [ startUpKeyOfMount ] = useState( () =>
		unused.has( key ) ? key : null
	);
	useEffect( () => {
		unused.delete( key );
	}, [ key ] );
	return startUpKeyOfMount === key;
}
