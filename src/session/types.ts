/**
 * Session types: the signed-in customer and the broker's reporting design, taken from the generated
 * contract types so that the contract stays the one description. See
 * docs/behaviour.md "Colour schemes and palettes".
 */
import type { components } from '../api/generated/openapi';

/** The authenticated user as `GET /api/user` answers it. */
export type User = components[ 'schemas' ][ 'User' ];

/** The names of the colour schemes. */
export type ColorSchemeName = components[ 'schemas' ][ 'ColorScheme' ];

/** The broker's reporting design settings. */
export type BrokerSettings = components[ 'schemas' ][ 'ReportingDesign' ];
