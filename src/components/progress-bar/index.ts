/**
 * The labelled progress bar.
 */
export { ProgressBar, type ProgressBarProps } from './progress-bar';
