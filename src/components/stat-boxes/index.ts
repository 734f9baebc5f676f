/**
 * The key figures of an owned estate and the weekly trend chip.
 */
export {
	StatBoxes,
	shortStatLabel,
	STAT_PLACEHOLDERS,
	type StatBoxesProps,
} from './stat-boxes';
export { Trend, type TrendProps } from './trend';
