/**
 * Loading placeholders.
 */
export { Skeleton, LoadingRegion } from './skeleton';
