/**
 * Shortened CRM HTML with 'Read more' / 'Read less'.
 */
export { ReadMore } from './read-more';
