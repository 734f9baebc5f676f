/**
 * Public entry of the dashboard feature (loaded lazily by the router).
 */
import type { AppDispatch } from '../../app/hooks';
import { dashboardApi } from './api';

export { DashboardPage } from './components/dashboard-page';

/**
 * Asks the screen's first call, which its first render waits for (src/app/screen-chunks.ts).
 *
 * @param dispatch The store's dispatch.
 */
export const firstAnswer = ( dispatch: AppDispatch ): Promise< unknown > =>
	dispatch(
		dashboardApi.endpoints.getDashboardEstates.initiate( undefined, {
			subscribe: false,
		} )
	);
