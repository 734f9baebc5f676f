/**
 * The nine network faults of the matrix, each a factory of MSW answers, and the switch that breaks
 * a screen's calls and heals them again.
 *
 * - **offline**: the request never reaches a server; `fetch` rejects (`HttpResponse.error()`).
 * - **timeout**: the server takes the request and never answers. The app gives up after its own
 *   limit (`CALL_TIMEOUT_MS`); the cell moves a fake clock past it. The request's abort signal is
 *   what ends the pending answer here, as a closed connection would.
 * - **500 with JSON**, **502 with an HTML page**, **503 with Retry-After** (and an empty body).
 * - **malformed JSON**: a 200 whose body is not JSON at all.
 * - **truncated body**: a 200 whose JSON stops in the middle while `Content-Length` promises the
 *   whole, as when a connection drops mid-answer. (A body stream that errors instead is not
 *   delivered as an error by MSW's XMLHttpRequest interception, which the upload uses.)
 * - **10-second delay**: the healthy answer, ten seconds late (fake clock): the screen is busy,
 *   then shows the answer without any action.
 * - **CORS refusal**: the browser refuses to hand the answer over. In a browser, and in the
 *   jsdom `fetch` these tests run, that is a rejected `fetch` ("TypeError: Failed to fetch"),
 *   indistinguishable from offline for the page, so it is modelled as a network error too.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** How long the delay fault holds the answer back. */
export const SLOW_ANSWER_MS = 10_000;

/** One fault. */
export interface Fault {
	/** Its name in the test titles. */
	name: string;
	/**
	 * The answer to a broken call; `undefined` hands the call on to the healthy handler (after
	 * the delay).
	 */
	answer: ( request: Request ) => Promise< Response | undefined >;
	/** Needs the fake clock: the app's timeout, or the ten-second delay. */
	clock?: 'timeout' | 'delay';
}

/** The text of a gateway's error page, which must never reach the screen. */
export const GATEWAY_PAGE_TEXT = 'Bad Gateway (nginx)';

const GATEWAY_PAGE = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>${ GATEWAY_PAGE_TEXT }</h1></center></body></html>`;

/** A JSON body that the truncated fault cuts in half. */
const WHOLE_BODY = JSON.stringify( {
	message: 'ok',
	data: { items: [ 'one', 'two', 'three' ], note: 'cut here or there' },
} );

/**
 * Waits until the request is aborted (the app's own timeout, or the page leaving).
 *
 * @param request The pending request.
 */
const untilAborted = ( request: Request ) =>
	new Promise< void >( ( resolve ) => {
		if ( request.signal.aborted ) {
			resolve();
			return;
		}
		request.signal.addEventListener( 'abort', () => resolve(), {
			once: true,
		} );
	} );

/** The nine faults. */
export const FAULTS: readonly Fault[] = [
	{ name: 'offline', answer: async () => HttpResponse.error() },
	{
		name: 'timeout',
		clock: 'timeout',
		answer: async ( request ) => {
			await untilAborted( request );
			return HttpResponse.error();
		},
	},
	{
		name: '500 with JSON',
		answer: async () =>
			HttpResponse.json( { message: 'generic_error' }, { status: 500 } ),
	},
	{
		name: '502 with an HTML page',
		answer: async () =>
			new HttpResponse( GATEWAY_PAGE, {
				status: 502,
				headers: { 'Content-Type': 'text/html; charset=utf-8' },
			} ),
	},
	{
		name: '503 with Retry-After',
		answer: async () =>
			new HttpResponse( null, {
				status: 503,
				headers: { 'Retry-After': '120' },
			} ),
	},
	{
		name: 'malformed JSON',
		answer: async () =>
			new HttpResponse( '{"message": ok, data: [1, 2,', {
				status: 200,
				headers: { 'Content-Type': 'application/json' },
			} ),
	},
	{
		name: 'a truncated body',
		answer: async () =>
			new HttpResponse( WHOLE_BODY.slice( 0, WHOLE_BODY.length / 2 ), {
				status: 200,
				headers: {
					'Content-Type': 'application/json',
					'Content-Length': String( WHOLE_BODY.length ),
				},
			} ),
	},
	{
		name: 'a 10-second delay',
		clock: 'delay',
		answer: async () => {
			await delay( SLOW_ANSWER_MS );
			return undefined;
		},
	},
	{
		// See the file comment: a refused cross-origin answer rejects `fetch` like a network error.
		name: 'a CORS refusal',
		answer: async () => HttpResponse.error(),
	},
];

/** A call a screen makes: method and URL (MSW path pattern). */
export interface Call {
	method: 'get' | 'post' | 'patch';
	url: string;
}

/** The switch of one cell. */
export interface BrokenNetwork {
	/** Handlers to register in front of the healthy ones. */
	handlers: HttpHandler[];
	/** How many calls met the fault. */
	hits: () => number;
	/** From now on the calls reach the healthy handlers. */
	heal: () => void;
}

/**
 * Handlers that answer `calls` with `fault` until `heal` is called, then let them through.
 *
 * @param calls The screen's calls to break.
 * @param fault The fault.
 */
export function breakCalls(
	calls: readonly Call[],
	fault: Fault
): BrokenNetwork {
	let broken = true;
	let hits = 0;
	const handlers = calls.map( ( call ) =>
		http[ call.method ]( call.url, async ( { request } ) => {
			if ( ! broken ) {
				return undefined;
			}
			hits++;
			return fault.answer( request );
		} )
	);
	return {
		handlers,
		hits: () => hits,
		heal: () => {
			broken = false;
		},
	};
}
