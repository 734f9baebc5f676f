/**
 * The key figures of an owned estate and the weekly trend chip.
 */
export { StatBoxes } from './stat-boxes';
export { Trend } from './trend';
