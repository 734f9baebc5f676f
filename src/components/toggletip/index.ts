/**
 * The info button of labels and cards.
 */
export { Toggletip, type ToggletipProps } from './toggletip';
