/**
 * The Overview tab of an owned property: statistics when its reporting statistics are on, the
 * activity timeline when its activities are on, and a print button for a clean paper report.
 * Opening it tells the page, which records the visit once per estate and sign-in in this tab.
 */
import { useEffect } from 'react';
import { __ } from '@wordpress/i18n';
import type { EstateSettings } from '../../../entities/estate/parts';
import { OverviewStatistics } from './overview-statistics';
import { Timeline } from './timeline';
import './overview.scss';

/** Props of the Overview. */
export interface OverviewTabProps {
	estateId: string;
	settings: EstateSettings;
	/** Called when the Overview shows. */
	onOpen: () => void;
}

/**
 * The tab's content.
 *
 * @param props Estate, flags and the open callback.
 */
export function OverviewTab( props: OverviewTabProps ) {
	const { estateId, settings, onOpen } = props;
	useEffect( () => {
		onOpen();
	}, [ onOpen ] );
	return (
		<div className="ca-overview">
			<div className="ca-overview__actions">
				<button
					type="button"
					className="ca-button ca-button--secondary"
					onClick={ () => window.print() }
				>
					{ __( 'Print report', 'customer-area' ) }
				</button>
			</div>
			{ settings.reporting_statistics && (
				<OverviewStatistics estateId={ estateId } />
			) }
			{ settings.reporting_activities && (
				<Timeline estateId={ estateId } />
			) }
		</div>
	);
}
