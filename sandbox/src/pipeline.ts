/**
 * The request pipeline: every operation of the contract becomes an Express route that checks the request
 * against the contract (headers, token, path, query, body) before its handler runs, and checks the handler's
 * answer against the contract before it is sent. The handler map is typed from the generated contract
 * operations, so a missing or misspelt handler does not compile.
 */
import type {
	Express,
	NextFunction,
	Request,
	RequestHandler,
	Response,
} from 'express';
import type { operations } from '../../src/api/generated/openapi';
import {
	toFieldErrors,
	type Contract,
	type ContractOperation,
	type FieldErrors,
} from './contract';
import { authenticate } from './security';
import { send } from './send';
import { LANGS, type Db, type DbUser, type Lang, type Schemas } from './types';

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type Params< K extends OperationId > = operations[ K ][ 'parameters' ];
type Or< T, Else > = [ T ] extends [ never ] ? Else : T;
type JsonOf< C > = C extends { content: { 'application/json': infer B } }
	? B
	: never;

/** The path parameters of an operation (an empty record when it has none). */
export type PathParams< K extends OperationId > = Or<
	NonNullable< Params< K >[ 'path' ] >,
	Record< string, never >
>;
/** The query parameters of an operation, after `readQuery` (an empty record when it has none). */
export type QueryParams< K extends OperationId > = Or<
	NonNullable< Params< K >[ 'query' ] >,
	Record< string, never >
>;
/** The JSON request body of an operation (`undefined` when it has none or it is not JSON). */
export type RequestBody< K extends OperationId > = Or<
	JsonOf< NonNullable< operations[ K ][ 'requestBody' ] > >,
	undefined
>;
type Responses< K extends OperationId > = operations[ K ][ 'responses' ];
/** Any JSON answer body the contract documents for an operation. */
export type AnswerBody< K extends OperationId > = {
	[ S in keyof Responses< K > ]: JsonOf< Responses< K >[ S ] >;
}[ keyof Responses< K > ];

/** An answer: status, JSON body and extra headers. */
export interface Reply< B = unknown > {
	status: number;
	body: B;
	headers?: Record< string, string >;
}

/** What a handler gives back: a reply for the pipeline to check and send, or nothing when it sent itself. */
export type Answer< K extends OperationId > =
	Reply< AnswerBody< K > > | undefined;

/** The contract's error codes. */
export type ErrorCode = Schemas[ 'ErrorCode' ];

/** One request as a handler sees it, typed from the contract. */
export interface Call< K extends OperationId > {
	req: Request;
	res: Response;
	/** The answer language from `Accept-Language`. */
	lang: Lang;
	/** The token's user; null when the operation is public or no valid token came (see `signedIn`). */
	user: DbUser | null;
	params: PathParams< K >;
	query: QueryParams< K >;
	body: RequestBody< K >;
}

/** The handler of one operation. */
export type Handler< K extends OperationId > = (
	call: Call< K >
) => Answer< K > | Promise< Answer< K > >;

/** Handlers of some operations (one area). */
export type HandlersOf< K extends OperationId > = { [ P in K ]: Handler< P > };

/** Handlers of every operation of the contract. */
export type Handlers = HandlersOf< OperationId >;

/**
 * An error answer `{message, errors?}`.
 * @param status  HTTP status.
 * @param message The error code.
 * @param errors  Codes per field.
 */
export const error = (
	status: number,
	message: ErrorCode,
	errors?: FieldErrors
): Reply< Schemas[ 'Error' ] > => ( {
	status,
	body: errors ? { message, errors } : { message },
} );

/**
 * A success answer.
 * @param body   The JSON body.
 * @param status HTTP status (200 unless given).
 */
export const ok = < B >( body: B, status = 200 ): Reply< B > => ( {
	status,
	body,
} );

/**
 * Whether a value is a reply (used where a lookup gives either the found record or the error to answer).
 * @param x A record or a reply.
 */
export const isReply = ( x: object ): x is Reply =>
	'status' in x && 'body' in x;

/**
 * A handler that runs only for a signed-in customer and gets the user narrowed; without one it answers 401.
 * (Secured operations are refused with 401 before the handler already; this keeps the handler honest.)
 * @param handler The handler, given the call and the signed-in user.
 */
export function signedIn< K extends OperationId >(
	handler: (
		call: Call< K >,
		user: DbUser
	) => Answer< K > | Promise< Answer< K > >
): Handler< K > {
	return ( call ) =>
		call.user
			? handler( call, call.user )
			: // Every secured operation documents 401 (a contract test checks it), so this reply fits any K.
				( error( 401, 'unauthenticated' ) as Answer< K > );
}

/**
 * The answer language of a request: the first language `Accept-Language` names when the sandbox speaks it
 * (`fr`, `fr-BE`, `nl;q=0.9` → fr), else English.
 * @param req The request.
 */
export function langOf( req: Request ): Lang {
	const first = ( req.get( 'accept-language' ) ?? '' )
		.split( ',' )[ 0 ]
		?.split( ';' )[ 0 ]
		?.trim()
		.slice( 0, 2 )
		.toLowerCase();
	return LANGS.find( ( lang ) => lang === first ) ?? 'en';
}

/**
 * Collects query parameters as the contract declares them (repeated `name[]` → array, booleans, integers).
 * @param op  The operation.
 * @param req The request.
 */
export function readQuery(
	op: ContractOperation,
	req: Request
): Record< string, unknown > {
	const out: Record< string, unknown > = {};
	for ( const p of op.parameters.filter( ( x ) => x.in === 'query' ) ) {
		const raw = ( req.query as Record< string, unknown > )[ p.name ];
		if ( raw === undefined ) {
			continue;
		}
		const type = p.schema.type;
		if ( type === 'array' ) {
			out[ p.name ] = Array.isArray( raw ) ? raw : [ raw ];
		} else if ( Array.isArray( raw ) ) {
			out[ p.name ] = raw; // a repeated scalar is a schema violation, reported as such
		} else if ( type === 'boolean' ) {
			const flags: Record< string, boolean > = {
				true: true,
				false: false,
			};
			out[ p.name ] =
				String( raw ) in flags ? flags[ String( raw ) ] : raw;
		} else if ( type === 'integer' ) {
			out[ p.name ] = /^-?[0-9]+$/.test( String( raw ) )
				? Number( raw )
				: raw;
		} else {
			out[ p.name ] = raw;
		}
	}
	return out;
}

/**
 * Whether the contract requires a header on an operation.
 * @param op   The operation.
 * @param name The header name (any case).
 */
const requiresHeader = ( op: ContractOperation, name: string ) =>
	op.parameters.some(
		( p ) =>
			p.in === 'header' &&
			p.required === true &&
			p.name.toLowerCase() === name
	);

/** What the pipeline needs from the running sandbox. */
export interface PipelineOptions {
	contract: Contract;
	db: () => Db;
	now: () => number;
	/** Answer 500 when an answer breaks the contract (else only log it). */
	strict: boolean;
	log: ( message: string ) => void;
}

/**
 * The checks before a handler runs; a reply when the request is refused, else the typed call.
 * @param op      The operation.
 * @param req     The request.
 * @param res     The response.
 * @param options Pipeline options.
 */
function admit(
	op: ContractOperation,
	req: Request,
	res: Response,
	options: PipelineOptions
): Reply | Call< OperationId > {
	// API calls answer a missing header with 400; the sandbox's own controls refuse with 403.
	const refusal = op.path.startsWith( '/api/' ) ? 400 : 403;
	if (
		requiresHeader( op, 'x-requested-with' ) &&
		req.get( 'x-requested-with' ) !== 'XMLHttpRequest'
	) {
		return error( refusal, 'missing_requested_with' );
	}
	if ( requiresHeader( op, 'x-broker-url' ) && ! req.get( 'x-broker-url' ) ) {
		return error( refusal, 'missing_broker_url' );
	}
	const user =
		op.secured || op.optionalAuth
			? authenticate( options.db(), options.now(), req )
			: null;
	if ( op.secured && ! user ) {
		return error( 401, 'unauthenticated' );
	}
	const params = req.params as Record< string, string >;
	const query = readQuery( op, req );
	if ( ! op.validatePath( params ) || ! op.validateQuery( query ) ) {
		if ( op.operationId === 'verifyEmail' ) {
			return error( 403, 'invalid_verification_link' );
		}
		if ( ! op.validatePath( params ) ) {
			return op.responses.has( '404' )
				? error( 404, 'not_found' )
				: error( 403, 'invalid_signature' );
		}
		if ( op.responses.has( '422' ) || op.responses.has( '400' ) ) {
			return error(
				op.responses.has( '422' ) ? 422 : 400,
				'validation_failed',
				toFieldErrors( op.validateQuery.errors )
			);
		}
		return error( 403, 'invalid_signature' );
	}
	if ( op.validateBody && ! op.validateBody( req.body ) ) {
		return error(
			422,
			'validation_failed',
			toFieldErrors( op.validateBody.errors )
		);
	}
	// The validators above have checked params, query and body against the contract's schemas.
	return {
		req,
		res,
		lang: langOf( req ),
		user,
		params,
		query,
		body: op.validateBody ? req.body : undefined,
	} as unknown as Call< OperationId >;
}

/**
 * The Express route handler of one operation.
 * @param op      The operation.
 * @param handler Its handler.
 * @param options Pipeline options.
 */
function route(
	op: ContractOperation,
	handler: Handler< OperationId >,
	options: PipelineOptions
): RequestHandler {
	return async ( req: Request, res: Response, next: NextFunction ) => {
		try {
			const admitted = admit( op, req, res, options );
			const reply = isReply( admitted )
				? admitted
				: await handler( admitted );
			if ( reply ) {
				send(
					op,
					req,
					res,
					reply,
					options,
					! isReply( admitted ) && admitted.user !== null
				);
			}
		} catch ( err ) {
			next( err );
		}
	};
}

/**
 * Mounts every operation of the contract on the app with its handler; fails at start when the contract and
 * the handler map disagree (the types catch that first; this guards a contract edited without regenerating).
 * @param app      The Express app.
 * @param handlers The handler of every operation.
 * @param options  Pipeline options.
 */
export function mountOperations(
	app: Express,
	handlers: Handlers,
	options: PipelineOptions
): void {
	const byId = handlers as Record< string, Handler< OperationId > >;
	for ( const op of options.contract.operations.values() ) {
		const handler = byId[ op.operationId ];
		if ( ! handler ) {
			throw new Error(
				`sandbox: no handler for contract operation ${ op.operationId }`
			);
		}
		const expressPath = op.path.replace( /\{([^}]+)\}/g, ':$1' );
		app[ op.method ]( expressPath, route( op, handler, options ) );
	}
	for ( const id of Object.keys( handlers ) ) {
		if ( ! options.contract.operations.has( id ) ) {
			throw new Error(
				`sandbox: handler ${ id } is not in the contract`
			);
		}
	}
}
