/**
 * The one plain-object guard for answers and configuration from outside: an object that is not
 * null and not an array.
 *
 * @param value Anything.
 */
export const isObject = (
	value: unknown
): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * An answer of the shape `T` (a type generated from the contract) as it may really arrive: every
 * field `T` names may be missing or hold anything. A parser that reads through it has its field
 * names checked against the contract by the compiler, and still checks every value it reads.
 */
export type Unchecked< T > = { readonly [ K in keyof T ]?: unknown };

/**
 * `isObject`, read through the field names of `T` (see `Unchecked`): the same guard, typed for
 * answers of the contract's shapes.
 */
export const isObjectOf: < T >( value: unknown ) => value is Unchecked< T > =
	isObject;
