/**
 * The chart component (react-apexcharts, wrapped once and loaded lazily) and its data types.
 */
export { Chart, type ChartProps } from './chart';
export {
	colorCountOf,
	type ChartData,
	type ChartDataset,
	type ChartKind,
} from './types';
