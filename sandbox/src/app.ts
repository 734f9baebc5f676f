/**
 * The sandbox API: a real HTTP server (Express 5) implementing every operation of `contract/openapi.yaml`
 * with persistent demo data. The request pipeline (`pipeline.ts`) checks each request and each answer against
 * the contract; the handlers (`handlers/`) hold the behaviour by area; `security.ts` the hashing, signing and
 * tokens. See docs/architecture.md "The sandbox API".
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import express, {
	type NextFunction,
	type Request,
	type Response,
} from 'express';
import { createContext } from './context';
import { getContract, type Contract } from './contract';
import { createHandlers } from './handlers';
import { MAX_UPLOAD_BYTES } from './limits';
import { mountOperations } from './pipeline';
import { allowedHosts, hashPassword, hostGuard } from './security';
import { Store } from './store';

export {
	DOWNLOAD_TTL_S,
	ESTATE_TOKEN_TTL_MS,
	LINK_TTL_MS,
	LOGIN_MAX_FAILURES,
	LOGIN_WINDOW_MS,
	MAX_UPLOAD_BYTES,
	PICTURE_TTL_S,
	REFRESH_GRACE_MS,
	TOKEN_TTL_MS,
	UPLOAD_EXTENSIONS,
} from './limits';
export { hashPassword } from './security';

/** Options of `createSandbox`. */
export interface SandboxOptions {
	/** Port to listen on; 0 picks a free one. */
	port?: number;
	host?: string;
	/** Persistent storage folder. */
	dataDir: string;
	/** The only origin CORS allows (the WordPress site). */
	allowedOrigin?: string;
	/** The sandbox's own base URL as browsers reach it; defaults to http://{host}:{port}. */
	publicUrl?: string;
	/** The clock (ms since epoch); tests inject one to expire tokens and links. */
	now?: () => number;
	/** Answer 500 when an answer breaks the contract (default true). */
	strictResponses?: boolean;
	/** Upload size limit; defaults to MAX_UPLOAD_BYTES (tests lower it to stay fast). */
	maxUploadBytes?: number;
	/** Where contract violations and server errors are reported. */
	log?: ( message: string ) => void;
}

/** A running sandbox. */
export interface Sandbox {
	url: string;
	store: Store;
	contract: Contract;
	/** The upload size limit in force. */
	maxUploadBytes: number;
	close: () => Promise< void >;
}

/** The headers a browser on the WordPress origin may send (answered in the CORS preflight). */
const ALLOWED_HEADERS =
	'Accept, Accept-Language, Content-Type, Authorization, X-Requested-With, X-Broker-Url';

/**
 * CORS: only the configured WordPress origin, no credentials (the token travels in a header).
 * @param allowedOrigin The WordPress origin.
 */
function cors( allowedOrigin: string ) {
	return ( req: Request, res: Response, next: NextFunction ) => {
		const origin = req.get( 'origin' );
		res.vary( 'Origin' );
		const allowed = origin === allowedOrigin;
		if ( allowed ) {
			res.set( 'Access-Control-Allow-Origin', origin );
			res.set( 'Access-Control-Expose-Headers', 'Retry-After' );
		}
		if ( req.method === 'OPTIONS' ) {
			if ( ! allowed ) {
				res.status( 403 ).json( { message: 'forbidden' } );
				return;
			}
			res.set( 'Access-Control-Allow-Methods', 'GET, POST, PATCH' );
			res.set( 'Access-Control-Allow-Headers', ALLOWED_HEADERS );
			res.set( 'Access-Control-Max-Age', '600' );
			res.status( 204 ).end();
			return;
		}
		next();
	};
}

/**
 * The last error handler: unreadable JSON is a 422, anything else is logged and answered 500.
 * @param log Where server errors are reported.
 */
function errorHandler( log: ( message: string ) => void ) {
	return (
		err: unknown,
		_req: Request,
		res: Response,
		// Express recognises error handlers by their four parameters, so `_next` must stay although unused.
		// eslint-disable-next-line @typescript-eslint/no-unused-vars -- see above: the arity marks an error handler
		_next: NextFunction
	) => {
		const type = ( err as { type?: string } ).type;
		if ( type === 'entity.parse.failed' || type === 'entity.too.large' ) {
			res.status( 422 ).json( {
				message: 'validation_failed',
				errors: { _: [ 'invalid_value' ] },
			} );
			return;
		}
		log( `sandbox error: ${ ( err as Error ).stack ?? String( err ) }` );
		res.status( 500 ).json( { message: 'generic_error' } );
	};
}

/**
 * Starts a sandbox; resolves once it listens.
 * @param options Port, storage, origin, clock and limits.
 */
export async function createSandbox(
	options: SandboxOptions
): Promise< Sandbox > {
	const now = options.now ?? ( () => Date.now() );
	const host = options.host ?? '127.0.0.1';
	const log = options.log ?? ( ( m: string ) => console.error( m ) ); // eslint-disable-line no-console -- the server's own log
	const contract = getContract();
	const store = new Store(
		path.resolve( options.dataDir ),
		now,
		hashPassword
	);
	const sb = createContext( {
		store,
		now,
		allowedOrigin: options.allowedOrigin ?? 'http://127.0.0.1:8080',
		maxUploadBytes: options.maxUploadBytes ?? MAX_UPLOAD_BYTES,
		log,
	} );

	let hosts: ReadonlySet< string > = new Set();
	const app = express();
	app.disable( 'x-powered-by' );
	app.set( 'query parser', 'simple' );
	app.use( hostGuard( () => hosts ) );
	app.use( cors( sb.allowedOrigin ) );
	app.use( express.json( { limit: '1mb' } ) );
	mountOperations( app, createHandlers( sb ), {
		contract,
		db: sb.db,
		now,
		strict: options.strictResponses ?? true,
		log,
	} );
	app.use( ( _req: Request, res: Response ) => {
		res.status( 404 ).json( { message: 'not_found' } );
	} );
	app.use( errorHandler( log ) );

	const server: Server = await new Promise( ( resolve, reject ) => {
		const s = app.listen( options.port ?? 8081, host, () => resolve( s ) );
		s.once( 'error', reject );
	} );
	const port = ( server.address() as AddressInfo ).port;
	const url = `http://${ host }:${ port }`;
	sb.publicUrl = ( options.publicUrl || url ).replace( /\/+$/, '' );
	hosts = allowedHosts( port, sb.publicUrl );

	return {
		url,
		store,
		contract,
		maxUploadBytes: sb.maxUploadBytes,
		close: () =>
			new Promise< void >( ( resolve, reject ) => {
				server.closeAllConnections();
				server.close( ( err ) => ( err ? reject( err ) : resolve() ) );
			} ),
	};
}
