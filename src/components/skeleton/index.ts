/**
 * Loading placeholders.
 */
export {
	Skeleton,
	LoadingRegion,
	type SkeletonProps,
	type LoadingRegionProps,
} from './skeleton';
