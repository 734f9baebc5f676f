/**
 * The first screen's data, asked for by the entry as soon as the store exists, beside the first
 * screen's chunks: a signed-in customer's dashboard needs the estates list, an estate page its
 * estate. Otherwise these calls would wait until the screen's chunk had arrived and rendered, and
 * the pictures in their answers (the page's largest element) would wait for them. The screen's
 * first mount then uses that answer instead of asking again (src/api/start-up-answers.ts).
 *
 * Each feature's calls come in a small chunk of their own (`dashboard-data`, `estate-data`), so
 * that they need not wait for the `app` chunk or the screen's.
 */
import { startedAtStartUp } from '../api/start-up-answers';
import {
	firstScreenChunks,
	routedEstateId,
	type FirstScreen,
} from './first-screen';
import type { AppStore } from './store';

/**
 * Starts the calls of the first screen of each embed: nothing for a visitor or a screen without
 * start-up data. A chunk that fails to load only costs the head start: the screen asks itself.
 *
 * @param store   The page's store, with the customer's token.
 * @param screens The embeds' first screens.
 */
export function prefetchFirstScreenData(
	store: AppStore,
	screens: FirstScreen[]
): void {
	const chunks = new Set(
		screens.flatMap( ( screen ) => firstScreenChunks( screen ) )
	);
	if ( chunks.has( 'dashboard' ) ) {
		import(
			/* webpackChunkName: "dashboard-data" */ '../features/dashboard/api'
		)
			.then( ( { dashboardApi } ) => {
				startedAtStartUp( 'getDashboardEstates', undefined );
				store.dispatch(
					dashboardApi.util.prefetch(
						'getDashboardEstates',
						undefined,
						{}
					)
				);
			} )
			.catch( () => undefined );
	}
	const estateId = chunks.has( 'estate' )
		? screens
				.map( ( screen ) => routedEstateId( screen.hash ) )
				.find( ( id ) => id !== null )
		: undefined;
	if ( estateId ) {
		import(
			/* webpackChunkName: "estate-data" */ '../features/estates/api'
		)
			.then( ( { estatesApi } ) => {
				startedAtStartUp( 'getEstate', estateId );
				store.dispatch(
					estatesApi.util.prefetch( 'getEstate', estateId, {} )
				);
			} )
			.catch( () => undefined );
	}
}
