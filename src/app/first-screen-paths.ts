/**
 * The API path of each first screen's call (the route table's `startUp`), for the head's script's
 * early calls (src/app/first-view/first-calls.ts). The features' endpoints, which
 * first-screen-data.ts dispatches, build theirs from the same paths (src/entities/estate/
 * estate-paths.ts), so the base query adopts the early answer (src/api/early-calls.ts).
 */
import { isEstateId } from '../entities/estate/estate-id';
import { ESTATES_PATH, estatePath } from '../entities/estate/estate-paths';
import type { DataChunk } from './route-table';

/** Each call's path; null for an argument its endpoint refuses without a request. */
export const FIRST_CALL_PATHS: Record<
	DataChunk,
	( arg?: string ) => string | null
> = {
	'dashboard-data': () => ESTATES_PATH,
	'estate-data': ( arg ) => ( isEstateId( arg ) ? estatePath( arg ) : null ),
};
