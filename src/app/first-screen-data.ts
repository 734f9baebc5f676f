/**
 * The first screen's data, asked for by the entry as soon as the store exists (its code as soon as
 * the entry runs), beside the first screen's chunks: a signed-in customer's dashboard needs the estates list, an estate page its
 * estate. Otherwise these calls would wait until the screen's chunk had arrived and rendered. The
 * picture the answer names for the page's largest element (the first card's, the cover) is then
 * preloaded at once, so it no longer waits for the screen either. The screen's first mount uses
 * the answer instead of asking again (src/api/start-up-answers.ts).
 *
 * Each feature's part comes in a small chunk of its own (`dashboard-data`, `estate-data`), so that
 * it need not wait for the `app` chunk or the screen's.
 */
import { startedAtStartUp } from '../api/start-up-answers';
import {
	firstScreenChunks,
	routedEstateId,
	type FirstScreen,
} from './first-screen';
import type { AppStore } from './store';

/**
 * Fetches a picture early, as the screen will show it (same URL, no CORS mode), with high
 * priority. Nothing for `''`.
 *
 * @param url The picture's URL, already checked as safe.
 */
function preloadPicture( url: string ): void {
	if ( url === '' ) {
		return;
	}
	const link = document.createElement( 'link' );
	link.rel = 'preload';
	link.setAttribute( 'as', 'image' );
	link.href = url;
	link.setAttribute( 'fetchpriority', 'high' );
	document.head.appendChild( link );
}

/**
 * Records a start-up call, waits for its answer and preloads the picture it names.
 *
 * @param endpoint  The endpoint's name (for useStartUpAnswer).
 * @param arg       Its argument.
 * @param call      Starts the call (without a subscription: the screen subscribes).
 * @param pictureOf The URL of the picture the screen shows first, from the answer.
 */
async function startUpCall< Data >(
	endpoint: string,
	arg: unknown,
	call: () => PromiseLike< { data?: Data } >,
	pictureOf: ( data: Data ) => string
): Promise< void > {
	startedAtStartUp( endpoint, arg );
	const { data } = await call();
	preloadPicture( data ? pictureOf( data ) : '' );
}

/**
 * Starts the calls of the first screen of each embed: nothing for a visitor or a screen without
 * start-up data. A chunk that fails to load only costs the head start: the screen asks itself.
 *
 * The chunks are requested at once; the calls start when `signedInStore` gives the store (the
 * entry creates it a little later), and not at all when it gives null (the token turned out not to
 * be valid).
 *
 * @param signedInStore The page's store once it exists, if it holds the customer's token, else null.
 * @param screens       The embeds' first screens.
 */
export function prefetchFirstScreenData(
	signedInStore: Promise< AppStore | null >,
	screens: FirstScreen[]
): void {
	const chunks = new Set(
		screens.flatMap( ( screen ) => firstScreenChunks( screen ) )
	);
	if ( chunks.has( 'dashboard' ) ) {
		Promise.all( [
			import(
				/* webpackChunkName: "dashboard-data" */ '../features/dashboard/first-view'
			),
			signedInStore,
		] )
			.then(
				( [ { dashboardApi, leadPictureUrl }, store ] ) =>
					store &&
					startUpCall(
						'getDashboardEstates',
						undefined,
						() =>
							store.dispatch(
								dashboardApi.endpoints.getDashboardEstates.initiate(
									undefined,
									{ subscribe: false }
								)
							),
						leadPictureUrl
					)
			)
			.catch( () => undefined );
	}
	const estateId = chunks.has( 'estate' )
		? screens
				.map( ( screen ) => routedEstateId( screen.hash ) )
				.find( ( id ) => id !== null )
		: undefined;
	if ( estateId ) {
		Promise.all( [
			import(
				/* webpackChunkName: "estate-data" */ '../features/estates/first-view'
			),
			signedInStore,
		] )
			.then(
				( [ { estatesApi, coverUrlOf }, store ] ) =>
					store &&
					startUpCall(
						'getEstate',
						estateId,
						() =>
							store.dispatch(
								estatesApi.endpoints.getEstate.initiate(
									estateId,
									{
										subscribe: false,
									}
								)
							),
						coverUrlOf
					)
			)
			.catch( () => undefined );
	}
}
