/**
 * The product's progress bar (0–100, 8 px, green), plain or with a visible name and value.
 */
export { LabelledProgressBar, ProgressBar } from './progress-bar';
