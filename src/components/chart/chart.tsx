/**
 * A chart with its text alternative: the title as the figure's heading, the drawing (hidden from
 * screen readers), and a data table that screen readers always reach and sighted people open with
 * 'Show data table'. The drawing comes from the lazy "chart" chunk (react-apexcharts, wrapped once
 * here), requested only when the figure comes near the viewport (or the page is printed): the
 * library is the heaviest script of the area and would otherwise load and draw at start-up, below
 * the fold on a phone. A placeholder of the same size holds its space until then, and a chunk that
 * fails to load leaves the table.
 */
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { seriesColors } from '../../entities/reporting-design/chart-palette';
import { Skeleton } from '../skeleton';
import { useNearViewport } from '../use-near-viewport';
import { colorCountOf, type ChartData } from './types';
import { QuietBoundary } from '../quiet-boundary';
import { formatNumber } from '../../lib/format';
import './chart.scss';

const ApexChart = lazy(
	() => import( /* webpackChunkName: "chart" */ './apex-chart' )
);

/**
 * The data as a table.
 *
 * @param props
 * @param props.title    The chart's title (the caption).
 * @param props.data     The chart's data.
 * @param props.language The UI language (the values' number format).
 */
function DataTable( {
	title,
	data,
	language,
}: Pick< ChartProps, 'title' | 'data' | 'language' > ) {
	return (
		<table className="ca-chart__table">
			<caption>{ title }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Category', 'customer-area' ) }</th>
					{ data.datasets.map( ( dataset, index ) => (
						<th scope="col" key={ index }>
							{ dataset.label }
						</th>
					) ) }
				</tr>
			</thead>
			<tbody>
				{ data.labels.map( ( label, row ) => (
					<tr key={ row }>
						<th scope="row">{ label }</th>
						{ data.datasets.map( ( dataset, column ) => {
							const value = dataset.data[ row ];
							return (
								<td key={ column }>
									{ typeof value === 'number'
										? formatNumber( value, language )
										: '' }
								</td>
							);
						} ) }
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

/** Props of a chart. */
export interface ChartProps {
	/** The chart's title (its heading and the table's caption). */
	title: string;
	data: ChartData;
	/** The palette; repeated when there are more slices or series than colours. */
	palette: readonly string[];
	/** The UI language: the number format of the values, in the table and the drawing. */
	language: string;
	/** Shown between the title and the drawing (e.g. the total and trend). */
	children?: ReactNode;
}

/**
 * The figure.
 *
 * @param props Title, data, palette and summary.
 */
export function Chart( props: ChartProps ) {
	const { title, data, palette, language, children } = props;
	const [ tableOpen, setTableOpen ] = useState( false );
	const titleId = useId();
	const tableId = useId();
	const [ drawingRef, near ] = useNearViewport< HTMLDivElement >( {
		beforePrint: true,
	} );
	// Still until it is near: its drawing starts loading only then.
	const placeholder = (
		<Skeleton
			className={ `ca-chart__placeholder${
				near ? '' : ' ca-skeleton--waiting'
			}` }
		/>
	);
	return (
		<figure className="ca-chart" aria-labelledby={ titleId }>
			<h3 className="ca-chart__title" id={ titleId }>
				{ title }
			</h3>
			{ children }
			<div
				className={ `ca-chart__drawing ca-chart__drawing--${ data.kind }` }
				// The library draws left to right only; a right-to-left page would turn a negative
				// axis label's sign to its end ('5-').
				dir="ltr"
				aria-hidden="true"
				ref={ drawingRef }
			>
				{ near ? (
					<QuietBoundary name="chart">
						<Suspense fallback={ placeholder }>
							<ApexChart
								data={ data }
								colors={ seriesColors(
									palette,
									colorCountOf( data )
								) }
								language={ language }
							/>
						</Suspense>
					</QuietBoundary>
				) : (
					placeholder
				) }
			</div>
			<button
				type="button"
				className="ca-link-button ca-chart__table-toggle"
				aria-expanded={ tableOpen }
				aria-controls={ tableId }
				onClick={ () => setTableOpen( ! tableOpen ) }
			>
				{ tableOpen
					? __( 'Hide data table', 'customer-area' )
					: __( 'Show data table', 'customer-area' ) }
			</button>
			{ /* Always in the accessibility tree; only its visibility follows the toggle. */ }
			<div
				id={ tableId }
				className={
					tableOpen ? 'ca-chart__table-wrap' : 'ca-visually-hidden'
				}
			>
				<DataTable
					title={ title }
					data={ data }
					language={ language }
				/>
			</div>
		</figure>
	);
}
