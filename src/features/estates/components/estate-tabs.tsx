/**
 * The owner's tabs of an estate (Radix Tabs: arrow keys move between them): Overview and Documents
 * as `visibleTabs` decides, the first available selected on entry. The Documents tab's content
 * comes from the app (features never import each other).
 */
import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { __ } from '@wordpress/i18n';
import { pageDirection } from '../../../lib/browser';
import type { EstateDetail } from '../../../entities/estate/estate-detail';
import type { EstateTab } from '../tabs';
import { OverviewTab } from './overview-tab';

/** Props of the tabs. */
export interface EstateTabsProps {
	detail: EstateDetail;
	/** The tabs `visibleTabs` gives the estate: at least one. */
	tabs: EstateTab[];
	/** The estate id as routed. */
	estateId: string;
	/** The Documents tab's content; without it the tab does not show. */
	renderDocuments?: ( estateId: string ) => ReactNode;
	/** Called when the Overview shows. */
	onOverviewOpen: () => void;
}

/**
 * The translated name of a tab.
 *
 * @param tab The tab.
 */
const tabLabel = ( tab: EstateTab ): string =>
	tab === 'overview'
		? __( 'Overview', 'customer-area' )
		: __( 'Documents', 'customer-area' );

/**
 * The tabs.
 *
 * @param props Estate, its tabs, documents slot and the Overview callback.
 */
export function EstateTabs( props: EstateTabsProps ) {
	const { detail, tabs, estateId, renderDocuments, onOverviewOpen } = props;
	return (
		<Tabs.Root
			className="ca-estate__tabs"
			defaultValue={ tabs[ 0 ] }
			dir={ pageDirection() }
		>
			<Tabs.List
				className="ca-estate__tab-list"
				aria-label={ __( 'Reporting and documents', 'customer-area' ) }
			>
				{ tabs.map( ( tab ) => (
					<Tabs.Trigger
						key={ tab }
						value={ tab }
						className="ca-estate__tab"
					>
						{ tabLabel( tab ) }
					</Tabs.Trigger>
				) ) }
			</Tabs.List>
			{ tabs.includes( 'overview' ) && (
				<Tabs.Content value="overview" className="ca-estate__tab-panel">
					<OverviewTab
						estateId={ estateId }
						settings={ detail.settings }
						onOpen={ onOverviewOpen }
					/>
				</Tabs.Content>
			) }
			{ tabs.includes( 'documents' ) && renderDocuments && (
				<Tabs.Content
					value="documents"
					className="ca-estate__tab-panel"
				>
					{ renderDocuments( estateId ) }
				</Tabs.Content>
			) }
		</Tabs.Root>
	);
}
