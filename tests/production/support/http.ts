/**
 * Plain HTTP requests of the production suite, past the browser: a page from Varnish or straight
 * from Apache with the site's Host (WordPress answers for its own host only).
 */
import http from 'http';
import zlib from 'zlib';

/** An answer: status, headers and the body, decompressed. */
export interface Answer {
	status: number;
	headers: http.IncomingHttpHeaders;
	body: Buffer;
}

/**
 * GETs a path from a server, sending the site's Host.
 *
 * @param origin   The server, e.g. http://127.0.0.1:8095 (Apache).
 * @param pathname The path.
 * @param host     The Host header (the site's host and port).
 * @param headers  Further request headers.
 * @return The answer.
 */
export function get(
	origin: string,
	pathname: string,
	host: string,
	headers: Record< string, string > = {}
): Promise< Answer > {
	const url = new URL( pathname, origin );
	return new Promise( ( resolve, reject ) => {
		const request = http.request(
			url,
			{
				headers: { Host: host, 'Accept-Encoding': 'gzip', ...headers },
			},
			( response ) => {
				const chunks: Buffer[] = [];
				response.on( 'data', ( chunk: Buffer ) =>
					chunks.push( chunk )
				);
				response.on( 'end', () => {
					const raw = Buffer.concat( chunks );
					resolve( {
						status: response.statusCode ?? 0,
						headers: response.headers,
						body:
							response.headers[ 'content-encoding' ] === 'gzip'
								? zlib.gunzipSync( raw )
								: raw,
					} );
				} );
				response.on( 'error', reject );
			}
		);
		request.on( 'error', reject );
		request.end();
	} );
}
