/**
 * Loads `contract/openapi.yaml` and turns it into request and response validators (ajv, JSON Schema 2020-12,
 * the dialect of OpenAPI 3.1), so that the sandbox checks every request it accepts and every answer it gives
 * against the one description of the API.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, {
	type ErrorObject,
	type ValidateFunction,
} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { components } from '../../src/api/generated/openapi';

/** Absolute path of the contract file. */
export const CONTRACT_PATH = path.resolve(
	__dirname,
	'../../contract/openapi.yaml'
);

const CONTRACT_ID = 'https://customer-area.invalid/contract';

type Json =
	null | boolean | number | string | Json[] | { [ key: string ]: Json };
type JsonObject = { [ key: string ]: Json };

/** One parameter of an operation as written in the contract. */
export interface ContractParameter {
	name: string;
	in: 'query' | 'path' | 'header' | 'cookie';
	required?: boolean;
	schema: JsonObject;
}

/** One operation of the contract with its compiled validators. */
export interface ContractOperation {
	operationId: string;
	method: 'get' | 'post' | 'patch' | 'put' | 'delete';
	path: string;
	/** A bearer token is required (401 without a valid one). */
	secured: boolean;
	/** A bearer token is optional: a valid one identifies the customer, any other counts as none. */
	optionalAuth: boolean;
	parameters: ContractParameter[];
	bodyContentType?: string;
	validateBody?: ValidateFunction;
	validateQuery: ValidateFunction;
	validatePath: ValidateFunction;
	responses: Map< string, ValidateFunction | null >;
}

/** A field-keyed list of error codes, as in the contract's `Error.errors`. */
export type FieldErrors = Record<
	string,
	Array< components[ 'schemas' ][ 'ErrorCode' ] >
>;

/**
 * Reads and parses the contract document.
 * @param file
 */
export function loadContractDocument(
	file: string = CONTRACT_PATH
): JsonObject {
	return parse( readFileSync( file, 'utf8' ) ) as JsonObject;
}

/**
 * Rewrites document-local `$ref`s so they resolve against the registered contract.
 * @param node
 */
function absolutizeRefs( node: Json ): Json {
	if ( Array.isArray( node ) ) {
		return node.map( absolutizeRefs );
	}
	if ( node && typeof node === 'object' ) {
		const out: JsonObject = {};
		for ( const [ key, value ] of Object.entries( node ) ) {
			out[ key ] =
				key === '$ref' &&
				typeof value === 'string' &&
				value.startsWith( '#/' )
					? CONTRACT_ID + value
					: absolutizeRefs( value );
		}
		return out;
	}
	return node;
}

function resolveRef( doc: JsonObject, node: Json ): JsonObject {
	let current = node as JsonObject;
	while ( current && typeof current.$ref === 'string' ) {
		const pointer = ( current.$ref as string )
			.replace( /^#\//, '' )
			.split( '/' );
		let target: Json = doc;
		for ( const part of pointer ) {
			target = ( target as JsonObject )[
				part.replace( /~1/g, '/' ).replace( /~0/g, '~' )
			] as Json;
		}
		current = target as JsonObject;
	}
	return current;
}

/** The compiled contract: operations by id and a function to map ajv errors to contract error codes. */
export interface Contract {
	document: JsonObject;
	operations: Map< string, ContractOperation >;
	validateResponse: (
		operationId: string,
		status: number,
		body: unknown
	) => string[] | null;
}

let cached: Contract | null = null;

/**
 * The compiled contract file, compiled once per process (compiling takes seconds; tests start many sandboxes).
 */
export function getContract(): Contract {
	cached = cached ?? compileContract();
	return cached;
}

/**
 * Compiles every operation of the contract into validators.
 * @param doc
 */
export function compileContract(
	doc: JsonObject = loadContractDocument()
): Contract {
	const ajv = new Ajv2020( {
		strict: false,
		allErrors: true,
		verbose: true,
		coerceTypes: false,
	} );
	addFormats( ajv );
	ajv.addSchema( {
		$id: CONTRACT_ID,
		components: doc.components,
	} as JsonObject );

	const compile = ( schema: JsonObject ) =>
		ajv.compile( absolutizeRefs( schema ) as JsonObject );
	const operations = new Map< string, ContractOperation >();
	const rootSecurity = ( doc.security as Json[] ) ?? [];

	for ( const [ opPath, pathItem ] of Object.entries(
		doc.paths as JsonObject
	) ) {
		for ( const [ method, rawOp ] of Object.entries(
			pathItem as JsonObject
		) ) {
			if (
				! [ 'get', 'post', 'patch', 'put', 'delete' ].includes( method )
			) {
				continue;
			}
			const op = rawOp as JsonObject;
			const security =
				( op.security as Json[] | undefined ) ?? rootSecurity;
			// `security: [{}, {bearerAuth: []}]` is OpenAPI's way of saying the token is optional.
			const anonymousAllowed = security.some(
				( requirement ) =>
					Object.keys( requirement as JsonObject ).length === 0
			);
			const parameters = ( ( op.parameters as Json[] ) ?? [] ).map(
				( p ) => resolveRef( doc, p ) as unknown as ContractParameter
			);
			const objectSchema = ( where: 'query' | 'path' ) => {
				const props: JsonObject = {};
				const required: string[] = [];
				for ( const p of parameters.filter(
					( x ) => x.in === where
				) ) {
					props[ p.name ] = p.schema;
					if ( p.required ) {
						required.push( p.name );
					}
				}
				return compile( {
					type: 'object',
					properties: props,
					required,
				} );
			};
			let bodyContentType: string | undefined;
			let validateBody: ValidateFunction | undefined;
			if ( op.requestBody ) {
				const content = resolveRef( doc, op.requestBody )
					.content as JsonObject;
				bodyContentType = Object.keys( content )[ 0 ];
				if ( bodyContentType === 'application/json' ) {
					validateBody = compile(
						( content[ bodyContentType ] as JsonObject )
							.schema as JsonObject
					);
				}
			}
			const responses = new Map< string, ValidateFunction | null >();
			for ( const [ status, rawResponse ] of Object.entries(
				op.responses as JsonObject
			) ) {
				const response = resolveRef( doc, rawResponse );
				const json = ( response.content as JsonObject | undefined )?.[
					'application/json'
				] as JsonObject | undefined;
				responses.set(
					status,
					json ? compile( json.schema as JsonObject ) : null
				);
			}
			operations.set( op.operationId as string, {
				operationId: op.operationId as string,
				method: method as ContractOperation[ 'method' ],
				path: opPath,
				secured: security.length > 0 && ! anonymousAllowed,
				optionalAuth: security.length > 1 && anonymousAllowed,
				parameters,
				bodyContentType,
				validateBody,
				validateQuery: objectSchema( 'query' ),
				validatePath: objectSchema( 'path' ),
				responses,
			} );
		}
	}

	return {
		document: doc,
		operations,
		validateResponse( operationId, status, body ) {
			const op = operations.get( operationId );
			if ( ! op ) {
				return [ `unknown operation ${ operationId }` ];
			}
			if ( ! op.responses.has( String( status ) ) ) {
				return [
					`status ${ status } is not documented for ${ operationId }`,
				];
			}
			const validate = op.responses.get( String( status ) );
			if ( validate && ! validate( body ) ) {
				return ( validate.errors ?? [] ).map(
					( e ) => `${ e.instancePath || '/' } ${ e.message }`
				);
			}
			return null;
		},
	};
}

/**
 * Maps ajv errors of a request to the contract's per-field error codes. A schema may name the code for its
 * constraint with `x-error-code`; otherwise the code follows the failed keyword.
 * @param errors
 */
export function toFieldErrors(
	errors: ErrorObject[] | null | undefined
): FieldErrors {
	const out: FieldErrors = {};
	const add = ( field: string, text: string ) => {
		// `x-error-code` values are codes of the contract's ErrorCode list (a contract test checks them).
		const code = text as FieldErrors[ string ][ number ];
		const list = ( out[ field || '_' ] ??= [] );
		if ( ! list.includes( code ) ) {
			list.push( code );
		}
	};
	for ( const e of errors ?? [] ) {
		const field =
			e.instancePath.replace( /^\//, '' ).split( '/' )[ 0 ] ?? '';
		const custom = (
			e.parentSchema as Record< string, unknown > | undefined
		 )?.[ 'x-error-code' ];
		if ( e.keyword === 'required' ) {
			add(
				String(
					( e.params as { missingProperty: string } ).missingProperty
				),
				'required'
			);
		} else if ( e.keyword === 'additionalProperties' ) {
			add(
				String(
					( e.params as { additionalProperty: string } )
						.additionalProperty
				),
				'unknown_field'
			);
		} else if ( typeof custom === 'string' ) {
			add( field, custom );
		} else if (
			e.keyword === 'format' &&
			( e.params as { format: string } ).format === 'email'
		) {
			add( field, 'invalid_email' );
		} else if (
			e.keyword === 'minLength' &&
			( e.params as { limit: number } ).limit === 1
		) {
			add( field, 'required' );
		} else if ( e.keyword === 'minProperties' ) {
			add( field, 'required' );
		} else {
			add( field, 'invalid_value' );
		}
	}
	return out;
}
