/**
 * The record that the owner opened the reporting view (`POST …/log`, docs/behaviour.md
 * "Reporting visits"): at most once per estate per sign-in in this browser tab, however often the
 * Overview is opened, the page reloaded or the estate left and entered again. The estates already
 * recorded are noted in the tab's session storage (their ids only, under the sign-in's prefix, so
 * the next customer in the tab starts afresh); a failed record is forgotten, so a later visit tries
 * again. Where the browser refuses the storage, the visit is recorded once per page view. The note
 * is the site's, in the site's language: the broker reads it in the CRM.
 */
import { useCallback, useRef } from 'react';
import { useSetup } from '../../config/config-context';
import { isEstateId } from '../../entities/estate/estate-id';
import { tabStorage } from '../../lib/browser';
import { logFailure } from '../../lib/log';
import { signInStorageKey } from '../../session/sign-in-storage';
import { REPORTING_VISIT_NOTE, useRecordReportingVisitMutation } from './api';

/** Where the recorded estates are noted, in this site's storage namespace. */
const reportingVisitsKey = () => signInStorageKey( 'reporting-visits' );

/**
 * The estates recorded in this tab's sign-in, as noted.
 *
 * @param storage The tab's session storage.
 */
function notedVisits( storage: Storage | undefined ): Set< string > {
	try {
		const stored: unknown = JSON.parse(
			storage?.getItem( reportingVisitsKey() ) ?? '[]'
		);
		return new Set(
			Array.isArray( stored ) ? stored.filter( isEstateId ) : []
		);
	} catch {
		// An unreadable note counts as none.
		return new Set();
	}
}

/**
 * Notes or forgets that the visit of an estate is recorded.
 *
 * @param id       The estate.
 * @param recorded True to note it, false to forget it.
 * @param storage  The tab's session storage.
 */
function noteVisit(
	id: string,
	recorded: boolean,
	storage: Storage | undefined
): void {
	const noted = notedVisits( storage );
	if ( recorded ) {
		noted.add( id );
	} else {
		noted.delete( id );
	}
	try {
		storage?.setItem(
			reportingVisitsKey(),
			JSON.stringify( [ ...noted ] )
		);
	} catch {
		// A full storage keeps the earlier note; the page view's own guard still holds.
	}
}

/**
 * The callback the Overview calls when it shows: records the visit unless this tab's sign-in
 * has recorded one for the estate already.
 *
 * @param estateId The estate.
 */
export function useReportingVisit( estateId: string ): () => void {
	const [ record ] = useRecordReportingVisitMutation();
	const { config } = useSetup();
	const note = config.reportingVisitNote || REPORTING_VISIT_NOTE;
	// This page view's own guard, for a browser that refuses the storage.
	const sent = useRef( false );
	return useCallback( () => {
		const storage = tabStorage();
		if (
			sent.current ||
			! isEstateId( estateId ) ||
			notedVisits( storage ).has( estateId )
		) {
			return;
		}
		// Noted before the call, so that a second Overview of the same estate never sends twice.
		sent.current = true;
		noteVisit( estateId, true, storage );
		record( { id: estateId, note } )
			.unwrap()
			.catch( ( failure: unknown ) => {
				noteVisit( estateId, false, storage );
				logFailure(
					`reporting visit of estate ${ estateId }`,
					failure
				);
			} );
	}, [ estateId, note, record ] );
}
