/**
 * The API paths of the estate calls, below `/api/`: shared by the features' endpoints and the
 * head's script's first calls (src/first-paint/first-calls.ts), so both ask for the same URL.
 */
import { CRM } from '../../config/constants';

/** The customer's estates by relation, `GET /api/onoffice/estates`. */
export const ESTATES_PATH = `${ CRM }/estates`;

/**
 * The path of one estate's call.
 *
 * @param id   The estate id, checked with `isEstateId` (digits only).
 * @param rest What follows the id, e.g. `/stats`.
 */
export const estatePath = ( id: string, rest = '' ): string =>
	`${ ESTATES_PATH }/${ id }${ rest }`;
