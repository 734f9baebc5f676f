/**
 * Calls started before any bundle has arrived, by the head's script (src/app/first-view/
 * first-calls.ts), for a signed-in customer's first screen: the user and the screen's own call
 * (the estates list, the routed estate). They are kept on the page in a list, and the base query
 * adopts an answer instead of asking again when its request is the same one: the same method
 * (GET), URL and headers (language, site, token). Each answer is adopted once; a request that
 * matches none, or whose early call failed, is sent as usual. See docs/architecture.md
 * "First screens' data".
 */

/** Where the list lives on the page (the head's script and the entry are separate bundles). */
const LIST = '__customerAreaEarlyCalls';

/** One early call. */
interface EarlyCall {
	/** The absolute URL. */
	url: string;
	/** The headers, as `headerKey` writes them. */
	headers: string;
	/** The answer. */
	response: Promise< Response >;
}

/**
 * The page's list of early calls.
 *
 * @param create Whether to create it when there is none.
 */
function earlyCalls( create: boolean ): EarlyCall[] | null {
	const page = window as unknown as Record< string, EarlyCall[] | undefined >;
	if ( ! page[ LIST ] && create ) {
		page[ LIST ] = [];
	}
	return page[ LIST ] ?? null;
}

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
 * Starts a GET call early and keeps it for the base query.
 *
 * @param url     The checked absolute URL (`resolveApiUrl`).
 * @param headers The API's headers (`setApiHeaders`).
 * @return The answer (read it only through `clone()`: the base query reads its body).
 */
export function startEarlyCall(
	url: string,
	headers: Headers
): Promise< Response > {
	const response = fetch( url, { headers } );
	// A failure is the base query's to see, when it adopts the call (it then asks again).
	response.catch( () => undefined );
	earlyCalls( true )?.push( {
		url,
		headers: headerKey( headers ),
		response,
	} );
	return response;
}

/**
 * Takes the early call that is the same request, if there is one.
 *
 * @param request The base query's request.
 * @return Its answer, or null.
 */
function adopt( request: Request ): Promise< Response > | null {
	const calls = earlyCalls( false );
	if ( ! calls || request.method !== 'GET' ) {
		return null;
	}
	const key = headerKey( request.headers );
	const index = calls.findIndex(
		( call ) => call.url === request.url && call.headers === key
	);
	return index < 0
		? null
		: ( calls.splice( index, 1 )[ 0 ]?.response ?? null );
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
 * The base query's `fetch`: an early call's answer when one is the same request, else `fetch`.
 *
 * @param input The request.
 * @param init  Options (the base query passes none).
 */
export function fetchOrAdopt(
	input: RequestInfo,
	init?: RequestInit
): Promise< Response > {
	const early =
		input instanceof Request && init === undefined ? adopt( input ) : null;
	if ( ! early || ! ( input instanceof Request ) ) {
		return fetch( input, init );
	}
	return Promise.race( [
		early.catch( () => fetch( input ) ),
		whenAborted( input.signal ),
	] );
}
