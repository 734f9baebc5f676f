/**
 * The Overview's statistics: the four key figures and the chart widgets (title, total, trend, chart
 * and its data table), in the broker's colours. Placeholders (4 figures, 6 widgets) hold the space
 * while they load; a failure is only logged and leaves its part empty.
 */
import { useDeferredValue, useEffect, useId, useMemo } from 'react';
import { __ } from '@wordpress/i18n';
import { useAppSelector } from '../../../app/hooks';
import { Chart } from '../../../components/chart';
import { LoadingRegion, Skeleton } from '../../../components/skeleton';
import { StatBoxes, Trend } from '../../../components/stat-boxes';
import { chartPaletteOf } from '../../../entities/reporting-design/chart-palette';
import { logFailure } from '../../../lib/log';
import { selectBrokerSettings } from '../../../session/auth-slice';
import { selectColorScheme } from '../../../session/color-scheme';
import { useGetBrokerSettingsQuery } from '../../../session/session-api';
import { useGetEstateStatsQuery, useGetOverviewShortStatsQuery } from '../api';
import { formatNumber } from '../../../lib/format';
import { useSetup } from '../../../config/config-context';

/** How many widget placeholders show while the charts load. */
export const WIDGET_PLACEHOLDERS = 6;

/**
 * The statistics section.
 *
 * @param props
 * @param props.estateId The estate.
 */
export function OverviewStatistics( { estateId }: { estateId: string } ) {
	const headingId = useId();
	const { language } = useSetup();
	// The broker's design colours the trends and charts: asked for once a session, the stored one
	// meanwhile.
	useGetBrokerSettingsQuery();
	const scheme = useAppSelector( selectColorScheme );
	const brokerSettings = useAppSelector( selectBrokerSettings );
	const palette = useMemo(
		() => chartPaletteOf( brokerSettings ),
		[ brokerSettings ]
	);
	const shortStats = useGetOverviewShortStatsQuery( estateId );
	const stats = useGetEstateStatsQuery( estateId );
	// The widgets (charts and their data tables) render in a deferred render, which React slices,
	// instead of in the store update that brings the answer: the placeholders stay until then.
	const widgetData = useDeferredValue( stats.data );
	useEffect( () => {
		if ( shortStats.error ) {
			logFailure(
				`short stats of estate ${ estateId }`,
				shortStats.error
			);
		}
	}, [ shortStats.error, estateId ] );
	useEffect( () => {
		if ( stats.error ) {
			logFailure( `stats of estate ${ estateId }`, stats.error );
		}
	}, [ stats.error, estateId ] );

	let widgets = null;
	if ( widgetData ) {
		widgets =
			widgetData.length > 0 ? (
				<ul className="ca-overview__widgets">
					{ widgetData.map( ( widget, index ) => (
						// Keys from the answer may repeat; the list keeps its order.
						<li key={ index }>
							<Chart
								title={
									widget.title ||
									__( 'Chart', 'customer-area' )
								}
								data={ widget.chart }
								palette={ palette }
								language={ language }
							>
								{ ( widget.total !== null ||
									widget.trend !== null ) && (
									<p className="ca-overview__widget-summary">
										{ widget.total !== null && (
											<span className="ca-overview__widget-total">
												{ formatNumber(
													widget.total,
													language
												) }
											</span>
										) }
										{ widget.trend !== null && (
											<Trend
												percentage={ widget.trend }
												increase={ scheme.increase }
												decrease={ scheme.decrease }
												language={ language }
											/>
										) }
									</p>
								) }
							</Chart>
						</li>
					) ) }
				</ul>
			) : null;
	} else if ( ! stats.error ) {
		widgets = (
			<LoadingRegion className="ca-overview__widgets">
				{ Array.from( { length: WIDGET_PLACEHOLDERS }, ( _, index ) => (
					<Skeleton
						key={ index }
						className="ca-overview__widget-placeholder"
					/>
				) ) }
			</LoadingRegion>
		);
	}

	return (
		<section className="ca-overview__section" aria-labelledby={ headingId }>
			<h2 className="ca-estate__heading" id={ headingId }>
				{ __( 'Statistics', 'customer-area' ) }
			</h2>
			{ ! ( shortStats.error && ! shortStats.data ) && (
				<StatBoxes
					stats={ shortStats.data }
					increase={ scheme.increase }
					decrease={ scheme.decrease }
					language={ language }
					label={ __( 'Key figures', 'customer-area' ) }
				/>
			) }
			{ widgets }
		</section>
	);
}
