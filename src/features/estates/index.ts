/**
 * Public entry of the estates feature (loaded lazily by the router).
 */
import type { AppDispatch } from '../../app/hooks';
import { isEstateId } from '../../entities/estate/estate-id';
import { estatesApi } from './api';

export { EstateDetailPage } from './components/estate-detail-page';

/**
 * Asks the screen's first call, which its first render waits for (src/app/screen-chunks.ts).
 * Nothing for an id the screen does not ask for either.
 *
 * @param dispatch The store's dispatch.
 * @param id       The estate.
 */
export const firstAnswer = (
	dispatch: AppDispatch,
	id = ''
): Promise< unknown > =>
	isEstateId( id )
		? dispatch(
				estatesApi.endpoints.getEstate.initiate( id, {
					subscribe: false,
				} )
			)
		: Promise.resolve();
