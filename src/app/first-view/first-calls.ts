/**
 * The head's script's third task, for a signed-in customer only (a token cookie): once the page
 * has been parsed, it starts the user call and the call the first screen's largest element waits
 * for (the route table's `startUp`: the estates list on the dashboard, the routed estate), before
 * any bundle has arrived. The entry's store adopts the answers (src/api/early-calls.ts) instead of
 * asking again, so the dashboard's picture no longer waits for the entry, React and the data
 * chunk to arrive before its call goes out. The requests are built as the base query builds
 * them (src/api/api-request.ts): the API origin only, the same headers. See docs/architecture.md
 * "First screens' data".
 */
import {
	BROKER_SETTINGS_PATH,
	setApiHeaders,
	resolveApiUrl,
	USER_PATH,
} from '../../api/api-request';
import { startEarlyCall } from '../../api/early-calls';
import { IS_PRODUCTION_BUILD, TOKEN_COOKIE } from '../../config/constants';
import { readCookie } from '../../config/language';
import type { ChunkFiles } from '../../config/config';
import type { PictureSources } from '../../lib/image-url';
import {
	firstScreenOf,
	preloadChunkFiles,
	preloadPicture,
} from '../first-screen';
import { ROUTE_TABLE } from '../route-table';
import { FIRST_CALL_PATHS, FIRST_CALL_PICTURES } from '../first-screen-paths';

/** The root the browser mounts: the first full one (src/app/page-roots.ts). */
const FULL_ROOT = '[data-customer-area-root].customer-area-root--full';

/** The pre-rendered wizard marks a lead-generation embed (src/app/first-view/first-views.tsx). */
const LEADGEN_VIEW = '.customer-area-first-view--wizard';

/** What the page says about its API (the same for every visitor). */
export interface PageApi {
	/** The configured API base. */
	apiBase: string;
	/** The site's origin. */
	siteOrigin: string;
	/** The page's resolved language. */
	language: string;
}

/**
 * Starts the signed-in first screen's calls.
 *
 * The first screen's chunks (`app`, the frame, the screen and its data chunk) are preloaded too,
 * with the URLs the entry's chunk loader uses.
 *
 * @param page    The page's API settings.
 * @param cookies `document.cookie`.
 * @param hash    `location.hash`.
 * @param chunks  The signed-in first screens' chunks' files, by chunk.
 * @return The URLs asked for (none for a visitor or a page without a full root).
 */
export function startFirstCalls(
	page: PageApi,
	cookies: string,
	hash: string,
	chunks: Record< string, ChunkFiles > = {}
): string[] {
	const token = readCookie( cookies, TOKEN_COOKIE );
	const root = document.querySelector( FULL_ROOT );
	if ( ! token || ! root || page.apiBase === '' ) {
		return [];
	}
	const { call, chunks: screens } = firstScreenOf( {
		popup: false,
		isLeadgen: root.querySelector( LEADGEN_VIEW ) !== null,
		signedIn: true,
		hash,
	} );
	preloadChunkFiles(
		[ ROUTE_TABLE.app, ...screens, ...( call ? [ call.chunk ] : [] ) ],
		chunks
	);
	const started: string[] = [];
	const send = ( path: string | null ): Promise< Response > | null => {
		const url = path === null ? null : resolveApiUrl( path, page.apiBase );
		if ( url === null ) {
			return null;
		}
		started.push( url );
		return startEarlyCall(
			url,
			setApiHeaders( new Headers(), {
				language: page.language,
				siteOrigin: page.siteOrigin,
				token,
				json: true,
			} )
		);
	};
	send( USER_PATH );
	send( BROKER_SETTINGS_PATH );
	const answer = call
		? send( FIRST_CALL_PATHS[ call.chunk ]( call.arg ) )
		: null;
	if ( call && answer ) {
		preloadPictureOf( answer, ( body ) =>
			FIRST_CALL_PICTURES[ call.chunk ]( body, {
				production: IS_PRODUCTION_BUILD,
				apiBase: page.apiBase,
			} )
		);
	}
	return started;
}

/**
 * Preloads the picture an early answer names for the screen's largest element, as soon as the
 * answer is there: it no longer waits for the entry, React and the data chunk to arrive and run
 * first. The entry asks for the same link once its own call has the answer (first-screen-data.ts),
 * which then adds nothing. A failed or unusable answer preloads nothing.
 *
 * @param answer  The early call's answer.
 * @param picture The picture's URL in the answer's body.
 */
function preloadPictureOf(
	answer: Promise< Response >,
	picture: ( body: unknown ) => PictureSources | null
): void {
	answer
		// A copy of the body: the base query reads the answer's own when it adopts it.
		.then( ( response ) =>
			response.ok ? response.clone().json() : Promise.reject()
		)
		.then( ( body: unknown ) => preloadPicture( picture( body ) ) )
		.catch( () => undefined );
}
