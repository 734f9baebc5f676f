/**
 * The log entry the customer area records when the owner opens the Overview, and how the timeline
 * shows it: the broker's estate system gets fixed codes and a fixed note, the same in every language,
 * while the owner reads their own visit in the language of the screen (docs/behaviour.md "Language").
 */
import { __ } from '@wordpress/i18n';
import type { LogEntry } from './reporting';

/** What `POST …/log` records when the owner opens the Overview. */
export const REPORTING_VISIT = {
	note: 'Reporting opened in the customer area',
	actionkind: 'Kundenbereich',
	actiontype: 'Reporting angesehen',
} as const;

/**
 * A log entry as the timeline shows it: a recorded visit of the Overview with its type and note in
 * the screen's language; any other entry as the estate system sent it.
 *
 * @param entry A log entry.
 */
export function shownEntry( entry: LogEntry ): LogEntry {
	if (
		entry.kind !== REPORTING_VISIT.actionkind ||
		entry.type !== REPORTING_VISIT.actiontype
	) {
		return entry;
	}
	return {
		...entry,
		type: __( 'Reporting viewed', 'customer-area' ),
		remark:
			entry.remark === REPORTING_VISIT.note
				? __( 'Reporting opened in the customer area', 'customer-area' )
				: entry.remark,
	};
}
