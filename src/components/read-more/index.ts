/**
 * Shortened CRM HTML with 'Read more' / 'Read less'.
 */
export { ReadMore, type ReadMoreProps } from './read-more';
export { htmlExcerpt, type HtmlExcerpt } from './html-excerpt';
