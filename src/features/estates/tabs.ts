/**
 * Which tabs an estate's detail shows (owners only): Overview when reporting is on together with
 * activities or statistics, Documents when the document setting is on (and the app supplies the
 * documents). The first available tab is selected on entry.
 */
import type { EstateSettings } from '../../entities/estate/parts';

/** A tab of the estate detail. */
export type EstateTab = 'overview' | 'documents';

/** What decides the tabs. */
export interface TabInputs {
	isOwner: boolean;
	settings: EstateSettings;
	/** Whether the app supplies the Documents tab's content. */
	hasDocuments: boolean;
}

/**
 * The visible tabs in order; the first is selected on entry.
 *
 * @param inputs              Relation, flags and whether documents can show.
 * @param inputs.isOwner
 * @param inputs.settings
 * @param inputs.hasDocuments
 */
export function visibleTabs( {
	isOwner,
	settings,
	hasDocuments,
}: TabInputs ): EstateTab[] {
	if ( ! isOwner ) {
		return [];
	}
	const tabs: EstateTab[] = [];
	if (
		settings.reporting &&
		( settings.reporting_activities || settings.reporting_statistics )
	) {
		tabs.push( 'overview' );
	}
	if ( settings.document && hasDocuments ) {
		tabs.push( 'documents' );
	}
	return tabs;
}
