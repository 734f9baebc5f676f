/**
 * The API path of each first screen's call (the route table's `startUp`), for the head's script's
 * early calls (src/app/first-view/first-calls.ts). The features' endpoints, which
 * first-screen-data.ts dispatches, build theirs from the same paths (src/entities/estate/
 * estate-paths.ts), so the base query adopts the early answer (src/api/early-calls.ts). And the
 * picture each answer names for the screen's largest element, read with the endpoints' own
 * parsers, so the head's script can preload it as soon as the answer is there.
 */
import { isEstateId } from '../entities/estate/estate-id';
import { ESTATES_PATH, estatePath } from '../entities/estate/estate-paths';
import { cardPicture, parseDashboard } from '../entities/estate/estate-list';
import {
	coverPicture,
	parseEstateDetail,
} from '../entities/estate/estate-detail';
import type { PictureSources } from '../lib/image-url';
import type { LinkPolicy } from '../lib/safe-url';
import type { DataChunk } from './route-table';

/** Each call's path; null for an argument its endpoint refuses without a request. */
export const FIRST_CALL_PATHS: Record<
	DataChunk,
	( arg?: string ) => string | null
> = {
	'dashboard-data': () => ESTATES_PATH,
	'estate-data': ( arg ) => ( isEstateId( arg ) ? estatePath( arg ) : null ),
};

/**
 * Each call's picture for the screen's largest element (the first card's, the cover), from the
 * answer's body as the endpoint parses it; null for none or an unsafe one. Throws on an answer the
 * endpoint would refuse.
 */
export const FIRST_CALL_PICTURES: Record<
	DataChunk,
	( answer: unknown, policy: LinkPolicy ) => PictureSources | null
> = {
	'dashboard-data': ( answer, policy ) =>
		cardPicture( parseDashboard( answer )[ 0 ], policy ),
	'estate-data': ( answer, policy ) =>
		coverPicture( parseEstateDetail( answer ).images, policy ),
};
