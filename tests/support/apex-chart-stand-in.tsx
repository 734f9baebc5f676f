/**
 * A stand-in for `react-apexcharts` (jsdom cannot lay out SVG) that writes its texts the way
 * ApexCharts 5.0.0 does where it uses HTML: the legend entries (`Legend.js`, `innerHTML` of the
 * series names after `legend.formatter`) and the tooltip's title and series names (`Labels.js`,
 * `innerHTML` after `tooltip.x.formatter` and `tooltip.y.title.formatter`). Axis labels and data
 * labels are SVG text (`textContent`) and are left out. Use it with
 * `jest.mock( 'react-apexcharts', () => jest.requireActual( '@test-support/apex-chart-stand-in' ) )`.
 */
import type { ApexOptions } from 'apexcharts';

/** Props the app passes to the chart. */
interface StandInProps {
	type: string;
	series: ApexOptions[ 'series' ];
	options: ApexOptions;
}

type Formatter = ( value: string, context: object ) => string;

/**
 * Text through an optional formatter, as the library applies it.
 *
 * @param text      The raw text.
 * @param formatter The formatter the options give, if any.
 * @param index     The series or category index.
 */
const formatted = ( text: string, formatter: unknown, index: number ) =>
	typeof formatter === 'function'
		? String(
				( formatter as Formatter )( text, {
					seriesIndex: index,
					dataPointIndex: index,
					w: { globals: {}, config: {} },
				} )
			)
		: text;

/**
 * The stand-in drawing.
 *
 * @param props Type, series and options as the app gives them.
 */
export default function ApexChartStandIn( props: StandInProps ) {
	const { type, series, options } = props;
	const round = type === 'pie' || type === 'donut';
	const seriesNames = round
		? ( options.labels ?? [] ).map( String )
		: ( ( series ?? [] ) as Array< { name?: unknown } > ).map( ( entry ) =>
				String( entry.name ?? '' )
			);
	const categories = round
		? []
		: ( ( options.xaxis?.categories ?? [] ) as unknown[] ).map( String );
	const tooltipX = ( options.tooltip?.x as { formatter?: unknown } )
		?.formatter;
	const tooltipTitle = (
		options.tooltip?.y as { title?: { formatter?: unknown } }
	 )?.title?.formatter;
	const html = [
		...seriesNames.map( ( name, index ) =>
			formatted( name, options.legend?.formatter, index )
		),
		...categories.map( ( category, index ) =>
			formatted( category, tooltipX, index )
		),
		...seriesNames.map( ( name, index ) =>
			formatted( name, tooltipTitle, index )
		),
	];
	return (
		<div data-testid="apex-chart" data-type={ type }>
			{ html.map( ( text, index ) => (
				<span
					key={ index }
					className="apexcharts-legend-text"
					ref={ ( node ) => {
						if ( node ) {
							// What the library does with these texts.
							node.innerHTML = text;
						}
					} }
				/>
			) ) }
		</div>
	);
}
