/**
 * The generator of the generated-answers suites checks itself against the contract: its valid
 * answers pass the contract's schema (ajv), and its mutated answers mostly do not. Without this,
 * a generator bug could make the "valid" half of every suite something the backend never sends.
 */
import fc from 'fast-check';
import {
	answerValidator,
	contractAnswers,
} from '@test-support/generated-answers/contract-arbitrary';
import { CALLED_OPERATIONS } from './operations';

const SEED = 20261125;
const SAMPLES = 100;

describe( 'contract arbitrary', () => {
	it.each( CALLED_OPERATIONS )(
		`%s: ${ SAMPLES } valid answers pass the contract, ${ SAMPLES } mutated ones mostly fail it`,
		( operationId ) => {
			const validate = answerValidator( operationId );
			const { valid, mutated } = contractAnswers( operationId );
			for ( const body of fc.sample( valid, {
				numRuns: SAMPLES,
				seed: SEED,
			} ) ) {
				if ( ! validate( JSON.parse( JSON.stringify( body ) ) ) ) {
					throw new Error(
						`${ operationId }: a valid answer fails the contract: ${ JSON.stringify(
							validate.errors
						) } in ${ JSON.stringify( body ).slice( 0, 500 ) }`
					);
				}
			}
			const failing = fc
				.sample( mutated, { numRuns: SAMPLES, seed: SEED } )
				.filter( ( body ) => ! validate( body ) ).length;
			// A mutation may land where the contract allows anything (a free text made hostile, a
			// map's entry dropped), so only a share of them breaks it.
			expect( failing ).toBeGreaterThanOrEqual( SAMPLES * 0.25 );
		}
	);
} );
