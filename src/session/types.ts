/**
 * Session types: the signed-in customer and the broker's reporting design (spec 1 section 3),
 * taken from the generated contract types so that the contract stays the one description.
 */
import type { components } from '../api/generated/openapi';

/** The authenticated user as `GET /api/user` answers it. */
export type User = components[ 'schemas' ][ 'User' ];

/** The names of the colour schemes (spec 1 section 4). */
export type ColorSchemeName = components[ 'schemas' ][ 'ColorScheme' ];

/** The broker's reporting design settings. */
export type BrokerSettings = components[ 'schemas' ][ 'ReportingDesign' ];
