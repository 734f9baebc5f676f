/**
 * The checklist of an estate for the Documents tab. A failed or unreadable file list is only
 * logged and leaves the tab empty (see docs/behaviour.md "Backend errors and texts").
 */
import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { isEstateId } from '../../entities/estate/estate-id';
import { logFailure } from '../../lib/log';
import { useGetEstateFilesQuery } from './api';
import type { Checklist } from './checklist';

/** What the tab shows. */
export interface ChecklistState {
	/** The checklist once loaded; null while loading and after a failure. */
	checklist: Checklist | null;
	loading: boolean;
}

/**
 * @param estateId The estate whose checklist to show.
 */
export function useChecklist( estateId: string ): ChecklistState {
	// Estate ids are digits (the API refuses anything else).
	const valid = isEstateId( estateId );
	const { data, error, isLoading } = useGetEstateFilesQuery(
		valid ? estateId : skipToken
	);
	useEffect( () => {
		if ( ! valid ) {
			logFailure( 'no documents for an invalid estate id', estateId );
		}
	}, [ valid, estateId ] );
	useEffect( () => {
		if ( error ) {
			logFailure(
				`could not load the documents of estate ${ estateId }`,
				error
			);
		}
	}, [ error, estateId ] );
	return {
		// After a failed refresh the last good list would be stale; the tab stays empty instead.
		checklist: error ? null : ( data ?? null ),
		loading: isLoading,
	};
}
