/**
 * The single RTK Query API (GUIDE 3.2). Every call goes to `{apiBase}/api/…` with exactly the
 * headers of spec 1 section 7, and the bearer token unless the endpoint says `skipAuth`. The token
 * only ever goes to the API origin (GUIDE section 6). Any 401 on an authenticated call ends the
 * session once (see `session/logout.ts`).
 */
import {
	createApi,
	fetchBaseQuery,
	type BaseQueryFn,
	type FetchArgs,
	type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { Language } from '../config/constants';
import { selectToken, type WithAuth } from '../session/auth-slice';

/** What the store injects into every call (the thunk's extra argument). */
export interface ApiContext {
	apiBase: string;
	language: Language;
	siteOrigin: string;
	/** Called with the token a request carried when the API answered 401 to it. */
	onUnauthorized: ( tokenUsed: string ) => void;
}

/** Per-endpoint options. */
export interface ApiExtraOptions {
	/** Send no bearer token (login, register, password reset, verification). */
	skipAuth?: boolean;
	/**
	 * Sends the checked request instead of the global `fetch` (an upload that reports progress,
	 * see `upload.ts`). URL check, headers, token and the 401 path stay those of this base query.
	 */
	fetchFn?: ( input: RequestInfo, init?: RequestInit ) => Promise< Response >;
}

/**
 * Serialises query parameters the way the Laravel backend reads lists (decision 12):
 * `modules[]=address&fieldList[]=Anrede`.
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

/** What a checked call gives back: the parsed data, or an error the callers already handle. */
export type CheckedResult< T > =
	| { data: T; error?: undefined }
	| { error: FetchBaseQueryError; data?: undefined };

/**
 * Runs a base-query call and reads its answer with `parse` (use inside an endpoint's `queryFn`).
 * A failed call keeps its error; an answer `parse` throws on becomes a `CUSTOM_ERROR` with `code`,
 * so a hostile answer takes the endpoint's ordinary failure path (GUIDE section 6).
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
 * The absolute URL of a request: resolved exactly as the browser will against `{apiBase}/api/`,
 * so `//host`, `\\host`, `https:host` and `user@host` tricks are seen for what they are.
 * Null when it is not on the API origin (or carries user info), the only place the token may go.
 *
 * @param url     A path below `/api/` or an absolute URL.
 * @param apiBase The configured API base.
 */
export function resolveApiUrl( url: string, apiBase: string ): string | null {
	try {
		const api = new URL( `${ apiBase }/api/` );
		const target = new URL( url, api );
		if (
			target.origin !== api.origin ||
			target.username !== '' ||
			target.password !== ''
		) {
			return null;
		}
		return target.href;
	} catch {
		return null;
	}
}

/**
 * The base query: every URL is resolved and allowed only on the API origin, the spec's headers are
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
		: selectToken( api.getState() as WithAuth );
	const raw = fetchBaseQuery( {
		baseUrl: `${ context.apiBase }/api/`,
		paramsSerializer: serializeParams,
		fetchFn: extraOptions?.fetchFn,
		prepareHeaders: ( headers ) => {
			headers.set( 'Accept', 'application/json' );
			headers.set( 'Accept-Language', context.language );
			if ( ! isFormData( request.body ) ) {
				headers.set( 'Content-Type', 'application/json' );
			}
			headers.set( 'X-Requested-With', 'XMLHttpRequest' );
			headers.set( 'X-Broker-Url', context.siteOrigin );
			if ( token ) {
				headers.set( 'Authorization', `Bearer ${ token }` );
			}
			return headers;
		},
	} );
	const result = await raw( request, api, {} );
	if ( result.error?.status === 401 && token ) {
		context.onUnauthorized( token );
	}
	return result;
};

/**
 * The one `createApi`. Features add their endpoints with `baseApi.injectEndpoints`.
 */
export const baseApi = createApi( {
	reducerPath: 'api',
	baseQuery: apiBaseQuery,
	tagTypes: [
		'User',
		'ProfilePicture',
		'BrokerSettings',
		'Fields',
		'Countries',
		'Valuation',
		'Estate',
		'ShortStats',
		'Stats',
		'Log',
		'Files',
	],
	endpoints: () => ( {} ),
} );
