/**
 * Sending an answer: checked against the contract, with the headers every answer carries, the
 * personal answers' cache header when the named setting asks for it, and gzip from 1 KB on.
 */
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { ContractOperation } from './contract';
import type { PipelineOptions, Reply } from './pipeline';

/** Answers from this size on are sent gzip-compressed to a client that accepts it. */
const GZIP_MIN_BYTES = 1024;

/**
 * Sends a reply after checking it against the contract; a breaking answer is logged and, when strict,
 * replaced by 500 `generic_error`.
 * @param op       The operation.
 * @param req      The request (whether it accepts gzip).
 * @param res      The response.
 * @param reply    The reply.
 * @param options  Pipeline options.
 * @param personal Whether the call carried a customer's valid token.
 */
export function send(
	op: ContractOperation,
	req: Request,
	res: Response,
	reply: Reply,
	options: PipelineOptions,
	personal: boolean
) {
	let { status, body } = reply;
	const problems = options.contract.validateResponse(
		op.operationId,
		status,
		body
	);
	if ( problems ) {
		options.log(
			`contract violation in ${ op.operationId } ${ status }: ${ problems.join( '; ' ) }`
		);
		if ( options.strict ) {
			status = 500;
			body = { message: 'generic_error' };
		}
	}
	for ( const [ k, v ] of Object.entries( reply.headers ?? {} ) ) {
		res.set( k, v );
	}
	// A careless backend's personal answers, on request (the named setting `personal_cache`).
	if (
		personal &&
		options.db().personalCache === 'max_age_600' &&
		! res.get( 'Cache-Control' )
	) {
		res.set( 'Cache-Control', 'max-age=600' );
	}
	res.status( status );
	const json = JSON.stringify( body );
	// The answer depends on the language asked for: a cache must not give one language's answer to another.
	res.vary( 'Accept-Encoding' );
	res.vary( 'Accept-Language' );
	// Compressed as a production API server would (nginx, Apache): the estates list is about 29 KB
	// of JSON and 4 KB gzip, which a phone's connection feels.
	if ( json.length >= GZIP_MIN_BYTES && req.acceptsEncodings( 'gzip' ) ) {
		res.set( 'Content-Type', 'application/json; charset=utf-8' );
		res.set( 'Content-Encoding', 'gzip' );
		res.send( gzipSync( json ) );
		return;
	}
	res.json( body );
}
