/**
 * A weekly trend: an arrow and '+40% since last week' on the broker's increase or decrease colour
 * (no change: grey). The text colour is chosen for contrast on that colour, and the arrow and the
 * sign say the direction, so colour is never the only signal. The percentage is written in the UI
 * language's format ('+12.5%', '+12,5 %'), the same in the compact chip and the full text. The
 * visible percentage is isolated (`<bdi>`): on a right-to-left page its sign would otherwise show
 * after the digits ('12.5%+').
 */
import { Fragment } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { readableTextOn } from '../../lib/contrast';
import { formatPercent } from '../../lib/format';

/** Stands for the percentage in the translated sentence while it is split around it. */
const PLACE = '\u0000';

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
	/** The UI language (the percentage's format). */
	language: string;
	/** Shows only the arrow and the percentage; the whole text stays for screen readers. */
	compact?: boolean;
}

/**
 * The trend chip.
 *
 * @param props Percentage and the broker's colours.
 */
export function Trend( props: TrendProps ) {
	const { percentage, increase, decrease, language, compact = false } = props;
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
	const value = formatPercent( percentage, language, { signed: true } );
	const sentence = ( percent: string ) =>
		sprintf(
			/* translators: %s: change in percent with its sign and percent sign, e.g. "+12.5%" (written in the language's number format). */
			__( '%s since last week', 'customer-area' ),
			percent
		);
	const isolated = <bdi>{ value }</bdi>;
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
					<span aria-hidden="true">{ isolated }</span>
					<span className="ca-visually-hidden">
						{ sentence( value ) }
					</span>
				</>
			) : (
				sentence( PLACE )
					.split( PLACE )
					.map( ( part, index ) => (
						<Fragment key={ index }>
							{ index > 0 && isolated }
							{ part }
						</Fragment>
					) )
			) }
		</span>
	);
}
