/**
 * A weekly trend: an arrow and '+40% since last week' on the broker's increase or decrease colour
 * (no change: grey). The text colour is chosen for contrast on that colour, and the arrow and the
 * sign say the direction, so colour is never the only signal.
 */
import { __, sprintf } from '@wordpress/i18n';
import { readableTextOn } from '../../lib/contrast';
import { lazyNumberFormat } from '../../lib/number-format';

const percentFormat = lazyNumberFormat( {
	maximumFractionDigits: 1,
	signDisplay: 'exceptZero',
} );

/** The grey of "no change". */
const NEUTRAL = '#E5E7EB';

/** Props of a trend. */
export interface TrendProps {
	/** Change in percent (may be negative). */
	percentage: number;
	/** The broker's colour of a rise. */
	increase: string;
	/** The broker's colour of a fall. */
	decrease: string;
	/** Shows only the arrow and the percentage; the whole text stays for screen readers. */
	compact?: boolean;
}

/**
 * The trend chip.
 *
 * @param props Percentage and the broker's colours.
 */
export function Trend( props: TrendProps ) {
	const { percentage, increase, decrease, compact = false } = props;
	let background = NEUTRAL;
	let arrow = '→';
	let direction = 'flat';
	if ( percentage > 0 ) {
		background = increase;
		arrow = '▲';
		direction = 'up';
	} else if ( percentage < 0 ) {
		background = decrease;
		arrow = '▼';
		direction = 'down';
	}
	const value = percentFormat().format( percentage );
	const text = sprintf(
		/* translators: %s: change in percent with its sign, e.g. "+12,5". */
		__( '%s%% since last week', 'customer-area' ),
		value
	);
	return (
		<span
			className={ `ca-trend ca-trend--${ direction }` }
			style={ {
				backgroundColor: background,
				color: readableTextOn( background ),
			} }
		>
			<span className="ca-trend__arrow" aria-hidden="true">
				{ arrow }
			</span>
			{ compact ? (
				<>
					<span aria-hidden="true">{ `${ value }%` }</span>
					<span className="ca-visually-hidden">{ text }</span>
				</>
			) : (
				text
			) }
		</span>
	);
}
