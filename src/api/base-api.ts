/**
 * The single RTK Query API: every call goes to `{apiBase}/api/…` with the API's headers, and the
 * bearer token unless the endpoint says `skipAuth`. The token only ever goes to the API origin.
 * This layer knows nothing of the session: the store injects how to read the token and what to do
 * on a 401 (`ApiContext`). See docs/architecture.md "The API layer".
 */
import {
	createApi,
	fetchBaseQuery,
	type BaseQueryFn,
	type FetchArgs,
	type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { Language } from '../config/constants';
import { resolveApiUrl, setApiHeaders } from './api-request';

/** What the store injects into every call (the thunk's extra argument). */
export interface ApiContext {
	/** The configured API base; every call goes below `{apiBase}/api/`. */
	apiBase: string;
	/** The resolved language, sent as `Accept-Language`. */
	language: Language;
	/** The site's origin, sent as `X-Broker-Url`. */
	siteOrigin: string;
	/** Reads the bearer token of the signed-in session from the root state; null when signed out. */
	getToken: ( state: unknown ) => string | null;
	/** Called with the token a request carried when the API answered 401 to it. */
	onUnauthorized: ( tokenUsed: string ) => void;
	/**
	 * Sends a checked request; the store passes one that adopts an early answer of the head's
	 * script (src/first-paint/hand-over.ts). The global `fetch` without it.
	 */
	fetch?: ( input: RequestInfo, init?: RequestInit ) => Promise< Response >;
}

/**
 * How long a call waits for its answer (ms). A call the server never answers then fails like a
 * lost connection, so no busy state or disabled button lasts for ever. Longer than any answer a
 * slow line can still deliver. See docs/behaviour.md "Calls and headers".
 */
export const CALL_TIMEOUT_MS = 30_000;

/**
 * A screen that asks for its data again whenever it mounts (the dashboard, an estate page) does so
 * only when the cached answer is older than this (s): RTK Query's `refetchOnMountOrArgChange` as a
 * number. A screen entered again later asks again; a call that failed, or never answered, is asked
 * again on any mount.
 */
export const REFETCH_ON_MOUNT_AFTER_S = 30;

/** Per-endpoint options. */
export interface ApiExtraOptions {
	/** Send no bearer token (login, register, password reset, verification). */
	skipAuth?: boolean;
	/**
	 * No time limit: an upload of a large file on a slow line may take minutes; it shows its
	 * progress and the customer can cancel it.
	 */
	noTimeLimit?: boolean;
	/**
	 * Sends the checked request instead of the global `fetch` (an upload that reports progress,
	 * see `upload.ts`). URL check, headers, token and the 401 path stay those of this base query.
	 */
	fetchFn?: ( input: RequestInfo, init?: RequestInit ) => Promise< Response >;
}

/**
 * Serialises query parameters the way the Laravel backend reads lists:
 * `modules[]=address&fieldList[]=Anrede` (docs/behaviour.md "Calls and headers").
 *
 * @param params Query parameters; arrays become repeated `key[]` entries.
 */
export function serializeParams( params: Record< string, unknown > ): string {
	const search = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( value === undefined || value === null ) {
			continue;
		}
		if ( Array.isArray( value ) ) {
			for ( const item of value ) {
				search.append( `${ key }[]`, String( item ) );
			}
		} else {
			search.append( key, String( value ) );
		}
	}
	return search.toString();
}

const isFormData = ( body: unknown ): boolean =>
	typeof FormData !== 'undefined' && body instanceof FormData;

/** Error code of an answer whose body is not what the contract describes. */
export const INVALID_ANSWER = 'invalid_api_response_structure';

/** The backend's code for a failure it does not name; shown as the generic error text. */
export const GENERIC_ERROR = 'generic_error';

/**
 * True for the error of an answer whose body was unusable (see `checkedAnswer`).
 *
 * @param error A query's or mutation's error.
 */
export const isInvalidAnswer = ( error: unknown ): boolean =>
	typeof error === 'object' &&
	error !== null &&
	( error as { error?: unknown } ).error === INVALID_ANSWER;

/** What a checked call gives back: the parsed data, or an error the callers already handle. */
export type CheckedResult< T > =
	| { data: T; error?: undefined }
	| { error: FetchBaseQueryError; data?: undefined };

/**
 * Runs a base-query call and reads its answer with `parse` (use inside an endpoint's `queryFn`).
 * A failed call keeps its error; an answer `parse` throws on becomes a `CUSTOM_ERROR` with `code`,
 * so a hostile answer takes the endpoint's ordinary failure path instead of crashing a screen.
 *
 * @param pending The call, e.g. `baseQuery( 'user' )`.
 * @param parse   Reads the answer body; throws when it is unusable.
 * @param code    The error code of an unusable answer.
 */
export async function checkedAnswer< T >(
	pending:
		| PromiseLike< { data?: unknown; error?: FetchBaseQueryError } >
		| { data?: unknown; error?: FetchBaseQueryError },
	parse: ( data: unknown ) => T,
	code: string = INVALID_ANSWER
): Promise< CheckedResult< T > > {
	const result = await pending;
	if ( result.error ) {
		return { error: result.error };
	}
	try {
		return { data: parse( result.data ) };
	} catch {
		return { error: { status: 'CUSTOM_ERROR', error: code } };
	}
}

/**
 * The base query: every URL is resolved and allowed only on the API origin, the API's headers are
 * set, and a 401 on a call that carried the token reports that token once.
 *
 * @param args         Path below `/api/` or fetch arguments.
 * @param api          RTK Query's call context.
 * @param extraOptions Endpoint options.
 */
export const apiBaseQuery: BaseQueryFn<
	string | FetchArgs,
	unknown,
	FetchBaseQueryError,
	ApiExtraOptions
> = async ( args, api, extraOptions ) => {
	const context = api.extra as ApiContext;
	const request: FetchArgs =
		typeof args === 'string' ? { url: args } : { ...args };
	const resolved = resolveApiUrl( request.url, context.apiBase );
	if ( resolved === null ) {
		return {
			error: {
				status: 'CUSTOM_ERROR',
				error: 'Refused: the request is not for the API origin.',
			},
		};
	}
	// The checked absolute URL is what is sent: RTK's own joining never sees the original.
	request.url = resolved;
	const token = extraOptions?.skipAuth
		? null
		: context.getToken( api.getState() );
	if ( token ) {
		// A personal answer never comes from, nor goes into, the browser's HTTP cache, whatever
		// the backend's Cache-Control says: its key is the URL, not the token, so the next customer
		// in the same browser would get it (docs/behaviour.md "Calls and headers").
		request.cache = 'no-store';
	}
	const raw = fetchBaseQuery( {
		baseUrl: `${ context.apiBase }/api/`,
		paramsSerializer: serializeParams,
		fetchFn: extraOptions?.fetchFn ?? context.fetch,
		timeout: extraOptions?.noTimeLimit ? undefined : CALL_TIMEOUT_MS,
		prepareHeaders: ( headers ) =>
			setApiHeaders( headers, {
				language: context.language,
				siteOrigin: context.siteOrigin,
				token,
				json: ! isFormData( request.body ),
			} ),
	} );
	const result = await raw( request, api, {} );
	if ( result.error?.status === 401 && token ) {
		context.onUnauthorized( token );
	}
	return result;
};

/**
 * The id of a cache tag for a record id from an answer or a route. RTK Query keeps its tags in
 * plain objects keyed by id, so an id such as `toString` or `__proto__` would land on Object's
 * prototype and break the cache (the query then stays pending for ever); the prefix keeps every
 * id an own key. Providers and invalidators of one record use the same `tagId`.
 *
 * @param id The record's id.
 */
export const tagId = ( id: string ): string => `id:${ id }`;

/**
 * The one `createApi`, which declares every tag type. Features add their endpoints with
 * `baseApi.injectEndpoints`. A tag type is declared only while some endpoint provides it and another
 * invalidates it: `User` is provided by the user call and invalidated by the profile save; `Estate`
 * is provided by the estate lists and invalidated by a new valuation (store-temporary); `Files`
 * is provided by an estate's file list and invalidated by an upload.
 */
export const baseApi = createApi( {
	reducerPath: 'api',
	baseQuery: apiBaseQuery,
	tagTypes: [ 'User', 'Estate', 'Files' ],
	endpoints: () => ( {} ),
} );
