/**
 * The contract itself: a valid, lint-clean OpenAPI 3.1 document whose operations all document their error
 * answers, one catalogue of error codes with English texts, generated types that match it, response
 * validation that catches a broken answer, and tests that exercise every operation.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import {
	CONTRACT_PATH,
	getContract,
	loadContractDocument,
} from '../src/contract';
import { startSandbox } from './helpers';

const doc = loadContractDocument() as any;
const operations = [ ...getContract().operations.values() ];

describe( 'contract/openapi.yaml', () => {
	it( 'is OpenAPI 3.1 without lint errors or warnings (Redocly recommended rules)', async () => {
		expect( doc.openapi ).toMatch( /^3\.1\./ );
		const config = await createConfig( { extends: [ 'recommended' ] } );
		const problems = await lint( { ref: CONTRACT_PATH, config } );
		const relevant = problems.filter(
			( p ) =>
				// Sandbox-only helpers (health, reset, outbox) have no client errors to document.
				! (
					p.ruleId === 'operation-4xx-response' &&
					/__sandbox|outbox/.test( p.location[ 0 ]?.pointer ?? '' )
				)
		);
		expect(
			relevant.map(
				( p ) =>
					`${ p.severity } ${ p.ruleId }: ${ p.message } at ${ p.location[ 0 ]?.pointer }`
			)
		).toEqual( [] );
	} );

	it( 'gives every operation an id, summary and tag, and every API operation its error answers', () => {
		const missing: string[] = [];
		for ( const op of operations ) {
			const raw = doc.paths[ op.path ][ op.method ];
			if ( ! raw.summary || ! raw.tags?.length ) {
				missing.push( `${ op.operationId }: summary/tags` );
			}
			if ( op.path.startsWith( '/api/' ) ) {
				for ( const status of [ '400', '500' ] ) {
					if ( ! op.responses.has( status ) ) {
						missing.push( `${ op.operationId }: ${ status }` );
					}
				}
				if ( op.secured && ! op.responses.has( '401' ) ) {
					missing.push( `${ op.operationId }: 401` );
				}
				if ( op.bodyContentType && ! op.responses.has( '422' ) ) {
					missing.push( `${ op.operationId }: 422` );
				}
			}
		}
		expect( missing ).toEqual( [] );
		expect( operations.length ).toBe( 32 );
	} );

	it( 'never lets login answer 401 (the front end logs out on 401)', () => {
		expect(
			getContract().operations.get( 'login' )!.responses.has( '401' )
		).toBe( false );
		expect( getContract().operations.get( 'login' )!.secured ).toBe(
			false
		);
	} );

	it( 'lists every error code once, in [a-z0-9_]+, each with an English text', () => {
		const codes: string[] = doc.components.schemas.ErrorCode.enum;
		const texts: Record< string, string > =
			doc.components.schemas.ErrorCode[ 'x-en' ];
		expect( new Set( codes ).size ).toBe( codes.length );
		expect( codes.filter( ( c ) => ! /^[a-z0-9_]+$/.test( c ) ) ).toEqual(
			[]
		);
		expect( Object.keys( texts ).sort() ).toEqual( [ ...codes ].sort() );
		expect( Object.values( texts ).filter( ( t ) => ! t.trim() ) ).toEqual(
			[]
		);
		expect( texts.invalid_credentials ).toBe(
			'These credentials do not match our records.'
		);
		expect( texts.generic_error ).toBe( 'Error while submitting the form' );
	} );

	it( 'names only codes of the ErrorCode list in x-error-code', () => {
		const codes: string[] = doc.components.schemas.ErrorCode.enum;
		const named = [
			...JSON.stringify( doc ).matchAll( /"x-error-code":"([^"]+)"/g ),
		].map( ( m ) => m[ 1 ] );
		expect( named.length ).toBeGreaterThan( 0 );
		expect( named.filter( ( c ) => ! codes.includes( c! ) ) ).toEqual( [] );
	} );

	it( 'declares the required X-Requested-With and X-Broker-Url headers on every API operation', () => {
		const required = (
			op: ( typeof operations )[ number ],
			name: string
		) =>
			op.parameters.some(
				( p ) => p.in === 'header' && p.required && p.name === name
			);
		const missing = operations
			.filter( ( op ) => op.path.startsWith( '/api/' ) )
			.flatMap( ( op ) =>
				[ 'X-Requested-With', 'X-Broker-Url' ]
					.filter( ( name ) => ! required( op, name ) )
					.map( ( name ) => `${ op.operationId }: ${ name }` )
			);
		expect( missing ).toEqual( [] );
	} );

	it( 'gives only examples that its own schemas accept', () => {
		const contract = getContract();
		const resolve = ( node: any ) =>
			node?.$ref
				? node.$ref
						.replace( /^#\//, '' )
						.split( '/' )
						.reduce( ( o: any, k: string ) => o[ k ], doc )
				: node;
		const examplesOf = ( media: any ) => [
			...( media?.example !== undefined ? [ media.example ] : [] ),
			...Object.values( media?.examples ?? {} ).map(
				( e: any ) => resolve( e ).value
			),
		];
		const problems: string[] = [];
		let checked = 0;
		for ( const op of operations ) {
			const raw = doc.paths[ op.path ][ op.method ];
			const body = resolve( raw.requestBody )?.content?.[
				'application/json'
			];
			for ( const example of examplesOf( body ) ) {
				checked++;
				if ( op.validateBody && ! op.validateBody( example ) ) {
					problems.push( `${ op.operationId } request` );
				}
			}
			for ( const [ status, response ] of Object.entries(
				raw.responses
			) ) {
				const media =
					resolve( response )?.content?.[ 'application/json' ];
				for ( const example of examplesOf( media ) ) {
					checked++;
					if (
						contract.validateResponse(
							op.operationId,
							Number( status ),
							example
						)
					) {
						problems.push( `${ op.operationId } ${ status }` );
					}
				}
			}
		}
		expect( checked ).toBeGreaterThan( 20 );
		expect( problems ).toEqual( [] );
	} );

	it( 'generates src/api/generated/openapi.ts exactly (npm run contract:check)', () => {
		const out = execFileSync(
			process.execPath,
			[ path.resolve( __dirname, '../../contract/check-types.mjs' ) ],
			{
				encoding: 'utf8',
			}
		);
		expect( out ).toContain( 'generated types match' );
	} );
} );

describe( 'response validation', () => {
	const contract = getContract();

	it( 'accepts a conforming answer and reports a broken one', () => {
		expect(
			contract.validateResponse( 'sandboxHealth', 200, { ok: true } )
		).toBeNull();
		expect(
			contract.validateResponse( 'getUser', 200, { data: { id: 1 } } )
		).not.toBeNull();
		expect(
			contract.validateResponse( 'login', 422, {
				message: 'made_up_code',
			} )
		).not.toBeNull();
		expect(
			contract.validateResponse( 'login', 401, {
				message: 'unauthenticated',
			} )
		).toEqual( [ 'status 401 is not documented for login' ] );
	} );

	it( 'turns an answer that breaks the contract into 500 and logs it', async () => {
		const t = await startSandbox();
		try {
			const token = await t.login( 'owner@example.com' );
			// Corrupt stored data behind the API's back: a country that is not an alpha-3 code.
			t.sb.store.data.users[ 0 ]!.profile.country = 'Germany';
			const res = await t.api( 'GET', '/api/user', { token } );
			expect( res.status ).toBe( 500 );
			expect( res.json ).toEqual( { message: 'generic_error' } );
			expect( t.logs.join( '\n' ) ).toMatch(
				/contract violation in getUser 200: \/data\/country/
			);
		} finally {
			await t.stop();
		}
	} );

	it( 'only logs the violation when strict responses are off', async () => {
		const t = await startSandbox( { strictResponses: false } );
		try {
			const token = await t.login( 'owner@example.com' );
			t.sb.store.data.users[ 0 ]!.profile.country = 'Germany';
			const res = await t.api( 'GET', '/api/user', { token } );
			expect( res.status ).toBe( 200 );
			expect( t.logs ).toHaveLength( 1 );
		} finally {
			await t.stop();
		}
	} );
} );

describe( 'test coverage of the contract', () => {
	it( 'exercises every operation with a success case and (API operations) an error case', () => {
		const titles = readdirSync( __dirname )
			.filter( ( f ) => f.endsWith( '.test.ts' ) )
			.flatMap( ( f ) => [
				...readFileSync( path.join( __dirname, f ), 'utf8' ).matchAll(
					/\bit\(\s*'(\w+) (ok|error):/g
				),
			] )
			.map( ( m ) => `${ m[ 1 ] } ${ m[ 2 ] }` );
		const named = new Set( titles.map( ( t ) => t.split( ' ' )[ 0 ] ) );
		const ids = operations.map( ( op ) => op.operationId );
		expect( [ ...named ].filter( ( n ) => ! ids.includes( n! ) ) ).toEqual(
			[]
		);
		const gaps: string[] = [];
		for ( const op of operations ) {
			if ( ! titles.includes( `${ op.operationId } ok` ) ) {
				gaps.push( `${ op.operationId } ok` );
			}
			const canFail = op.responses.size > 1;
			if ( canFail && ! titles.includes( `${ op.operationId } error` ) ) {
				gaps.push( `${ op.operationId } error` );
			}
		}
		expect( gaps ).toEqual( [] );
	} );
} );
