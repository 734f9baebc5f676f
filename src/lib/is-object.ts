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
