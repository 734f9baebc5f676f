/**
 * The chart component (react-apexcharts, wrapped once and loaded lazily) and its data types.
 */
export { Chart } from './chart';
export { type ChartData, type ChartKind } from './types';
