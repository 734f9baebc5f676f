/**
 * Estate ids: only an id of the contract's `EstateId` form (`^[0-9]+$`) is put into a URL, a route
 * or an API path (docs/behaviour.md "Safe links and CRM HTML"). Any other id (from the hash route
 * or an answer) is refused before a call is made: `..` would reach another API path on the same
 * origin with the bearer token, and encoded slashes, `toString` or digits of other scripts are no
 * estate either. The id stays a string, so a long number keeps every digit.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The contract's `EstateId` pattern. */
const ESTATE_ID = /^[0-9]+$/;

/**
 * True for an id of the contract's `EstateId` form: ASCII digits only, at least one.
 *
 * @param id The id, from the route or an answer.
 */
export function isEstateId( id: unknown ): id is string {
	return typeof id === 'string' && ESTATE_ID.test( id );
}

/** The error of a call refused without a request: the id is not an estate id. */
export const NOT_AN_ESTATE_ID: { error: FetchBaseQueryError } = {
	error: { status: 'CUSTOM_ERROR', error: 'not_an_estate_id' },
};
