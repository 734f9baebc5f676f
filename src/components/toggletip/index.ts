/**
 * The info button of labels and cards.
 */
export { Toggletip } from './toggletip';
