/**
 * Session types: the signed-in customer and the broker's reporting design, taken from the generated
 * contract types so that the contract stays the one description. See
 * docs/behaviour.md "Colour schemes and palettes".
 */
import type { components } from '../api/generated/openapi';

export type { BrokerSettings } from '../entities/reporting-design/types';

/** The authenticated user as `GET /api/user` answers it. */
export type User = components[ 'schemas' ][ 'User' ];
