/**
 * Multipart uploads that report their progress and can be cancelled.
 *
 * `fetch` cannot report how much of a request body has been sent, so an upload goes out through
 * `XMLHttpRequest`. It still goes through the one base query (`apiBaseQuery`): the URL is checked
 * against the API origin, the headers and the bearer token are set there, a 401 ends the session
 * there, and the answer is read there. Only the last step, putting the request on the wire, is
 * done by the transport below. See docs/architecture.md "The API layer".
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { apiBaseQuery } from './base-api';

/** Statuses whose answers have no body (a `Response` refuses one). */
const NULL_BODY_STATUSES = new Set( [ 101, 103, 204, 205, 304 ] );

/**
 * Reads `getAllResponseHeaders()` into `Headers`; malformed lines are skipped.
 *
 * @param raw The header block.
 */
function parseHeaders( raw: string ): Headers {
	const headers = new Headers();
	for ( const line of raw.split( /\r?\n/ ) ) {
		const colon = line.indexOf( ':' );
		if ( colon > 0 ) {
			try {
				headers.append(
					line.slice( 0, colon ).trim(),
					line.slice( colon + 1 ).trim()
				);
			} catch {
				// A header name the Fetch API refuses cannot matter to the JSON answer.
			}
		}
	}
	return headers;
}

/**
 * The error a cancelled request rejects with, as `fetch` does.
 */
const abortError = () =>
	new DOMException( 'The upload was cancelled.', 'AbortError' );

/**
 * A `fetch` replacement built on `XMLHttpRequest` that sends `body` and reports upload progress.
 *
 * It takes URL, method, headers and abort signal from the request the base query prepared, and
 * sends `body` itself rather than the request's copy: reading a multipart body back out of a
 * `Request` would hold the whole file in memory. The `Content-Type` of the request is left out so
 * that the browser writes the multipart boundary that matches what it sends.
 *
 * @param body       The form to send.
 * @param onProgress Called with bytes sent and bytes in total while the body goes out.
 */
export function xhrTransport(
	body: FormData,
	onProgress?: ( loaded: number, total: number ) => void
): ( input: RequestInfo, init?: RequestInit ) => Promise< Response > {
	return ( input, init ) =>
		new Promise< Response >( ( resolve, reject ) => {
			// The base query passes a prepared `Request`; anything else is made one the same way.
			const request =
				input instanceof Request ? input : new Request( input, init );
			const { signal } = request;
			if ( signal.aborted ) {
				reject( abortError() );
				return;
			}
			const xhr = new XMLHttpRequest();
			let settled = false;
			const settle = ( finish: () => void ) => {
				if ( ! settled ) {
					settled = true;
					signal.removeEventListener( 'abort', onAbort );
					finish();
				}
			};
			function onAbort() {
				settle( () => reject( abortError() ) );
				xhr.abort();
			}
			xhr.open( request.method, request.url );
			request.headers.forEach( ( value, name ) => {
				if ( name.toLowerCase() !== 'content-type' ) {
					xhr.setRequestHeader( name, value );
				}
			} );
			xhr.upload.onprogress = ( event ) => {
				if ( event.lengthComputable && onProgress ) {
					onProgress( event.loaded, event.total );
				}
			};
			xhr.onload = () =>
				settle( () => {
					try {
						resolve(
							new Response(
								NULL_BODY_STATUSES.has( xhr.status )
									? null
									: xhr.responseText,
								{
									status: xhr.status,
									statusText: xhr.statusText,
									headers: parseHeaders(
										xhr.getAllResponseHeaders()
									),
								}
							)
						);
					} catch {
						reject( new TypeError( 'Failed to fetch' ) );
					}
				} );
			const failed = () =>
				settle( () => reject( new TypeError( 'Failed to fetch' ) ) );
			xhr.onerror = failed;
			xhr.ontimeout = failed;
			xhr.onabort = () => settle( () => reject( abortError() ) );
			signal.addEventListener( 'abort', onAbort );
			xhr.send( body );
		} );
}

/** One multipart upload. */
export interface MultipartUpload {
	/** Path below `/api/`, e.g. `file/upload`. */
	url: string;
	/** Text fields, sent before the file. */
	fields: Record< string, string >;
	/** The form field that carries the file. */
	fileField: string;
	/** The file. */
	file: File;
	/** Called with the share sent so far, 0–100, rounded down. */
	onProgress?: ( percent: number ) => void;
}

/**
 * Sends a multipart form with `POST` through the base query, reporting progress. Use inside an
 * endpoint's `queryFn`; cancelling the mutation (`abort()` on its promise) aborts the request.
 *
 * @param upload What to send.
 * @param api    RTK Query's call context (the `queryFn`'s second argument).
 */
export function sendMultipart( upload: MultipartUpload, api: BaseQueryApi ) {
	const form = new FormData();
	for ( const [ name, value ] of Object.entries( upload.fields ) ) {
		form.append( name, value );
	}
	form.append( upload.fileField, upload.file, upload.file.name );
	const report = upload.onProgress;
	return apiBaseQuery( { url: upload.url, method: 'POST', body: form }, api, {
		noTimeLimit: true,
		fetchFn: xhrTransport(
			form,
			report
				? ( loaded, total ) =>
						report(
							total > 0
								? Math.min(
										100,
										Math.floor( ( loaded / total ) * 100 )
									)
								: 0
						)
				: undefined
		),
	} );
}
