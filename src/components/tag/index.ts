/**
 * The small outlined label.
 */
export { Tag, type TagProps } from './tag';
