/**
 * The small outlined label.
 */
export { Tag } from './tag';
