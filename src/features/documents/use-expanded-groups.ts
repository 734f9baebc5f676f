/**
 * Which checklist categories are open. A category starts open while it still misses files and
 * closed once complete; that first state is kept for the visit (a category completed by an upload
 * stays open, with focus on its row), and the customer's toggles win.
 */
import { useRef, useState } from 'react';
import { progressOf, type Checklist } from './checklist';

/** Open state and toggle. */
export interface ExpandedGroups {
	isExpanded: ( key: string ) => boolean;
	toggle: ( key: string ) => void;
}

/**
 * @param checklist The checklist shown, if any.
 */
export function useExpandedGroups(
	checklist: Checklist | null
): ExpandedGroups {
	const initial = useRef( new Map< string, boolean >() );
	const [ toggled, setToggled ] = useState< Record< string, boolean > >( {} );
	for ( const group of checklist?.groups ?? [] ) {
		if ( ! initial.current.has( group.key ) ) {
			const { uploaded, total } = progressOf( group.rows );
			initial.current.set( group.key, uploaded < total );
		}
	}
	const expandedIn = ( state: Record< string, boolean >, key: string ) =>
		state[ key ] ?? initial.current.get( key ) ?? false;
	const isExpanded = ( key: string ) => expandedIn( toggled, key );
	const toggle = ( key: string ) =>
		setToggled( ( current ) => ( {
			...current,
			[ key ]: ! expandedIn( current, key ),
		} ) );
	return { isExpanded, toggle };
}
