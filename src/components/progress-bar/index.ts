/**
 * The product's progress bar (0–100, 8 px, green).
 */
export { ProgressBar, type ProgressBarProps } from './progress-bar';
