/**
 * Answers generated from the contract (`contract/openapi.yaml`) for property-based tests: a walk
 * of an operation's success schema (with `$ref`s resolved) that builds a fast-check arbitrary of
 * valid answers, and one of mutated answers (fields missing, wrong types, null, empty arrays and
 * objects, 10,000-character, unicode and right-to-left strings, HTML and script in every string,
 * numbers at their extremes). Strings of valid answers carry markup too: the contract allows any
 * text there, and the screens must show it as text. Every injected element carries
 * `data-injected`, so a test can tell markup that reached the DOM from text that did. The changes
 * of a mutated answer are in answer-mutations.ts, the hostile values in hostile-values.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { parse } from 'yaml';
import { applyMutations, mutationsArbitrary } from './answer-mutations';
import { HOSTILE_FRAGMENTS, LONG_TEXTS, UNICODE_TEXTS } from './hostile-values';

/** A JSON value. */
export type Json =
	null | boolean | number | string | Json[] | { [ key: string ]: Json };

/** A schema node of the contract. */
type Schema = { [ key: string ]: unknown };

/** Hints that steer generation towards what a screen reads. */
export interface AnswerHints {
	/**
	 * Keys a map (an object with `additionalProperties`) may use besides generated ones, e.g.
	 * `address.Anrede` for the salutation; only keys the map's `propertyNames` allow are used.
	 */
	mapKeys?: string[];
	/** Largest number of items of generated arrays and maps (default 3). */
	maxItems?: number;
}

const CONTRACT_PATH = path.resolve(
	__dirname,
	'../../../contract/openapi.yaml'
);

let documentCache: Schema | null = null;

/** The parsed contract. */
function contract(): Schema {
	documentCache ??= parse( readFileSync( CONTRACT_PATH, 'utf8' ) ) as Schema;
	return documentCache;
}

/**
 * The schema `ref` points to (`#/components/schemas/X`).
 *
 * @param ref A document-local reference.
 */
function resolveRef( ref: string ): Schema {
	let node: unknown = contract();
	for ( const part of ref.replace( /^#\//, '' ).split( '/' ) ) {
		node = ( node as Schema )[ part ];
	}
	if ( ! node || typeof node !== 'object' ) {
		throw new Error( `Unresolved reference ${ ref }` );
	}
	return node as Schema;
}

/**
 * The JSON schema of an operation's first 2xx answer.
 *
 * @param operationId The contract's operation id.
 */
export function successSchema( operationId: string ): Schema {
	const paths = contract().paths as Record<
		string,
		Record< string, Schema >
	>;
	for ( const operations of Object.values( paths ) ) {
		for ( const operation of Object.values( operations ) ) {
			if ( operation?.operationId !== operationId ) {
				continue;
			}
			const responses = operation.responses as Record< string, Schema >;
			const status = Object.keys( responses ).find( ( code ) =>
				code.startsWith( '2' )
			);
			const content = status
				? ( responses[ status ]?.content as
						Record< string, Schema > | undefined )
				: undefined;
			const schema = content?.[ 'application/json' ]?.schema;
			if ( schema ) {
				return schema as Schema;
			}
		}
	}
	throw new Error( `No JSON success answer for ${ operationId }` );
}

/** Text of a valid answer: plain, unicode, long, or with markup in it. */
const textArbitrary: fc.Arbitrary< string > = fc.oneof(
	{ weight: 3, arbitrary: fc.constantFrom( 'Haus am See', 'Olivia', '' ) },
	{ weight: 2, arbitrary: fc.string( { maxLength: 12 } ) },
	{ weight: 2, arbitrary: fc.constantFrom( ...UNICODE_TEXTS ) },
	{
		weight: 4,
		arbitrary: fc
			.constantFrom( ...HOSTILE_FRAGMENTS )
			.map( ( fragment ) => `Haus ${ fragment } am See` ),
	},
	{ weight: 1, arbitrary: fc.constantFrom( ...LONG_TEXTS ) }
);

const emailArbitrary = fc
	.tuple(
		fc.stringMatching( /^[a-z][a-z0-9]{0,8}$/ ),
		fc.constantFrom( 'example.com', 'broker.example', 'xn--mller-kva.de' )
	)
	.map( ( [ local, domain ] ) => `${ local }@${ domain }` );

const dateTimeArbitrary = fc
	.date( {
		min: new Date( '1990-01-01T00:00:00Z' ),
		max: new Date( '2040-01-01T00:00:00Z' ),
		noInvalidDate: true,
	} )
	.map( ( date ) => date.toISOString() );

/**
 * The arbitrary of a string schema.
 *
 * @param schema The schema.
 */
function stringArbitrary( schema: Schema ): fc.Arbitrary< string > {
	if ( typeof schema.pattern === 'string' ) {
		return fc.stringMatching( new RegExp( schema.pattern ) );
	}
	if ( schema.format === 'email' ) {
		return emailArbitrary;
	}
	if ( schema.format === 'date-time' ) {
		return dateTimeArbitrary;
	}
	const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
	return min > 0
		? textArbitrary.map( ( text ) =>
				[ ...text ].length >= min
					? text
					: `${ text }${ 'k'.repeat( min ) }`
			)
		: textArbitrary;
}

/**
 * The arbitrary of a number or integer schema.
 *
 * @param schema  The schema.
 * @param integer Whether only integers are valid.
 */
function numberArbitrary(
	schema: Schema,
	integer: boolean
): fc.Arbitrary< number > {
	const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
	const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
	if ( typeof schema.multipleOf === 'number' ) {
		const step = schema.multipleOf;
		return fc
			.integer( {
				min: Math.ceil( ( min ?? 0 ) / step ),
				max: Math.floor( ( max ?? 1000 ) / step ),
			} )
			.map( ( n ) => n * step );
	}
	if ( integer ) {
		const bounded = fc.integer( {
			min: min ?? -Number.MAX_SAFE_INTEGER,
			max: max ?? Number.MAX_SAFE_INTEGER,
		} );
		return fc.oneof(
			fc.integer( { min: min ?? 0, max: Math.min( max ?? 1000, 1000 ) } ),
			bounded
		);
	}
	return fc.oneof(
		fc
			.integer( {
				min: min ?? 0,
				max: Math.min( max ?? 100000, 100000 ),
			} )
			.map( ( n ) => n / 4 ),
		fc.double( {
			min: min ?? -Number.MAX_VALUE,
			max: max ?? Number.MAX_VALUE,
			noNaN: true,
			noDefaultInfinity: true,
		} )
	);
}

/**
 * Builds the arbitrary of valid values of `schema`.
 *
 * @param schema The schema node.
 * @param hints  Generation hints.
 * @param depth  How deep the walk is (a guard against recursive schemas).
 */
export function validArbitrary(
	schema: Schema,
	hints: AnswerHints = {},
	depth = 0
): fc.Arbitrary< Json > {
	if ( depth > 40 ) {
		return fc.constant( null );
	}
	const next = ( node: unknown ) =>
		validArbitrary( node as Schema, hints, depth + 1 );
	if ( typeof schema.$ref === 'string' ) {
		return validArbitrary( resolveRef( schema.$ref ), hints, depth + 1 );
	}
	if ( 'const' in schema ) {
		return fc.constant( schema.const as Json );
	}
	if ( Array.isArray( schema.enum ) ) {
		return fc.constantFrom( ...( schema.enum as Json[] ) );
	}
	if ( Array.isArray( schema.anyOf ) || Array.isArray( schema.oneOf ) ) {
		const options = ( schema.anyOf ?? schema.oneOf ) as Schema[];
		return fc.oneof( ...options.map( next ) );
	}
	if ( Array.isArray( schema.type ) ) {
		return fc.oneof(
			...( schema.type as string[] ).map( ( type ) =>
				next( { ...schema, type } )
			)
		);
	}
	const maxItems = hints.maxItems ?? 3;
	switch ( schema.type ) {
		case 'null':
			return fc.constant( null );
		case 'boolean':
			return fc.boolean();
		case 'integer':
			return numberArbitrary( schema, true );
		case 'number':
			return numberArbitrary( schema, false );
		case 'string':
			return stringArbitrary( schema );
		case 'array': {
			const minLength =
				typeof schema.minItems === 'number' ? schema.minItems : 0;
			return fc.array( next( schema.items ?? {} ), {
				minLength,
				maxLength: Math.max( minLength, maxItems ),
			} );
		}
		default:
			return objectArbitrary( schema, hints, depth );
	}
}

/**
 * The arbitrary of an object schema: its properties (required ones always, the others or not) and,
 * for a map, keys from the hints or generated by `propertyNames`.
 *
 * @param schema The schema node.
 * @param hints  Generation hints.
 * @param depth  How deep the walk is.
 */
function objectArbitrary(
	schema: Schema,
	hints: AnswerHints,
	depth: number
): fc.Arbitrary< Json > {
	const properties = ( schema.properties ?? {} ) as Record< string, Schema >;
	const required = ( schema.required ?? [] ) as string[];
	const model: Record< string, fc.Arbitrary< Json > > = {};
	for ( const [ name, property ] of Object.entries( properties ) ) {
		model[ name ] = validArbitrary( property, hints, depth + 1 );
	}
	const record = fc.record( model, {
		requiredKeys: required.filter( ( name ) => name in properties ),
	} ) as fc.Arbitrary< Record< string, Json > >;
	const extra = schema.additionalProperties;
	if ( ! extra || typeof extra !== 'object' ) {
		return record;
	}
	const names = ( schema.propertyNames ?? {} ) as Schema;
	const pattern =
		typeof names.pattern === 'string' ? new RegExp( names.pattern ) : null;
	const hinted = ( hints.mapKeys ?? [] ).filter(
		( key ) => ! pattern || pattern.test( key )
	);
	const generated = pattern
		? fc.stringMatching( pattern )
		: fc.oneof(
				fc.stringMatching( /^[a-z_]{1,10}$/ ),
				fc.constantFrom( ...HOSTILE_FRAGMENTS, ...UNICODE_TEXTS )
			);
	const key =
		hinted.length > 0
			? fc.oneof(
					{ weight: 3, arbitrary: fc.constantFrom( ...hinted ) },
					{ weight: 1, arbitrary: generated }
				)
			: generated;
	const minKeys =
		typeof schema.minProperties === 'number' ? schema.minProperties : 0;
	const map = fc.dictionary(
		key,
		validArbitrary( extra as Schema, hints, depth + 1 ),
		{
			minKeys,
			maxKeys: Math.max( minKeys, hints.maxItems ?? 3 ),
			noNullPrototype: true,
		}
	);
	return fc
		.tuple( record, map )
		.map( ( [ fixed, more ] ) => ( { ...more, ...fixed } ) );
}

/**
 * Builds the arbitrary of mutated values of `schema`: a valid value with one to three changes.
 *
 * @param schema The schema node.
 * @param hints  Generation hints.
 */
export function mutatedArbitrary(
	schema: Schema,
	hints: AnswerHints = {}
): fc.Arbitrary< Json > {
	return fc
		.tuple( validArbitrary( schema, hints ), mutationsArbitrary )
		.map( ( [ valid, mutations ] ) => applyMutations( valid, mutations ) );
}

/**
 * The arbitraries of `operationId`'s answers: valid ones and mutated ones (a suite runs each
 * for half of its answers).
 *
 * @param operationId The contract's operation id.
 * @param hints       Generation hints.
 */
export function contractAnswers(
	operationId: string,
	hints: AnswerHints = {}
): { valid: fc.Arbitrary< Json >; mutated: fc.Arbitrary< Json > } {
	const schema = successSchema( operationId );
	return {
		valid: validArbitrary( schema, hints ),
		mutated: mutatedArbitrary( schema, hints ),
	};
}

let ajv: Ajv2020 | null = null;
const validators = new Map< string, ValidateFunction >();

/**
 * A validator of `operationId`'s success answer (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 *
 * @param operationId The contract's operation id.
 */
export function answerValidator( operationId: string ): ValidateFunction {
	const known = validators.get( operationId );
	if ( known ) {
		return known;
	}
	if ( ! ajv ) {
		ajv = new Ajv2020( { strict: false, allErrors: false } );
		addFormats( ajv );
		ajv.addSchema( contract(), 'contract' );
	}
	const rewrite = ( node: unknown ): unknown => {
		if ( Array.isArray( node ) ) {
			return node.map( rewrite );
		}
		if ( node && typeof node === 'object' ) {
			return Object.fromEntries(
				Object.entries( node ).map( ( [ key, value ] ) => [
					key,
					key === '$ref' && typeof value === 'string'
						? `contract${ value }`
						: rewrite( value ),
				] )
			);
		}
		return node;
	};
	const validate = ajv.compile(
		rewrite( successSchema( operationId ) ) as object
	);
	validators.set( operationId, validate );
	return validate;
}
