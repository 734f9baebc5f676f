/**
 * The changes of a mutated answer (tests/support/generated-answers/contract-arbitrary.ts): a field dropped or replaced
 * by a wrong value (null, an empty array or object, an extreme number, a hostile string…), every
 * string or number replaced by hostile ones, every array emptied, or the whole answer replaced.
 */
import fc from 'fast-check';
import type { Json } from './contract-arbitrary';
import {
	EXTREME_NUMBERS,
	HOSTILE_STRINGS,
	NUMBER_LIKE_STRINGS,
} from './hostile-values';

/** What replaces a value in a mutated answer. */
const wrongValue: fc.Arbitrary< Json > = fc.oneof(
	fc.constant< Json >( null ),
	fc.constant< Json >( [] ),
	fc.constant< Json >( {} ),
	fc.constant( '' ),
	fc.boolean(),
	fc.constantFrom( ...EXTREME_NUMBERS ),
	fc.constantFrom( ...NUMBER_LIKE_STRINGS ),
	fc.constantFrom( ...HOSTILE_STRINGS ),
	fc.constant< Json >( [ null, '<b data-injected>x</b>', 1e308 ] ),
	fc.constant< Json >( { '<b data-injected>k</b>': 'v', toString: null } )
);

/** One change of a mutated answer. */
export type Mutation =
	| { kind: 'drop'; at: number }
	| { kind: 'replace'; at: number; value: Json }
	| { kind: 'strings'; pick: number }
	| { kind: 'numbers'; pick: number }
	| { kind: 'emptyArrays' }
	| { kind: 'whole'; value: Json };

const mutationArbitrary: fc.Arbitrary< Mutation > = fc.oneof(
	{
		weight: 4,
		arbitrary: fc.record( {
			kind: fc.constant( 'drop' as const ),
			at: fc.nat(),
		} ),
	},
	{
		weight: 4,
		arbitrary: fc.record( {
			kind: fc.constant( 'replace' as const ),
			at: fc.nat(),
			value: wrongValue,
		} ),
	},
	{
		weight: 2,
		arbitrary: fc.record( {
			kind: fc.constant( 'strings' as const ),
			pick: fc.nat(),
		} ),
	},
	{
		weight: 1,
		arbitrary: fc.record( {
			kind: fc.constant( 'numbers' as const ),
			pick: fc.nat(),
		} ),
	},
	{ weight: 1, arbitrary: fc.constant( { kind: 'emptyArrays' as const } ) },
	{
		weight: 1,
		arbitrary: fc.record( {
			kind: fc.constant( 'whole' as const ),
			value: wrongValue,
		} ),
	}
);

/** A place inside an answer: its container and key. */
interface Slot {
	parent: Json[] | Record< string, Json >;
	key: string | number;
}

/**
 * Every place below `value`, depth first.
 *
 * @param value The answer.
 */
function slotsOf( value: Json ): Slot[] {
	const slots: Slot[] = [];
	const walk = ( node: Json ) => {
		if ( Array.isArray( node ) ) {
			node.forEach( ( child, index ) => {
				slots.push( { parent: node, key: index } );
				walk( child );
			} );
		} else if ( node && typeof node === 'object' ) {
			for ( const [ key, child ] of Object.entries( node ) ) {
				slots.push( { parent: node, key } );
				walk( child );
			}
		}
	};
	walk( value );
	return slots;
}

/**
 * Replaces every leaf `test` accepts by what `replace` makes of it, in place.
 *
 * @param value   The answer.
 * @param test    Which leaves to replace.
 * @param replace The replacement of the n-th leaf.
 */
function replaceLeaves(
	value: Json,
	test: ( leaf: Json ) => boolean,
	replace: ( index: number ) => Json
): Json {
	let count = 0;
	if ( test( value ) ) {
		return replace( count++ );
	}
	for ( const slot of slotsOf( value ) ) {
		const current = ( slot.parent as Record< string, Json > )[ slot.key ];
		if ( current !== undefined && test( current ) ) {
			( slot.parent as Record< string, Json > )[ slot.key ] = replace(
				count++
			);
		}
	}
	return value;
}

/**
 * The n-th replacement of a mutation that walks a list of values from `start`, round and round.
 *
 * @param values The values.
 * @param start  Where the walk starts (the mutation's pick).
 * @param empty  What an empty list gives.
 */
function cycling< Value >(
	values: readonly Value[],
	start: number,
	empty: Value
): ( index: number ) => Value {
	return ( index ) => values[ ( start + index ) % values.length ] ?? empty;
}

/**
 * Applies one mutation to `value` (a private copy) and returns the result.
 *
 * @param value    The answer.
 * @param mutation The change.
 */
function applyMutation( value: Json, mutation: Mutation ): Json {
	switch ( mutation.kind ) {
		case 'whole':
			return structuredClone( mutation.value );
		case 'strings':
			return replaceLeaves(
				value,
				( leaf ) => typeof leaf === 'string',
				cycling( HOSTILE_STRINGS, mutation.pick, '' )
			);
		case 'numbers':
			return replaceLeaves(
				value,
				( leaf ) => typeof leaf === 'number',
				cycling( EXTREME_NUMBERS, mutation.pick, 0 )
			);
		case 'emptyArrays':
			return replaceLeaves(
				value,
				( leaf ) => Array.isArray( leaf ),
				() => []
			);
		default: {
			const slots = slotsOf( value );
			if ( slots.length === 0 ) {
				return mutation.kind === 'replace'
					? structuredClone( mutation.value )
					: value;
			}
			const slot = slots[ mutation.at % slots.length ];
			if ( ! slot ) {
				return value;
			}
			if ( mutation.kind === 'drop' ) {
				if ( Array.isArray( slot.parent ) ) {
					slot.parent.splice( Number( slot.key ), 1 );
				} else {
					delete slot.parent[ slot.key ];
				}
			} else {
				// A copy: the replacements are shared constants.
				( slot.parent as Record< string, Json > )[ slot.key ] =
					structuredClone( mutation.value );
			}
			return value;
		}
	}
}

/** One to three changes. */
export const mutationsArbitrary: fc.Arbitrary< Mutation[] > = fc.array(
	mutationArbitrary,
	{ minLength: 1, maxLength: 3 }
);

/**
 * Applies `mutations` in turn to a private copy of `valid`.
 *
 * @param valid     A valid answer.
 * @param mutations The changes.
 */
export function applyMutations( valid: Json, mutations: Mutation[] ): Json {
	return mutations.reduce(
		( value, mutation ) => applyMutation( value, mutation ),
		structuredClone( valid )
	);
}
