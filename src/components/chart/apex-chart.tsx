/**
 * The only module that imports react-apexcharts (and with it apexcharts, 5.0.0 and 1.7.0 pinned for
 * their MIT licence; see docs/architecture.md "Dependencies"). It is loaded lazily by `Chart` as the
 * "chart" chunk, so no screen pays for it until a chart shows. The drawing fills its parent, whose
 * aspect ratio the stylesheet sets. The library writes legend entries and tooltip titles and
 * series names as HTML (`innerHTML`), so every text from the answer goes there escaped (see
 * docs/behaviour.md "Safe links and CRM HTML": only the one sanitizer puts HTML from data on the page).
 * Values, slice percentages and axis labels are written in the UI language's number format, not
 * the library's ('43.4%' in every language).
 */
import type { ApexOptions } from 'apexcharts';
import ReactApexChart from 'react-apexcharts';
import type { ChartDrawingProps } from './types';
import { escapeHtml } from '../../lib/escape-html';
import { formatNumber, formatPercent } from '../../lib/format';

/**
 * True when the person asked for less motion.
 */
const prefersReducedMotion = (): boolean =>
	typeof window.matchMedia === 'function' &&
	window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;

/**
 * The drawing.
 *
 * @param props Data and colours.
 */
export default function ApexChart( props: ChartDrawingProps ) {
	const { data, colors, language } = props;
	const number = ( value: number ) => formatNumber( value, language );
	const round = data.kind === 'pie' || data.kind === 'doughnut';
	const type = data.kind === 'doughnut' ? 'donut' : data.kind;
	const options: ApexOptions = {
		chart: {
			type,
			fontFamily: 'inherit',
			toolbar: { show: false },
			zoom: { enabled: false },
			animations: { enabled: ! prefersReducedMotion() },
			parentHeightOffset: 0,
		},
		colors,
		legend: {
			position: 'bottom',
			formatter: ( name: string ) => escapeHtml( name ),
		},
		dataLabels: {
			enabled: round,
			// A slice's share in percent.
			formatter: ( percent: number ) =>
				formatPercent( percent, language ),
		},
		tooltip: {
			x: { formatter: ( value: unknown ) => escapeHtml( value ) },
			y: {
				formatter: ( value ) => number( value ),
				// The library's own title adds ': ' after the series name.
				title: {
					formatter: ( name: string ) =>
						name ? `${ escapeHtml( name ) }: ` : '',
				},
			},
		},
		...( round
			? { labels: data.labels, stroke: { colors: [ '#fff' ] } }
			: {
					xaxis: { categories: data.labels },
					yaxis: {
						labels: {
							formatter: ( value: number ) => number( value ),
						},
					},
					stroke:
						data.kind === 'line'
							? { width: 3, curve: 'smooth' as const }
							: { width: 0 },
					markers: { size: data.kind === 'line' ? 4 : 0 },
				} ),
	};
	const series: ApexOptions[ 'series' ] = round
		? ( data.datasets[ 0 ]?.data ?? [] )
		: data.datasets.map( ( dataset ) => ( {
				name: dataset.label,
				data: dataset.data,
			} ) );
	return (
		<ReactApexChart
			type={ type }
			series={ series }
			options={ options }
			width="100%"
			height="100%"
		/>
	);
}
