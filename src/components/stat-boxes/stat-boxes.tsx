/**
 * The four key figures of an owned estate ('Cancellations', 'Viewings', 'Exposés sent',
 * 'Inquiries'), each with its total and weekly trend: large boxes on the Overview, a compact row on
 * a dashboard card. While loading, four placeholders hold their space.
 */
import { __ } from '@wordpress/i18n';
import type {
	ShortStat,
	ShortStatKey,
} from '../../entities/estate/short-stats';
import { LoadingRegion, Skeleton } from '../skeleton';
import { Trend } from './trend';
import { formatNumber } from '../../lib/format';
import './stat-boxes.scss';

/**
 * The translated name of a figure.
 *
 * @param key The figure's key.
 */
export function shortStatLabel( key: ShortStatKey ): string {
	switch ( key ) {
		case 'absagen':
			return __( 'Cancellations', 'customer-area' );
		case 'besichtigungen':
			return __( 'Viewings', 'customer-area' );
		case 'exposeversand':
			return __( 'Exposés sent', 'customer-area' );
		case 'objektanfragen':
			return __( 'Inquiries', 'customer-area' );
	}
}

/** Props of the figures. */
export interface StatBoxesProps {
	/** The figures; undefined while loading. */
	stats: ShortStat[] | undefined;
	/** The broker's colour of a rise. */
	increase: string;
	/** The broker's colour of a fall. */
	decrease: string;
	/** The UI language (the numbers' format). */
	language: string;
	/** The small variant of the dashboard cards. */
	compact?: boolean;
	/** Accessible name of the list. */
	label: string;
}

/** How many placeholders hold the figures' space. */
export const STAT_PLACEHOLDERS = 4;

/**
 * The figures, or four placeholders while `stats` is undefined.
 *
 * @param props Figures, colours and variant.
 */
export function StatBoxes( props: StatBoxesProps ) {
	const {
		stats,
		increase,
		decrease,
		language,
		compact = false,
		label,
	} = props;
	const className = `ca-stat-boxes${ compact ? ' ca-stat-boxes--compact' : '' }`;
	if ( stats === undefined ) {
		return (
			<LoadingRegion className={ className }>
				{ Array.from( { length: STAT_PLACEHOLDERS }, ( _, index ) => (
					<Skeleton
						key={ index }
						className="ca-stat-box ca-stat-box--placeholder"
					/>
				) ) }
			</LoadingRegion>
		);
	}
	if ( stats.length === 0 ) {
		return null;
	}
	return (
		<ul className={ className } aria-label={ label }>
			{ stats.map( ( stat ) => (
				<li key={ stat.key } className="ca-stat-box">
					<span className="ca-stat-box__label">
						{ shortStatLabel( stat.key ) }
					</span>
					<span className="ca-stat-box__total">
						{ formatNumber( stat.total, language ) }
					</span>
					<Trend
						percentage={ stat.trend }
						increase={ increase }
						decrease={ decrease }
						language={ language }
						compact={ compact }
					/>
				</li>
			) ) }
		</ul>
	);
}
