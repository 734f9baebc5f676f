/**
 * A stand-in for `react-apexcharts` (jsdom cannot lay out SVG) that writes its texts the way
 * ApexCharts 5.0.0 does where it uses HTML: the legend entries (`Legend.js`, `innerHTML` of the
 * series names after `legend.formatter`) and the tooltip's title and series names (`Labels.js`,
 * `innerHTML` after `tooltip.x.formatter` and `tooltip.y.title.formatter`), and a pie's or
 * doughnut's slice labels, which the library writes as SVG text (`textContent`) after
 * `dataLabels.formatter`, whose default for those charts is `val.toFixed(1) + '%'` (its
 * `Defaults.js`). Axis labels are left out. Use it with
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
	// A slice's label gets its share of the whole in percent, as the library computes it.
	const values = round ? ( ( series ?? [] ) as number[] ) : [];
	const sum = values.reduce( ( total, value ) => total + value, 0 );
	const sliceFormatter =
		( options.dataLabels?.formatter as
			( ( value: number, context: object ) => string ) | undefined ) ??
		( ( value: number ) => value.toFixed( 1 ) + '%' );
	const sliceLabels = values.map( ( value, index ) =>
		String(
			sliceFormatter( sum === 0 ? 0 : ( value / sum ) * 100, {
				seriesIndex: index,
				w: { globals: {}, config: {} },
			} )
		)
	);
	return (
		<div
			data-testid="apex-chart"
			data-type={ type }
			data-colors={ ( options.colors ?? [] ).join( ' ' ) }
		>
			{ sliceLabels.map( ( text, index ) => (
				<span
					key={ `slice-${ index }` }
					className="apexcharts-datalabel"
				>
					{ text }
				</span>
			) ) }
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
