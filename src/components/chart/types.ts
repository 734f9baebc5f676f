/**
 * The data a chart shows, independent of the chart library.
 */

/** The chart kinds the statistics use. */
export type ChartKind = 'pie' | 'doughnut' | 'bar' | 'line';

/** One series. */
export interface ChartDataset {
	/** The series' name, e.g. 'Number of Agentlog entries'. */
	label: string;
	/** One value per label. */
	data: number[];
}

/** What a chart draws. */
export interface ChartData {
	kind: ChartKind;
	/** Category names (slices of a pie, points on the x axis). */
	labels: string[];
	datasets: ChartDataset[];
}

/** Props of the drawing itself (the lazy part). */
export interface ChartDrawingProps {
	data: ChartData;
	/** One colour per slice (pie, doughnut) or per series (bar, line). */
	colors: string[];
	/** The UI language: the format of values, percentages and axis labels. */
	language: string;
}

/**
 * How many colours a chart needs: one per slice for pies, one per series otherwise.
 *
 * @param data The chart's data.
 */
export const colorCountOf = ( data: ChartData ): number =>
	data.kind === 'pie' || data.kind === 'doughnut'
		? data.labels.length
		: data.datasets.length;
