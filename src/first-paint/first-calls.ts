/**
 * A signed-in customer's first screen, started by the head's script before any bundle has arrived
 * (head.ts), as soon as the parser has read the page's first full root: the call its largest
 * element waits for (the estates list on the dashboard, the routed estate), then the user; the
 * files of the entry (its held stylesheet first) and of the first screen's chunks; and, as soon as
 * the call has answered, the picture it names for the largest element (the first card's, the
 * cover), with the `srcset` the screen uses.
 * The requests are built as the base query builds them (src/api/api-request.ts), so the entry's
 * store adopts the answers (hand-over.ts). This is the only place these calls start; without the
 * head's script (an embed the server could not see) the screens ask for their data themselves.
 * See docs/architecture.md "First paint and start-up".
 */
import { resolveApiUrl, setApiHeaders, USER_PATH } from '../api/api-request';
import type { DataCall } from '../app/route-table';
import { IS_PRODUCTION_BUILD } from '../config/constants';
import { isEstateId } from '../entities/estate/estate-id';
import {
	coverPicture,
	parseEstateDetail,
} from '../entities/estate/estate-detail';
import { cardPicture, parseDashboard } from '../entities/estate/estate-list';
import { ESTATES_PATH, estatePath } from '../entities/estate/estate-paths';
import type { PictureSources } from '../lib/image-url';
import type { LinkPolicy } from '../lib/safe-url';
import { appendPreload } from '../lib/preload';
import { handOver } from './hand-over';
import { firstScreenOf } from './plan';
import { HELD } from './waker';

/** Each first call: its API path (null for an argument its endpoint refuses) and its picture. */
const CALLS: Record<
	DataCall,
	{
		path: ( arg?: string ) => string | null;
		picture: (
			answer: unknown,
			policy: LinkPolicy
		) => PictureSources | null;
	}
> = {
	estates: {
		path: () => ESTATES_PATH,
		picture: ( answer, policy ) =>
			cardPicture( parseDashboard( answer )[ 0 ], policy ),
	},
	estate: {
		path: ( arg ) => ( isEstateId( arg ) ? estatePath( arg ) : null ),
		picture: ( answer, policy ) =>
			coverPicture( parseEstateDetail( answer ).images, policy ),
	},
};

/** What the page says about its API and files (the same for every visitor). */
export interface PageData {
	/** The configured API base. */
	apiBase: string;
	/** The site's origin. */
	siteOrigin: string;
	/** The page's resolved language. */
	language: string;
	/** The entry's script and the packages it needs, as WordPress prints them (its stylesheet is read from the page). */
	entry: string[];
	/** The files of the frame and the signed-in screens, by chunk. */
	chunks: Record< string, string[] >;
}

/**
 * Asks for a file at once (a preload hint): a stylesheet or a script, by its path.
 *
 * @param url The file's URL.
 */
function preloadFile( url: string ): void {
	appendPreload( url, /\.css(\?|$)/.test( url ) ? 'style' : 'script' );
}

/**
 * Starts the first screen of a signed-in customer.
 *
 * @param page  What the page says.
 * @param token The token cookie's value.
 * @param root  The page's first full root, read by the parser.
 * @param hash  `location.hash`.
 * @return The URLs of the calls started.
 */
export function startFirstCalls(
	page: PageData,
	token: string,
	root: Element,
	hash: string
): string[] {
	const { call, chunks } = firstScreenOf( {
		popup: false,
		isLeadgen:
			root.querySelector( '.customer-area-opening--wizard' ) !== null,
		signedIn: true,
		hash,
	} );
	const started: string[] = [];
	const send = ( path: string | null ): Promise< Response > | null => {
		const url = path === null ? null : resolveApiUrl( path, page.apiBase );
		if ( url === null ) {
			return null;
		}
		started.push( url );
		return handOver(
			url,
			setApiHeaders( new Headers(), {
				language: page.language,
				siteOrigin: page.siteOrigin,
				token,
				json: true,
			} )
		);
	};
	// The largest element's call first: the picture waits for it.
	const answer = call ? send( CALLS[ call.call ].path( call.arg ) ) : null;
	send( USER_PATH );
	// The entry's stylesheet, held in the head, first: the waker runs the entry only once it has
	// loaded (waker.ts), and it would otherwise be asked for only when the page has been parsed.
	document
		.querySelectorAll< HTMLTemplateElement >( `template[${ HELD }]` )
		.forEach( ( held ) =>
			held.content
				.querySelectorAll( 'link[rel="stylesheet"][href]' )
				.forEach( ( link ) =>
					preloadFile( link.getAttribute( 'href' ) ?? '' )
				)
		);
	// Then the entry (the largest file, and the last to run), then the packages it needs.
	[ ...page.entry.slice( -1 ), ...page.entry.slice( 0, -1 ) ].forEach(
		preloadFile
	);
	chunks.forEach( ( chunk ) => page.chunks[ chunk ]?.forEach( preloadFile ) );
	if ( call && answer ) {
		const policy = {
			production: IS_PRODUCTION_BUILD,
			apiBase: page.apiBase,
		};
		answer
			// A copy of the body: the base query reads the answer's own when it adopts it.
			.then( ( response ) =>
				response.ok ? response.clone().json() : Promise.reject()
			)
			.then( ( body: unknown ) => {
				const picture = CALLS[ call.call ].picture( body, policy );
				if ( picture ) {
					appendPreload( picture.src, 'image', true, picture );
				}
			} )
			.catch( () => undefined );
	}
	return started;
}
