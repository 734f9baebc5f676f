/**
 * Public entry of the estates feature (loaded lazily by the router).
 */
export {
	EstateDetailPage,
	type EstateDetailPageProps,
} from './components/estate-detail-page';
