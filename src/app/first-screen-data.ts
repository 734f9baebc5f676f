/**
 * The first screen's call, asked for by the entry as soon as the store exists (its code as soon as
 * the entry runs), beside the first screen's chunks: the route table (route-table.ts) names it for
 * the routes whose largest element waits for one, e.g. a signed-in customer's dashboard (the
 * estates list) and an estate page (its estate). Otherwise these calls would wait until the
 * screen's chunk had arrived and rendered. The picture the answer names for the page's largest
 * element (the first card's, the cover) is then preloaded at once, so it no longer waits for the
 * screen either. The screen's first mount uses the answer instead of asking again: the screens ask
 * again on mount only for an answer older than `REFETCH_ON_MOUNT_AFTER_S` (src/api/base-api.ts),
 * RTK Query's `refetchOnMountOrArgChange`.
 *
 * Each call comes in a small chunk of its own (`dashboard-data`, `estate-data`), so that it need
 * not wait for the `app` chunk or the screen's.
 */
import { currentLinkPolicy } from '../config/config';
import type { PictureSources } from '../lib/image-url';
import { preloadPicture, type FirstScreenCall } from './first-screen';
import type { DataChunk } from './route-table';
import type { AppStore } from './store';

/**
 * Starts one screen's call in the store, without a subscription (the screen subscribes), and
 * resolves with the URL of the picture the screen shows first ('' for none).
 */
type StartCall = (
	store: AppStore,
	arg: string | undefined
) => Promise< PictureSources | null >;

/**
 * The calls, one per data chunk of the route table: each loads its chunk, then makes the call.
 * Each `webpackChunkName` repeats its key (see route-table.ts).
 */
const START_UP_CALLS: Record< DataChunk, () => Promise< StartCall > > = {
	'dashboard-data': () =>
		import(
			/* webpackChunkName: "dashboard-data" */ '../features/dashboard/first-view'
		).then( ( { dashboardApi, cardPicture } ) => async ( store ) => {
			const { data } = await store.dispatch(
				dashboardApi.endpoints.getDashboardEstates.initiate(
					undefined,
					{ subscribe: false }
				)
			);
			return data ? cardPicture( data[ 0 ], currentLinkPolicy() ) : null;
		} ),
	'estate-data': () =>
		import(
			/* webpackChunkName: "estate-data" */ '../features/estates/first-view'
		).then( ( { estatesApi, coverPicture } ) => async ( store, arg ) => {
			const { data } = await store.dispatch(
				estatesApi.endpoints.getEstate.initiate( arg ?? '', {
					subscribe: false,
				} )
			);
			return data
				? coverPicture( data.images, currentLinkPolicy() )
				: null;
		} ),
};

/**
 * Starts the calls of the first screens of the page's embeds (firstScreenOf), each once: nothing for
 * a visitor or a screen without a call. A chunk that fails to load only costs the head start: the
 * screen asks itself.
 *
 * The chunks are requested at once; the calls start when `signedInStore` gives the store (the
 * entry creates it a little later), and not at all when it gives null (the token turned out not to
 * be valid).
 *
 * @param signedInStore The page's store once it exists, if it holds the customer's token, else null.
 * @param calls         The embeds' first screens' calls.
 */
export function prefetchFirstScreenData(
	signedInStore: Promise< AppStore | null >,
	calls: FirstScreenCall[]
): void {
	const started = new Set< string >();
	for ( const { chunk, arg } of calls ) {
		const key = JSON.stringify( [ chunk, arg ] );
		if ( started.has( key ) ) {
			continue;
		}
		started.add( key );
		Promise.all( [ START_UP_CALLS[ chunk ](), signedInStore ] )
			.then(
				( [ startCall, store ] ) => store && startCall( store, arg )
			)
			.then( ( picture ) => preloadPicture( picture || null ) )
			.catch( () => undefined );
	}
}
