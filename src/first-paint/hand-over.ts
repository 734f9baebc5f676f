/**
 * The hand-over of early answers from the head's script to the entry's store. The head's script
 * starts a signed-in customer's first calls before any bundle has arrived (first-calls.ts); the
 * base query adopts an answer instead of asking again when its request is the same one: the same
 * GET, URL and headers (language, site, token). Each answer is adopted once; a request that matches
 * none, or whose early call failed, is sent as usual.
 *
 * The two are separate bundles, so the answers wait on `window`, under a `Symbol.for` key: page
 * content cannot replace it (an element's `id` or `name` shadows only a string-named global).
 * Whenever the session's token changes the store keeps only the answers asked with the new one:
 * none after a sign-out (src/app/store.ts), so no answer made for one customer outlives their
 * session. See docs/architecture.md "First paint and start-up".
 */

/** The key of the hand-over on `window`. */
export const HAND_OVER = Symbol.for( 'customer-area.early-answers' );

/** One early answer. */
interface EarlyAnswer {
	/** The absolute URL. */
	url: string;
	/** The headers, as `headerKey` writes them. */
	headers: string;
	/** The answer. */
	response: Promise< Response >;
}

/** The page, with its hand-over. */
type Page = Window & { [ HAND_OVER ]?: EarlyAnswer[] };

/**
 * The headers of a request as one comparable string (names in lower case, in order).
 *
 * @param headers The headers.
 */
function headerKey( headers: Headers ): string {
	const entries: string[] = [];
	headers.forEach( ( value, name ) =>
		entries.push( `${ name }: ${ value }` )
	);
	return entries.sort().join( '\n' );
}

/**
 * Starts a GET call and leaves its answer for the base query.
 *
 * @param url     The checked absolute URL (`resolveApiUrl`).
 * @param headers The API's headers (`setApiHeaders`).
 * @return The answer (read it only through `clone()`: the base query reads its body).
 */
export function handOver( url: string, headers: Headers ): Promise< Response > {
	// Personal: never from, nor into, the browser's HTTP cache, as the base query asks (a careless
	// `max-age` would hand the next customer's early call this one's answer).
	const response = fetch( url, { headers, cache: 'no-store' } );
	// A failure is the base query's to see, when it adopts the call (it then asks again).
	response.catch( () => undefined );
	const page = window as Page;
	( page[ HAND_OVER ] ??= [] ).push( {
		url,
		headers: headerKey( headers ),
		response,
	} );
	return response;
}

/**
 * Keeps only the early answers asked with a token: none for none.
 *
 * @param token The session's token.
 */
export function keepEarlyAnswersFor( token: string | null ): void {
	const page = window as Page;
	const kept = ( page[ HAND_OVER ] ?? [] ).filter(
		( answer ) =>
			token !== null &&
			answer.headers
				.split( '\n' )
				.includes( `authorization: Bearer ${ token }` )
	);
	if ( kept.length > 0 ) {
		page[ HAND_OVER ] = kept;
	} else {
		delete page[ HAND_OVER ];
	}
}

/**
 * Rejects when the request is aborted (the base query's time limit), as `fetch` would.
 *
 * @param signal The request's signal.
 */
function whenAborted( signal: AbortSignal ): Promise< never > {
	return new Promise( ( _resolve, reject ) => {
		const fail = () =>
			reject(
				signal.reason ?? new DOMException( 'Aborted', 'AbortError' )
			);
		if ( signal.aborted ) {
			fail();
		} else {
			signal.addEventListener( 'abort', fail, { once: true } );
		}
	} );
}

/**
 * The base query's `fetch`: an early answer when one is the same request, else `fetch`.
 *
 * @param input The request.
 * @param init  Options (the base query passes none).
 */
export function fetchOrAdopt(
	input: RequestInfo,
	init?: RequestInit
): Promise< Response > {
	const answers = ( window as Page )[ HAND_OVER ];
	const request = input instanceof Request && ! init ? input : null;
	const key = request ? headerKey( request.headers ) : '';
	const index =
		request?.method === 'GET' && Array.isArray( answers )
			? answers.findIndex(
					( answer ) =>
						answer.url === request.url && answer.headers === key
				)
			: -1;
	const early = index < 0 ? null : answers?.splice( index, 1 )[ 0 ];
	if ( ! request || ! early ) {
		return fetch( input, init );
	}
	return Promise.race( [
		early.response.catch( () => fetch( request ) ),
		whenAborted( request.signal ),
	] );
}
